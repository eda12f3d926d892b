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

describe('a small reading inside a larger word', () => {
  // Session 47, block 22: "o_o" read inside the 16.5 pt letterhead's "Rheinisches" had parted
  // the lab's name, and "Kalibrierlabor GmbH" alone became the lab.
  const sized = (text: string, x: number, x1: number, size: number, font: string): TextRun => ({
    ...run(text, x, x1, font),
    size,
  });
  const letterhead = (font: string, small: string) => [
    sized('Rheinisches', 50, 154, 16.5, font),
    sized('o_o', 85, 105, 10.5, small),
    sized('Kalibrierlabor', 161, 290, 16.5, font),
    sized('GmbH', 296, 344, 16.5, font),
  ];

  it('is noise on a scan: the name stays whole', () => {
    expect(cellsOf(letterhead('ocr@16.5', 'ocr@10.5'))).toEqual([
      'Rheinisches Kalibrierlabor GmbH',
    ]);
  });

  it('stays where a text layer prints it', () => {
    expect(cellsOf(letterhead('f1@16.5', 'f1@10.5'))).not.toEqual([
      'Rheinisches Kalibrierlabor GmbH',
    ]);
  });
});
