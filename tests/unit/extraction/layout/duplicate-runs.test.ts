/**
 * Text drawn twice to fake bold is read once, whatever else the page holds: the check compares a
 * run only with earlier runs of the same text (issue 21 made it linear on dense pages).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from '../../../../src/extraction/layout/lines.js';
import type { TextRun } from '../../../../src/extraction/layout/types.js';

const run = (text: string, x: number, y: number, width: number, size = 10): TextRun => ({
  text,
  page: 1,
  x,
  y,
  width,
  size,
  font: `f1@${size}`,
});

describe('text drawn twice', () => {
  it('keeps one copy of a word overprinted at almost the same place', () => {
    const lines = buildLines(
      [
        run('Certificate', 50, 100, 60),
        run('No.', 115, 100, 15),
        run('Certificate', 50.5, 100.4, 60),
      ],
      1,
      0,
    );
    expect(lines.map((line) => line.text)).toEqual(['Certificate No.']);
  });

  it('keeps the same text printed at other places, and different text at the same place', () => {
    const lines = buildLines(
      [
        run('PASS', 50, 100, 24),
        run('PASS', 200, 100, 24),
        run('PASS', 50, 130, 24),
        run('FAIL', 50, 130.5, 24),
      ],
      1,
      0,
    );
    expect(lines.map((line) => line.cells.map((cell) => cell.text))).toEqual([
      ['PASS', 'PASS'],
      ['PASS'],
      ['FAIL'],
    ]);
  });

  it('reads a dense table of repeated values cell for cell, each overprinted copy dropped', () => {
    const runs: TextRun[] = [];
    for (let row = 0; row < 60; row++) {
      for (let column = 0; column < 8; column++) {
        const x = 40 + column * 70;
        const y = 60 + row * 12;
        runs.push(run('0.00', x, y, 20), run('0.00', x + 0.2, y, 20));
      }
    }
    const lines = buildLines(runs, 1, 0);
    expect(lines).toHaveLength(60);
    expect(lines.every((line) => line.cells.length === 8)).toBe(true);
  });
});
