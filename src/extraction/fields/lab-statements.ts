/**
 * The laboratory named in the certificate's own statements, which real certificates print far
 * more often than a "Laboratory:" label: "This certificate has been issued by <Org>", "El
 * presente certificado ha sido emitido por <Org>", "<Org> (alias) está acreditado por…",
 * "<Org> is accredited by…", "ausgestellt von <Org>". And the organisation whose legal name
 * (ending "S.A. de C.V.", "B.V.", "GmbH", "Inc."…) the pages repeat most: letterheads and
 * footers name the issuer on every page, the customer's name appears once or twice.
 */
import type { DocumentLayout } from '../layout/types.js';
import { candidateAt, type Candidate } from './candidate.js';
import type { Exclusions } from './regions.js';
import { STREET_TYPE } from './value-types.js';

/** Legal forms that end a company's name, most specific first. */
const LEGAL_FORM =
  '(?:GmbH\\s?&\\s?Co[.,]?\\s?KG|S\\.?\\s?(?:de|DE)\\s?R\\.?\\s?L\\.?\\s?(?:de|DE)\\s?C\\.?\\s?V\\.?|S\\.?\\s?A\\.?\\s?(?:de|DE)\\s?C\\.?\\s?V\\.?|S\\.?\\s?A\\.?\\s?S\\.?|S\\.?\\s?A\\.?|S\\.?\\s?L\\.?|S\\.?\\s?r\\.?\\s?l\\.?|S\\.?\\s?p\\.?\\s?A\\.?|B\\.?\\s?V\\.?|N\\.?\\s?V\\.?|GmbH|AG|Inc\\.?|Corp\\.?|Co\\.(?!\\s?KG)|Ltd\\.?|Limited|LLC|Ltda\\.?|Lda\\.?|Kft\\.?|Pty\\.?\\s?Ltd\\.?|plc|SAS|SARL)';
const ANY_LEGAL_FORM = `(?:${LEGAL_FORM}|KG|Co\\.\\s?KG|Soc\\.\\s?Coop\\.?|S\\.?\\s?C\\.?|Lda\\.?|SE|OHG|e\\.\\s?V\\.?)`;
/**
 * A comma after the form ends the name too: the address follows ("Acme Ltd," over "12 High
 * Street"), and a scan reads a form's last full stop as one ("Aceros del Norte S.A,", "Co,").
 */
const ENDS_WITH_LEGAL_FORM = new RegExp(`(?:^|\\s)(?:${ANY_LEGAL_FORM},?|Co,)$`, 'u');
const LEGAL_FORM_ALONE = new RegExp(`^${ANY_LEGAL_FORM}$`, 'u');

/** "…Valtellinesi S.p.A.", "…GmbH & Co. KG": a company name's last words. */
export function endsWithLegalForm(text: string): boolean {
  return ENDS_WITH_LEGAL_FORM.test(text);
}

const LEGAL_FORM_AT_END = new RegExp(`(?<=^|\\s)${ANY_LEGAL_FORM},?$`, 'u');

/**
 * A name's line ending on a legal form that the next line makes longer ("… S.A." over "de
 * C.V.", "… GmbH" over "& Co. KG"): the form closing both lines begins on the first.
 */
export function legalFormGoesOn(text: string, next: string): boolean {
  const first = text.trim();
  const form = LEGAL_FORM_AT_END.exec(`${first} ${next.trim()}`);
  return form !== null && form.index < first.length;
}

/** "GmbH", "S.p.A.": a legal form alone. */
export function isLegalForm(text: string): boolean {
  return LEGAL_FORM_ALONE.test(text.trim());
}

/**
 * "Harlow Precision Engineering L td": a name's legal form a scan's space parted ("L td",
 * "Gmb H"), given back whole. Only where the two words make a form together and the last one,
 * or both as they stand, make none.
 */
export function withLegalFormJoined(text: string): string {
  const parted = /^(.*\S)\s+(\S+)\s+(\S+)$/u.exec(text.trim());
  if (!parted) return text;
  const [, name, first, last] = parted as unknown as [string, string, string, string];
  const joined = `${first}${last}`;
  if (!isLegalForm(joined) || isLegalForm(last) || isLegalForm(`${first} ${last}`)) return text;
  return `${name} ${joined}`;
}

/** Cells are set apart by a gap of at most this many of their sizes within one name. */
const NAME_GAP_SIZES = 2;

/**
 * "Kalibrierdienst Nord" [gap] "GmbH": the cell after a name's is its legal form, which a wide
 * gap (in a letterhead, or as a scan spaced it) set apart — not the next column's value
 * ("Têxtil Vale do Ave," / "Lda." beside "Cerâmica Aveirense," / "Lda.").
 */
export function setApartLegalForm(
  name: { x1: number; size: number; text: string },
  next: { x0: number; text: string },
): boolean {
  return (
    isLegalForm(next.text) &&
    !endsWithLegalForm(name.text.trim()) &&
    next.x0 - name.x1 <= NAME_GAP_SIZES * name.size
  );
}

/**
 * "Kalibrierdienst" [gap] "Nord GmbH": a letterhead name a wide word space (a scan's, or a
 * logo's room) parted before the cell that ends it with its legal form. The first part is
 * capitalised name words in the same size, close enough to be one name.
 */
export function partedBeforeLegalName(
  first: { x1: number; size: number; text: string },
  rest: { x0: number; size: number; text: string },
): boolean {
  const words = first.text.trim();
  return (
    /^\p{Lu}[\p{L}'’&.-]*(?:\s+\p{Lu}[\p{L}'’&.-]*)*$/u.test(words) &&
    !endsWithLegalForm(words) &&
    endsWithLegalForm(rest.text.trim()) &&
    /^\p{Lu}/u.test(rest.text.trim()) &&
    Math.abs(first.size - rest.size) <= first.size * 0.15 &&
    rest.x0 - first.x1 <= NAME_GAP_SIZES * first.size
  );
}

/** A word of a name: capitalised, or a connector inside a name ("Set y Gad", "de Metrología"). */
const NAME_WORD =
  "(?:\\p{Lu}[\\p{L}&'’.-]*|de|del|della|la|du|des|di|da|do|dos|der|von|van|y|e|et|und|and|of|&)";
const LEGAL_NAME = new RegExp(
  `(\\p{Lu}[\\p{L}\\d&'’.-]*(?:(?:,\\s*|\\s+)${NAME_WORD}){0,6}?(?:,\\s*|\\s+)${LEGAL_FORM})(?![\\p{L}])`,
  'gu',
);
/** A laboratory named without a legal form: "Laboratorio de Metrología Pinzuar". */
const LAB_NAME = new RegExp(
  `((?:Laboratorio|Laboratório|Laboratoire|Laboratorium|Laboratory|Labor)(?:\\s+(?:de|del|di|of|für|de la|du))?(?:\\s+\\p{Lu}[\\p{L}&'’-]*){1,4})`,
  'gu',
);
const ISSUED_BY =
  /(?:issued by|emitido por|expedido por|emitida por|ausgestellt von|ausgestellt durch|émis par|emis par|délivré par|emesso da|rilasciato da)\s+(?:the\s+|el\s+|la\s+|le\s+|il\s+|der\s+|die\s+)?/giu;
const ACCREDITED =
  /^\s*(?:\([^)]{1,30}\)\s*)?,?\s*(?:is accredited|is an accredited|está acreditad|esta acreditad|es un laboratorio acreditado|ist akkreditiert|ist durch|est accrédité|est accredite|è accreditat|e accreditat|é acreditad|laboratorio acreditado|laboratory accredited)/iu;
/** Company registration, bank and web details: printed for the issuer of a document. */
const REGISTRATION =
  /\b(?:vat|trade register|chamber of commerce|kvk|handelsregister|registergericht|ust-?id|siret|siren|rcs|cif|nif|nipc|p\.?\s?iva|partita iva|iban|bic|swift)\b|www\.|@/i;
/** A name the pages repeat this often (on two pages or more) is the issuer's. */
const MIN_REPEATS = 3;

function key(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The last two words of a name with its legal form: what variants of one name share. */
function tail(name: string): string {
  const words = name.split(/\s+/);
  return key(words.slice(-3).join(' '));
}

/** Capitalised words and the connectors inside names: "Atelier Métrologique du Jura". */
const PLAIN_NAME = new RegExp(
  `^\\p{Lu}[\\p{L}&'’.-]*(?:\\s+(?:${NAME_WORD}|d['’]\\p{L}+|l['’]\\p{L}+))*`,
  'u',
);

/**
 * An address after a name: a separator or a capitalised word, then a house number or postcode;
 * or the house number first ("… LLC 1275 Kinnear Road"). A scan may read the "·" as two marks
 * ("… S.A. --Avda. del Puerto 118", "… de C.V..- Av. …") or as another mark ("… S.r.l. + Via
 * del Porto 88", "… S.A. » Avda. del Puerto 118").
 */
const ADDRESS_AFTER_NAME =
  /^\s*(?:[-–—·•|,+.»«~*:;/]{1,2}\s*)?(?:\p{Lu}[^\n]*\d|\d{1,5}[A-Za-z]?,?\s+\p{Lu}\p{Ll})/u;

/**
 * A company's legal name opening an address line, followed by its street or town: "Metrologia
 * Emiliana S.p.A. Via dell'Industria 9, 40138 Bologna" → "Metrologia Emiliana S.p.A.". OCR
 * often loses the "·" between them, so the legal form is where the name ends. A street word
 * after it is an address too ("… Ltda. Av. Presidente Wilson", its number lost on a scan).
 */
export function legalNameOpeningAddress(text: string): string | null {
  LEGAL_NAME.lastIndex = 0;
  const match = LEGAL_NAME.exec(text);
  if (!match || match.index !== 0) return null;
  const rest = text.slice(match[0].length);
  return ADDRESS_AFTER_NAME.test(rest) || STREET_TYPE.test(rest) ? match[1]!.trim() : null;
}

/**
 * The full stop ending a sentence on a legal form written without stops ("… émis par Métrologie
 * Services Rhône SAS."): not the form's ("Co.", "Ltd.", "S.A.S." keep theirs).
 */
const SENTENCE_STOP_AFTER_FORM = /(?<=\s(?:SAS|SARL|SA|SL|Srl|SpA|GmbH|AG|KG|plc|BV|NV|LLC))\.$/u;

/** The name starting at `text`'s beginning (after "issued by"), or null. */
function nameAtStart(text: string): string | null {
  LEGAL_NAME.lastIndex = 0;
  const match = LEGAL_NAME.exec(text);
  if (match && match.index === 0) return match[1]!.trim().replace(SENTENCE_STOP_AFTER_FORM, '');
  // Without a legal form: the capitalised words up to the sentence's end, at least two.
  // The name ends on a capitalised word ("… du Jura"), not on a connector ("PTB do …").
  const plain = PLAIN_NAME.exec(text)?.[0]
    ?.replace(
      /(?:\s+(?:de|del|della|la|du|des|di|da|do|dos|der|von|van|y|e|et|und|and|of|&))+$/u,
      '',
    )
    .replace(/\.$/, '');
  return plain && plain.split(/\s+/).length >= 2 ? plain : null;
}

export function labStatementCandidates(
  layout: DocumentLayout,
  excluded: Exclusions,
  customerNames: readonly string[],
): Candidate[] {
  const candidates: Candidate[] = [];
  const customers = new Set(customerNames.flatMap((name) => [key(name), tail(name)]));
  const seen = new Map<string, { name: string; count: number; pages: Set<number>; line: number }>();
  for (const line of layout.lines) {
    const text = excluded.text(line);
    const cell = line.cells[0]!;
    const push = (value: string) =>
      candidates.push(
        candidateAt(cell, {
          field: 'calibrationLab',
          value,
          label: null,
          method: 'sentence',
          generic: false,
          unit: null,
        }),
      );
    for (const issued of text.matchAll(ISSUED_BY)) {
      const name = nameAtStart(text.slice(issued.index + issued[0].length));
      if (name) push(name);
    }
    // "Kipp & Zonen B.V. | Trade register no.: 27239004 | VAT no.: …": the company whose
    // registration, bank or web details a line gives is the one issuing the document.
    if (line.cells.length > 1 && line.cells.some((other) => REGISTRATION.test(other.text))) {
      for (const cell of line.cells) {
        // Only a company's legal name ("… B.V."), the whole cell: not a country or a street.
        LEGAL_NAME.lastIndex = 0;
        const legal = LEGAL_NAME.exec(cell.text.trim());
        const name = legal && legal.index === 0 ? legal[1]!.trim() : null;
        if (name && cell.text.trim().length - name.length <= 2 && !customers.has(key(name)))
          push(name);
      }
    }
    for (const pattern of [LEGAL_NAME, LAB_NAME]) {
      pattern.lastIndex = 0;
      for (const match of text.matchAll(pattern)) {
        const name = match[1]!.trim();
        if (pattern === LEGAL_NAME && ACCREDITED.test(text.slice(match.index + match[0].length)))
          push(name);
        // Variants of one name ("Set y Gad S.A.S.", "Laboratorio de Metrología Set y Gad
        // S.A.S.") share their ending; the first printed (the letterhead's) stands for all.
        const group = tail(name);
        const entry = seen.get(group) ?? {
          name,
          count: 0,
          pages: new Set<number>(),
          line: line.index,
        };
        entry.count += 1;
        entry.pages.add(line.page);
        seen.set(group, entry);
      }
    }
  }
  const repeated = [...seen.entries()]
    .filter(
      ([name, entry]) =>
        !customers.has(name) &&
        !customers.has(key(entry.name)) &&
        entry.count >= MIN_REPEATS &&
        entry.pages.size >= 2,
    )
    .sort((a, b) => b[1].count - a[1].count);
  const best = repeated[0]?.[1];
  if (best) {
    const line = layout.lines[best.line]!;
    candidates.push(
      candidateAt(line.cells[0]!, {
        field: 'calibrationLab',
        value: best.name,
        label: null,
        method: 'heuristic',
        generic: false,
        unit: null,
      }),
    );
  }
  return candidates;
}
