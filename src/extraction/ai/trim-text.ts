/**
 * What the model is sent: the certificate's text without the bulk of its measurement tables.
 * The register's fields sit in the header blocks, the instrument lists and the statements; a
 * results table of hundreds of rows of numbers costs tokens (money and seconds per certificate)
 * and tells the model nothing it needs. Long runs of rows that are mostly numbers are cut to
 * their first rows and a marker; short certificates are sent whole, and the result is capped.
 *
 * Grounding still checks the model's values against the whole text (see grounding.ts), so a
 * value from a cut row is not lost for that reason — the model just never sees it.
 */

/** Texts up to this length are sent whole: nothing to save that is worth a risk. */
export const TRIM_ABOVE_CHARS = 4_000;

/** A run of measurement rows is cut when it is at least this long, keeping its first rows. */
const MIN_RUN = 4;
const KEEP_ROWS = 2;

const NUMBER = /^[-+±]?\(?\d+(?:[.,]\d+)*\)?(?:e[-+]?\d+)?%?$/i;
const WORD = /^\p{L}{5,}$/u;

/**
 * A row of a results table: at least three numbers and at least twice as many numbers as long
 * words. Units ("mm", "V", "°C") count for neither; an instrument row ("1 Pressure Gauge WIKA
 * 232.50 SN 771001") has too many words to be one.
 */
export function isMeasurementRow(line: string): boolean {
  const tokens = line.split(/[\s|;]+/).filter(Boolean);
  let numbers = 0;
  let words = 0;
  for (const token of tokens) {
    if (NUMBER.test(token)) numbers++;
    else if (WORD.test(token)) words++;
  }
  return numbers >= 3 && numbers >= 2 * words;
}

export interface TrimmedText {
  text: string;
  /** Measurement rows left out. */
  rowsLeftOut: number;
}

export function trimForAi(text: string, maxChars: number): TrimmedText {
  if (text.length <= TRIM_ABOVE_CHARS) return { text, rowsLeftOut: 0 };
  const lines = text.split('\n');
  const out: string[] = [];
  let rowsLeftOut = 0;
  for (let index = 0; index < lines.length;) {
    let end = index;
    while (end < lines.length && isMeasurementRow(lines[end]!)) end++;
    const run = end - index;
    if (run >= MIN_RUN) {
      out.push(...lines.slice(index, index + KEEP_ROWS));
      out.push(`[… ${run - KEEP_ROWS} rows of measurement results left out …]`);
      rowsLeftOut += run - KEEP_ROWS;
      index = end;
    } else if (run > 0) {
      out.push(...lines.slice(index, end));
      index = end;
    } else {
      out.push(lines[index]!);
      index++;
    }
  }
  const trimmed = out.join('\n');
  return {
    text: trimmed.length > maxChars ? trimmed.slice(0, maxChars) : trimmed,
    rowsLeftOut,
  };
}
