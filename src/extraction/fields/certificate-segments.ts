/**
 * Several certificates in one file: each numbers its own pages, so a page that reads "Page 1 of
 * N" (in any of the six languages) after the first starts another certificate. Pages before the
 * first such page (a customer's cover page) belong to the first certificate. One segment when
 * the numbering never restarts.
 */
import type { DocumentLayout } from '../layout/types.js';

export interface Segment {
  /** First and last page number, inclusive. */
  from: number;
  to: number;
}

/** The counter's digits as a scan may read a 1: "Page 1 sur I", "Page 1surl". */
const FIRST_PAGE_COUNTER =
  /(?:^|\s)(?:page|pages|p[aá]gina|p[aá]g\.?|seite|blatt|feuille|foglio|sheet)\s*[1Il]\s*(?:of|de|von|sur|di|\/)\s*(?:\d{1,3}|[Il])(?![\p{L}\d])/iu;

/**
 * `titlePages`: pages carrying a certificate title. A restart of the numbering on a page
 * without one (a traceability letter numbering its own page) is not another certificate.
 */
export function certificateSegments(
  layout: DocumentLayout,
  titlePages: ReadonlySet<number>,
): Segment[] {
  const starts: number[] = [];
  for (const page of layout.pages) {
    if (!titlePages.has(page.number)) continue;
    const lines = layout.lines.slice(page.lineStart, page.lineEnd);
    if (lines.some((line) => FIRST_PAGE_COUNTER.test(line.text))) starts.push(page.number);
  }
  const first = layout.pages[0]?.number ?? 1;
  const last = layout.pages[layout.pages.length - 1]?.number ?? first;
  const restarts = starts.filter((page, index) => index > 0 && page > first);
  if (restarts.length === 0) return [{ from: first, to: last }];
  const bounds = [first, ...restarts];
  return bounds.map((from, index) => ({
    from,
    to: index + 1 < bounds.length ? bounds[index + 1]! - 1 : last,
  }));
}
