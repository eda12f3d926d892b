/**
 * Where a run of words is cut into cells at a column edge of the lines around it, and where a
 * gap is a word space however wide (layout/column-edges.ts).
 */
import { describe, expect, it } from 'vitest';
import { splitAtColumnEdges } from '../../../../src/extraction/layout/column-edges.js';
import { buildLines } from '../../../../src/extraction/layout/lines.js';
import type { TextRun } from '../../../../src/extraction/layout/types.js';

const SIZE = 7.5;

/** A scanned line's words from `x` on, each `letter` points a character, `space` apart. */
function words(text: string, x: number, y: number, letter: number, space: number): TextRun[] {
  const runs: TextRun[] = [];
  for (const word of text.split(' ')) {
    runs.push({
      text: word,
      page: 1,
      x,
      y,
      width: word.length * letter,
      size: SIZE,
      font: 'ocr@7.5',
    });
    x += word.length * letter + space;
  }
  return runs;
}

function cellsOf(runs: TextRun[]): string[][] {
  const lines = buildLines(runs, 1, 0);
  splitAtColumnEdges(lines);
  return lines.map((line) => line.cells.map((cell) => cell.text));
}

describe('a gap as wide as a column gap', () => {
  // Session 71, block 76 (seed 76121): a typewriter face spaces its words 0.7 of its size
  // apart. A table's rows four and five lines under a sentence started a column where one of
  // its words did, and cut "conforme con las | especificaciones": the sentence lost its verdict.
  const sentence = (space: number, wide: number) => {
    const head = words('conforme con las', 50, 300, 4.5, space);
    const end = head[head.length - 1]!;
    return [
      ...head,
      ...words('especificaciones del fabricante.', end.x + end.width + wide, 300, 4.5, space),
    ];
  };
  const below = (x: number) => [
    ...words('Trazabilidad', 50, 312, 4.5, 5),
    ...words('Fluke', 120, 324, 4.5, 5),
    ...words('Keysight', 120, 336, 4.5, 5),
    ...words('Calibrador', 50, 348, 4.5, 5),
    ...words('9756-0080', x, 348, 4.5, 5),
    ...words('Bobina', 50, 360, 4.5, 5),
    ...words('L80725373', x, 360, 4.5, 5),
  ];

  it('is a word space where the line spaces all its words as wide', () => {
    const runs = sentence(5.2, 5.3);
    const x = runs.find((run) => run.text === 'especificaciones')!.x;
    const lines = cellsOf([...runs, ...below(x)]);
    expect(lines[0]).toEqual(['conforme con las especificaciones del fabricante.']);
  });

  it("parts the columns where it is wider than the line's word spaces", () => {
    const runs = sentence(2.5, 5.3);
    const x = runs.find((run) => run.text === 'especificaciones')!.x;
    const lines = cellsOf([...runs, ...below(x)]);
    expect(lines[0]).toEqual(['conforme con las', 'especificaciones del fabricante.']);
  });
});

describe("a short cell's gap, measured by the line's other words", () => {
  // Session 75, block 84 (seed 84221): a scan spaced "Laboratoires Dumont SA" 6 pt apart at
  // 8.5 pt, as it spaced "Céramica Aveirense, Lda." beside it; a table of standards four and
  // five lines above started a column where "Dumont" did, and the customer read "Laboratoires".
  const line = (space: number) => {
    const name = words('Laboratoires Dumont SA', 50, 300, 4.5, 5.4);
    return [...name, ...words('Céramica Aveirense, Lda.', 250, 300, 4.5, space)];
  };
  const above = (x: number) => [
    ...words('E2', 50, 240, 4.5, 5),
    ...words('Toledo', x, 240, 4.5, 5),
    ...words('Comparateur', 50, 252, 4.5, 5),
    ...words('Sartorius', x, 252, 4.5, 5),
    ...words('de masse', 50, 264, 4.5, 5),
    ...words('Client Customer Data', 50, 276, 4.5, 5),
    ...words('Client Owner:', 50, 288, 4.5, 5),
  ];

  it('is a word space where the cells beside it space their words as wide', () => {
    const runs = line(5.3);
    const x = runs.find((run) => run.text === 'Dumont')!.x;
    const lines = cellsOf([...above(x), ...runs]);
    expect(lines.at(-1)).toEqual(['Laboratoires Dumont SA', 'Céramica Aveirense, Lda.']);
  });

  it('parts the columns where the cells beside it space their words narrower', () => {
    const runs = line(2.5);
    const x = runs.find((run) => run.text === 'Dumont')!.x;
    const lines = cellsOf([...above(x), ...runs]);
    expect(lines.at(-1)).toEqual(['Laboratoires', 'Dumont SA', 'Céramica Aveirense, Lda.']);
  });
});
