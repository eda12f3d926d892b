/**
 * Turning contract values into cell values. Text that came from a PDF or a user is hostile: it is
 * written as a plain string (a shared string, never parsed as a formula on opening) in a cell with
 * the Text number format, so re-entering it in Excel or LibreOffice keeps it text as well
 * (OWASP formula injection) — and keeps '-0042' from turning into -42.
 */
import type { Cell, Style } from 'exceljs';
import { TEXT_CELL } from './styles.js';
import { utcDayOf } from './utc-days.js';

/** Excel's limit per cell. */
const MAX_CELL_TEXT = 32_767;
const MS_PER_DAY = 86_400_000;

// Characters XML 1.0 cannot carry (a workbook containing them is "repaired" by Excel): C0
// controls other than tab/LF/CR, U+FFFE/U+FFFF and unpaired surrogates.
const XML_ILLEGAL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The string a cell will hold for `value`: unchanged except that characters XML cannot carry
 * become U+FFFD and CR/CRLF become LF (XML parsers turn a raw CR into LF anyway, and LF is
 * Excel's own line break in a cell), capped at Excel's cell limit.
 */
export function cellText(value: string): string {
  const text = value.replace(/\r\n?/g, '\n').replace(XML_ILLEGAL, '\ufffd');
  return text.length <= MAX_CELL_TEXT ? text : Array.from(text).slice(0, MAX_CELL_TEXT).join('');
}

/**
 * Writes untrusted text: a plain string in a Text-formatted cell (null leaves it empty). The
 * style given must keep the Text number format ('@'); it is assigned whole (see sharedStyle).
 */
export function setUntrustedText(
  cell: Cell,
  value: string | null | undefined,
  style: Partial<Style> = TEXT_CELL,
): void {
  cell.style = style;
  if (value === null || value === undefined || value === '') return;
  cell.value = cellText(value);
}

/** An ISO date as the UTC-midnight Date exceljs stores as a whole-day serial; null if invalid. */
export function isoToExcelDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const day = utcDayOf(iso);
  return day === null ? null : new Date(day * MS_PER_DAY);
}
