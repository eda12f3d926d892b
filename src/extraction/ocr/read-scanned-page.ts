/**
 * OCR of one page without a usable text layer: measure its skew on a quick rendering, render it
 * straightened at a resolution tesseract reads well, clean the raster, recognise it in the
 * document's language, and place the words on the page as text runs.
 *
 * Languages: tesseract reads each word with the first model it is given and tries the others
 * only on words it doubts, so six models cost up to twice the time of one on a non-English
 * page and still lose its accents to the English model. Instead each document is read in its
 * own language (plus English for the English terms certificates mix in). The language is not
 * known before reading, so the first page's top part (title and first labels, cut at a blank
 * row) is read in English and the language detected from it: an English page goes on with the
 * rest, any other is read whole in its language. Later pages use the language found.
 */
import { guessLanguage, hasOtherLanguageWords } from './guess-language.js';
import { correctLabelWords } from './label-words.js';
import { withoutMarkAfterColon } from './flat-colons.js';
import {
  restoreAccents,
  restoreFrenchA,
  restoreGermanUmlauts,
  type AccentLexicon,
} from './restore-accents.js';
import { joinSplitInitials } from './split-initials.js';
import { withBracketJays, withHyphenJays } from './bracket-jays.js';
import { repairWordText } from './glued-words.js';
import { restoreElisions } from './elisions.js';
import { invertDarkBands } from './clean-image/invert-dark-bands.js';
import { flattenBackground, stretchContrast } from './clean-image/paper-level.js';
import { removeRules } from './clean-image/remove-rules.js';
import { removeSpecks } from './clean-image/remove-specks.js';
import { withDroppedLines } from './dropped-lines.js';
import { withOffRowRereads } from './off-row-rereads.js';
import { withoutSpeckGlyphs } from './speck-glyphs.js';
import { withClippedWords } from './clipped-words.js';
import type { GrayImage } from './gray-image.js';
import { estimateSkewDegrees } from './image-skew.js';
import type { OcrEngine, OcrLine, OcrResult, OcrServices, OcrWord } from './ocr-engine.js';
import { band, quietRow, shifted } from './page-bands.js';
import { withCodeGlyphs } from './code-glyphs.js';
import { withTickBoxes } from './tick-boxes.js';
import { wordsToPage, type PageWords } from './words-to-runs.js';

/** Tesseract's LSTM models are trained on text around 300 dpi (x-height ~20–30 px). */
export const OCR_DPI = 300;
/**
 * Pixel ceiling per page: A4 and US Letter at 300 dpi are 8.4–8.7 Mpx; larger pages (A3,
 * tabloid) are read at a lower resolution instead of costing twice the time and memory.
 */
export const MAX_OCR_PIXELS = 9_000_000;
/** The skew is measured on a quick rendering at this resolution. */
const SKEW_DPI = 75;
/**
 * Ruled lines, in inches: horizontal ones at least 0.4 long, vertical ones at least 0.3 (a
 * table cell's height; the stem of a 28 pt capital is shorter), at most 0.035 (2.5 pt) thick.
 */
const RULE_MIN_WIDTH_IN = 0.4;
const RULE_MIN_HEIGHT_IN = 0.3;
const RULE_MAX_THICKNESS_IN = 0.035;
/** The paper level is measured in squares this wide (0.1 in: a few letters). */
const PAPER_TILE_IN = 0.1;
/**
 * Specks: marks up to 0.025 in across (a 10 pt full stop is ~0.015 in) with no ink within
 * 0.05 in (a decimal point sits ~0.035 in from its digits, an accent closer to its letter).
 */
const SPECK_MAX_SIZE_IN = 0.025;
const SPECK_ISOLATION_IN = 0.05;
/**
 * Dot leaders: dots at most 0.06 in apart (a 10–12 pt leader's are 0.035–0.045 in; letters
 * stand between the dots of i's and accents), level within 0.01 in.
 */
const LEADER_GAP_IN = 0.06;
const LEADER_DRIFT_IN = 0.01;
/** The first page's top part, read to detect the language, ends near this share of it. */
const PROBE_SHARE = 0.4;
/**
 * The language glimpse starts near this share of the page: above it is mostly the letterhead
 * (a logo, the lab's name and address), whose few words seldom name the language, while the
 * title and the first labels below it do. Read only when the rest says nothing.
 */
const LETTERHEAD_SHARE = 0.2;

/** ISO 639-1 (what detectLanguage answers) → tesseract's model names. */
export const MODELS: Readonly<Record<string, string>> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  pt: 'por',
};

export interface ScannedPage {
  number: number;
  /** Page size in PDF points. */
  width: number;
  height: number;
  /** Renders the page at the given scale (pixels per point), turned clockwise by degrees. */
  render(scale: number, rotateDegrees?: number): Promise<GrayImage>;
}

/** What OCR learns about a document while reading its pages. */
export interface DocumentOcrState {
  /** ISO 639-1 language of the document once detected. */
  language: string | null;
  /** When given, each page's prepared image is kept here by page number (to read words again). */
  images?: Map<number, GrayImage>;
}

/** The tesseract model of a language other than English, or null (English, or none). */
export function ownLanguageModel(language: string | null): string | null {
  if (!language || language === 'en') return null;
  return MODELS[language] ?? null;
}

export function ocrScale(width: number, height: number): number {
  const scale = OCR_DPI / 72;
  const pixels = width * height * scale * scale;
  return pixels <= MAX_OCR_PIXELS ? scale : scale * Math.sqrt(MAX_OCR_PIXELS / pixels);
}

/**
 * The raster ready for the recogniser. Office scans bring grey or yellowed paper, sensor noise,
 * dust specks, JPEG ringing, shaded bands and ruled boxes; tesseract's own global threshold
 * turns each of those into stray ":" "." "|" marks or broken glyphs. So the page is
 * straightened, then cleaned in order (one module each under clean-image/, each a plain loop
 * over the bytes: a 300 dpi A4 page is 8.7 million pixels):
 * 1. dark bands (a letterhead's white-on-navy name) are inverted to dark text on light;
 * 2. the paper level is flattened (grey bands, shadows and uneven light become white);
 * 3. a contrast stretch from the ink level to the paper level makes the background white;
 * 4. ruled lines (table borders, boxes, underlines) are erased;
 * 5. isolated specks and dot leaders are erased.
 * The skew is measured on a quick rendering and the page rendered again turned back: pdf.js
 * resamples the scan once, where turning the rendered raster would blur it twice
 * (measured: more misread letters).
 */
async function preparedImage(page: ScannedPage, scale: number): Promise<GrayImage> {
  const skew = estimateSkewDegrees(await page.render(SKEW_DPI / 72));
  const dpi = scale * 72;
  const inches = (value: number) => Math.max(1, Math.round(value * dpi));
  const flat = stretchContrast(
    flattenBackground(invertDarkBands(await page.render(scale, -skew)), inches(PAPER_TILE_IN)),
  );
  const ruled = removeRules(flat, {
    minWidth: inches(RULE_MIN_WIDTH_IN),
    minHeight: inches(RULE_MIN_HEIGHT_IN),
    maxThickness: inches(RULE_MAX_THICKNESS_IN),
  });
  return removeSpecks(ruled, {
    maxArea: inches(SPECK_MAX_SIZE_IN) ** 2,
    isolation: inches(SPECK_ISOLATION_IN),
    leaderGap: inches(LEADER_GAP_IN),
    leaderDrift: inches(LEADER_DRIFT_IN),
  });
}

function textOf(result: OcrResult): string {
  return result.lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');
}

/** The models a page in this language is read with: its own and English, or English. */
export function modelsFor(language: string): string[] {
  const model = MODELS[language] ?? 'eng';
  return model === 'eng' ? ['eng'] : [model, 'eng'];
}

/** Half the resolution in each direction (2×2 box average). */
function halved(image: GrayImage): GrayImage {
  const width = Math.floor(image.width / 2);
  const height = Math.floor(image.height / 2);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = 2 * y * image.width;
    const bottom = top + image.width;
    for (let x = 0; x < width; x++) {
      const i = 2 * x;
      data[y * width + x] =
        (image.data[top + i]! +
          image.data[top + i + 1]! +
          image.data[bottom + i]! +
          image.data[bottom + i + 1]! +
          2) >>
        2;
    }
  }
  return { width, height, data };
}

async function recogniseInLanguage(
  engine: OcrEngine,
  image: GrayImage,
  dpi: number,
  deadline: number,
  state: DocumentOcrState,
): Promise<OcrResult> {
  const read = (part: GrayImage, languages: string[], partDpi = dpi) =>
    engine.recognise(part, {
      dpi: partDpi,
      languages,
      timeoutMs: Math.max(1, deadline - performance.now()),
    });
  if (state.language) return read(image, modelsFor(state.language));
  const cut = quietRow(image, PROBE_SHARE);
  // A quick look first: the top part at half resolution (a quarter of the pixels) usually
  // names the language, and then the page is read once, in that language. Only when it does
  // not, the top part is read properly and the rest follows in English.
  // Read in English whatever the last document's language was: with the models already loaded
  // the glimpse saved a model switch (0.15–0.3 s), but it read differently after a French
  // certificate than after a German one, and so a certificate's register depended on what had
  // been converted before it. The glimpse needs the words, not their accents.
  const glimpseOf = async (top: number, bottom: number) =>
    textOf(await read(halved(band(image, top, bottom)), ['eng'], dpi / 2));
  const letterhead = quietRow(image, LETTERHEAD_SHARE);
  const below = await glimpseOf(letterhead, cut);
  const first = guessLanguage(below);
  // Read as English with another language's words in it, the letterhead's title decides.
  const withLetterhead =
    first === null || (first === 'en' && hasOtherLanguageWords(below))
      ? guessLanguage(`${await glimpseOf(0, letterhead)}\n${below}`)
      : null;
  const glimpse = withLetterhead ?? first;
  if (glimpse && MODELS[glimpse]) {
    state.language = glimpse;
    return read(image, modelsFor(glimpse));
  }
  const top = await read(band(image, 0, cut), ['eng']);
  const probed = guessLanguage(textOf(top));
  if (probed && probed !== 'en' && MODELS[probed]) {
    state.language = probed;
    return read(image, modelsFor(probed));
  }
  const rest = shifted(await read(band(image, cut, image.height), ['eng']), cut);
  const whole: OcrResult = { lines: [...top.lines, ...rest.lines] };
  const language = probed ?? guessLanguage(textOf(whole));
  if (language && language !== 'en' && MODELS[language]) {
    state.language = language;
    return read(image, modelsFor(language));
  }
  state.language = language;
  return whole;
}

/**
 * The recognised words with split first letters joined, glued words repaired, doubtful label
 * words corrected and the accents of the document's language put back.
 */
function withLanguageAccents(
  result: OcrResult,
  language: string | null,
  lexicon: AccentLexicon | null,
): OcrResult {
  return {
    lines: result.lines
      // Before the caption words are corrected: "calibracién:." is no caption word's reading.
      .map((line) => ({ ...line, words: line.words.map(withoutMarkAfterColon) }))
      .map(withBracketJays)
      .map(joinSplitInitials)
      .map((line) =>
        language === 'fr' || language === 'it'
          ? { ...line, words: restoreElisions(line.words) }
          : line,
      )
      .map((line, index, lines) => {
        // Repaired first: a dotless "ı" ("Zeırlifikalsnummer") hides the label word it nearly is.
        const labelled = correctLabelWords(
          line.words.map((word) => repairWordText(word.text)),
          line.words.map((word) => word.confidence),
          columnGapsBefore(line.words),
        );
        const texts = labelled.map((text) => restoreAccents(text, lexicon));
        const read =
          language === 'fr'
            ? restoreFrenchA(texts, mayReadA(texts) ? wordsAfterCells(line, lines[index + 1]) : [])
            : language === 'de'
              ? texts.map(restoreGermanUmlauts)
              : texts;
        return { ...line, words: withJoinedWords(line.words, read) };
      }),
  };
}

/** Whether a line holds a word that French "à" may have been read as. */
const mayReadA = (texts: readonly string[]) => texts.some((text) => text === 'a' || text === '3');

/** A gap wider than this many word heights parts two columns of a line. */
const COLUMN_GAP_HEIGHTS = 2;

/**
 * Which words of a line stand after a column's gap (a caption's value beside it, a next box).
 * The gap is measured from the last word with a letter or a digit: a speck read as marks inside
 * the gap ("Instrument ~~ Calibrador") does not close it.
 */
export function columnGapsBefore(words: readonly OcrWord[]): boolean[] {
  const heights = words.map((word) => word.box.y1 - word.box.y0).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] ?? 0;
  let lastEnd: number | null = null;
  return words.map((word) => {
    const gap = lastEnd !== null && word.box.x0 - lastEnd > height * COLUMN_GAP_HEIGHTS;
    if (/[\p{L}\p{N}]/u.test(word.text)) lastEnd = word.box.x1;
    return gap;
  });
}

/**
 * For each word that ends a cell (a column gap or the line's end after it), the word its cell
 * goes on with: the next line's word that starts where the cell starts, or '' when none does.
 * Undefined for a word the next word of its line follows.
 */
function wordsAfterCells(line: OcrLine, next: OcrLine | undefined): (string | undefined)[] {
  const { words } = line;
  const gapBefore = (index: number) => words[index]!.box.x0 - words[index - 1]!.box.x1;
  return words.map((word, index) => {
    const height = word.box.y1 - word.box.y0;
    if (index + 1 < words.length && gapBefore(index + 1) <= COLUMN_GAP_HEIGHTS * height)
      return undefined;
    let start = index;
    while (start > 0 && gapBefore(start) <= COLUMN_GAP_HEIGHTS * height) start--;
    const x0 = words[start]!.box.x0;
    return next?.words.find((other) => Math.abs(other.box.x0 - x0) <= height)?.text ?? '';
  });
}

/**
 * The words with their corrected texts; a word whose text the correction emptied was joined to
 * the word before it ("Consli ucleur" → "Constructeur"), and its box goes with it.
 */
function withJoinedWords(words: readonly OcrWord[], texts: readonly string[]): OcrWord[] {
  const out: OcrWord[] = [];
  words.forEach((word, index) => {
    const previous = out[out.length - 1];
    if (texts[index] === '' && previous) {
      out[out.length - 1] = {
        ...previous,
        box: {
          ...previous.box,
          x1: word.box.x1,
          y0: Math.min(previous.box.y0, word.box.y0),
          y1: Math.max(previous.box.y1, word.box.y1),
        },
        symbols: [...previous.symbols, ...word.symbols],
      };
      return;
    }
    out.push({ ...word, text: texts[index]! });
  });
  return out;
}

export async function readScannedPage(
  ocr: OcrServices,
  page: ScannedPage,
  timeoutMs: number,
  state: DocumentOcrState = { language: null },
): Promise<PageWords> {
  const deadline = performance.now() + timeoutMs;
  const scale = ocrScale(page.width, page.height);
  const image = await preparedImage(page, scale);
  state.images?.set(page.number, image);
  const read = await recogniseInLanguage(ocr.engine, image, scale * 72, deadline, state);
  const readPart = (part: GrayImage) =>
    ocr.engine.recognise(part, {
      dpi: scale * 72,
      languages: modelsFor(state.language ?? 'en'),
      timeoutMs: Math.max(1, deadline - performance.now()),
      single: true,
    });
  const reread = await withOffRowRereads(image, read, readPart);
  const recognised = await withClippedWords(
    image,
    await withDroppedLines(image, reread, readPart),
    readPart,
  );
  const lexicon = state.language ? ocr.lexicon(state.language) : null;
  const result = withLanguageAccents(
    withTickBoxes(
      image,
      withCodeGlyphs(image, withHyphenJays(image, withoutSpeckGlyphs(image, recognised))),
    ),
    state.language,
    lexicon,
  );
  return wordsToPage(result, {
    number: page.number,
    width: page.width,
    height: page.height,
    scale,
    imageWidth: image.width,
    imageHeight: image.height,
  });
}
