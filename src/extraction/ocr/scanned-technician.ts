/**
 * The technician's name as read from a scan, mended where the recogniser is known to slip on a
 * person's name. Both mends touch only the technician (every item's): a person's name, unlike a
 * brand or a model, has no spelling of its own to keep.
 *
 * - A speck read as a full stop after a given name: "Marco. Esposito", a dot of the scan's noise
 *   in the word space, boxed by the recogniser over the whole line's height, so no measure of its
 *   box tells it from a printed stop. A name abbreviates to initials ("J. Smith") and titles
 *   ("Dr.", "Ing.", "Prof.", "Dott." — four letters at most); a given name spelled out takes no
 *   stop. So a stop after a word of five letters or more, before a capitalised word, is the scan's;
 *   so is one after a second given name of four ("María José. Fernández"), titles coming first.
 * - An initial run into the given name before it: "KevinR. Lindqvist", the word space before a
 *   middle initial narrow enough for the recogniser to miss. A name's word does not end in a
 *   capital and a stop.
 * - Accents: reading a Spanish, French or Portuguese page, tesseract runs English beside the
 *   document's language, and the English model often wins on a name: "Lucía Gómez" comes out
 *   "Lucia Gomez". Accent restoration of words leaves names alone (a brand may be spelled like a
 *   name); the technician's name takes the accents the language's list of names knows it only
 *   with (restore-accents.ts).
 */
import type { Extraction } from '../../shared/extraction.js';
import { restorePersonName, type AccentLexicon } from './restore-accents.js';

/** A capitalised word of five letters or more, a stop, a space, a capital. */
const STOP_AFTER_NAME = /(?<=(?:^|\s)\p{Lu}\p{Ll}{4,})\.(?=\s+\p{Lu})/gu;

/**
 * A word of four letters or more after another name's word: "María José. Fernández". A title
 * opens the name; one that follows a given name (no stop of its own) is a second given name.
 */
const STOP_AFTER_MIDDLE_NAME = /(?<=(?:^|\s)\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}{3,})\.(?=\s+\p{Lu})/gu;

/** A given name, an initial run into it: "KevinR." */
const GLUED_INITIAL = /(?<=(?:^|\s)\p{Lu}\p{Ll}{3,})(?=\p{Lu}\.(?:\s|$))/gu;

export function withoutNameSpecks(name: string): string {
  return name
    .replace(STOP_AFTER_NAME, '')
    .replace(STOP_AFTER_MIDDLE_NAME, '')
    .replace(GLUED_INITIAL, ' ');
}

/** The extraction with every item's technician cleared of specks, then accented. */
export function withScannedTechnician(
  extraction: Extraction,
  lexicon: AccentLexicon | null,
): Extraction {
  const mend = (name: string) => {
    const cleared = withoutNameSpecks(name);
    return lexicon ? restorePersonName(cleared, lexicon) : cleared;
  };
  const fix = <T extends Extraction['fields']>(item: T): T =>
    item.technician === null ? item : { ...item, technician: mend(item.technician) };
  return { ...extraction, fields: fix(extraction.fields), items: extraction.items.map(fix) };
}
