/**
 * The calibration laboratory and its accreditation, which certificates rarely label: the lab is
 * whoever "certifies that…", signs "For the Chief, National Metrology Laboratory", or heads the
 * letterhead; the accreditation is an accreditation body followed by the lab's number
 * ("A2LA Cert. No. 1234.01", "DAkkS D-K-15070-01-00", "UKAS 0123").
 */
import { CONJUNCTIONS, NAME_FILLERS, PREPOSITIONS } from '../dictionary/connectors.js';
import type { Cell, DocumentLayout, Line } from '../layout/types.js';
import { candidateAt, type Candidate } from './candidate.js';
import { isCutTitle } from './cut-title.js';
import type { LabelMap } from './label-blocks.js';
import {
  legalNameOpeningAddress,
  partedBeforeLegalName,
  setApartLegalForm,
} from './lab-statements.js';
import { isBodyHeading, type Exclusions } from './regions.js';
import { isStreetAddress } from './value-types.js';

const ORGANISATION_WORD =
  /\b(?:laborat\w*|labs?|metrolog\w*|calibration (?:services?|centre|center)|institut\w*|bundesanstalt|inc|ltd|llc|gmbh|ag|s\.?a\.?s?|s\.?r\.?l|sarl|ltda|corp|corporation|company|co|kg|b\.?v|pty|plc|services|limited)\b\.?/i;
const CERTIFIES =
  /^(?:this is to certify that\s+)?(.{3,80}?)\s+(?:hereby\s+)?certif(?:ies|y) that\b/i;
const SIGNED_FOR = /\bfor the (?:chief|head|director|manager)\b[^,]*,\s*(.{4,80})$/i;
/** Letterhead lines are the first few lines of page 1. */
const LETTERHEAD_LINES = 8;
const MAX_ORGANISATION_WORDS = 8;
/** A legal form at the end of a name ("S. de R.L. de C.V.", "GmbH & Co. KG") adds no words to it. */
const LEGAL_FORM_TAIL =
  /\s+(?:S\.\s?de\s?R\.L\.(?:\s?de\s?C\.V\.)?|S\.A\.(?:\s?de\s?C\.V\.)?|GmbH\s?&\s?Co\.\s?KG|S\.\s?p\.\s?A\.|S\.r\.l\.|S\.A\.S\.|Ltd\.?|Inc\.?|LLC|Lda\.?)$/i;

function heuristic(
  line: Line,
  value: string,
  field: 'calibrationLab' | 'accreditation',
): Candidate {
  return candidateAt(line.cells[0]!, {
    field,
    value,
    label: null,
    method: 'heuristic',
    generic: false,
    unit: null,
  });
}

/** A name with an organisation word ("… Laboratory", "… GmbH"), not a sentence mentioning one. */
function looksLikeOrganisation(text: string): boolean {
  return looksLikeName(text) && ORGANISATION_WORD.test(text);
}

/** The small words between a name's capitalised words ("Laboratoire de la Mesure"). */
const CONNECTORS: ReadonlySet<string> = new Set([
  ...PREPOSITIONS,
  ...CONJUNCTIONS,
  ...NAME_FILLERS,
]);

/**
 * A letterhead line that is neither address, phone, web nor a bare logo acronym: two to eight
 * capitalised words without digits ("Pacific Standards Calibration").
 */

export function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const counted = text.trim().replace(LEGAL_FORM_TAIL, ' X').split(/\s+/).length;
  if (words.length < 2 || counted > MAX_ORGANISATION_WORDS) return false;
  // "DO KIPP &", "Z= KIPP&": a logo read as text ends on a connector or holds stray symbols.
  if (/[=<>{}[\]~^]/.test(text) || /(?:^|\s|\p{L})[&-]$/u.test(text.trim())) return false;
  if (CONNECTORS.has(words[words.length - 1]!.toLowerCase())) return false;
  if (/[\d@]|www\.|https?:|\.example\b|\.(?:com|org|net|de|fr|es|it|pt)\b/i.test(text)) {
    return false;
  }
  // "…approval of the laboratory." is a sentence; "Metrolab Lusitânia, Lda." is a name.
  const last = /(\S+)\.$/.exec(text.trim())?.[1];
  if (last && last.length > 4 && !last.includes('.')) return false;
  const significant = words
    .map((word) => word.replace(/^(?:d|l|dell|dall|nell|all)['’]/i, ''))
    .filter((word) => !CONNECTORS.has(word.toLowerCase()));
  // "Dieser Kalibrierschein wurde ausgestellt von … GmbH.": German capitalises its nouns, but two
  // lower-case words of four letters or more make a sentence, not a name.
  if (significant.filter((word) => /^\p{Ll}{4,}/u.test(word)).length >= 2) return false;
  const capitalised = significant.filter((word) => /^[\p{Lu}&]/u.test(word)).length;
  return significant.length > 0 && capitalised >= significant.length * 0.6;
}

/** A page's lines above the title or the first key/value row: the letterhead. */
function letterheadEnd(
  layout: DocumentLayout,
  labels: LabelMap,
  titleLines: Line[],
  page: DocumentLayout['pages'][number],
): number {
  const end = Math.min(page.lineEnd, page.lineStart + LETTERHEAD_LINES);
  for (let index = page.lineStart; index < end; index++) {
    const line = layout.lines[index]!;
    const target = labels.blockOf.get(line.cells[0]!)?.hit.target;
    // The lab's own caption ("Centro di taratura ACCREDIA LAT N° 231") belongs to the letterhead.
    const ownCaption =
      target === 'other' || target === 'calibrationLab' || target === 'accreditation';
    if (titleLines.includes(line) || (target !== undefined && !ownCaption)) return index;
    // A section's title ("Angaben zur Kalibrierung") opens the body, even when a scan garbled
    // the document's title above it so that it was not recognised.
    if (isBodyHeading(line.cells[0]!.text)) return index;
  }
  return end;
}

/** Letterhead cells: left of any label on their line (a title block may share the line). */
function letterheadCells(line: Line, labels: LabelMap): Line['cells'] {
  const firstLabel = line.cells.findIndex((cell) => labels.blockOf.has(cell));
  return firstLabel < 0 ? line.cells : line.cells.slice(0, firstLabel);
}

/**
 * "Atelier Métrologique du Jura 12 rue des Horlogers, 25500 Morteau": a name, then a house
 * number, a street and a postcode, with no separator between name and address (a scan loses
 * the "·" a text PDF prints there). The name, or null.
 */
function nameBeforeAddress(text: string): string | null {
  // The "·" between them may come out as a dash or a plus ("… de l'Ouest + 5 boulevard …").
  const match = /^(.+?)\s+(?:[-–—+*]\s+)?\d{1,5}[A-Za-z]?,?\s+\p{L}[^\n]*?\b\d{4,5}\b/u.exec(text);
  return match && looksLikeName(match[1]!.trim()) ? match[1]!.trim() : null;
}

/**
 * A footer cell followed on its line by a street address: the scan split "Name · address" into
 * two cells where the text PDF printed one — or more ("Av. Presidente Wilson, 2130, São Paulo |
 * SP, 04220-000": the address's postcode a cell of its own).
 */
function opensAddress(line: Line, cell: Line['cells'][number]): boolean {
  const rest = line.cells.slice(line.cells.indexOf(cell) + 1);
  return rest.length > 0 && isStreetAddress(rest.map((other) => other.text).join(' '));
}

/**
 * The mark between a footer's name and its address: "·", "•", "|", or a "·" a scan read as a
 * second full stop after a legal form's own ("Ibérica S.L.. Calle de la Industria 42").
 */
const NAME_ADDRESS_MARK = /\s+[·•|]\s+|(?<=\p{L}\.)\.\s+/u;

/** "Pacific Standards Calibration · 2150 Zanker Road · San Jose": the name before the address. */
function leadingName(text: string): string | null {
  const first = text.split(NAME_ADDRESS_MARK)[0]!.trim();
  if (looksLikeName(first)) return first;
  // A legal form ends the name before the street's house number does: "Calibração Paulista
  // Ltda. Av, Presidente Wilson, 2130, …", the "·" lost and the street's stop read as a comma.
  return legalNameOpeningAddress(text) ?? nameBeforeAddress(text);
}

export function laboratoryCandidates(
  layout: DocumentLayout,
  labels: LabelMap,
  titleLines: Line[],
  excluded: Exclusions,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of layout.lines) {
    const text = excluded.text(line);
    const certifies = CERTIFIES.exec(text);
    if (certifies && looksLikeOrganisation(certifies[1]!)) {
      candidates.push({ ...heuristic(line, certifies[1]!, 'calibrationLab'), method: 'sentence' });
    }
    const signed = SIGNED_FOR.exec(text);
    if (signed) candidates.push(heuristic(line, signed[1]!, 'calibrationLab'));
  }
  // Page 1's letterhead, and the certificate's own first page when a cover page comes first.
  const titled = titleLines[0]
    ? layout.pages.find((page) => page.number === titleLines[0]!.page)
    : undefined;
  const letterheadPages = [...new Set([layout.pages[0], titled])].filter(
    (page) => page !== undefined,
  );
  for (const firstPage of letterheadPages) {
    // A page before the certificate's title is a cover page or letter: its top names an
    // organisation only when it says so ("… GmbH", "… Laboratory"), not with any two words.
    const cover = letterheadPages.length > 1 && firstPage === layout.pages[0];
    const end = letterheadEnd(layout, labels, titleLines, firstPage);
    for (let index = firstPage.lineStart; index < end; index++) {
      const line = layout.lines[index]!;
      // A title cut by a scan and not read as the title reads like a name.
      const free = letterheadCells(line, labels).filter((cell) => !isCutTitle(cell.text));
      const found =
        free.find((candidate) => looksLikeOrganisation(candidate.text)) ??
        (cover ? undefined : free.find((candidate) => looksLikeName(candidate.text)));
      // "Messtechnik Schwaben" [gap] "GmbH & Co. KG": a legal form alone is the end of the
      // name before it.
      const before = found ? line.cells[line.cells.indexOf(found) - 1] : undefined;
      const parted =
        found !== undefined &&
        before !== undefined &&
        free.includes(before) &&
        (setApartLegalForm(before, found) || partedBeforeLegalName(before, found));
      const cell = parted ? before : found;
      if (cell) {
        // "Kalibrierdienst Nord" [gap] "GmbH", "Kalibrierdienst" [gap] "Nord GmbH": the rest set
        // apart is still the name's.
        const value = withRestBeside(line, cell) ?? cell.text;
        candidates.push(
          candidateAt(cell, {
            field: 'calibrationLab',
            value,
            label: null,
            method: 'heuristic',
            generic: false,
            unit: null,
          }),
        );
      }
    }
  }
  // The signature block or address line closing the last page names the lab too, and so does
  // the footer address line of any page ("Metrolab Lusitânia, Lda. · Rua do Freixo 1071").
  const finalPage = layout.pages[layout.pages.length - 1];
  for (const lastPage of layout.pages) {
    const footerOnly = lastPage !== finalPage;
    const from = Math.max(lastPage.lineStart, lastPage.lineEnd - LETTERHEAD_LINES);
    for (let index = from; index < lastPage.lineEnd; index++) {
      const line = layout.lines[index]!;
      let joined: Cell | null = null;
      for (const cell of line.cells) {
        if (cell === joined || excluded.covers(cell)) continue;
        // "Laboratoire d'Étalonnage de l'Ouest · 5 boulevard…" reads as the caption
        // "Laboratoire" and a value; in the closing lines it is the lab's name.
        const hit = labels.blockOf.get(cell)?.hit;
        if (hit && !(hit.target === 'calibrationLab' && hit.bare)) continue;
        // Names of people sign here too: only an organisation, or the name that opens an
        // address line ("Acme Calibration · 12 Main St · …").
        const addressLine =
          NAME_ADDRESS_MARK.test(cell.text) ||
          nameBeforeAddress(cell.text) !== null ||
          opensAddress(line, cell);
        // "Centro Taratura" [gap] "Lombardo S.r.l." [gap] "Via …": one name a scan parted.
        const whole = withRestBeside(line, cell);
        if (whole !== null && looksLikeOrganisation(whole)) {
          joined = line.cells[line.cells.indexOf(cell) + 1]!;
          candidates.push(
            candidateAt(cell, {
              field: 'calibrationLab',
              value: whole,
              label: null,
              method: 'heuristic',
              generic: false,
              unit: null,
            }),
          );
          continue;
        }
        if (footerOnly && !addressLine && !legalNameOpeningAddress(cell.text)) continue;
        const name = looksLikeOrganisation(cell.text)
          ? cell.text
          : addressLine
            ? leadingName(cell.text)
            : legalNameOpeningAddress(cell.text);
        if (!name) continue;
        candidates.push(
          candidateAt(cell, {
            field: 'calibrationLab',
            value: name,
            label: null,
            method: 'heuristic',
            generic: false,
            unit: null,
          }),
        );
      }
    }
  }
  return candidates;
}

/**
 * "Kalibrierdienst Nord" [gap] "GmbH", "Kalibrierdienst" [gap] "Nord GmbH": a name with the rest
 * a gap set apart beside it, or null when the next cell is no end of its name.
 */
function withRestBeside(line: Line, cell: Cell): string | null {
  const next = line.cells[line.cells.indexOf(cell) + 1];
  return next && (setApartLegalForm(cell, next) || partedBeforeLegalName(cell, next))
    ? `${cell.text} ${next.text.trim()}`
    : null;
}

/**
 * Accreditation bodies (as printed) and the shape of the numbers they issue; a third entry names
 * the body when the certificate may print another name beside it.
 */
const ACCREDITATIONS: readonly (readonly [RegExp, RegExp, string?])[] = [
  [/A2LA/, /\d{3,5}\.\d{2}/],
  [/DAkkS/i, /D-K-\d{5}-\d{2}-\d{2}/],
  [/UKAS/, /\d{4,5}/],
  [/COFRAC/i, /\d-\d{4}/],
  [/ENAC/, /\d{1,4}\/LC\d{2,5}(?:\.\d+)?/],
  // "LAT N° 078"; a scan may read the space as a hyphen ("LAT-N° 231").
  [/ACCREDIA/i, /LAT[\s-]*N?[°º.]?\s*\d{3,4}/],
  [/NVLAP/, /\d{6}-\d/],
  [/ANAB/, /[A-Z]{1,3}-?\d{3,5}/],
  [/IAS/, /CL-\d{2,5}/],
  [/NABL/, /C[CR]-?\d{3,5}/],
  [/SANAS/, /\d{4}/],
  [/NATA/, /\d{3,5}/],
  [/CNAS/, /L\d{3,5}/],
  [/SAS/, /SCS\s?\d{3,4}/],
  [/IPAC/, /[A-Z]\d{4}/],
  // Brazilian labs print their network (RBC) with the body that accredits them (Cgcre).
  [/Cgcre|RBC/, /CAL\s?\d{3,4}/, 'Cgcre'],
  [/EMA/, /[A-Z]-\d{2,4}-\d{2,4}\/\d{2}/],
];
const ACCREDITATION_PATTERNS = ACCREDITATIONS.map(([body, number, name]) => ({
  pattern: new RegExp(
    `\\b(${body.source})\\b[^\\n]{0,50}?(?<![\\w-])(${number.source})(?![\\w-])`,
    body.flags,
  ),
  name,
}));
/** The DAkkS number is unique enough to recognise without its body. */
const DAKKS_NUMBER = /\b(D-K-\d{5}-\d{2}-\d{2})\b/;

/** "Akkreditiert durch die DAkkS unter D-K-15070-01-00" → "DAkkS D-K-15070-01-00". */
export function findAccreditation(text: string): string | null {
  for (const { pattern, name } of ACCREDITATION_PATTERNS) {
    const match = pattern.exec(text);
    if (match)
      return `${name ?? match[1]} ${match[2]!.replace(/^LAT-/, 'LAT ').replace(/\s+/g, ' ')}`;
  }
  const dakks = DAKKS_NUMBER.exec(text);
  return dakks ? `DAkkS ${dakks[1]}` : null;
}

export function accreditationCandidates(layout: DocumentLayout, excluded: Exclusions): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of layout.lines) {
    const value = findAccreditation(excluded.text(line));
    if (value) candidates.push({ ...heuristic(line, value, 'accreditation'), method: 'sentence' });
  }
  return candidates;
}
