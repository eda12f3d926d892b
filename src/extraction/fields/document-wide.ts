/**
 * Fields that belong to the document, not to one instrument: the laboratory that issued it and
 * the customer it was issued to. A PDF comes from one laboratory to one customer, even when it
 * lists several instruments or holds several certificates, yet those names are printed once —
 * in the letterhead and the first customer block — so the readers find them for the first
 * instrument only. An instrument further down the document that has none takes the name the
 * instrument before it carries; a name read for the instrument itself is never replaced.
 */
import type { InstrumentFields } from '../../shared/extraction.js';

const DOCUMENT_WIDE = ['calibrationLab', 'customer'] as const;

export function shareDocumentFields(items: InstrumentFields[]): InstrumentFields[] {
  return items.map((item, index) => {
    if (index === 0) return item;
    let filled = item;
    for (const field of DOCUMENT_WIDE) {
      if (filled[field] !== null) continue;
      const earlier = items
        .slice(0, index)
        .reverse()
        .find((other) => other[field] !== null)?.[field];
      if (earlier) filled = { ...filled, [field]: earlier };
    }
    return filled;
  });
}
