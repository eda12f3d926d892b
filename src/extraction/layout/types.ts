/**
 * Geometry the layout analysis works on. Coordinates are PDF points with the origin at the
 * top-left of the page (y grows downwards), so "below" means a larger y.
 */

/** One positioned piece of text as the PDF (or, later, OCR) delivered it. */
export interface TextRun {
  text: string;
  /** 1-based page number. */
  page: number;
  /** Left edge. */
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  /** Font size (em height) in points. */
  size: number;
  /** Identifies the font (name + size class), used to tell headings from body text. */
  font: string;
}

/** Text of one page before layout analysis. */
export interface PageText {
  number: number;
  width: number;
  height: number;
  runs: TextRun[];
}

/** A run of text on one line separated from its neighbours by a clear horizontal gap. */
export interface Cell {
  text: string;
  page: number;
  x0: number;
  x1: number;
  /** Top and bottom of the text box (baseline − size … baseline + size/4). */
  top: number;
  bottom: number;
  baseline: number;
  size: number;
  font: string;
  /** Index of the owning line in DocumentLayout.lines. */
  line: number;
  /** Index of this cell within its line. */
  index: number;
  /** The runs the cell was joined from, to cut it again at a column edge. */
  parts: { text: string; x0: number; x1: number }[];
}

export interface Line {
  /** Index in DocumentLayout.lines (document reading order). */
  index: number;
  page: number;
  baseline: number;
  top: number;
  bottom: number;
  x0: number;
  x1: number;
  size: number;
  cells: Cell[];
  /** Cell texts joined by single spaces. */
  text: string;
  /** Same text on (almost) every page at the same height: a running header or footer. */
  repeated: boolean;
  /** Looks like a heading: other font or larger size than body text, or all capitals. */
  heading: boolean;
}

export interface DocumentLayout {
  pages: { number: number; width: number; height: number; lineStart: number; lineEnd: number }[];
  lines: Line[];
  /** The font most body text is set in, and its size. */
  bodyFont: string;
  bodySize: number;
}
