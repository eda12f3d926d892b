/**
 * A maker's name a scan misread, put right from the list of instrument makers
 * (dictionary/makers.ts): "Sai lorius" is Sartorius (two thin strokes and a space), "Kafer" is
 * Käfer (its umlaut lost). Only scanned values are corrected — a text PDF's maker is what it
 * prints — and only towards one maker, near enough that no other reading is as likely: a
 * name of eight letters or more may be one look-alike pair or one whole letter off, a shorter
 * one a look-alike letter only. A name the list does not hold stays as read.
 */
import { INSTRUMENT_MAKERS } from '../dictionary/makers.js';
import { nearestInVocabulary, LOOKALIKE_STEP } from '../dictionary/lookalikes.js';
import { stripAccents } from '../dictionary/normalize.js';
import type { Candidate } from './candidate.js';

/** Shorter names are too often near another name or a word ("Kern", "Mahr", "Brand"). */
const MIN_LETTERS = 5;
/** From this many letters, a name may be one whole letter off. */
const LONG_NAME = 8;

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

/** The maker a scanned reading stands for, or null to keep the reading as it is. */
export function knownMaker(reading: string): string | null {
  const own = key(reading);
  if (own.length < MIN_LETTERS) return null;
  const makers = makersByKey();
  const same = makers.get(own);
  if (same !== undefined) {
    // The maker itself, as printed or in other capitals: kept; its accents lost: put back.
    const accentsLost = stripAccents(same) !== same && stripAccents(reading) === reading;
    return accentsLost && stripAccents(same).toLowerCase() === reading.toLowerCase() ? same : null;
  }
  const limit = own.length >= LONG_NAME ? 2 * LOOKALIKE_STEP : LOOKALIKE_STEP;
  const candidates = [...makers.keys()].filter((other) => other.length >= MIN_LETTERS);
  const nearest = nearestInVocabulary(own, candidates, limit);
  return nearest === null ? null : makers.get(nearest)!;
}

/** A scanned manufacturer candidate with its maker's name put right. */
export function withKnownMaker(candidate: Candidate): Candidate {
  if (candidate.field !== 'manufacturer') return candidate;
  const maker = knownMaker(candidate.value);
  return maker === null ? candidate : { ...candidate, value: maker };
}
