/**
 * A certificate that names no manufacturer may still print one beside a model of the same
 * family: a manufacturer's own certificate for a "CMP 11" cites its reference "Kipp & Zonen
 * CMP 21 sn 110734". The brand written directly before a model with the same letter prefix is
 * read as the maker — a guess, so it only fills an empty field, with low confidence.
 */
import { escapeRegExp } from '../dictionary/normalize.js';
import type { DocumentLayout } from '../layout/types.js';

/** A brand: one to three capitalised words, "&" allowed inside ("Kipp & Zonen"). */
const BRAND = "\\p{Lu}[\\p{L}'-]+(?:\\s(?:&|\\p{Lu}[\\p{L}'-]+)){0,3}";
/** Capitalised words that start sentences or captions, not brands. */
const NOT_BRAND =
  /^(?:The|A|An|Reference|Standard|Model|Type|Serial|Calibration|Sensor|Instrument|Test|Our|This|With)\b/;

export function makerFromModelFamily(layout: DocumentLayout, model: string): string | null {
  const prefix = /^([A-Za-z]{2,})(?=[\s-]?\d)/.exec(model.trim())?.[1];
  if (!prefix) return null;
  const pattern = new RegExp(`(${BRAND})\\s+${escapeRegExp(prefix)}[\\s-]?\\d`, 'gu');
  // Within one cell: a caption beside the value ("PYRANOMETER MODEL | CMP 11") is no brand.
  for (const cell of layout.lines.flatMap((line) => line.cells)) {
    for (const match of cell.text.matchAll(pattern)) {
      const brand = match[1]!.trim();
      if (!NOT_BRAND.test(brand) && brand.toUpperCase() !== prefix.toUpperCase()) return brand;
    }
  }
  return null;
}
