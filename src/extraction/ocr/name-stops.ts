/**
 * A speck read as a full stop after a person's given name on a scan: "Marco. Esposito", a dot of
 * the scan's noise in the word space, boxed by the recogniser over the whole line's height, so
 * no measure of its box tells it from a printed stop. A name abbreviates to initials ("J.
 * Smith") and titles ("Dr.", "Ing.", "Prof.", "Dott." — four letters at most); a given name
 * spelled out takes no stop. So in the technician's name read from a scan, a stop after a word
 * of five letters or more, before a capitalised word, is the scan's.
 */
import type { Extraction } from '../../shared/extraction.js';

/** A capitalised word of five letters or more, a stop, a space, a capital. */
const STOP_AFTER_NAME = /(?<=(?:^|\s)\p{Lu}\p{Ll}{4,})\.(?=\s+\p{Lu})/gu;

export function withoutNameSpecks(name: string): string {
  return name.replace(STOP_AFTER_NAME, '');
}

/** The extraction with the technician's names (every item's) cleared of such stops. */
export function withoutTechnicianSpecks(extraction: Extraction): Extraction {
  const fix = <T extends Extraction['fields']>(item: T): T =>
    item.technician === null ? item : { ...item, technician: withoutNameSpecks(item.technician) };
  return { ...extraction, fields: fix(extraction.fields), items: extraction.items.map(fix) };
}
