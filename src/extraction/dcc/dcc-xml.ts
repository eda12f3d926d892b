/**
 * Reading a Digital Calibration Certificate (PTB's DCC XML, namespace https://ptb.de/dcc) safely.
 * An upload is hostile: a document type declaration (the door to "billion laughs" entity
 * expansion and to external entities that fetch files or URLs) is refused outright — a DCC never
 * needs one — as is nesting deeper than any real certificate, before a parser sees the text. The
 * parser (@xmldom/xmldom) then builds a DOM without resolving anything outside the bytes.
 */
import { DOMParser, type Document } from '@xmldom/xmldom';

export const DCC_NAMESPACE = 'https://ptb.de/dcc';
/** Real DCCs nest about 15 levels; a document nested 200 deep is an attack on the parser. */
export const MAX_XML_DEPTH = 200;

export type DccParse =
  | { ok: true; document: Document; text: string; warnings: string[] }
  | { ok: false; message: string };

/** Text of the bytes: UTF-8 (with or without BOM) or UTF-16 with its BOM. */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** Tab, line feed, vertical tab, form feed, carriage return, space: what trimStart drops in ASCII. */
const isAsciiSpace = (byte: number): boolean => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);

/**
 * True when the first byte past ASCII white space is an ASCII character other than '<' ("%PDF"):
 * then the decoded text cannot start with '<' either, and no PDF pays for decoding 64 KiB.
 * Anything else (a BOM, UTF-16, other white space, '<') is left to the full check.
 */
function startsWithOtherAscii(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length && isAsciiSpace(bytes[i]!)) i++;
  const first = bytes[i];
  return first !== undefined && first < 0x80 && first !== 0x3c;
}

/** True when the bytes are an XML document in the DCC namespace (looked at in the first 64 KiB). */
export function looksLikeDcc(bytes: Uint8Array): boolean {
  if (startsWithOtherAscii(bytes)) return false;
  const head = decode(bytes.subarray(0, 65_536))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) return false;
  return head.includes(DCC_NAMESPACE) && /digitalCalibrationCertificate\b/.test(head);
}

/** The deepest element nesting, counted without parsing (tags only; comments and CDATA skipped). */
function nestingDepth(text: string, limit: number): number {
  const body = text.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  let depth = 0;
  let deepest = 0;
  for (const match of body.matchAll(/<(\/?)[A-Za-z_][^>]*?(\/?)>/g)) {
    if (match[1]) depth -= 1;
    else if (!match[2]) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    }
  }
  return deepest;
}

export function parseDccXml(bytes: Uint8Array): DccParse {
  const text = decode(bytes).replace(/^\uFEFF/, '');
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) {
    return {
      ok: false,
      message:
        'This XML file declares a document type or entities, which a Digital Calibration Certificate never needs; it was refused unread.',
    };
  }
  if (nestingDepth(text, MAX_XML_DEPTH) > MAX_XML_DEPTH) {
    return {
      ok: false,
      message: `This XML file nests elements more than ${MAX_XML_DEPTH} levels deep; it was refused unread.`,
    };
  }
  const warnings: string[] = [];
  let fatal: string | null = null;
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level === 'warning') warnings.push(`XML: ${String(message).split('\n')[0]}`);
      else fatal ??= String(message).split('\n')[0] ?? 'malformed XML';
    },
  });
  let document: Document;
  try {
    document = parser.parseFromString(text, 'text/xml');
  } catch (error) {
    fatal ??= (error as Error).message.split('\n')[0] ?? 'malformed XML';
    return { ok: false, message: `This XML file could not be read: ${fatal}` };
  }
  if (fatal) return { ok: false, message: `This XML file could not be read: ${fatal}` };
  const root = document.documentElement;
  if (
    !root ||
    root.namespaceURI !== DCC_NAMESPACE ||
    root.localName !== 'digitalCalibrationCertificate'
  ) {
    return {
      ok: false,
      message:
        'This XML file is not a Digital Calibration Certificate (no dcc:digitalCalibrationCertificate in https://ptb.de/dcc).',
    };
  }
  return { ok: true, document, text, warnings };
}
