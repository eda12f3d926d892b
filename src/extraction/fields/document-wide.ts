/**
 * Fields that belong to the document, not to one instrument: the laboratory that issued it and
 * the customer it was issued to. A PDF comes from one laboratory to one customer, even when it
 * lists several instruments or holds several certificates, yet those names are printed once —
 * in the letterhead and the first customer block — so the readers find them for the first
 * instrument only. An instrument further down the document that has none takes the name the
 * instrument before it carries; a name read for the instrument itself is never replaced.
 */
import type { ConfidenceMap, InstrumentFields } from '../../shared/extraction.js';

const DOCUMENT_WIDE = ['calibrationLab', 'customer'] as const;

/** The instruments of a document, each with its confidence (the two arrays run in step). */
export interface Instruments {
  items: InstrumentFields[];
  itemConfidence: ConfidenceMap[];
}

/** A shared name comes with the confidence it has where it was read. */
export function shareDocumentFields({ items, itemConfidence }: Instruments): Instruments {
  const shared = items.map((item, index) => {
    let filled = item;
    let confidence = itemConfidence[index] ?? {};
    if (index === 0) return { item, confidence };
    for (const field of DOCUMENT_WIDE) {
      if (filled[field] !== null) continue;
      const earlier = items
        .slice(0, index)
        .map((other, at) => ({ other, at }))
        .reverse()
        .find(({ other }) => other[field] !== null);
      if (!earlier) continue;
      filled = { ...filled, [field]: earlier.other[field] };
      const level = itemConfidence[earlier.at]?.[field];
      confidence = { ...confidence };
      if (level) confidence[field] = level;
      else delete confidence[field];
    }
    return { item: filled, confidence };
  });
  return {
    items: shared.map((entry) => entry.item),
    itemConfidence: shared.map((entry) => entry.confidence),
  };
}
