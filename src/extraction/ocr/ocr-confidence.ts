/**
 * Field confidence on scanned pages. The rules judge how a value was found (labelled, in a
 * table, guessed from prose); on a scan they must also reflect how sure the recogniser was of
 * the characters. Each field's value is traced back to the recognised words it was read from
 * (the cell at the field's source, or words spelling the value elsewhere), and the weakest of
 * those words caps the field: a value read from a doubtful word is never 'high'.
 */
import {
  instrumentConfidence,
  type Confidence,
  type ConfidenceMap,
  type Extraction,
  type FieldKey,
  type FieldSource,
  type InstrumentFields,
} from '../../shared/extraction.js';
import type { PlacedWord } from './words-to-runs.js';
import { SMALL_TWINS } from '../dictionary/lookalikes.js';

/** Word confidence (0–100) at or above which the rules' own confidence stands. */
export const TRUSTED_WORD_CONFIDENCE = 85;
/** Below this, a word is a guess: fields read from it are 'low'. */
export const DOUBTFUL_WORD_CONFIDENCE = 60;

const RANK: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };

function cap(confidence: Confidence, ceiling: Confidence): Confidence {
  return RANK[confidence] <= RANK[ceiling] ? confidence : ceiling;
}

export function ceilingFor(wordConfidence: number): Confidence {
  if (wordConfidence >= TRUSTED_WORD_CONFIDENCE) return 'high';
  if (wordConfidence >= DOUBTFUL_WORD_CONFIDENCE) return 'medium';
  return 'low';
}

function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The words of the cell that starts at a field's source: same line, contiguous to the right. */
function cellWords(words: readonly PlacedWord[], source: FieldSource): PlacedWord[] {
  const line = words
    .filter(
      (word) =>
        word.page === source.page &&
        Math.abs(word.baseline - source.y) <= word.size * 0.5 &&
        word.x1 > source.x - 1,
    )
    .sort((a, b) => a.x0 - b.x0);
  const cell: PlacedWord[] = [];
  for (const word of line) {
    const previous = cell[cell.length - 1];
    // The same gap that ends a cell in the layout analysis (one em).
    if (previous && word.x0 - previous.x1 > word.size) break;
    cell.push(word);
  }
  return cell;
}

const DATE_FIELDS = new Set<FieldKey>(['calibrationDate', 'dueDate']);

/** The words a value was read from. */
export function supportingWords(
  words: readonly PlacedWord[],
  key: FieldKey,
  value: string,
  source: FieldSource | undefined,
): PlacedWord[] {
  const target = compact(value);
  const spells = (word: PlacedWord) => {
    const text = compact(word.text);
    if (text === '') return false;
    // A date is printed in another format than the ISO value: its digits are what matter.
    if (DATE_FIELDS.has(key)) return /\d/.test(text);
    return target.includes(text);
  };
  if (source) {
    const cell = cellWords(words, source);
    const matching = cell.filter(spells);
    if (matching.length > 0) return matching;
    // The value is a reading of the cell ("i. O." → Pass): the whole cell counts.
    if (cell.length > 0) return cell;
  }
  if (target.length < 3 || DATE_FIELDS.has(key)) return [];
  // No source, or it points elsewhere: the words spelling the value, wherever they are.
  return words.filter((word) => {
    const text = compact(word.text);
    return text.length >= 2 && target.includes(text);
  });
}

const IDENTIFIER_FIELDS = new Set<FieldKey>([
  'certificateNumber',
  'equipmentId',
  'serialNumber',
  'model',
]);

/**
 * A scanned value whose shape tells of a misread character, however sure the recogniser was:
 * a bracket without its pair ("00975)" for "00975J"), or in a code a hyphen spaced on one side
 * only ("CAL -AHD-08": a space the recogniser saw, or a lost character, "M&TE" → "METE -"),
 * and the words of a code that was joined across such a space.
 */
function looksMisread(key: FieldKey, value: string): boolean {
  const count = (pattern: RegExp) => (value.match(pattern) ?? []).length;
  if (count(/\(/g) !== count(/\)/g) || count(/\[/g) !== count(/\]/g)) return true;
  // A person's name starts with a capital: a scan's name that does not lost its first letter
  // ("ean-Luc Moreau").
  if (key === 'technician' && /^\p{Ll}/u.test(value)) return true;
  // Beside a slanted capital's diagonal the scan shows white whether or not a space was printed
  // ("5664X G33258", "X 90973066" for "X90973066"): a serial's or ID's space there is a guess.
  if ((key === 'serialNumber' || key === 'equipmentId') && SLANTED_SPACE.test(value)) return true;
  // And after a code's lone first capital ("Z 66231402", "M 04406987"): the white a letter
  // leaves beside it is read as a space as often as a printed one.
  if ((key === 'serialNumber' || key === 'equipmentId') && /^\p{Lu} \d/u.test(value)) return true;
  // So is a model's between a code's slanted capital and its digits ("EX 224" for "EX224",
  // "DSOX 3024T"; "TFX 430" printed so).
  if (key === 'model' && SLANTED_MODEL_SPACE.test(value)) return true;
  // A model's round capital between its letters and digits ("MSO44", "MDO34": an
  // oscilloscope's O) and a zero there ("MS044") are one shape in a scan: either is a guess.
  if (key === 'model' && ROUND_AFTER_LETTERS.test(value)) return true;
  if ((NAME_FIELDS.has(key) || key === 'model') && SHAPE_READ_TWICE.test(value)) return true;
  if (NAME_FIELDS.has(key) && Q_FOR_O.test(value)) return true;
  // A name ending in a dotted abbreviation without its last stop ("S.A. de C.V", "S.p.A"): the
  // stop is the smallest mark of the line, and a scan loses it as often as a lab leaves it out.
  if ((key === 'customer' || key === 'calibrationLab') && /\p{L}\.\p{L}$/u.test(value)) return true;
  // A condition holding a box or a hash ("(21 # 1) ☒ °C"): a "±" misread, a speck read as a box.
  if ((key === 'temperature' || key === 'humidity') && /[#☒☐]/u.test(value)) return true;
  return IDENTIFIER_FIELDS.has(key) && /\S -\S|\S- \S/.test(value);
}

/**
 * A letter whose capital is its small form enlarged, read small and then capital ("MarcCal" for
 * "MarCal"): one glyph read twice at two sizes, or a name spelled so ("McCormick").
 */
const SHAPE_READ_TWICE = new RegExp(
  [...SMALL_TWINS].map((small) => `${small}(?=${small.toUpperCase()})`).join('|'),
  'u',
);

/**
 * A word opening with "Q" and a consonant, or "Qu" and a consonant ("Qutside" for "Outside"):
 * an "O" whose tail a speck drew, or a rare name ("Qubit").
 */
const Q_FOR_O = /(?:^|[\s(])Qu?[b-df-hj-np-tv-z]/u;

/** Two capitals or more, then "O" or "0", then a digit. */
const ROUND_AFTER_LETTERS = /(?:^|[\s-])\p{Lu}{2,}[O0]\d/u;

/** A capital A, V, W, X or Y closing a code of capitals, a space, then digits. */
const SLANTED_MODEL_SPACE = /(?:^|\s)\p{Lu}*[AVWXY] \d/u;

/** A space beside A, V, W, X or Y in a code holding digits. */
const SLANTED_SPACE = /^(?=.*\d)(?:.*[AVWXY] \S|.*\S [AVWXY])/u;

/** Words read apart, their boundary beside A, V, W, X or Y, that the value runs together. */
function slantedJoin(support: readonly PlacedWord[], value: string): boolean {
  return somePair(
    support,
    (word, next) =>
      (/[AVWXY]$/.test(word.text) || /^[AVWXY]/.test(next.text)) &&
      value.includes(`${word.text}${next.text}`),
  );
}

/** Whether some word of the value and the word read after it stand as `test` asks. */
function somePair(
  support: readonly PlacedWord[],
  test: (word: PlacedWord, next: PlacedWord) => boolean,
): boolean {
  return support.some(
    (word, index) => index + 1 < support.length && test(word, support[index + 1]!),
  );
}

const NAME_FIELDS = new Set<FieldKey>([
  'equipmentName',
  'manufacturer',
  'customer',
  'calibrationLab',
  'technician',
]);

/** A word space narrower than this share of the type size may be no space at all. */
const TIGHT_SPACE_EM = 0.2;

/**
 * Two words of the value on one line, the second in small letters, closer than a word space
 * ("Einka" "nalpipette", 1.4 pt apart at 8 pt).
 */
function tightlyParted(support: readonly PlacedWord[], value: string): boolean {
  return somePair(
    support,
    (word, next) =>
      next.baseline === word.baseline &&
      /^\p{Ll}/u.test(next.text) &&
      next.x0 - word.x1 < word.size * TIGHT_SPACE_EM &&
      next.x0 > word.x1 &&
      value.includes(`${word.text} ${next.text}`),
  );
}

/**
 * Caps each field's confidence by the recogniser's confidence in the words behind it, for every
 * instrument: a later one has no recorded sources, so its values are traced by their spelling.
 */
export function applyOcrConfidence(
  extraction: Extraction,
  words: readonly PlacedWord[],
): Extraction {
  const confidence = cappedByRecognition(
    extraction.fields,
    extraction.confidence,
    extraction.sources,
    words,
  );
  const itemConfidence = extraction.items.map((item, index) =>
    index === 0
      ? confidence
      : cappedByRecognition(item, instrumentConfidence(extraction, index), {}, words),
  );
  return { ...extraction, confidence, itemConfidence };
}

function cappedByRecognition(
  fields: InstrumentFields,
  levels: ConfidenceMap,
  sources: Extraction['sources'],
  words: readonly PlacedWord[],
): ConfidenceMap {
  const confidence = { ...levels };
  for (const [key, level] of Object.entries(confidence) as [FieldKey, Confidence][]) {
    const value = fields[key];
    if (value === null || value === undefined || typeof value === 'boolean') continue;
    if (looksMisread(key, String(value))) confidence[key] = cap(level, 'medium');
    const support = supportingWords(words, key, String(value), sources[key]);
    if (support.length === 0) continue;
    // A code joined across a space the recogniser saw ("INV" "-2019-036"): a lost character?
    if (IDENTIFIER_FIELDS.has(key) && support.some((word) => /^-\S|\S-$/.test(word.text)))
      confidence[key] = cap(confidence[key]!, 'medium');
    // A serial or ID joined across a space seen beside a slanted capital ("Y" "06548425"):
    // whether a space was printed there, the white beside the diagonal does not say.
    if ((key === 'serialNumber' || key === 'equipmentId') && slantedJoin(support, String(value)))
      confidence[key] = cap(confidence[key]!, 'medium');
    // A name's word parted from the last by less than a word space ("Einka nalpipette"): the
    // recogniser may have cut one word where its letters stand apart.
    if (NAME_FIELDS.has(key) && tightlyParted(support, String(value)))
      confidence[key] = cap(confidence[key]!, 'medium');
    const weakest = Math.min(...support.map((word) => word.confidence));
    confidence[key] = cap(confidence[key]!, ceilingFor(weakest));
  }
  // A computed due date is only as sure as the calibration date it was computed from.
  if (fields.dueDateCalculated && confidence.dueDate && confidence.calibrationDate) {
    confidence.dueDate = cap(confidence.dueDate, confidence.calibrationDate);
  }
  return confidence;
}
