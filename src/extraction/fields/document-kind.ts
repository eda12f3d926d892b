/**
 * Is this a calibration certificate at all? A score from what certificates have (a certificate
 * title, calibration/due-date labels, calibration vocabulary: uncertainty, traceability, as
 * found/as left) against what invoices, purchase orders, quotes and letters have (their titles,
 * money and ordering terms, salutations). An invoice *for* a calibration mentions calibration
 * but still scores as an invoice.
 */
import {
  CALIBRATION_WORDS,
  COMMERCIAL_TERMS,
  LETTER_MARKERS,
  NON_CERTIFICATE_TITLES,
  OTHER_DOCUMENT_TITLES,
} from '../dictionary/document-kinds.js';
import { normalizeLabel, normalizeText } from '../dictionary/normalize.js';
import type { DocumentLayout, Line } from '../layout/types.js';
import type { LabelMap } from './label-blocks.js';

const CERTIFICATE_THRESHOLD = 3;
const NON_TITLES = new Set(NON_CERTIFICATE_TITLES.map(normalizeLabel));
const OTHER_DOCUMENTS = new Set(OTHER_DOCUMENT_TITLES.map(normalizeLabel));
/** The main title is among the first lines of page 1. */
const MAIN_TITLE_LINES = 8;

/** Page 1's largest line near the top: what the document calls itself. */
function mainTitle(layout: DocumentLayout): Line | null {
  const first = layout.pages[0];
  if (!first) return null;
  const top = layout.lines.slice(first.lineStart, first.lineStart + MAIN_TITLE_LINES);
  const largest = top.reduce<Line | null>(
    (best, line) => (!best || line.size > best.size ? line : best),
    null,
  );
  return largest && largest.size >= layout.bodySize * 1.2 ? largest : null;
}

/** "PROCEDIMIENTO DE CALIBRACIÓN", "EU Declaration of Conformity": about calibration, not one. */
function otherDocumentTitle(layout: DocumentLayout): boolean {
  const title = mainTitle(layout);
  return (
    title !== null && title.cells.some((cell) => OTHER_DOCUMENTS.has(normalizeLabel(cell.text)))
  );
}
const TOP_LINES = 12;

/** A line that names the document: within the top of a page, or set in a larger font. */
function isTitlePosition(line: Line, layout: DocumentLayout): boolean {
  const page = layout.pages.find((info) => info.number === line.page)!;
  return line.index - page.lineStart < TOP_LINES || line.size >= layout.bodySize * 1.3;
}

function negativeTitle(layout: DocumentLayout): boolean {
  return layout.lines.some((line) => {
    if (!isTitlePosition(line, layout)) return false;
    return line.cells.some((cell) => {
      // "ORDEN DE COMPRA: BR32540" is a field of a certificate; a title stands alone.
      if (
        cell.text.trim().endsWith(':') ||
        (line.cells.length > 1 && line.size < layout.bodySize * 1.3)
      ) {
        return false;
      }
      const key = normalizeLabel(cell.text);
      if (NON_TITLES.has(key)) return true;
      // "INVOICE No. 2025-001", "Purchase Order #4411"
      return [...NON_TITLES].some((title) => key.startsWith(`${title} no`));
    });
  });
}

export function isCalibrationCertificate(
  layout: DocumentLayout,
  labels: LabelMap,
  titleLines: Line[],
): boolean {
  const text = normalizeText(layout.lines.map((line) => line.text).join('\n'));
  let score = 0;
  if (titleLines.some((line) => isTitlePosition(line, layout))) score += 4;
  else if (titleLines.length > 0) score += 2;
  const targets = new Set(
    labels.blocks.map((block) => (block.hit.generic ? null : block.hit.target)),
  );
  if (targets.has('calibrationDate') || targets.has('dueDate')) score += 2;
  if (targets.has('serialNumber') || targets.has('equipmentId')) score += 1;
  score += Math.min(3, CALIBRATION_WORDS.filter((pattern) => pattern.test(text)).length);

  if (negativeTitle(layout) || otherDocumentTitle(layout)) score -= 6;
  const commercial = COMMERCIAL_TERMS.filter((term) =>
    new RegExp(`\\b${term}\\b`).test(text),
  ).length;
  score -= Math.min(6, commercial >= 2 ? commercial * 1.5 : 0);
  if (LETTER_MARKERS.some((marker) => text.includes(marker))) score -= 4;
  return score >= CERTIFICATE_THRESHOLD;
}
