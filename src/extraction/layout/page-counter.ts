/**
 * A page's counter, "Page k of N", in the six languages: which page of its certificate it is,
 * and how many that certificate has. Several readers need it: the PDF reader (to finish a
 * certificate whose last pages lie past the OCR page limit) and the certificate splitter.
 */
import type { PageText, TextRun } from './types.js';

/**
 * "Page k of N". The counter's digits as a scan may read a 1 ("Page 1 sur I", "Page 1surl"),
 * and a speck the scan put after the word ("Seite.1 von 2").
 */
const PAGE_COUNTER =
  /(?:^|\s)(?:page|pages|p[aá]gina|p[aá]g\.?|seite|blatt|feuille|foglio|sheet)[\s.,:]*(\d{1,3}|[Il])\s*(?:of|de|von|sur|di|\/)\s*(\d{1,3}|[Il])(?![\p{L}\d])/iu;

/** A counter's digits, a one read as I or l taken for 1. */
function counted(digits: string): number {
  return /^[Il]$/.test(digits) ? 1 : Number(digits);
}

/** The page's own number and its certificate's page count from a line, or null. */
export function readPageCounter(text: string): { page: number; of: number } | null {
  const found = PAGE_COUNTER.exec(text);
  if (!found) return null;
  return { page: counted(found[1]!), of: counted(found[2]!) };
}

/**
 * A page's counter read from its runs: runs whose baselines lie within half an em of each
 * other make one line, left to right ("Page" "1" "of" "2" may be four runs of a scan).
 */
export function pageCounterOf(page: PageText): { page: number; of: number } | null {
  const runs = [...page.runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: TextRun[][] = [];
  for (const run of runs) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - run.y) <= run.size / 2) line.push(run);
    else lines.push([run]);
  }
  for (const line of lines) {
    const text = line
      .sort((a, b) => a.x - b.x)
      .map((run) => run.text)
      .join(' ');
    const counter = readPageCounter(text);
    if (counter) return counter;
  }
  return null;
}
