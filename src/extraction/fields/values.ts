/**
 * Cleans a raw value for its field and rejects what cannot be that field: a serial number
 * without a letter or digit, a name that is a date, a placeholder ("--", "N/A", "dd.mm.yyyy"),
 * a run-on sentence where a code belongs. Returns null for "not a value for this field".
 */
import type { CandidateField } from './candidate.js';
import { legalNameOpeningAddress, withLegalFormJoined } from './lab-statements.js';
import { findAccreditation } from './organisations.js';
import { matchLabel } from './label-match.js';
import { typedValue } from './value-types.js';

const PLACEHOLDER =
  /^(?:-+|–|—|\/|n\.?\s?a\.?|n\/a|none|nil|null|unknown|tbd|tba|k\.?\s?a\.?|entfallt|entfällt|sans objet|s\.?o\.?|ninguno|nessuno|nenhum|xx+|\.+|_+|dd[./-]mm[./-]yy(?:yy)?|mm[./-]dd[./-]yy(?:yy)?|yyyy[./-]mm[./-]dd)$/i;

/**
 * Marks before a value: separators, and what a scan makes of a table's rule or a speck before
 * a cell ("?P04680244", "|Fluke"): no value opens on a question mark or a bar.
 */
const LEADING_JUNK = /^[\s:=#.,;\-–—>?|]+/;
/**
 * Spaces and separators closing a value; a hyphen after a full stop is a speck ("Co.-"); so is
 * an exclamation mark (the edge of a number a value overflowed, "…messgerät!"): a certificate
 * does not exclaim.
 */
const TRAILING_JUNK = /[\s:;,!]+$|(?<=\.)[-–]+$/;

const MAX_LENGTH: Partial<Record<CandidateField, number>> = {
  certificateNumber: 40,
  equipmentId: 40,
  serialNumber: 50,
  model: 50,
  manufacturer: 60,
  equipmentName: 90,
  technician: 50,
  customer: 90,
  calibrationLab: 90,
  accreditation: 60,
  procedure: 80,
  temperature: 40,
  humidity: 40,
};

/**
 * pdf.js folds the micro sign of units ("µL", U+00B5) into the Greek letter mu (U+03BC) with
 * the rest of its NFKC normalisation: a mu before a unit's letter is given back its sign.
 */
const GREEK_MU_BEFORE_UNIT = /(?<=[\d\s(/-]|^)\u03bc(?=[A-Za-z\u03a9\u2126])/g;

/** Quotation marks of any typography. */
const QUOTES = /["„“”‚‘’«»]/u;

/**
 * An opening quotation mark that nothing closes ("„Käfer") is a speck OCR read as a quote (an
 * umlaut's dots, dust), not part of the value; a quoted name keeps its marks.
 */
function withoutStrayOpeningQuote(value: string): string {
  return QUOTES.test(value.charAt(0)) && !QUOTES.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * So is a closing one after a word that nothing opened ("Elbe-Weser GmbH\""); after a digit
 * it is an inch ('Micrometer 0-1"').
 */
function withoutStrayClosingQuote(value: string): string {
  return /(?<=\p{L}\.?)["”]$/u.test(value) && !QUOTES.test(value.slice(0, -1))
    ? value.slice(0, -1)
    : value;
}

export function tidy(raw: string): string {
  return withoutStrayClosingQuote(
    withoutStrayOpeningQuote(
      raw
        .replace(/\s+/g, ' ')
        .replace(GREEK_MU_BEFORE_UNIT, '\u00b5')
        .replace(LEADING_JUNK, '')
        .replace(TRAILING_JUNK, '')
        .trim(),
    ).trim(),
  ).trim();
}

/** "TC150801739 (Load Cell); t1232131 (Indicator)" → "TC150801739": the first component. */
function firstComponent(value: string): string {
  const first = value.split(/\s*;\s*/)[0] ?? value;
  return first.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value.trim());
}

function hasLetters(value: string, count = 2): boolean {
  return (value.match(/\p{L}/gu) ?? []).length >= count;
}

function wordCount(value: string): number {
  return value.split(/\s+/).filter((word) => word !== '').length;
}

/** Looks like an identifier: digits, or capitals with separators (XXX-01234, AB12). */
function isCode(value: string): boolean {
  return /\d/.test(value) || /^[A-Z][A-Z0-9]*(?:[-/.][A-Z0-9]+)+$/.test(value);
}

/**
 * "No." / "Nr" / "N°" / "#" before a number, but only as a word of its own: "NOX-1234",
 * "SN-7731042" and "Nr5" are values that happen to start with those letters.
 */
const AS_WORD = '(?![\\p{L}\\d-])';
const NUMBER_WORD = `(?:no|nr)(?:\\.|${AS_WORD})|n[°º]\\.?|#`;
const CERTIFICATE_PREFIX = new RegExp(`^(?:${NUMBER_WORD}|number${AS_WORD})\\s*[:.]?\\s*`, 'iu');
const ID_PREFIX = new RegExp(`^(?:${NUMBER_WORD})\\s*`, 'iu');
const SERIAL_PREFIX = new RegExp(`^(?:s/n|sn${AS_WORD}|${NUMBER_WORD})\\s*[:.]?\\s*`, 'iu');

/**
 * A full stop closing a name ("Fluke.", "DREMOMETER SE.") ends the sentence or is a speck read
 * by OCR; an abbreviation keeps its dot ("Mettler-Toledo Inc.", "S.p.A.", "Co.").
 */
function withoutClosingStop(value: string): string {
  const last = /(\S+)\.$/u.exec(value)?.[1];
  if (!last || last.includes('.') || /^\p{Lu}?\p{Ll}{1,3}$/u.test(last)) return value;
  return value.slice(0, -1);
}

function stripPrefix(value: string, prefix: RegExp): string {
  return value.replace(prefix, '').trim();
}

/**
 * "Northwind Manufacturing Co. (Calibration place)": a caption in brackets after a name, joined
 * to it from the line below, is not part of the name ("Acme (UK) Ltd" keeps its brackets).
 */
function withoutBracketedCaption(value: string): string {
  const bracket = /\s*\(([^()\d]{3,40})\)$/u.exec(value);
  if (!bracket || bracket.index === 0 || !matchLabel(bracket[1]!)) return value;
  return value.slice(0, bracket.index).trim();
}

/** "Nombre (Name): Grammer…": a value cell that still carries a glossed caption of its own. */
const GLOSSED_CAPTION = /^[^:()\d]{2,40}\([^()\d]{2,40}\)\s*:\s*(\S.*)$/u;

/**
 * Names whose caption may run into the value without a colon ("Customer Acme Aerospace Inc.").
 * Not the laboratory: its name often starts with a word that is also its caption
 * ("Laboratorio Taratura Adriatico").
 */
const CAPTIONED_NAMES: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'customer',
  'technician',
]);

/**
 * The value without the field's own caption in front ("Kunde Bergmann Fahrzeugtechnik AG",
 * "Cliente / Owner Aceros del Norte S.A."): the longest run of leading words that is a label
 * of this very field, when something is left after it.
 */
function withoutOwnCaption(field: CandidateField, value: string): string {
  const words = value.split(/\s+/);
  for (let count = Math.min(7, words.length - 1); count >= 1; count--) {
    const hit = matchLabel(words.slice(0, count).join(' '));
    if (hit && hit.inline === null && !hit.generic && hit.target === field)
      return tidy(words.slice(count).join(' '));
  }
  return value;
}

/**
 * A mark after a surname's last small letters ("Ferrari’", "Ferrari."): a scan's speck, for a
 * name ends on a letter (an initial keeps its full stop: "J.").
 */
const SPECK_AFTER_NAME = /(?<=\p{Ll}{2})[.’'‘`"]$/u;

/** Cleans `raw` for `field`; null when it cannot be a value of that field. */
export function cleanValue(field: CandidateField, raw: string): string | null {
  let value = tidy(raw);
  value = GLOSSED_CAPTION.exec(value)?.[1] ?? value;
  // "Kunde Bergmann Fahrzeugtechnik AG", "3.1 Solicitante Têxtil…": the field's own caption
  // printed before its value in one cell.
  // A model named by its caption's word and a number ("Model 60") keeps the word.
  const captioned = matchLabel(value);
  if (
    captioned?.target === field &&
    captioned.bare &&
    captioned.inline &&
    field !== 'calibrationLab' &&
    !(field === 'model' && /^\d+$/.test(captioned.inline.trim()))
  )
    value = tidy(captioned.inline);
  else if (CAPTIONED_NAMES.has(field)) value = withoutOwnCaption(field, value);
  if (value === '' || isPlaceholder(value)) return null;
  const max = MAX_LENGTH[field];
  switch (field) {
    case 'certificateNumber':
      value = stripPrefix(value, CERTIFICATE_PREFIX);
      if (!isCode(value) || wordCount(value) > 4) return null;
      break;
    case 'equipmentId':
      value = stripPrefix(value, ID_PREFIX);
      if (!isCode(value) || wordCount(value) > 3) return null;
      break;
    case 'serialNumber':
      value = firstComponent(stripPrefix(value, SERIAL_PREFIX));
      if (value === '' || isPlaceholder(value) || wordCount(value) > 3) return null;
      if (!/[\p{L}\d]{2}/u.test(value) || !/\d/.test(value)) {
        if (!/^[A-Z0-9-]{4,}$/.test(value)) return null;
      }
      break;
    case 'model':
      value = withoutClosingStop(firstComponent(value));
      if (value === '' || isPlaceholder(value) || wordCount(value) > 5) return null;
      break;
    case 'manufacturer':
      value = withoutClosingStop(firstComponent(value));
      if (!hasLetters(value) || wordCount(value) > 6) return null;
      break;
    case 'makeModel':
      return firstComponent(value) || null;
    case 'equipmentName':
      if (!hasLetters(value, 3) || wordCount(value) > 12) return null;
      break;
    case 'technician':
      // "WG Jiyane (Lab Assistant)": the role in brackets is not part of the name.
      value = value
        .replace(/\s*[([][^()[\]]{2,40}[)\]]\s*$/u, '')
        .trim()
        .replace(SPECK_AFTER_NAME, '');
      if (!hasLetters(value, 3) || /\d{2}/.test(value) || wordCount(value) > 7) return null;
      break;
    case 'customer':
    case 'calibrationLab':
      // "Taratura Adriatico S.r.l. · Via del Porto 88": a name never holds a middle dot.
      value = withoutBracketedCaption(value.split(/\s+[·•]\s*|\s*[·•]\s+/u)[0]!.trim());
      // "… S.r.l. - Via del Porto 88, 60121 Ancona": the legal name, not the address after it.
      value = withLegalFormJoined(legalNameOpeningAddress(value) ?? value);
      if (!hasLetters(value, 2) || wordCount(value) > 12) return null;
      // Names start with a capital or a digit; "in full without the…" is a sentence fragment.
      if (!/^[\p{Lu}\d"'(]/u.test(value)) return null;
      // "Calibration laboratory: ACCREDIA LAT N° 078" names the accreditation, not the lab.
      if (findAccreditation(value)) return null;
      break;
    case 'temperature':
      // A reading with its unit, or a bare number whose unit the label carries.
      if (!/\d/.test(value) || wordCount(value) > 6) return null;
      // "23 °C", "296 K", "73 deg F", "72F", or a bare number whose unit the label carries.
      if (!/°|\bK\b|deg|\d\s*[CF]\b|^[\d.,\s±()+\-–]+$/i.test(value)) return null;
      break;
    case 'humidity':
      if (!/\d/.test(value) || wordCount(value) > 6) return null;
      if (!/%|\b(?:rh|hr|ur|rf)\b|^[\d.,\s±()+\-–]+$/i.test(value)) return null;
      break;
    case 'accreditation':
      value =
        findAccreditation(value) ?? value.replace(/\s*\b(?:no\.?|nr\.?|n\.?\s?[°º])\s*/i, ' ');
      if (!/\d/.test(value)) return null;
      break;
    default:
      break;
  }
  if (max !== undefined && value.length > max) return null;
  return typedValue(field, value);
}

/** "APOLLO / AW565;" → manufacturer APOLLO, model AW565. */
export function splitMakeModel(value: string): {
  manufacturer: string | null;
  model: string | null;
} {
  // "Stahlwille / MANOSKOP 730/10": the spaced separator wins over a slash inside the model.
  const separator = / \/ | - |, /.exec(value) ?? /\/|,/.exec(value);
  const make = separator ? value.slice(0, separator.index) : value;
  const model = separator ? value.slice(separator.index + separator[0].length).trim() : '';
  return {
    manufacturer: make && hasLetters(make) ? make.trim() : null,
    model: model === '' ? null : model,
  };
}
