/**
 * Runs that touch are one word when a PDF draws a word in pieces, two words when a recogniser
 * read them from a scan: it saw the space their boxes do not show.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from '../../../../src/extraction/layout/lines.js';
import type { TextRun } from '../../../../src/extraction/layout/types.js';

const run = (text: string, x: number, width: number, font: string): TextRun => ({
  text,
  page: 1,
  x,
  y: 100,
  width,
  size: 17,
  font,
});

describe('touching runs', () => {
  it('are two words when a recogniser read them', () => {
    const lines = buildLines(
      [
        run('Certificate', 186, 109.92, 'ocr@17'),
        run('of', 295.92, 19.68, 'ocr@17'),
        run('Calibration', 325.44, 100.32, 'ocr@17'),
      ],
      1,
      0,
    );
    expect(lines.map((line) => line.text)).toEqual(['Certificate of Calibration']);
  });

  it('are one word when a PDF drew it in pieces', () => {
    const lines = buildLines(
      [run('Certifi', 186, 60, 'f1@17'), run('cate', 246, 40, 'f1@17')],
      1,
      0,
    );
    expect(lines.map((line) => line.text)).toEqual(['Certificate']);
  });
});
