/**
 * Typed checks on a value, applied after cleaning: does this text have the shape of the field's
 * kind of value at all? They refuse what layouts put next to labels that is not a value — a
 * bracketed translation of the next label ("(Calibration place)"), a role caption under a
 * signature ("Técnico de calibración"), the start of a sentence ("The calibration"), an address
 * line, a measured quantity where a serial number belongs. Refusing is cheap: another candidate
 * or an empty field for review is better than a confident wrong value.
 */
import { DATE_FIELD_KEYS } from '../../shared/extraction.js';
import { lookalikeDistance } from '../dictionary/lookalikes.js';
import { LABEL_INDEX } from '../dictionary/labels.js';
import { normalizeLabel } from '../dictionary/normalize.js';
import { OTHER_SECTION_HEADINGS } from '../dictionary/sections.js';
import { ORGANISATION_WORDS, ROLE_WORDS } from '../dictionary/value-words.js';
import type { CandidateField } from './candidate.js';
import { findDates, type DateToken } from './dates.js';
import { isOnlyInterval } from './interval.js';
import { matchLabel } from './label-match.js';
import { isTitleText } from './title.js';

const ROLES = new Set(ROLE_WORDS);
/**
 * Role words long enough that a scan's one-letter misreading of them ("techniciun") is no
 * name either: no surname lies one letter from "technician" or "coordinador".
 */
const LONG_ROLES = ROLE_WORDS.filter((word) => word.length >= 8);

function isMisreadRole(word: string): boolean {
  return word.length >= 8 && LONG_ROLES.some((role) => lookalikeDistance(word, role, 1) <= 1);
}
const ORGANISATION = new Set(ORGANISATION_WORDS);

/** Text wholly in brackets without a digit: a caption or a translation, never a value. */
function isBracketedCaption(value: string): boolean {
  return /^\([^()]*\)$/.test(value.trim()) && !/\d/.test(value);
}

const ARTICLES = new Set(
  'the this these that a an el la los las le les der die das il lo o os as'.split(' '),
);

/** "The calibration…", "This certificate…": a sentence, not a name ("The Manufacturer" is). */
function startsSentence(value: string): boolean {
  const [first, second] = value.trim().split(/\s+/);
  if (!first || !second) return false;
  return ARTICLES.has(first.toLowerCase()) && /^\p{Ll}/u.test(second);
}

/** A postal address line: "C.P. 76120", "Querétaro, Qro. 76148", "2628 XH Delft". */
function looksLikeAddress(value: string): boolean {
  return /\bC\.?\s?P\.?\s?\d{4,5}\b|\b\d{4}\s?[A-Z]{2}\b|,\s*[^,]*\b\d{5}\b/u.test(value);
}

/** An address line's first word: a street type, in the languages certificates come in. */
export const STREET_TYPE =
  /^\s*(?:[-–—·•|,]\s*)?(?:av\.|avda\.|avenida|avenue|rua|via|viale|piazza|corso|largo|calle|carrera|rue|boulevard|street|road|estrada|travessa)\s+\p{L}/iu;

/** "Am Godorfer Hafen 3, 50997 Köln": a street's words, its house number, a postcode and town. */
const STREET_NUMBER_POSTCODE = /^\p{Lu}[\p{L}.' -]*?\s\d{1,4}[a-z]?,\s*\d{4,5}\s+\p{Lu}\p{L}+/u;

/** A date of this century: a certificate's, not a street's namesake. */
function recentYear(token: DateToken): boolean {
  return token.iso !== null && !token.monthOnly && Number(token.iso.slice(0, 4)) >= 2000;
}

/**
 * "5 boulevard des Ateliers, 44300 Nantes", "Rua do Freixo 1071, 4300-219 Porto": a house
 * number and a street, or a street type, a street and a house number; then a postcode. Or a
 * street named in any words with its number, a comma and the postcode and town.
 */
export function isStreetAddress(value: string): boolean {
  const text = value.trim();
  // "Ohaus October 10, 2025 October 11, 2025": a row's dates, a month's name for a street, its
  // day for a house number and its year for a postcode. Streets named for a date keep an older
  // year ("Rue du 8 Mai 1945").
  if (findDates(text, 2100).some((token) => /\p{L}{3}/u.test(token.text) && recentYear(token))) {
    return false;
  }
  return (
    /^\d{1,5}[A-Za-z]?,?\s+\p{L}[^\n]*?\b\d{4,5}\b/u.test(text) ||
    (STREET_TYPE.test(text) && /\s\d{1,5}[A-Za-z]?,?\s[^\n]*?\b\d{4,5}\b/u.test(text)) ||
    STREET_NUMBER_POSTCODE.test(text)
  );
}

/** One token with three digits or more: "ARK/ACCUSURE/016087" identifies, it does not name. */
function isBareIdentifier(value: string): boolean {
  return !/\s/.test(value.trim()) && (value.match(/\d/g) ?? []).length >= 3;
}

/**
 * A measured quantity: a number with a unit ("9.78116 m/s²", "50 N·m", "0.01 psi", a range's
 * end wrapped onto a line of its own, "99 999 rpm").
 */
function isQuantity(value: string): boolean {
  return /\d\s*(?:m\/s²?|mm|cm|µm|psi|kPa|MPa|hPa|bar|kg|mg|N·?m|°C|°F|%|Hz|Ω|ohm|lbf|rpm|min⁻¹|1\/min)(?![\p{L}\d])/iu.test(
    value,
  );
}

/** A measuring range: "0 A à 1000 A", "100 μL a 1000 μL", "0 bar to 10 bar". */
const RANGE = /\d\s*\S{0,4}\s+(?:à|a|to|bis|al|fino a|até)\s+-?\d/iu;

/**
 * Could name an organisation: has a word of three letters or more, and is not a measured
 * quantity, a measuring range or a bare identifier ("42 % rh", "0 A à 1000 A", "QA-0718" are
 * the neighbouring cells a customer label picks up in a grid, not customers).
 */
function isOrganisationShaped(value: string): boolean {
  if (!/\p{L}{3,}/u.test(value)) return false;
  return !isQuantity(value) && !RANGE.test(value) && !isBareIdentifier(value);
}

/**
 * A piece of a caption, not a model code: a header word broken at its hyphen ("Seriennum-"),
 * its lower-case remainder ("mer", "ampèremétrique"), a caption of any field ("Number"), or a
 * caption with its value ("Après ajustage: non conforme").
 */
function isCaptionFragment(value: string): boolean {
  const text = value.trim();
  if (/-$/.test(text) || /^\p{Ll}+$/u.test(text) || /\p{L}:\s/u.test(text)) return true;
  return isCaption(text);
}

/**
 * A column caption, possibly broken by a narrow column ("Mod- el", "Manufactur-er", "De-
 * scription") or bilingual ("Costruttore / Manufacturer Modello / Model"): a caption of any
 * field is never a value.
 */
function isCaption(text: string): boolean {
  const joined = text.replace(/(\p{L})-\s*(\p{L})/gu, '$1$2');
  for (const candidate of new Set([text, joined])) {
    const hit = matchLabel(candidate);
    if (hit !== null && hit.inline === null) return true;
  }
  const parts = joined.split(/\s+\/\s+|\s{2,}/).filter((part) => part.trim() !== '');
  if (parts.length < 2) return false;
  const labelled = parts.map((part) => {
    const hit = matchLabel(part);
    return hit !== null && (hit.inline === null || matchLabel(hit.inline) !== null);
  });
  if (labelled.every(Boolean)) return true;
  // A bilingual caption whose other half a scan garbled ("Fertignnasnimmer / Serial #"): one
  // half names a register field, the rest are words without digits.
  return parts.some((part, index) => {
    const hit = labelled[index] ? matchLabel(part) : null;
    return (
      hit !== null &&
      !hit.generic &&
      REGISTER_CAPTIONS.has(hit.target) &&
      parts.every((other) => other === part || /^[\p{L}\s.-]+$/u.test(other.trim()))
    );
  });
}

/**
 * A caption glossed after a spaced slash, whatever the first language's half reads ("Red tunis
 * wo Enger / Invoice to", a scan's "Rechnungsempfänger"): an organisation's name ends in no
 * caption.
 */
function endsInGlossCaption(value: string): boolean {
  const parts = value.split(/\s+\/\s+/);
  if (parts.length < 2 || parts.some((part) => /\d/.test(part))) return false;
  const hit = matchLabel(parts[parts.length - 1]!);
  return hit !== null && hit.inline === null && !hit.generic;
}

/**
 * A table's header row read as one cell ("Désignation Constructe- Type"): each word a caption
 * or a caption broken at its hyphen, naming at least two different instrument fields. Not an
 * organisation's name, which holds words no caption has.
 */
function isHeaderRow(value: string): boolean {
  const words = value.trim().split(/\s+/);
  const fields = new Set<string>();
  for (const word of words) {
    if (/^\p{L}{2,}-$/u.test(word)) continue;
    const hit = matchLabel(word);
    if (!hit || hit.inline !== null) return false;
    const target = hit.target as CandidateField;
    if (IDENTITY_FIELDS.has(target) || DATE_FIELD_KEYS.includes(target as never)) {
      fields.add(target);
    }
  }
  return fields.size >= 2;
}

/** Words of a person's name: no role or organisation words, a capital on each main word. */
/** A particle that joins a given name to a surname ("da", "de", "van", "von", "di", "del"). */
const NAME_PARTICLE_AT_END = /\s(?:da|de|del|della|di|do|dos|das|du|van|von|der|den|y|e|la|le)$/iu;

export function isPersonName(value: string): boolean {
  // A name has a given name or initial and a surname, and no brackets ("PATRÓN(ES)…").
  if (value.trim().split(/\s+/).length < 2 || /[()[\]]/.test(value)) return false;
  // "Maria da" / "Silva": a name goes on after its particle; "Resultados da" is a heading's start.
  if (NAME_PARTICLE_AT_END.test(value.trim())) return false;
  const words = normalizeLabel(value).split(' ');
  if (words.some((word) => ROLES.has(word) || ORGANISATION.has(word) || isMisreadRole(word)))
    return false;
  // Names are capitalised ("F. de Wit", "Marcus J. Whitfield"); captions are often not, nor
  // is a scan's garble of a scribble ("co ei").
  const capitalised = (word: string) => /^\p{Lu}/u.test(word);
  const main = value.split(/\s+/).filter((word) => word.length > 3);
  return main.length === 0 ? value.split(/\s+/).some(capitalised) : main.some(capitalised);
}

/** "Page 1 of 3", "Página 1 de 3", "Seite 2 von 4", "Pages 4 of 4": a page counter. */
export function isPageCounter(value: string): boolean {
  return /^(?:pages?|p[aá]gina|p[aá]g\.?|seite|blatt|feuille|foglio|sheet)\s*\d{1,3}\s*(?:of|de|von|sur|di|\/)\s*\d{1,3}$/iu.test(
    value.trim(),
  );
}

/**
 * "2.1 Recibido el", "1. Identificazione", "1.1": a numbered form item, not a value. On a scan
 * the recogniser may space its dot ("1. 1", "1 . 3") or read it as a comma ("4,2"), or read its
 * 1 as a letter ("i.6 Range").
 */
function isItemNumbered(value: string): boolean {
  return /^(?:\d{1,2}|[iIl|](?=[.,]\d))(?: ?[.,] ?\d{1,2})+\.?(?:\s+\p{L}.*)?$|^\d{1,2}\.\s+\p{L}/u.test(
    value.trim(),
  );
}

/** Fields whose value is a name: never the field's own caption or the document's title. */
const NAME_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'equipmentName',
  'customer',
  'technician',
  'calibrationLab',
]);

/** Fields that name or identify the instrument: a date is never one of them. */
const IDENTITY_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'certificateNumber',
  'equipmentId',
  'serialNumber',
  'model',
  'manufacturer',
  'equipmentName',
]);

/** Captions of the register's own fields (not "Temperature": a name may start with that word). */
const REGISTER_CAPTIONS: ReadonlySet<string> = new Set<string>([
  ...IDENTITY_FIELDS,
  ...NAME_FIELDS,
  ...DATE_FIELD_KEYS,
]);

/** The whole value is one or two dates ("15. September 2024", "17-Jul-25 17-Jul-26"). */
function isOnlyDates(value: string): boolean {
  const tokens = findDates(value, 2100);
  if (tokens.length === 0) return false;
  const rest = tokens.reduceRight(
    (text, token) => text.slice(0, token.start) + text.slice(token.end),
    value,
  );
  return rest.replace(/[\s,;/–-]+/g, '') === '';
}

/** A street or site line of an address: "Porschestraße 100", "3 avenue Pasteur", "Zona Industrial da Maia". */
const STREET =
  /\b(?:\p{L}*stra(?:ss|ß)e|str\.|weg|platz|allee|ring|avenue|av\.|avda\.?|rue|boulevard|bd\.?|rua|avenida|via|viale|corso|piazza|calle|carrera|street|road|lane|drive|zone|zona|parque|park|industrielle|gewerbegebiet|pol[ií]gono|estrada|travessa|largo)\b/iu;

function isStreetLine(value: string): boolean {
  // Company names may hold such a word ("Park Instruments Ltd"): not with a legal form.
  return (
    STREET.test(value) &&
    !/\b(?:inc|ltd|gmbh|ag|sa|s\.a\.|srl|s\.r\.l\.|spa|s\.p\.a\.|lda|bv|llc|plc|kg|sas|sarl)\b\.?/i.test(
      value,
    )
  );
}

/**
 * An address's town line: a postcode and the town ("38440 Wolfsburg", "D-50997 Köln", "4300-219
 * Porto", "20090 Segrate (Mi)") — the line a customer's caption reaches when a scan lost the
 * name beside it.
 */
const POSTCODE_TOWN =
  /^(?:[A-Z]{1,2}-)?\d{4,5}(?:-\d{3})?\s+\p{Lu}[\p{L}'. -]*(?:\s*\(\p{L}{2,3}\))?$/u;

/** "… see page 2": a pointer to another part of the document, not a name. */
const REFERS_ELSEWHERE = /\b(?:see|siehe|voir|ver|vedi|vide)\s+(?:page|seite|p[aá]gina|pag\.?)/i;

/**
 * Words cut before their number ("Laboratorio accreditato ACCREDIA LAT N°" of "… N° 078,
 * accreditamento valido …"): a number's caption, so a statement, never a name.
 */
const ENDS_ON_NUMBER_SIGN = /(?:\bN\s?[°º]|\bn\.\s?º|\bNo\.|\bNr\.|#)\s*$/u;

/** The field's own caption as its value ("Description", "Customer"): a header, not data. */
function isOwnCaption(field: CandidateField, value: string): boolean {
  const hit = matchLabel(value);
  return hit !== null && hit.inline === null && !hit.generic && hit.target === field;
}

/** One-word captions this long, a look-alike letter misread, are still read as captions. */
const MISREAD_CAPTION_LENGTH = 8;
let oneWordCaptions: Map<string, string[]> | null = null;

/**
 * "Manufaclurer" as the manufacturer: the field's own one-word caption (a gloss under its
 * caption) with one look-alike letter misread ("l" for "t"). No maker is spelled so.
 */
export function isMisreadOwnCaption(field: CandidateField, value: string): boolean {
  const word = normalizeLabel(value);
  if (word.length < MISREAD_CAPTION_LENGTH || !/^[a-z]+$/.test(word)) return false;
  if (!oneWordCaptions) {
    oneWordCaptions = new Map();
    for (const [caption, info] of LABEL_INDEX) {
      if (info.generic || !/^[a-z]+$/.test(caption)) continue;
      const list = oneWordCaptions.get(info.target) ?? [];
      list.push(caption);
      oneWordCaptions.set(info.target, list);
    }
  }
  // Misread: the caption itself ("Hersteller" as a maker's name in a sample) is another matter.
  return (oneWordCaptions.get(field) ?? []).some((caption) => {
    const distance = lookalikeDistance(word, caption, 0.5);
    return distance > 0 && distance <= 0.5;
  });
}

const BODY_HEADINGS: ReadonlySet<string> = new Set(OTHER_SECTION_HEADINGS.map(normalizeLabel));

/**
 * A section's heading ("Instrument Data": the gloss of "Kalibriergegenstand /" that a scan set
 * in a cell of its own, beside its caption as a value would stand), or a bilingual heading's
 * end ("dell'oggetto / Instrument Data": "Identificazione" a scan set apart, a caption, beside
 * the rest): no name of anything.
 */
function isBodyHeading(value: string): boolean {
  return value
    .split(/\s+\/\s+/)
    .some((part) => BODY_HEADINGS.has(normalizeLabel(part.replace(/:\s*$/, ''))));
}

/** Null when `value` cannot be a value of `field` by its shape; the value otherwise. */
export function typedValue(field: CandidateField, value: string): string | null {
  if (
    NAME_FIELDS.has(field) &&
    (isOwnCaption(field, value) ||
      isBodyHeading(value) ||
      isTitleText(value.replace(/\s*(?:no\.?|nr\.?|n°)\s*\S+$/i, '')))
  )
    return null;
  if (isBracketedCaption(value) || /:\s*$/.test(value) || isPageCounter(value)) return null;
  if (isMisreadOwnCaption(field, value)) return null;
  if (
    IDENTITY_FIELDS.has(field) &&
    (isItemNumbered(value) || isOnlyDates(value) || isOnlyInterval(value))
  )
    return null;
  switch (field) {
    case 'technician':
      return isPersonName(value) ? value : null;
    case 'equipmentName':
      return startsSentence(value) ||
        looksLikeAddress(value) ||
        isBareIdentifier(value) ||
        isCaption(value) ||
        /^\p{Ll}{1,6}$/u.test(value.trim())
        ? null
        : value;
    case 'certificateNumber':
      // "2%": a measured value a scan's garbled caption stood beside, never a number.
      return isQuantity(value) ? null : value;
    case 'serialNumber':
    case 'equipmentId':
      // "di masse E2" (of "Serie di masse E2", a standard's name that opens with a serial's
      // caption word): a code never opens with two words in small letters.
      return isQuantity(value) || /^\p{Ll}+\s+\p{Ll}+(?:\s|$)/u.test(value.trim()) ? null : value;
    case 'model':
      return isQuantity(value) || isCaptionFragment(value) ? null : value;
    case 'customer':
      return startsSentence(value) ||
        isStreetLine(value) ||
        POSTCODE_TOWN.test(value.trim()) ||
        !isOrganisationShaped(value) ||
        isHeaderRow(value) ||
        endsInGlossCaption(value)
        ? null
        : value;
    case 'calibrationLab':
    case 'manufacturer':
      // "mr": a scrap of a logo's letters, in lower case, names no company.
      return startsSentence(value) ||
        /^\p{Ll}{1,3}$/u.test(value.trim()) ||
        REFERS_ELSEWHERE.test(value) ||
        ENDS_ON_NUMBER_SIGN.test(value) ||
        isHeaderRow(value) ||
        endsInGlossCaption(value)
        ? null
        : value;
    default:
      return value;
  }
}
