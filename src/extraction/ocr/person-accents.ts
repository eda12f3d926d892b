/**
 * The accents of people's names on a scan. Reading a Spanish, French or Portuguese page,
 * tesseract runs English beside the document's language, and the English model often wins on a
 * name: "Lucía Gómez" comes out "Lucia Gomez". Accent restoration of words leaves names alone
 * (a brand may be spelled like a name); the technician's name is a person's, so it takes the
 * accents the language's list of names knows it only with (restore-accents.ts).
 */
import type { Extraction } from '../../shared/extraction.js';
import { restorePersonName, type AccentLexicon } from './restore-accents.js';

export function withAccentedPeople(
  extraction: Extraction,
  lexicon: AccentLexicon | null,
): Extraction {
  if (!lexicon) return extraction;
  const fix = <T extends Extraction['fields']>(item: T): T =>
    item.technician === null
      ? item
      : { ...item, technician: restorePersonName(item.technician, lexicon) };
  return { ...extraction, fields: fix(extraction.fields), items: extraction.items.map(fix) };
}
