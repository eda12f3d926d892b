/**
 * The review's highlight: a value's box, recorded by the engine in PDF points from the page's
 * top-left (y = the baseline, height = the font size above it), scaled to the pixels of the page
 * as drawn. Pure, so the arithmetic is unit-tested apart from pdf.js and the DOM.
 */

/** Where a value was read (the shape of the contract's FieldSource, without its page). */
export interface ValueBox {
  x: number;
  y: number;
  width?: number;
  height?: number;
}

export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Stand-ins for positions stored before boxes were recorded: a short word of body text. */
const FALLBACK_WIDTH_PT = 60;
const FALLBACK_HEIGHT_PT = 9;
/** Descenders ("g", "y") go below the baseline by about a quarter of the font size. */
const DESCENT = 0.25;
/** Air around the text, in PDF points, so the outline does not cut through the letters. */
const PAD_PT = 2.5;
/** Drawing sharper than twice a point per pixel only costs memory. */
const MAX_SCALE = 2;

/** Pixels per PDF point for a page `pageWidthPt` wide shown in `availableWidthPx`. */
export function fitScale(pageWidthPt: number, availableWidthPx: number): number {
  if (!(pageWidthPt > 0) || !(availableWidthPx > 0)) return 1;
  return Math.min(MAX_SCALE, availableWidthPx / pageWidthPt);
}

/** True when the engine recorded the value's size (else the box is a stand-in at its start). */
export function hasRecordedBox(box: ValueBox): boolean {
  return box.width !== undefined && box.height !== undefined;
}

/**
 * The highlight in pixels of a page drawn at `scale` pixels per point, kept inside the page
 * (`pageWidthPt` × `pageHeightPt`).
 */
export function highlightRect(
  box: ValueBox,
  scale: number,
  pageWidthPt: number,
  pageHeightPt: number,
): PixelRect {
  const width = box.width ?? FALLBACK_WIDTH_PT;
  const height = box.height ?? FALLBACK_HEIGHT_PT;
  const left = clamp(box.x - PAD_PT, 0, pageWidthPt);
  const top = clamp(box.y - height - PAD_PT, 0, pageHeightPt);
  const right = clamp(box.x + width + PAD_PT, left, pageWidthPt);
  const bottom = clamp(box.y + height * DESCENT + PAD_PT, top, pageHeightPt);
  return {
    left: round(left * scale),
    top: round(top * scale),
    width: round((right - left) * scale),
    height: round((bottom - top) * scale),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
