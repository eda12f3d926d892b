/**
 * Ambient conditions printed as a from/to table:
 *
 *                          von      bis      Unsicherheit
 *                          from     to       uncertainty
 *     Temperatur / °C      21,4     21,5     0,2
 *
 * The reading is the range, "21,4 °C to 21,5 °C", not the first number alone.
 */
import type { Cell, DocumentLayout } from '../layout/types.js';

const FROM = /^(?:von|from|min\.?|minimum|de|desde|da|dal|du|inicio|início|start)$/i;
const TO = /^(?:bis|to|max\.?|maximum|à|a|al|hasta|até|ate|au|fin|end)$/i;
const NUMBER = /^[±+\-−]?\d+(?:[.,]\d+)?$/;
/** The captions sit at most this many lines above the row. */
const HEADER_SEARCH_LINES = 6;

function alignedWith(caption: Cell, value: Cell): boolean {
  const overlap = Math.min(caption.x1, value.x1) - Math.max(caption.x0, value.x0);
  const centres = Math.abs((caption.x0 + caption.x1) / 2 - (value.x0 + value.x1) / 2);
  return overlap > 0 || centres <= value.size * 2;
}

/** The "from … to …" reading of a conditions row, or null when the row is no such range. */
export function conditionRange(
  layout: DocumentLayout,
  first: Cell,
  unit: string | null,
): string | null {
  if (!NUMBER.test(first.text.trim())) return null;
  const row = layout.lines[first.line]!;
  const second = row.cells.find((cell) => cell.x0 > first.x1 && NUMBER.test(cell.text.trim()));
  if (!second) return null;
  let from = false;
  let to = false;
  for (let index = first.line - 1; index >= first.line - HEADER_SEARCH_LINES; index--) {
    const line = layout.lines[index];
    if (!line || line.page !== row.page) break;
    for (const cell of line.cells) {
      const text = cell.text.trim();
      if (FROM.test(text) && alignedWith(cell, first)) from = true;
      if (TO.test(text) && alignedWith(cell, second)) to = true;
    }
    if (from && to) break;
  }
  if (!from || !to) return null;
  const reading = (cell: Cell) => (unit ? `${cell.text.trim()} ${unit}` : cell.text.trim());
  return `${reading(first)} to ${reading(second)}`;
}
