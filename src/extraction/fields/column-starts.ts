/**
 * Whether two cells start one column. A PDF's own text sets a column's cells to the point; a scan
 * moves them a few points either way. Three tolerances, each for its own question:
 *
 * - `startsTogether` (2 pt): the question needs the column exactly, because a neighbouring
 *   column may stand an em away — a grid's header over its values, the line under a cell, a
 *   date's line under a date.
 * - `goesOnInColumn` (0.4 em, at least 2 pt): the next line of one value, which a scan set a
 *   few points off ("Société Nouvelle des" / "Ateliers", "“Gossen" / "Metrawatt"); no wider,
 *   or a form's next row, starting a little further in, would join the value.
 * - `inCaptionColumn` (half an em, at least 2 pt): a cell counted to a caption's column — a row
 *   of a grid, a value or a gloss under a caption ("Costruttore" at 234, "Fluke" at 230).
 */

/** The most a PDF's own text moves a column's cells: rounding, not layout. */
const SET_TOLERANCE = 2;

/** Two cells start one column, as a PDF's text sets it. */
export function startsTogether(x0: number, other: number): boolean {
  return Math.abs(x0 - other) <= SET_TOLERANCE;
}

/** A line starting here goes on with a value whose line starts at `other`, in text `size`. */
export function goesOnInColumn(x0: number, other: number, size: number): boolean {
  return Math.abs(x0 - other) <= Math.max(SET_TOLERANCE, size * 0.4);
}

/** A cell starting here stands in the column of a caption starting at `other`. */
export function inCaptionColumn(x0: number, other: number, size: number): boolean {
  return Math.abs(x0 - other) <= Math.max(SET_TOLERANCE, size * 0.5);
}
