/**
 * Recognises a label in a cell: the whole cell ("Serial No."), a label with its value after a
 * colon ("Serial No.: 12345"), or a label followed directly by its value ("Serial Number
 * 04250384"). Unit suffixes on labels ("Temperatur / °C", "Temperature (°C)") are tolerated.
 */
import {
  LABEL_BEGINNINGS,
  LABEL_INDEX,
  LAST_WORDS_BY_START,
  SPACELESS_LABEL_INDEX,
  MAX_LABEL_WORDS,
  type LabelInfo,
} from '../dictionary/labels.js';
import { LOOKALIKE_STEP, lookalikeDistance } from '../dictionary/lookalikes.js';
import { memoiseText, normalizeLabel } from '../dictionary/normalize.js';
import { FORMAT_HINT } from './date-order.js';

export interface LabelHit extends LabelInfo {
  /** The label as printed. */
  label: string;
  /** Value printed in the same cell after the label, if any. */
  inline: string | null;
  /** The label was followed by a colon (or the cell is "Label:"). */
  colon: boolean;
  /** The inline value followed the label without a colon. */
  bare: boolean;
  /** Unit printed with the label ("°C", "%"), to complete a bare number. */
  unit: string | null;
  /**
   * The kind of instrument a label names with its field ("PYRANOMETER MODEL" → "PYRANOMETER"):
   * the instrument's name, read from the label itself.
   */
  subject?: string;
}

/** "PYRANOMETER MODEL", "Manometer Typ": an instrument kind followed by a model word. */
const KIND_MODEL =
  /^(\p{L}{4,}(?:[ -]\p{L}{4,})?)\s+(?:model|type|modell|typ|modele|modelo|modello)$/iu;
const NO_KIND = /^(?:product|device|equipment|instrument|item|unit|object|article)$/i;
/** Kinds that are not the instrument under test: "REFERENCE PYRANOMETER MODEL". */
const NOT_THE_INSTRUMENT = /\b(?:reference|standard|master|referenz|etalon|patron|campione)\b/i;

function kindModelLabel(text: string): LabelHit | null {
  const bare = text.replace(/[:\s]+$/, '');
  const match = KIND_MODEL.exec(bare);
  if (!match || NOT_THE_INSTRUMENT.test(bare) || lookupPlain(match[1]!)) return null;
  // Set as a caption in capitals: "AccuSure Basic Model" is a model's name, and "Product
  // Type:" names no kind of instrument.
  if (bare !== bare.toUpperCase() || NO_KIND.test(match[1]!)) return null;
  return {
    target: 'model',
    generic: false,
    colonOnly: false,
    label: bare,
    inline: null,
    colon: text.trim().endsWith(':'),
    bare: false,
    unit: null,
    subject: match[1]!,
  };
}

const UNIT_TAIL =
  /\s*(?:\/|\(|\bin\b|\[)\s*(°\s?[CF]|K|%(?:\s?RH)?|%rF|hPa|mbar|Pa|kPa)\s*[)\]]?\s*$/i;
/** A colon that is not inside a time (10:30) or a ratio. */
const LABEL_COLON = /:(?!\d)/;
const MAX_CELL_WORDS = 14;
const COUNTER = /^(?:\p{L}+\s+)+\d{1,2}\s*(?:\/|of|von|sur|de|di)\s*\d{1,2}$/iu;

/**
 * Bilingual labels joined by slashes ("Fabrik-Nr. / Serial No.", "Hersteller / Typ / Make /
 * Model"): every part must be a label, and the parts must agree on the field (or name exactly
 * the manufacturer and the model).
 */
/**
 * The first language of a bilingual caption that names nothing we know: a scan garbled it ("Au
 * wayyebei / Submitted By", "K alihrierschein-Nr., / Certificate No.") or it is a language
 * without a dictionary ("Opdrachtgever / Customer"). One to three words of letters (a
 * compound's hyphen and an abbreviation's stop among them): its gloss, a caption of its own,
 * names the field.
 */
const UNREAD_LANGUAGE = /^(?=.*\p{L}{2})\p{L}[\p{L}.,-]*(?: \p{L}[\p{L}.,-]*){0,2}$/u;

function lookupParts(text: string): LabelInfo | null {
  // Spaced slashes separate the languages first ("Fabrikat/Serien-Nr. / Serial number").
  const spaced = text.split(/\s+\/\s+/).filter((part) => part.trim() !== '');
  if (spaced.length >= 2) {
    const infos = spaced.map((part) => LABEL_INDEX.get(normalizeLabel(part)) ?? lookupParts(part));
    const found = agree(infos);
    if (found) return found;
    // The last language's label may go on on the next line ("Objeto / Unit" + "Under Test"):
    // its first words must begin a label of the field the other languages name.
    const before = agree(infos.slice(0, -1));
    const beginning = LABEL_BEGINNINGS.get(normalizeLabel(spaced[spaced.length - 1]!));
    if (before && !before.generic && !infos[infos.length - 1] && beginning?.has(before.target))
      return before;
    const gloss = infos[infos.length - 1];
    if (
      spaced.length === 2 &&
      !infos[0] &&
      gloss &&
      !gloss.generic &&
      UNREAD_LANGUAGE.test(spaced[0]!) &&
      lookup(spaced[0]!) === null
    )
      return gloss;
    // Two rules for a bilingual caption whose gloss the scan garbled: the first language is a
    // caption word of a field and the gloss, two or three words, is none.
    const first = infos[0];
    const garbled = spaced[1]!.trim().split(/\s+/);
    if (
      spaced.length === 2 &&
      first &&
      !first.generic &&
      !gloss &&
      garbled.length >= 2 &&
      garbled.length <= 3
    ) {
      // The gloss garbled before its last word, a generic caption word of the same field
      // ("Calibrado em / Calib1alivn Date"); no word before it a caption. A value after a
      // slash ("Fabricante / Fluke") ends in no caption word.
      const last = LABEL_INDEX.get(normalizeLabel(garbled.at(-1)!));
      if (
        last?.generic === true &&
        last.target === first.target &&
        garbled.slice(0, -1).every((word) => !LABEL_INDEX.has(normalizeLabel(word)))
      )
        return first;
      // The gloss's last word misread ("Descrição / Calibration tem", its "I" lost): the words
      // before it begin a caption of the field the first language names, and the last is in
      // small letters (a caption's word is capitalised) and no caption's beginning (not the
      // next column's caption run on: "Validade da calibração / Next Procedimento").
      const opening = garbled.slice(0, -1).join(' ');
      if (
        /^\p{Ll}+$/u.test(garbled.at(-1)!) &&
        !LABEL_BEGINNINGS.has(normalizeLabel(garbled.at(-1)!)) &&
        LABEL_BEGINNINGS.get(normalizeLabel(opening))?.has(first.target) === true
      )
        return first;
    }
  }
  const parts = text.split(/\s+\/\s+|\s*\/\s*(?=\p{Lu})/u).filter((part) => part.trim() !== '');
  if (parts.length < 2) return null;
  return agree(parts.map((part) => LABEL_INDEX.get(normalizeLabel(part)))) ?? atOneSlash(text);
}

/**
 * "Numéro de série/S/N": one of the slashes parts the languages, the others belong to a label
 * ("S/N"). Each slash is tried as the one between two labels of the field.
 */
function atOneSlash(text: string): LabelInfo | null {
  for (let at = text.indexOf('/'); at > 0; at = text.indexOf('/', at + 1)) {
    const found = agree([
      LABEL_INDEX.get(normalizeLabel(text.slice(0, at))),
      LABEL_INDEX.get(normalizeLabel(text.slice(at + 1))),
    ]);
    if (found) return found;
  }
  return null;
}

/** One field named by every part, or exactly the manufacturer and the model. */
function agree(infos: (LabelInfo | null | undefined)[]): LabelInfo | null {
  if (infos.some((info) => info === undefined || info === null)) return null;
  const targets = new Set(infos.map((info) => info!.target));
  const generic = infos.every((info) => info!.generic);
  const colonOnly = infos.every((info) => info!.colonOnly);
  if (targets.size === 1) return { target: infos[0]!.target, generic, colonOnly };
  if (targets.size === 2 && targets.has('manufacturer') && targets.has('model')) {
    return { target: 'makeModel', generic: false, colonOnly };
  }
  return null;
}

/** A translation in brackets after a label: "Marca (Brand)", "Fecha de calibración (Calibration date)". */
const GLOSS_TAIL = /\s*\(([^()\d]{2,48})\)\s*$/u;

function lookup(label: string): { info: LabelInfo; unit: string | null } | null {
  const direct = lookupPlain(label);
  if (direct) return direct;
  // Bilingual forms gloss each label in brackets: the label is the part before the gloss (when
  // the gloss is itself a label it must name the same field, else the pair is something else).
  const gloss = GLOSS_TAIL.exec(label);
  if (!gloss || gloss.index === 0) return null;
  const main = lookupPlain(label.slice(0, gloss.index));
  if (!main) return null;
  const translated = lookupPlain(gloss[1]!);
  if (translated && translated.info.target !== main.info.target) return null;
  return main;
}

// Remembered per text: readers ask about the same cells and word prefixes again and again.
const lookupPlain = memoiseText(lookupPlainOnce);

function lookupPlainOnce(label: string): { info: LabelInfo; unit: string | null } | null {
  // "Calibration Date (dd/mm/yyyy)": the format says how to read the value, not what it is.
  const text = label.replace(FORMAT_HINT, '');
  const unitMatch = UNIT_TAIL.exec(text);
  const unit = unitMatch ? unitMatch[1]!.replace(/\s+/g, '') : null;
  const bare = unitMatch ? text.slice(0, unitMatch.index) : text;
  const key = normalizeLabel(bare);
  const info =
    LABEL_INDEX.get(key) ??
    (bare.includes('/') ? lookupParts(bare) : null) ??
    // A space lost by OCR ("Proceduradi taratura"): the label's words run together.
    SPACELESS_LABEL_INDEX.get(key.replace(/ /g, '')) ??
    // "ReportNo", "SerialNr.": the same, before the number word (too short for the index above).
    gluedNumberWord(key) ??
    splitFirstLetter(key);
  return info ? { info, unit } : null;
}

/** One letter, a space, the rest of one word ("o wner"). */
const SPLIT_FIRST_LETTER = /^([a-z]) ([a-z]{3,})$/;

/**
 * A one-word caption whose first letter the recogniser read as a word of its own ("O wner"):
 * the caption of the word whole. Only a single letter split off: two words that happen to spell
 * a caption together are no caption.
 */
function splitFirstLetter(key: string): LabelInfo | undefined {
  const split = SPLIT_FIRST_LETTER.exec(key);
  return split ? LABEL_INDEX.get(`${split[1]}${split[2]}`) : undefined;
}

/** A caption word run into the number word after it ("reportno"): its label, if any. */
function gluedNumberWord(key: string): LabelInfo | undefined {
  const glued = /^([a-z]{4,})(?:no|nr)$/.exec(key);
  return glued ? LABEL_INDEX.get(`${glued[1]} no`) : undefined;
}

function hit(
  found: { info: LabelInfo; unit: string | null },
  label: string,
  inline: string | null,
  colon: boolean,
  bare: boolean,
): LabelHit {
  return { ...found.info, label: label.trim(), inline, colon, bare, unit: found.unit };
}

/** A value that can follow a label without a colon: it must look like data, not prose. */
function bareValueAllowed(label: string, value: string): boolean {
  if (value.length > 60 || value.endsWith('.')) return false;
  // "Equipment Calibrated 2/3", "Instrument 1 of 4": a numbered section heading.
  if (COUNTER.test(value)) return false;
  // "Next Calibration Due / Date", "Calibration Performed / By": the label goes on.
  if (!/\d/.test(value) && (value.length <= 3 || lookup(value) !== null)) return false;
  if (/\d/.test(value)) return true;
  return label.trim().split(/\s+/).length >= 2 && /^[\p{Lu}\d]/u.test(value);
}

/**
 * "2.1 Description", "3. Customer", "4.2) Serial No.": a numbered sub-item of a form — and
 * "4,2 Calibrado em", "2. 1 Destinatario", "1 .4 Umidità", "1:1 Description", "1.2: Data de", "1, Client" as a
 * scan reads its point, or "1 1 Objeto" when it lost it, or "2.3Typ" when it lost the space (a dotted number
 * only, before a capital: "3.5mm" stays a value) or read a speck there as a dash ("2.1-Owner"),
 * or "i.6 Range" when it read the 1 as a letter.
 */
const ITEM_NUMBER =
  /^(?:(?:\d{1,2}|[iIl|](?=[.,]\d))(?:(?: ?[.,:] ?| )\d{1,2})*[.,):]?\s+(?=\p{L})|\d{1,2}[.,]\d{1,2}(?:\s?[-–—]\s?)?(?=\p{Lu}\p{Ll}))/u;

/**
 * A speck a scan read after a caption ("Description -", "Maker ."): one mark alone. After a
 * colon, dashes say the value is printed empty ("Fecha de próxima calibración: --------").
 */
const TRAILING_SPECK = /^([^:]*\S)\s+[-–—.,·'‘’`]$/u;

/** A form's sub-item number of two levels ("3.3 ", "2,1 "): no section heading has one. */
const SUB_ITEM = /^\s*\d{1,2} ?[.,] ?\d{1,2}[.)]?\s+\p{L}/u;

/** A word's hyphen and the space after it, before the word's end in small letters. */
const BROKEN_AT_HYPHEN = /(?<=\p{L})- (?=\p{Ll})/u;

const matchLabelOnce = memoiseText(matchLabelUncached);

/**
 * A caption's lines read as one: a word a narrow column broke at a hyphen is whole again
 * ("Seriennumm-" over "er / Serial" is "Seriennummer / Serial"), other lines join at a space.
 */
export function stackedCaption(...lines: string[]): string {
  return lines
    .map((line) => line.trim())
    .reduce((text, line) =>
      /\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line)
        ? `${text.slice(0, -1)}${line}`
        : `${text} ${line}`,
    );
}

/**
 * The text is the first words of a caption of several words, which goes on on a later line
 * ("1.3 Date du prochain" over "étalonnage").
 */
export function beginsLabel(cellText: string): boolean {
  const text = cellText.trim().replace(ITEM_NUMBER, '');
  return text !== '' && LABEL_BEGINNINGS.has(normalizeLabel(text));
}

/** From this length, a misread continuation may be a whole letter off, not only a look-alike. */
const WHOLE_LETTER_LENGTH = 6;

/**
 * A caption wrapped over two lines whose second line a scan misread ("2.4 Número de" over
 * "serte"): the caption the first line begins and the second nearly ends — one look-alike letter
 * off (one letter from six letters on), and no other caption as near. Null otherwise.
 */
export function completeMisreadCaption(first: string, next: string): LabelHit | null {
  const start = first.trim().replace(ITEM_NUMBER, '');
  const reading = normalizeLabel(next);
  if (!beginsLabel(start) || !/^[a-z]{4,}$/.test(reading)) return null;
  const limit = reading.length >= WHOLE_LETTER_LENGTH ? 1 : LOOKALIKE_STEP;
  const near = new Set(
    (LAST_WORDS_BY_START.get(normalizeLabel(start)) ?? []).filter(
      (end) => end !== reading && lookalikeDistance(reading, end, limit) <= limit,
    ),
  );
  if (near.size !== 1) return null;
  const hit = matchLabel(`${first.trim()} ${[...near][0]!}`);
  return hit && hit.inline === null ? hit : null;
}

/**
 * A bilingual caption wrapped over two lines whose slash a scan lost on the first ("Réf.
 * certificat Certificate" over "Number"): the caption with the slash put back where a caption
 * ending in a lower-case word meets a capital. Only within the first line: a heading over a
 * caption ("Dati del cliente" over "Committente") is two things, whatever their languages.
 */
export function glossWithLostSlash(first: string, next: string): LabelHit | null {
  const text = first.trim();
  const numbered = ITEM_NUMBER.exec(text)?.[0] ?? '';
  const words = text.slice(numbered.length).split(/\s+/);
  for (let count = words.length - 1; count >= 1; count--) {
    if (!/^\p{Ll}+$/u.test(words[count - 1]!) || !/^\p{Lu}\p{Ll}/u.test(words[count]!)) continue;
    const caption = words.slice(0, count).join(' ');
    if (!lookup(caption)) continue;
    const hit = matchLabel(
      `${numbered}${caption} / ${words.slice(count).join(' ')} ${next.trim()}`,
    );
    return hit && hit.inline === null ? hit : null;
  }
  return null;
}

/**
 * A bilingual caption a scan parted into two cells on one line, its slash lost ("Descricao Item
 * | Description:" for "Descrição / Item Description:"): the caption with the slash put back
 * before a capitalised word of the first cell, where the words before it are a caption alone.
 */
export function partedCaptionWithLostSlash(first: string, next: string): LabelHit | null {
  const words = first.trim().split(/\s+/);
  for (let count = words.length - 1; count >= 1; count--) {
    if (!/^\p{Lu}/u.test(words[count]!)) continue;
    const head = words.slice(0, count).join(' ');
    if (!lookup(head)) continue;
    const hit = matchLabel(`${head} / ${words.slice(count).join(' ')} ${next.trim()}`);
    return hit && hit.inline === null ? hit : null;
  }
  return null;
}

export function matchLabel(cellText: string): LabelHit | null {
  const found = matchLabelOnce(cellText);
  // A copy: a caller that changes its hit must not change the remembered one.
  return found && { ...found };
}

/**
 * "N.2 de série", "Ne Certificado", "N2serie": how a scan reads the "Nº" that opens a caption — the small
 * raised "º" comes out as "2", "e", "°", "S" or "Q" (its bar under the ring), perhaps with a speck after it ("N.e% de série") or
 * before it ("N?2 serie"). Tried
 * only when the caption as read is not known.
 */
const SCANNED_NUMBER_SIGN = /^N[.,?]?\s?[2e°SQ][%'’"`]?(?=\s*\p{L})/u;
/**
 * '"e de serie': the "N" of "Nº" lost to a table's rule over it, its sign read after a speck.
 * Only before the connector that follows the sign in these languages ("de", "do", "du").
 */
const SIGN_WITHOUT_N = /^[^\s\p{L}\d]?[e2°ºQ][%'’"`]?\s+(?=d[eou]\s+\p{L})/u;
const SCANNED_NUMBER_SIGN_AFTER = /(?<=\p{L}{3,})\s+[Nn][.,]\s?[2e°]:?$/u;

const CAMEL_JOIN = /(\p{Ll})(\p{Lu})/gu;

const SCANNED_SLASH = /(?<=\p{L}\.?)\s+[[|]\s*(?=\p{L}[^\]]*$)/u;

/** A bilingual caption's slash read as a seven, spaced as the slash was ("n.º 7 Certificate"). */
const SLASH_AS_SEVEN = /(?<=[\p{L}.º°])\s+7\s+(?=\p{Lu})/u;

/** A bilingual caption's slash a scan spaced on one side only ("Fällig am /Cal Due"). */
const HALF_SPACED_SLASH = /(?<=\p{L}\.?)(?:\s+\/(?=\p{L})|\/\s+(?=\p{L}))/u;

/** A footnote's star or a speck before a caption, a space apart ("* N.º de série /"). */
const LEADING_MARK = /^[*•·]\s+(?=\p{L})/u;

/**
 * A scan's speck before a form's sub-item number ("-1.4 N° de serie", ".2.1 Equipment"): no
 * caption starts so.
 */
const SPECK_BEFORE_ITEM = /^[-–—·.,'‘’`"“”„]\s?(?=\d{1,2}[.,]\d{1,2}[.)]?\s+\p{L})/u;

/** A zero, a space, a word of small letters: the zero an "O" the recogniser split off. */
const ZERO_SPLIT_OFF = /^\s*0 (?=\p{Ll}{3,})/u;

function matchLabelUncached(cellText: string): LabelHit | null {
  // Before the caption is read with a value after it: "7 Certificate No.:" is its gloss.
  if (SLASH_AS_SEVEN.test(cellText)) {
    const glossed = matchCaption(cellText.replace(SLASH_AS_SEVEN, ' / '));
    if (glossed && glossed.inline === null) return glossed;
  }
  const found = matchCaption(cellText);
  if (found) return found;
  // "0 wner": a caption's capital O read as a zero and split off. No form numbers an item 0.
  if (ZERO_SPLIT_OFF.test(cellText)) {
    const whole = matchCaption(cellText.replace(ZERO_SPLIT_OFF, 'O'));
    if (whole) return whole;
  }
  // "Mod- el", "Seri- al Number": a word a narrow column broke at its hyphen, set on one line.
  // Only a caption made whole so is one ("Ein- und Ausgang" stays as printed).
  if (BROKEN_AT_HYPHEN.test(cellText)) {
    const whole = matchCaption(cellText.replace(new RegExp(BROKEN_AT_HYPHEN, 'gu'), ''));
    if (whole) return whole;
  }
  if (LEADING_MARK.test(cellText.trim()))
    return matchLabelUncached(cellText.trim().replace(LEADING_MARK, ''));
  if (SPECK_BEFORE_ITEM.test(cellText.trim()))
    return matchLabelUncached(cellText.trim().replace(SPECK_BEFORE_ITEM, ''));
  // After the form's item number, if any ("2.4 N2serie:").
  const text = cellText.trim();
  const numbered = ITEM_NUMBER.exec(text)?.[0] ?? '';
  const caption = text.slice(numbered.length);
  // "Certificado n.2": the sign closing a caption.
  // "Modelo [Typ": a bilingual caption's slash read as a bracket or a bar that nothing closes.
  if (SCANNED_SLASH.test(caption)) {
    const found = matchCaption(numbered + caption.replace(SCANNED_SLASH, ' / '));
    if (found) return found;
  }
  if (HALF_SPACED_SLASH.test(caption)) {
    const found = matchCaption(numbered + caption.replace(HALF_SPACED_SLASH, ' / '));
    if (found) return found;
  }
  // "CalDue": a word space the scan lost between capitalised words of a caption. Where a small
  // letter meets a capital inside a word, the caption's words part.
  if (/\p{Ll}\p{Lu}/u.test(caption)) {
    const found = matchCaption(numbered + caption.replace(CAMEL_JOIN, '$1 $2'));
    if (found) return found;
  }
  if (SCANNED_NUMBER_SIGN_AFTER.test(caption)) {
    return matchCaption(numbered + caption.replace(SCANNED_NUMBER_SIGN_AFTER, ' n.º'));
  }
  if (SIGN_WITHOUT_N.test(caption)) {
    return matchCaption(numbered + caption.replace(SIGN_WITHOUT_N, 'N.º '));
  }
  if (!SCANNED_NUMBER_SIGN.test(caption)) return null;
  // "N2serie:": the sign may also have run into the word after it.
  return matchCaption(numbered + caption.replace(SCANNED_NUMBER_SIGN, 'N.º ').replace(/\s+/g, ' '));
}

const GLUED_SPECK = /^[-–—.,·'‘’`]$/u;

/**
 * A caption's colon a scan read as a semicolon, its lower dot taken for a comma ("Faturar a;"):
 * a known caption ends no cell with ";" otherwise.
 */
function withCaptionColon(text: string): string {
  return text.endsWith(';') && lookup(text.slice(0, -1)) ? `${text.slice(0, -1)}:` : text;
}

function matchCaption(cellText: string): LabelHit | null {
  const unnumbered = cellText.trim().replace(ITEM_NUMBER, '');
  const numbered = unnumbered.length < cellText.trim().length;
  const text = withCaptionColon(unnumbered.replace(TRAILING_SPECK, '$1'));
  if (text === '' || text.length > 160) return null;
  // Two or three lower-case letters alone are the end of a word a narrow column broke
  // ("Constructe-" / "ur"), not an abbreviated caption ("UR", "HR", "S/N" are set in capitals).
  if (/^\p{Ll}{1,3}$/u.test(text)) return null;

  const colon = LABEL_COLON.exec(text);
  if (colon) {
    const left = text.slice(0, colon.index);
    const found = lookup(left);
    if (found) {
      const after = text.slice(colon.index + 1);
      const value = after.trim();
      // One mark glued to the colon ("Désignation:-") is a scan's speck; a dash set apart
      // (": -", ": ----") says the value is printed empty. A lone star is a footnote's mark or
      // a speck, glued or not ("Numéro du certificat:*", seed 85171): no field's value.
      const speck = GLUED_SPECK.test(after) || /^[*•]$/u.test(value);
      return hit(found, left, value === '' || speck ? null : value, true, false);
    }
  }

  // "…approval of the / laboratory." ends a sentence; "Mfr." and "No." are abbreviations. A
  // caption of several words closed by a scan's speck ("Nº do certificado.") is a caption still.
  if (/\p{L}{5,}\.$/u.test(text)) return spotClosedCaption(text.slice(0, -1), numbered);
  const whole = lookup(text.replace(/[:\s]+$/, ''));
  // A form's sub-item number ("3.3 Référence") marks a caption as its colon does.
  const subItem = SUB_ITEM.test(cellText);
  if (whole && (!whole.info.colonOnly || text.endsWith(':') || subItem))
    return hit(whole, text.replace(/[:\s]+$/, ''), null, text.endsWith(':'), false);

  const kind = kindModelLabel(text);
  if (kind) return kind;

  const words = text.split(/\s+/);
  if (words.length > MAX_CELL_WORDS) return null;
  // Bilingual labels ("Datum der Kalibrierung / Calibration Date") are two labels long.
  const longest = text.includes('/') ? MAX_LABEL_WORDS * 2 + 1 : MAX_LABEL_WORDS;
  for (let count = Math.min(longest, words.length - 1); count >= 1; count--) {
    let label = words.slice(0, count).join(' ');
    const found = lookup(label);
    if (!found) continue;
    if (found.info.colonOnly) return null;
    // "Calibrado el / Calibration": the label goes on in another language, no value here —
    // unless a code follows the slash ("Typbezeichnung / MC6": a scan joined the value to the
    // caption's first line, its gloss "Model No." on the next), or a value opening on a digit
    // ("Data de emissão / 20 de fevereiro de 2024", "Umidade relativa / 38 % UR").
    if (label.endsWith('/') || words[count]!.startsWith('/')) {
      const rest = words
        .slice(count)
        .join(' ')
        .replace(/^\/\s*/, '');
      const code = /^(?=\S{2,}$)\S*\d\S*$/.test(rest);
      const figure = /^\d\S*\s+\S/.test(rest) && matchLabel(rest) === null;
      if (!(code || figure) || lookup(rest) !== null) return null;
      return hit(found, label.replace(/\s*\/$/, ''), rest, false, true);
    }
    // "Modelo Type METRAHIT": the gloss follows without its slash (a scan lost it). Two
    // captions with nothing after them are no one caption ("Kalibriergegenstand" heading
    // over "Bezeichnung" is a heading and a column).
    const gloss = glossLength(words, count, found.info.target);
    if (gloss > 0) {
      if (count + gloss === words.length) return null;
      label = words.slice(0, count + gloss).join(' ');
      count += gloss;
    }
    // "2.1 Contratante — Indústrias Metalúrgicas do Norte, S.A.": a dash between caption and
    // value separates them as a colon does (a scan reads a wide gap's speck as one).
    const dashed = DASH.test(words[count - 1]!) ? count - 1 : DASH.test(words[count]!) ? count : -1;
    if (dashed > 0 && dashed + 1 < words.length) {
      const caption = words.slice(0, dashed).join(' ');
      return hit(found, caption, words.slice(dashed + 1).join(' '), false, false);
    }
    const value = words
      .slice(count)
      .join(' ')
      .replace(/^[:#=\s-]+/, '')
      .trim();
    if (value !== '' && bareValueAllowed(label, value))
      return hit(found, label, value, false, true);
    return null;
  }
  return null;
}

/**
 * "Nº do certificado" (its speck read as a full stop): a caption of two words or more, or of one
 * after a form's item number ("1.1 Descrição."): no sentence starts with one.
 */
function spotClosedCaption(text: string, numbered: boolean): LabelHit | null {
  if (!numbered && text.trim().split(/\s+/).length < 2) return null;
  const found = lookup(text);
  return found && !found.info.generic && !found.info.colonOnly
    ? hit(found, text, null, false, false)
    : null;
}

/** Fields whose value is an organisation's name. */
const ORGANISATIONS: ReadonlySet<string> = new Set(['customer', 'calibrationLab']);

/**
 * How many words from `start` make a label of the same field: a gloss in another language
 * set after the label ("Modelo Type", "Marca Make"). Zero when none does. An organisation's
 * generic word before more words opens its name, no gloss ("Demandeur Société Nouvelle des
 * Ateliers", "Kunde Firma Müller").
 */
function glossLength(words: readonly string[], start: number, target: string): number {
  for (let count = Math.min(MAX_LABEL_WORDS, words.length - start); count >= 1; count--) {
    const gloss = lookup(words.slice(start, start + count).join(' '));
    if (!gloss || gloss.info.target !== target || gloss.info.colonOnly) continue;
    const opensName =
      gloss.info.generic && ORGANISATIONS.has(target) && start + count < words.length;
    return opensName ? 0 : count;
  }
  return 0;
}

const DASH = /^[–—]$/;

/** Cells that only separate a label from its value. */
export function isSeparator(text: string): boolean {
  return /^[:=\-–—.>]+$/.test(text.trim());
}
