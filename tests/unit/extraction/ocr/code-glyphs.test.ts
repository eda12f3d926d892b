/**
 * A code's letters the recogniser read as digits are told apart by their ink. The glyphs are
 * the ink of real readings from the procedural scans ('#' ink, '+' grey, '.' paper).
 */
import { describe, expect, it } from 'vitest';
import { withCodeGlyphs } from '../../../../src/extraction/ocr/code-glyphs.js';
import type { OcrSymbol } from '../../../../src/extraction/ocr/ocr-engine.js';
import { blank } from './clean-image/gray-pages.js';

/** Seed 60141: the serif "Z" of "Z78846749", read "2" at 95. */
const SERIF_ZED = `
.+##################+..
.###################+..
+###################+..
+##+..........+#####+..
+##+..........+####+...
+##+..........#####....
.+#..........+####+....
..+..........####+.....
............+####......
...........+####+......
...........+####.......
..........+####+.......
.........+#####........
.........+####+........
.........####+.........
........+####..........
.......+####+..........
.......#####...........
......+####+...........
......####+............
.....+####+............
....+####+.............
....#####..............
...+####+..........++..
...####+...........+#+.
..+####+...........###.
.+####+............+##.
.+####+++++++++++++###.
.#####################.
+#####################.`;

/** The same scan's "2" of "2024": its top an arc, its bowl swelling out on the right. */
const TWO = `
....++######++......
.++############+....
.+##############++..
.+####++++#######+..
.+###.....+#######..
.###+......+######+.
.+##+......+#######.
.+##+......+#######.
..++........#######+
............+######+
............+######+
............+######+
...........+#######.
...........+######+.
...........+######..
..........+######+..
..........+#####+...
.........+#####+....
.........+####+.....
........+####+......
.......+####+.......
......+####+........
.....+####+......++.
....+####+......+##+
...####+........+##.
.+#####+++++++++###.
.+#################.
.+#################.
.##################.
.##################+`;

/** Seed 56271: the bold "S" of "224-1S", read "5" at 98. */
const BOLD_ES = `
....+#######++.......
....+############++..
..++####+++++######..
..#####+....+######..
..#####+......++###+.
.+#####.........###+.
.+###++.........###+.
.+###++.........+##..
.+#####+.........++..
.+########+......++..
.+########+..........
.+###########+++.....
.+###########+++.....
.+###############....
..++###############+.
....+##############+.
....+##############+.
.....+++############.
...........+########.
...........+########+
..............######+
..#++.........######+
..#++.........+#####+
++###.........+#####.
++###+........+#####.
++###+........+#####.
++####+++...++####++.
..+#########++####++.
..+##############+...
...+++++###++++......`;

/** Seed 58271: a bold "5" whose bar's last row the scan wore through ("202S" for "2025"). */
const WORN_FIVE = `
..+#################...
..##################...
..##################...
..##################...
..##################...
..############++###+...
..######+..............
..######+..............
..######+..............
..######+..+...........
..##############+......
..###############+.....
..#################+...
..##################...
..##################+..
..####++++++#########..
..++++......+########+.
.............+#######+.
..............########.
..............########.
..............########.
..............########.
..............########.
++++.........########+.
+####+......+########+.
+###################+..
+###################+..
+##################+...
.+################+....
..+#############++.....`;

/** Seed 61061: a "5" of "55/6525" whose bar's last rows the scan wore into three strokes. */
const WORN_BAR_FIVE = `
.+++###########...
.+++###########...
.++############+..
.++###+##+++#+++..
.++###+##+++#+++..
.++###............
.++###............
.++###............
.++###............
.+###++++++++.....
.+###++++++++.....
.+###########+....
.+############++..
.+############++..
.++++++++++#####+.
...........++###+.
...........++###+.
.............###+.
.............###+.
.............####.
.............####.
.............####.
.............####.
.............###+.
..++.......#####+.
..++.......#####+.
.####+++########..
.############+....
.############+....
..########+++.....`;

/** Seed 61171: the "G" of "28G-0009", read "6" at 96; and an "8". */
const GEE = `
.......+#######++...
.....+###########+..
....+#############..
...+#####+....+###..
...####+........++..
..+####.............
..+###+.............
.+####..............
.+###+..............
.+###+..............
.####+..............
.####+..............
.####+......+.......
.####+.....+######+.
.####+.....########.
.####+.....+#######.
.+###+........+####.
.+###+.........####.
.+###+.........####.
..####.........####.
..####+.......+####.
..+####+.......####.
...+####......+####.
....######++++#####.
.....#############+.
......##########+...`;
const EIGHT = `
....++#######+.....
...+##########+....
..+#############...
..####++..++####+..
.+###+......+####..
.####+.......####..
.####........####..
.####........####+.
.+###+.......####..
..###+......+###+..
..+###++..++####+..
...+##########+....
....+#########+....
...+##########++...
..+####+++++####+..
.+###+......+####..
.####........+###+.
+####........+###+.
+###+........+###+.
+###+........+###+.
+####........+###+.
.####........+###+.
.+####......+####+.
.+#####++++#####+..
..+############+...
...+##########+....`;

/** Seed 61271: the serif "E" of "EX224", read "F" at 98. */
const SERIF_EE = `
.##########################..
.++########################..
.++########################..
....######.............###++.
....+###++.............###++.
....+###++.............###++.
....+###++.............+++...
....+#####.............+++...
....+#####...................
....+#####.........+##+......
....+#####.........+##+......
....+#####.........###+......
....+#####+++++++++###+......
....+########++++++###+......
....+#################+......
....+########++++++###+......
....+#####+..++++++###+......
....+#####+........+##+......
....+#####.........+##+......
....+#####.........+##+......
....+#####...................
....+#####...................
....+#####...................
....+#####...................
....+#####.............++#++.
....+#####.............++#++.
....+#####.............++###.
....+#####.............++###.
..+++########..........++###.
..+++#######################.
.+##########################.
..+++++++++++##############..`;
/** The same "E" with its foot worn away: an "F" as far as its ink tells. */
const FOOTLESS_EE = SERIF_EE.split('\n').slice(0, -4).join('\n');

/** A ring as wide as an "O" beside "4"s two thirds as wide: "MSO44" read "MS044". */
function ring(width: number, height: number, stroke = 4): string {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) {
      const dx = (x + 0.5 - width / 2) / (width / 2);
      const dy = (y + 0.5 - height / 2) / (height / 2);
      const outer = dx * dx + dy * dy <= 1;
      const ix = (x + 0.5 - width / 2) / (width / 2 - stroke);
      const iy = (y + 0.5 - height / 2) / (height / 2 - stroke);
      row += outer && ix * ix + iy * iy > 1 ? '#' : '.';
    }
    rows.push(row);
  }
  return rows.join('\n');
}
/** A plain "4": a stem at the right, a bar across, a diagonal up to the stem's top. */
function four(width: number, height: number): string {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) {
      const stem = x >= width - 7 && x < width - 3;
      const bar = y >= Math.round(height * 0.68) && y < Math.round(height * 0.68) + 4;
      const diagonal =
        Math.abs(x - (width - 7) * (1 - y / (height * 0.7))) < 2.5 && y < height * 0.7;
      row += stem || bar || diagonal ? '#' : '.';
    }
    rows.push(row);
  }
  return rows.join('\n');
}

/**
 * A recognised line of one word: the glyphs side by side, 4 px apart on one baseline, each
 * symbol read as its given text and boxed round its ink.
 */
function codeLine(glyphs: readonly (readonly [string, string])[]) {
  const shapes = glyphs.map(([, art]) => art.trim().split('\n'));
  const height = Math.max(...shapes.map((rows) => rows.length));
  const width = shapes.reduce((sum, rows) => sum + rows[0]!.length + 4, 20);
  const image = blank(width, height + 20);
  const symbols: OcrSymbol[] = [];
  let x0 = 10;
  shapes.forEach((rows, index) => {
    const top = 10 + height - rows.length;
    rows.forEach((row, y) =>
      [...row].forEach((char, x) => {
        image.data[(top + y) * image.width + x0 + x] = char === '#' ? 0 : char === '+' ? 170 : 255;
      }),
    );
    const box = { x0, y0: top, x1: x0 + rows[0]!.length, y1: top + rows.length };
    symbols.push({ text: glyphs[index]![0], box, confidence: 95 });
    x0 = box.x1 + 4;
  });
  const text = glyphs.map(([char]) => char).join('');
  const box = { x0: 10, y0: 10, x1: x0 - 4, y1: 10 + height };
  const word = { text, confidence: 90, box, symbols };
  return { image, result: { lines: [{ words: [word], box, baseline: { ...box, y0: box.y1 } }] } };
}

const readAs = (glyphs: readonly (readonly [string, string])[]) => {
  const { image, result } = codeLine(glyphs);
  return withCodeGlyphs(image, result).lines[0]!.words[0]!.text;
};

describe("a code's letters read as digits, told apart by their ink", () => {
  it('reads a "Z" the recogniser took for a "2", and keeps a real "2"', () => {
    expect(
      readAs([
        ['2', SERIF_ZED],
        ['7', EIGHT],
        ['8', EIGHT],
        ['8', EIGHT],
      ]),
    ).toBe('Z788');
    expect(
      readAs([
        ['2', TWO],
        ['7', EIGHT],
        ['8', EIGHT],
        ['8', EIGHT],
      ]),
    ).toBe('2788');
  });

  it('reads a "Z" the recogniser took for a "7": a "7" has no foot', () => {
    expect(
      readAs([
        ['7', SERIF_ZED],
        ['1', EIGHT],
        ['8', EIGHT],
        ['0', EIGHT],
      ]),
    ).toBe('Z180');
  });

  it('reads an "S" the recogniser took for a "5", and keeps a bold "5" with a worn bar', () => {
    expect(
      readAs([
        ['2', TWO],
        ['2', TWO],
        ['4', EIGHT],
        ['5', BOLD_ES],
      ]),
    ).toBe('224S');
    expect(
      readAs([
        ['2', TWO],
        ['0', EIGHT],
        ['2', TWO],
        ['5', WORN_FIVE],
      ]),
    ).toBe('2025');
    // Seed 61061: "55/6525", its first "5"s' bars worn into three strokes over two rows.
    expect(
      readAs([
        ['5', WORN_BAR_FIVE],
        ['5', WORN_BAR_FIVE],
        ['6', GEE],
        ['2', TWO],
      ]),
    ).toBe('5562');
  });

  it('leaves a "6" alone, even one shaped like a "G": a worn "6" looks the same', () => {
    expect(
      readAs([
        ['2', TWO],
        ['8', EIGHT],
        ['6', GEE],
        ['0', EIGHT],
      ]),
    ).toBe('2860');
  });

  it('reads an "O" far wider than the digits beside it, and keeps a "0" as wide as they are', () => {
    const digit = four(20, 31);
    expect(
      readAs([
        ['M', digit],
        ['S', digit],
        ['0', ring(26, 32)],
        ['4', digit],
        ['4', digit],
      ]),
    ).toBe('MSO44');
    expect(
      readAs([
        ['M', digit],
        ['S', digit],
        ['0', ring(19, 31)],
        ['4', digit],
        ['4', digit],
      ]),
    ).toBe('MS044');
  });

  it('reads an "F" with a foot as an "E", in codes and words alike', () => {
    expect(
      readAs([
        ['F', SERIF_EE],
        ['X', EIGHT],
        ['2', TWO],
        ['2', TWO],
        ['4', EIGHT],
      ]),
    ).toBe('EX224');
    expect(
      readAs([
        ['F', SERIF_EE],
        ['l', EIGHT],
        ['é', EIGHT],
      ]),
    ).toBe('Elé');
    expect(
      readAs([
        ['F', FOOTLESS_EE],
        ['l', EIGHT],
        ['é', EIGHT],
      ]),
    ).toBe('Flé');
  });

  it('leaves words of small letters and short numbers alone', () => {
    expect(
      readAs([
        ['a', SERIF_ZED],
        ['2', SERIF_ZED],
        ['b', EIGHT],
        ['c', EIGHT],
      ]),
    ).toBe('a2bc');
    expect(
      readAs([
        ['2', SERIF_ZED],
        ['4', EIGHT],
      ]),
    ).toBe('24');
  });
});
