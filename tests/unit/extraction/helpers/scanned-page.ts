/**
 * A page as the recogniser hands it over: one run per word, in the "ocr@" font, each at its
 * printed x — for the cases whose cells only a scan runs together or breaks apart.
 */
import { analysePages } from '../../../../src/extraction/analyse.js';
import type { TextRun } from '../../../../src/extraction/layout/types.js';
import type { ExtractionOutcome } from '../../../../src/shared/extraction.js';

export interface WordSpacing {
  /** Width of a letter, in points. */
  letter?: number;
  /** Width of a space between words, in points. */
  space?: number;
  size?: number;
}

/** The words of `line` from `x` on, a run each; a run of spaces keeps its width. */
export function scannedWords(
  line: string,
  x: number,
  y: number,
  { letter = 5, space = 3, size = 9 }: WordSpacing = {},
): TextRun[] {
  const runs: TextRun[] = [];
  for (const piece of line.split(/( +)/)) {
    if (piece.trim() === '') {
      x += piece.length * space;
      continue;
    }
    runs.push({
      text: piece,
      page: 1,
      x,
      y,
      width: piece.length * letter,
      size,
      font: `ocr@${size}`,
    });
    x += piece.length * letter;
  }
  return runs;
}

/** The outcome of one scanned A4 page of these runs. */
export function analyseScannedPage(runs: TextRun[]): ExtractionOutcome {
  return analysePages([{ number: 1, width: 595, height: 842, runs }], {
    today: '2026-11-26',
    pageCount: 1,
    pagesNeedingOcr: [1],
    warnings: [],
    method: 'ocr',
  });
}

/** The outcome of scanned A4 pages, one list of runs a page. */
export function analyseScannedPages(...pages: TextRun[][]): ExtractionOutcome {
  return analysePages(
    pages.map((runs, index) => ({
      number: index + 1,
      width: 595,
      height: 842,
      runs: runs.map((run) => ({ ...run, page: index + 1 })),
    })),
    {
      today: '2026-11-26',
      pageCount: pages.length,
      pagesNeedingOcr: pages.map((_, index) => index + 1),
      warnings: [],
      method: 'ocr',
    },
  );
}

/** A scanned line of cells: one word run per word of each cell, each cell at its own x. */
export function scannedRow(
  cells: readonly (readonly [string, number])[],
  y: number,
  size = 10,
): TextRun[] {
  return cells.flatMap(([text, x]) => scannedWords(text, x, y, { letter: 5, space: 3, size }));
}

/** The extraction of a page that must be read as a certificate. */
export function extractionOf(outcome: ExtractionOutcome) {
  if (!outcome.ok) throw new Error(`not extracted: ${outcome.message}`);
  return outcome.extraction;
}

/**
 * A scanned line of cells in narrow letters (3.6 pt, as the recogniser measures a 9.5 pt
 * face), each cell at its own x.
 */
export function narrowCells(
  list: readonly (readonly [string, number])[],
  y: number,
  size = 9.5,
): TextRun[] {
  return list.flatMap(([text, x]) => scannedWords(text, x, y, { size, letter: 3.6, space: 2 }));
}
