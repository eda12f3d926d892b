/**
 * Several certificates in one file: each numbers its own pages, so a page that reads "Page 1 of
 * N" (in any of the six languages) after the first starts another certificate. Pages before the
 * first such page (a customer's cover page) belong to the first certificate. One segment when
 * the numbering never restarts.
 *
 * A scan may garble the first page's counter ("Seite.1 von 2" read with a speck, or not at all);
 * a later page whose counter goes back ("2 of 2" after an earlier "2 of 2") still shows the
 * restart, k − 1 pages before it. When a titled page's counter cannot be read at all ("Pagel"),
 * the page itself tells: a title and another certificate's number (with the title or under its
 * caption) over another instrument's serial number (both differ from everything the certificate
 * so far printed) is another certificate. Either alone is not enough: a certificate's later pages repeat its
 * title and number, and a multi-instrument certificate lists several serials under one number.
 */
import { readPageCounter } from '../layout/page-counter.js';
import type { DocumentLayout } from '../layout/types.js';

export interface Segment {
  /** First and last page number, inclusive. */
  from: number;
  to: number;
}

/** The page's own number from its counter ("1" for "Page lof1"), null when it has none. */
function pageCounter(text: string): number | null {
  return readPageCounter(text)?.page ?? null;
}

/** What a page prints that names one certificate and its instrument (normalised values). */
export interface PageIdentity {
  /** Certificate numbers printed with its title or under their own caption. */
  numbers: readonly string[];
  /** Serial numbers read from the instrument's captions. */
  serials: readonly string[];
}

/**
 * `titlePages`: pages carrying a certificate title. A restart of the numbering on a page
 * without one (a traceability letter numbering its own page) is not another certificate.
 */
export function certificateSegments(
  layout: DocumentLayout,
  titlePages: ReadonlySet<number>,
  identities: ReadonlyMap<number, PageIdentity> = new Map(),
): Segment[] {
  const counters = new Map<number, number>();
  for (const page of layout.pages) {
    const lines = layout.lines.slice(page.lineStart, page.lineEnd);
    for (const line of lines) {
      const counter = pageCounter(line.text);
      if (counter !== null && counter > 0) {
        counters.set(page.number, counter);
        break;
      }
    }
  }
  const firstPages: number[] = [];
  const inferred = new Set<number>();
  let highest = 0;
  for (const page of layout.pages) {
    const counter = counters.get(page.number);
    if (counter === undefined) continue;
    if (counter === 1) {
      if (titlePages.has(page.number)) firstPages.push(page.number);
      highest = 1;
      continue;
    }
    // A counter back at or below one already seen: its certificate began k − 1 pages earlier.
    const start = page.number - counter + 1;
    if (counter <= highest && titlePages.has(start)) inferred.add(start);
    highest = Math.max(highest, counter);
  }
  const first = layout.pages[0]?.number ?? 1;
  const last = layout.pages[layout.pages.length - 1]?.number ?? first;
  const countedStarts = new Set([...firstPages.slice(1), ...inferred]);
  const uncounted = layout.pages
    .map((page) => page.number)
    .filter((page) => titlePages.has(page) && !counters.has(page));
  // The first "Page 1" after a titled page whose counter could not be read ("Page" alone): a
  // cover page carries no title, so that page is a certificate's, and the "Page 1" starts
  // another when the page tells so (another certificate's number and instrument's serial).
  const firstCounted = firstPages[0];
  const afterTitled = firstCounted !== undefined && uncounted.some((page) => page < firstCounted);
  const undecided = afterTitled ? [...uncounted, firstCounted] : uncounted;
  // The first "Page 1" may follow a cover page: it starts the first certificate, not a second.
  const restarts = [
    ...new Set([
      ...countedStarts,
      ...identityRestarts(
        layout.pages.map((page) => page.number),
        undecided,
        countedStarts,
        identities,
      ),
    ]),
  ]
    .filter((page) => page > first)
    .sort((a, b) => a - b);
  if (restarts.length === 0) return [{ from: first, to: last }];
  const bounds = [first, ...restarts];
  return bounds.map((from, index) => ({
    from,
    to: index + 1 < bounds.length ? bounds[index + 1]! - 1 : last,
  }));
}

/**
 * Undecided pages (titled without a readable counter, or a first "Page 1" after such a page)
 * that print another certificate's number and another instrument's serial than every page of
 * the certificate before them.
 */
function identityRestarts(
  pages: readonly number[],
  undecided: readonly number[],
  countedStarts: ReadonlySet<number>,
  identities: ReadonlyMap<number, PageIdentity>,
): number[] {
  const restarts: number[] = [];
  const numbers = new Set<string>();
  const serials = new Set<string>();
  for (const page of pages) {
    const identity = identities.get(page) ?? { numbers: [], serials: [] };
    const differs = (seen: Set<string>, own: readonly string[]) =>
      seen.size > 0 && own.length > 0 && own.every((value) => !seen.has(value));
    if (countedStarts.has(page)) {
      numbers.clear();
      serials.clear();
    } else if (
      undecided.includes(page) &&
      differs(numbers, identity.numbers) &&
      differs(serials, identity.serials)
    ) {
      restarts.push(page);
      numbers.clear();
      serials.clear();
    }
    for (const value of identity.numbers) numbers.add(value);
    for (const value of identity.serials) serials.add(value);
  }
  return restarts;
}
