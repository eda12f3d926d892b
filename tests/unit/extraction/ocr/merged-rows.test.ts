import { describe, expect, it } from 'vitest';
import { splitMergedRow } from '../../../../src/extraction/ocr/merged-rows.js';
import { boxedLine, boxedWord } from './recognised-line.js';

describe('splitMergedRow', () => {
  const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
  const texts = (line: ReturnType<typeof boxedLine>) =>
    splitMergedRow(line).map((part) => part.words.map((word) => word.text));

  it('parts the rows of two columns a sliver of ink between them does not bridge', () => {
    // Session 70, block 73 (seed 73261): "3.3 M" of "3.3 Modelo:" on the left read with the
    // right column's "3.3 Vencimiento:" half a line higher, and between them "Co" at 0, 10 px
    // wide and 40 tall over both rows. Bridged, "3.3 M" stayed on the wrong row and the
    // caption "Modelo" was lost.
    const row = (sliver: number) =>
      boxedLine(
        boxedWord('23M', box(211, 1133, 282, 1152), 61),
        boxedWord('Co', box(905, 1107, 915, 1147), sliver),
        boxedWord('3.3', box(1283, 1113, 1336, 1137), 93),
        boxedWord('Vencimiento:', box(1357, 1110, 1575, 1137), 91),
        boxedWord('12-03-2024', box(1780, 1113, 1963, 1137), 96),
      );
    expect(texts(row(0))).toEqual([
      ['23M', 'Co'],
      ['3.3', 'Vencimiento:', '12-03-2024'],
    ]);
    // Read as believed letters, it stands where it stands: one row with both.
    expect(texts(row(90))).toEqual([['23M', 'Co', '3.3', 'Vencimiento:', '12-03-2024']]);
  });

  it('keeps one row of words on one baseline whole', () => {
    const line = boxedLine(
      boxedWord('Fecha', box(100, 200, 220, 230), 96),
      boxedWord('de', box(240, 200, 280, 230), 96),
      boxedWord('calibración', box(300, 198, 520, 230), 96),
    );
    expect(texts(line)).toEqual([['Fecha', 'de', 'calibración']]);
  });
});
