/** Runs the engine on a PDF built from positioned text, with a fixed "today". */
import { extractCertificate } from '../../../../src/extraction/index.js';
import type { Extraction, ExtractionOutcome } from '../../../../src/shared/extraction.js';
import { buildPdf, type Page } from './build-pdf.js';

export const TODAY = '2025-06-01';

export async function extractPages(pages: Page[]): Promise<ExtractionOutcome> {
  return extractCertificate(await buildPdf(pages), { today: TODAY, filename: 'test.pdf' });
}

/** The extraction, or a failing test naming the error and showing the text the engine saw. */
export async function extracted(pages: Page[]): Promise<Extraction> {
  const outcome = await extractPages(pages);
  if (!outcome.ok) throw new Error(`${outcome.errorType}: ${outcome.message}\n${outcome.text}`);
  return outcome.extraction;
}
