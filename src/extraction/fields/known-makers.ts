/**
 * A maker's name a scan misread, put right from the list of instrument makers
 * (dictionary/makers.ts): "Sai lorius" is Sartorius (two thin strokes and a space), "Kafer" is
 * Käfer (its umlaut lost). Only scanned values are corrected — a text PDF's maker is what it
 * prints — and only towards one maker, near enough that no other reading is as likely: a
 * name of eight letters or more may be one look-alike pair or one whole letter off (twelve or
 * more: three look-alikes), a shorter one a look-alike letter only. A name the list does not hold stays as read.
 */
import { INSTRUMENT_MAKERS } from '../dictionary/makers.js';
import {
  lookalikeDistance,
  nearestInVocabulary,
  LOOKALIKE_STEP,
} from '../dictionary/lookalikes.js';
import { stripAccents } from '../dictionary/normalize.js';
import { instrumentConfidence, type Extraction } from '../../shared/extraction.js';
import type { DocumentLayout, Line } from '../layout/types.js';
import { candidateAt, type Candidate } from './candidate.js';
import type { Exclusions } from './regions.js';

/** Shorter names are too often near another name or a word ("Kern", "Mahr", "Brand"). */
const MIN_LETTERS = 5;
/** From this many letters, a name may be one whole letter off. */
const LONG_NAME = 8;
/**
 * From this many letters, a name may be three look-alike letters off: one in four or five
 * ("Gossen Melrawall" for Gossen Metrawatt, its three t's read l).
 */
const VERY_LONG_NAME = 12;

/** How far from a listed maker a reading of `letters` letters may be and still be that maker. */
function correctionLimit(letters: number): number {
  if (letters >= VERY_LONG_NAME) return 3 * LOOKALIKE_STEP;
  return letters >= LONG_NAME ? 2 * LOOKALIKE_STEP : LOOKALIKE_STEP;
}

/** Letters and digits only, lower case, without accents: how a name is compared. */
function key(name: string): string {
  return stripAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

let byKey: Map<string, string> | null = null;

function makersByKey(): Map<string, string> {
  byKey ??= new Map(INSTRUMENT_MAKERS.map((maker) => [key(maker), maker]));
  return byKey;
}

let correctable: string[] | null = null;

/** The makers' keys long enough for a reading near one to be that maker. */
function correctableKeys(): string[] {
  correctable ??= [...makersByKey().keys()].filter((other) => other.length >= MIN_LETTERS);
  return correctable;
}

/** The maker a scanned reading stands for, or null to keep the reading as it is. */
export function knownMaker(reading: string): string | null {
  const own = key(reading);
  if (own.length < MIN_LETTERS) return null;
  const makers = makersByKey();
  const same = makers.get(own);
  if (same !== undefined) {
    // The maker itself, as printed or in other capitals: kept; its accents lost or misread
    // ("Kafer", "Káfer" for Käfer): put back.
    if (reading === same || stripAccents(same) === same) return null;
    const accentsLost = stripAccents(reading) === reading;
    const sameLetters = accentsLost
      ? stripAccents(same).toLowerCase() === reading.toLowerCase()
      : stripAccents(same) === stripAccents(reading);
    return sameLetters ? same : null;
  }
  const nearest = nearestInVocabulary(own, correctableKeys(), correctionLimit(own.length));
  return nearest === null ? null : makers.get(nearest)!;
}

/** The maker a whole cell names, as printed or (on a scan) a misreading of one. */
function makerOfCell(text: string, scanned: boolean): string | null {
  const own = key(text);
  if (own.length < MIN_LETTERS) return null;
  const listed = makersByKey().get(own);
  if (listed !== undefined) return listed;
  return scanned ? knownMaker(text) : null;
}

/**
 * The instrument's maker where no caption names it — a scan garbled the caption past reading
 * ("C oslLt'ullore" over "Chauvin A moux"): the one maker of the list a cell of the
 * certificate names whole, outside reference standards and titles. A guess ('low'), as
 * unlabelled values are; two makers named decide nothing. `onPage` keeps to one certificate's
 * pages in a file of several.
 */
export function makerWithoutCaption(
  layout: DocumentLayout,
  excluded: Exclusions,
  titleLines: readonly Line[],
  scanned: boolean,
  onPage: (page: number) => boolean = () => true,
): Candidate | null {
  const titles = new Set(titleLines.map((line) => line.index));
  const found = new Map<string, Candidate>();
  for (const line of layout.lines) {
    if (titles.has(line.index) || !onPage(line.page)) continue;
    for (const cell of line.cells) {
      if (excluded.covers(cell)) continue;
      const maker = makerOfCell(cell.text, scanned);
      if (maker === null || found.has(maker)) continue;
      found.set(
        maker,
        candidateAt(cell, {
          field: 'manufacturer',
          value: maker,
          label: null,
          method: 'heuristic',
          generic: false,
          unit: null,
        }),
      );
    }
  }
  return found.size === 1 ? [...found.values()][0]! : null;
}

/**
 * A file of several certificates whose maker's caption a scan garbled on one of them: the one
 * maker each certificate's own pages name, for each certificate no candidate already names a
 * maker for (the file's other certificates name theirs). `segments` tells each certificate's
 * pages.
 */
export function makersOfSegments(
  layout: DocumentLayout,
  excluded: Exclusions,
  titleLines: readonly Line[],
  scanned: boolean,
  segments: readonly ((page: number) => boolean)[],
  read: readonly Candidate[],
): Candidate[] {
  return segments.flatMap((onPage) => {
    if (read.some((c) => c.field === 'manufacturer' && onPage(c.page))) return [];
    const maker = makerWithoutCaption(layout, excluded, titleLines, scanned, onPage);
    return maker ? [maker] : [];
  });
}

/** A scanned manufacturer candidate with its maker's name put right. */
export function withKnownMaker(candidate: Candidate): Candidate {
  if (candidate.field !== 'manufacturer') return candidate;
  const maker = knownMaker(candidate.value);
  return maker === null ? candidate : { ...candidate, value: maker };
}

/**
 * A scanned maker's name the list does not hold, one letter from a name it does ("Hiokd" for
 * Hioki: a "d" is no look-alike of an "i", so it is not put right): likely a misreading, so no
 * name to trust without a look.
 */
export function nearKnownMaker(reading: string): boolean {
  const own = key(reading);
  if (own.length < MIN_LETTERS || makersByKey().has(own)) return false;
  return correctableKeys().some((maker) => lookalikeDistance(own, maker, 1) <= 1);
}

/**
 * The scanned register's makers put right once more after the second reading for accents
 * (ocr/accent-reading.ts), which may read a maker's accent away ("Káfer" read again "Kafer");
 * a maker one letter from a listed one that could not be put right is no longer 'high'.
 */
export function withKnownMakers(extraction: Extraction): Extraction {
  const fix = <T extends Extraction['fields']>(item: T): T => {
    const maker = item.manufacturer === null ? null : knownMaker(item.manufacturer);
    return maker === null ? item : { ...item, manufacturer: maker };
  };
  const items = extraction.items.map(fix);
  const itemConfidence = items.map((item, index) => {
    const confidence = instrumentConfidence(extraction, index);
    const doubtful =
      item.manufacturer !== null &&
      confidence.manufacturer === 'high' &&
      nearKnownMaker(item.manufacturer);
    return doubtful ? { ...confidence, manufacturer: 'medium' as const } : confidence;
  });
  return {
    ...extraction,
    fields: fix(extraction.fields),
    items,
    confidence: itemConfidence[0]!,
    itemConfidence,
  };
}
