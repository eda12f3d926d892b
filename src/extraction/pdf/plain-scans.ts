/**
 * Recognises pages that are nothing but one image covering the page — what scanners and
 * scan-to-PDF software write — from the raw PDF structure. Such a page needs OCR, and this is
 * known without asking pdf.js for the page's operator list: building it decodes the page image
 * (most of a second for a 300 dpi A4 JPEG in pdf.js's JavaScript decoder), and rendering the page
 * for OCR decodes it again. Measured on the scanned fixtures: 0.2–0.4 s less per page.
 *
 * Anything else — text, drawings, several images, an image not covering the page, page rotation,
 * a crop box, an encrypted file, a file pdf-lib cannot parse — is not a plain scan, and pdf.js's
 * operator list decides as before. The structure is read with pdf-lib (a second, lenient parser);
 * every failure means "not a plain scan", never an error.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';
import { plainJpegHeader } from './scan-jpeg.js';

/** A plain scan's image as a JPEG file, with its size in pixels. */
export interface ScanJpeg {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The image's /Interpolate flag: smooth it when enlarging. */
  interpolate: boolean;
}

/** The drawn image may miss the page box by this much (points) and still cover it. */
const COVER_TOLERANCE_PT = 1;
/** Content streams longer than this are not a single image's placement. */
const MAX_CONTENT_BYTES = 4096;

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  // m then n (PDF: a new cm is applied before the current transformation).
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

function contentOf(page: PDFPage): string | null {
  const contents = page.node.Contents();
  if (!contents) return null;
  const streams: (PDFObject | undefined)[] =
    contents instanceof PDFArray
      ? Array.from({ length: contents.size() }, (_, i) => contents.lookup(i))
      : [contents];
  let text = '';
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) return null;
    const bytes = decodePDFRawStream(stream).decode();
    text += `${Buffer.from(bytes).toString('latin1')}\n`;
    if (text.length > MAX_CONTENT_BYTES) return null;
  }
  return text;
}

/**
 * The one image XObject the content draws and the matrix it is drawn with, when the content
 * is only "q", "Q", "cm" and a single "Do"; null for anything else.
 */
function singleDrawnImage(content: string): { name: string; matrix: Matrix } | null {
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let operands: string[] = [];
  let drawn: { name: string; matrix: Matrix } | null = null;
  for (const token of content.split(/\s+/).filter((part) => part !== '')) {
    if (/^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(token) || token.startsWith('/')) {
      operands.push(token);
      continue;
    }
    if (token === 'q' && operands.length === 0) stack.push(ctm);
    else if (token === 'Q' && operands.length === 0 && stack.length > 0) ctm = stack.pop()!;
    else if (token === 'cm' && operands.length === 6 && operands.every((o) => !o.startsWith('/'))) {
      ctm = multiply(operands.map(Number) as Matrix, ctm);
    } else if (token === 'Do' && operands.length === 1 && operands[0]!.startsWith('/') && !drawn) {
      drawn = { name: operands[0]!.slice(1), matrix: ctm };
    } else {
      return null;
    }
    operands = [];
  }
  return operands.length === 0 ? drawn : null;
}

function nameOf(value: PDFObject | undefined): string | null {
  return value instanceof PDFName ? value.toString() : null;
}

function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= COVER_TOLERANCE_PT;
}

/** The image a plain scan page is, or null when the page is anything else. */
function plainScanImage(page: PDFPage): PDFRawStream | null {
  if (page.getRotation().angle % 360 !== 0) return null;
  const box = page.getMediaBox();
  const crop = page.getCropBox();
  if (!near(crop.x, box.x) || !near(crop.y, box.y)) return null;
  if (!near(crop.width, box.width) || !near(crop.height, box.height)) return null;
  const content = contentOf(page);
  const drawn = content === null ? null : singleDrawnImage(content);
  if (!drawn) return null;
  const [a, b, c, d, e, f] = drawn.matrix;
  const covers =
    near(a, box.width) &&
    near(d, box.height) &&
    near(b, 0) &&
    near(c, 0) &&
    near(e, box.x) &&
    near(f, box.y);
  if (!covers) return null;
  const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
  if (!(xobjects instanceof PDFDict)) return null;
  const image = xobjects.lookup(PDFName.of(drawn.name));
  return image instanceof PDFRawStream && nameOf(image.dict.get(PDFName.of('Subtype'))) === '/Image'
    ? image
    : null;
}

/** Colour components of a colour space pdf.js draws without conversion, or null. */
function plainComponents(space: PDFObject | undefined): number | null {
  const name = nameOf(space);
  if (name === '/DeviceGray') return 1;
  if (name === '/DeviceRGB') return 3;
  // [/ICCBased profile]: a calibrated grey or RGB (what many scanners write); its profile
  // shifts tones slightly, which does not matter to OCR on grey.
  const resolved = space instanceof PDFArray ? space : null;
  if (resolved?.size() === 2 && nameOf(resolved.lookup(0)) === '/ICCBased') {
    const profile = resolved.lookup(1);
    const n = profile instanceof PDFRawStream ? profile.dict.lookup(PDFName.of('N')) : undefined;
    const count = n ? Number(n.toString()) : NaN;
    return count === 1 || count === 3 ? count : null;
  }
  return null;
}

/**
 * The JPEG bytes of a plain scan's image when a native decoder draws them as pdf.js would:
 * one DCTDecode filter, 8 bits, grey or RGB, no Decode array, colour-transform override, mask
 * or soft mask, and a JPEG header that agrees with the dictionary (scan-jpeg.ts).
 */
function plainJpeg(image: PDFRawStream): ScanJpeg | null {
  const dict = image.dict;
  const filter = dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : [filter];
  if (filters.length !== 1 || nameOf(filters[0]) !== '/DCTDecode') return null;
  for (const key of ['Decode', 'DecodeParms', 'SMask', 'Mask', 'SMaskInData']) {
    if (dict.has(PDFName.of(key))) return null;
  }
  if (String(dict.lookup(PDFName.of('ImageMask')) ?? 'false') !== 'false') return null;
  const bits = dict.lookup(PDFName.of('BitsPerComponent'));
  if (bits !== undefined && bits.toString() !== '8') return null;
  const components = plainComponents(dict.lookup(PDFName.of('ColorSpace')));
  const header = plainJpegHeader(image.contents);
  if (!header || components === null || header.components !== components) return null;
  const width = Number(dict.lookup(PDFName.of('Width'))?.toString());
  const height = Number(dict.lookup(PDFName.of('Height'))?.toString());
  if (header.width !== width || header.height !== height) return null;
  const interpolate = String(dict.lookup(PDFName.of('Interpolate')) ?? 'false') === 'true';
  return { bytes: image.contents, width, height, interpolate };
}

/** Tells plain scans page by page; the file is parsed (once) on the first question. */
export class PlainScans {
  private parsed: Promise<PDFDocument | null> | null = null;

  constructor(private readonly bytes: Uint8Array) {}

  private document(): Promise<PDFDocument | null> {
    this.parsed ??= PDFDocument.load(this.bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    }).then(
      (document) => (document.isEncrypted ? null : document),
      () => null,
    );
    return this.parsed;
  }

  private async image(number: number): Promise<PDFRawStream | null> {
    const document = await this.document();
    if (!document) return null;
    try {
      if (number < 1 || number > document.getPageCount()) return null;
      return plainScanImage(document.getPage(number - 1));
    } catch {
      // A file pdf-lib parses but cannot walk (no catalogue, broken page tree).
      return null;
    }
  }

  /** Whether page `number` (1-based) is one image covering the page and nothing else. */
  async isPlainScan(number: number): Promise<boolean> {
    return (await this.image(number)) !== null;
  }

  /**
   * The page's JPEG when page `number` is a plain scan whose image a native decoder can draw in
   * pdf.js's place (render-scan-jpeg.ts), else null.
   */
  async jpeg(number: number): Promise<ScanJpeg | null> {
    const image = await this.image(number);
    if (!image) return null;
    try {
      return plainJpeg(image);
    } catch {
      return null;
    }
  }
}
