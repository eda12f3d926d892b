/**
 * A speck a scan read as a mark ("=") in the gap between two columns: the words either side are
 * further apart than a cell gap, so they are two cells, not one (session 46, seed 19291: the
 * caption "Make" had run into the instrument's name, "Humidity and Temperature = Make", and the
 * maker beside it was lost).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from '../../../../src/extraction/layout/lines.js';
import type { TextRun } from '../../../../src/extraction/layout/types.js';

const run = (text: string, x: number, x1: number, font = 'ocr@11'): TextRun => ({
  text,
  page: 1,
  x,
  y: 211,
  width: x1 - x,
  size: 11,
  font,
});

const cellsOf = (runs: TextRun[]) => buildLines(runs, 1, 0)[0]!.cells.map((cell) => cell.text);

describe('a speck in a column gap', () => {
  const row = (font?: string) => [
    run('Humidity', 155.8, 202.6, font),
    run('and', 206.2, 224.4, font),
    run('Temperature', 227.8, 293.8, font),
    run('=', 302.4, 304.6, font),
    run('Make', 309.1, 337, font),
    run('Rotronic', 411.6, 454.6, font),
  ];

  it('joins no two columns on a scan', () => {
    expect(cellsOf(row())).toEqual(['Humidity and Temperature', 'Make', 'Rotronic']);
  });

  it('stays where a text layer prints it', () => {
    expect(cellsOf(row('f1@11'))).toEqual(['Humidity and Temperature = Make', 'Rotronic']);
  });

  it('stays between words a word space apart ("38 = 10")', () => {
    const tolerance = [run('(38', 100, 116), run('=', 119, 125), run('10)', 128, 143)];
    expect(cellsOf(tolerance)).toEqual(['(38 = 10)']);
  });
});
