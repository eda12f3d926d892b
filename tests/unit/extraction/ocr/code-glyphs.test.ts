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

/** Seed 62201: the sans "S" of "S-60/0045", read "5": its curl a row, its top a round arc. */
const SANS_ES = `
.......#########......
....################..
....################..
..######......######..
.####.................
.####.................
.####.................
.####.................
.####.................
.####.................
.#####................
.#####................
...######.............
...############.......
...############.......
......############....
..........###########.
..........###########.
...............######.
................#####.
................#####.
..................####
..................####
..................####
................#####.
.##.............#####.
.##.............#####.
#######......########.
###################...
.##################...
....############......`;

/** Seed 62291: the bold "S" of "METRAHIT 29S", read "5". */
const BOLD_SANS_ES = `
.......##########....
....###############..
...################..
..#######.....#####..
..#####..........##..
.#####...............
.####................
#####................
#####................
#####................
.####................
.#####...............
.######..............
..########...........
..############.......
....############.....
.....#############...
.........##########..
.............#######.
...............#####.
................####.
................#####
................#####
................#####
.................###.
................####.
................####.
.##............#####.
.#####........#####..
.##################..
.#################...
...#############.....
.......######........`;

/** Tuning seed 291: a "5" of "6556" under specks, its corner white, a speck by its bar's end. */
const SPECKED_FIVE = `
....###.....#.....
....###.....###...
.###############..
.###############..
.###############..
.##############...
.#####.......##...
.#####............
.#####............
.#####............
.#####............
.############.....
.############.....
.##############...
.###############..
..........######..
..........########
............######
............######
............######
............######
............######
............######
..........######..
################..
################..
###############...
.##############...
.############.....`;

/** Seed 61131: an "8" of "83822/23" the recogniser boxed by its right half: no counter in it. */
const HALF_EIGHT = `
#......
###....
####...
#####..
.#####.
..####.
..####.
...###.
...###.
..####.
..###..
.####..
####...
###....
####...
#####..
..####.
..####.
...####
...####
...####
...####
...####
..#####
..####.
######.
#####..
###....`;

/** Seed 59251: the "5" of "2025", a serif hanging from its bar, its stem's edge uneven. */
const SERIF_FIVE = `
...#############..
...#############..
...#############..
...###.......##...
...###.......##...
.#####............
.#####............
.#####............
...###............
.#####............
.#####............
.###########......
.##############...
.##############...
.###############..
............####..
............#####.
..............####
...............###
...............###
...............###
...............###
...............###
...............###
...............###
...............###
..............####
..#.........#####.
..#.........#####.
#################.
..############....
..############....
......###.........`;

/** Seed 63201: the "5" of "2025-04-14", a speck over its bar's right end. */
const SPECK_OVER_BAR_FIVE = `
`;

/** Seed 62071: the serif "S" of "04622S", read "8" at 29: its curves close no counter. */
const ES_READ_EIGHT = `
........########....
....############....
.#####.......#####..
.#####.........####.
.###...........####.
####............###.
####............##..
####............##..
####................
####................
.#####..............
.########...........
..############......
...###########......
......###########...
......##...#######..
...........#######..
...............#####
.................###
.................###
..#..............###
..#..............###
###..............###
###..............###
###............###..
#####..........###..
..###############...
..######...#........
...........#........`;

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

/** Seed 66291: a sans "T" of "3457TT53785", read "7": its stem straight down its middle. */
const TEE = `
#########################+
##########################
#########################+
#+++++++++######++++++++++
..........+####+..........
...........####+..........
...........####+..........
...........####+..........
...........####+..........
...........####+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
...........+###+..........
............+++...........`;
/** The same scan's "7": its stroke leans across from the bar's right end. */
const SEVEN = `
...+++++++++++++++++++..
...##################+..
..+###################..
..+###################..
...++++++++++++++####+..
................+####+..
................+###+...
...............+####+...
...............+####....
...............+###+....
..............+####+....
..............+###+.....
..............####+.....
.............+####......
.............+###+......
.............####+......
............+####.......
............####+.......
...........+####+.......
...........+####........
..........+####+........
..........+####+........
..........+###+.........
..........####+.........
.........+####+.........
.........+###+..........
........+####+..........
........+####...........
........####+...........
.......+####+...........
.......+###+............
........+++.............`;
/** Seed 66091: the sans "I" of "DPI 104-IS", read "1": a bare stem. */
const EYE = `
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..
...+###..`;
/** The same scan's "1" of "104": its flag at the top left, its foot. */
const ONE = `
.......++###+........
...+#########........
...##########........
...#####+####........
...++....###+........
.........####........
.........####........
.........####........
.........####........
.........###+........
.........###+........
.........###+........
.........###+........
.........###+........
.........###+........
.........###+........
.........###+........
.........###+........
.........####........
.........###+........
.........###+........
.........###+........
.........###+........
...+##########+###...
...###############+..
...###############+..`;

/** Seed 80011: a serif capital "I" of "54 II B", its serifs alike on both sides, read "1". */
const SERIF_EYE = `
+##########+
+##########+
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
....####....
+##########+
+##########+`;

/**
 * Session 74, block 82 (seed 82211): a bold serif capital "I" of "54 II B", read "1": its stem
 * 7 pixels wide for 26 of height.
 */
const BOLD_SERIF_EYE = `
.############
#############
...########..
...#######...
....######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...#######...
...########..
.############
#############`;

/** Session 67, block 68: the "L" of the serial "94L-0080", read "1" at 99. */
const ELL = `
.+###+...............
.+####...............
.+####...............
.+####...............
.+####...............
.+####...............
.+####...............
.+####...............
.+####...............
..####...............
..####...............
..####...............
..####...............
..####...............
..####...............
..####+..............
..####...............
..####...............
..####...............
..####...............
..####...............
..####...............
..####...............
..################+..
..################+..
..################+..`;

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
function codeLine(glyphs: readonly (readonly [string, string])[], gaps: readonly number[] = []) {
  const shapes = glyphs.map(([, art]) => art.trim().split('\n'));
  const height = Math.max(...shapes.map((rows) => rows.length));
  const gapAfter = (index: number) => gaps[index] ?? 4;
  const width = shapes.reduce((sum, rows, index) => sum + rows[0]!.length + gapAfter(index), 20);
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
    x0 = box.x1 + gapAfter(index);
  });
  const text = glyphs.map(([char]) => char).join('');
  const box = { x0: 10, y0: 10, x1: x0 - gapAfter(glyphs.length - 1), y1: 10 + height };
  const word = { text, confidence: 90, box, symbols };
  return { image, result: { lines: [{ words: [word], box, baseline: { ...box, y0: box.y1 } }] } };
}

/**
 * Session 68, block 71 (seed 71281): the "S" of "2046S", read "5" at 99: its curl at the upper
 * right a hairline, a pixel wide for three of its five rows.
 */
const HAIRLINE_ES = `
...###########...
...###########...
..####.....####..
###.........###..
###.........###..
###...........#..
###...........#..
###...........#..
###..............
###..............
###..............
######...........
..#######........
..#######........
...###########...
.....#..######...
.....#..#######..
...........######
..............###
.............###.
.............###.
#............###.
#............###.
###..........###.
###..........###.
###..........###.
####........###..
.##############..
.##############..
.......##.##.....`;

/**
 * Session 67, block 69 (seed 69031): the "S" of "METRAHIT 29S", read "5": its curl one row
 * deep, its arc widening a pixel a row (3, 2, 2, then 0).
 */
const WIDENING_ES = `
...###########.
..############.
..############.
..###.......##.
###............
###............
###............
###............
###............
#####..........
..#########....
..#########....
...###########.
........######.
........######.
...........####
............###
............###
............###
............###
............###
............###
#####....######
#####....######
##############.
......##.......
......##.......`;

/**
 * Session 69, block 72 (seed 72081): the "5" of "PM 5203" in a reread strip, its bar's first
 * row worn in 4 pixels and a speck under the bar's right end: a row of two strokes under a
 * first row set in, as an "S" has. The bar's next two rows run from the left edge across.
 */
const WORN_CORNER_FIVE = `
....############..
.###############..
.###############..
.####.........##..
.####.........##..
.####.............
.###..............
.###..............
.###..............
.###..............
.###..............
.###########......
.##############...
.##############...
............#####.
.............####.
..............####
..............####
..............####
..............####
..............####
..............####
..............####
..............####
..............####
..............####
.............#####
###..........####.
###.........#####.
.###############..
.###############..
....#########.....
.....#######......`;

/** A closing parenthesis: a "J" the recogniser read as one ("23202)" of "2320ZJ97073"). */
const PAREN = `
##..
.##.
..##
..##
..##
..##
..##
..##
.##.
##..`;

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

  it('reads an "S" whose curl is a hairline, or one row deep under a widening arc', () => {
    expect(
      readAs([
        ['2', TWO],
        ['0', EIGHT],
        ['4', EIGHT],
        ['6', EIGHT],
        ['5', HAIRLINE_ES],
      ]),
    ).toBe('2046S');
    expect(
      readAs([
        ['2', TWO],
        ['9', EIGHT],
        ['9', EIGHT],
        ['5', WIDENING_ES],
      ]),
    ).toBe('299S');
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

  it('reads a sans "S" with a short curl by its round top, where a "5" has its corner', () => {
    expect(
      readAs([
        ['5', SANS_ES],
        ['6', GEE],
        ['0', EIGHT],
        ['4', EIGHT],
      ]),
    ).toBe('S604');
    expect(
      readAs([
        ['4', EIGHT],
        ['2', TWO],
        ['2', TWO],
        ['5', BOLD_SANS_ES],
      ]),
    ).toBe('422S');
    expect(
      readAs([
        ['6', GEE],
        ['5', SPECKED_FIVE],
        ['5', SPECKED_FIVE],
        ['6', GEE],
      ]),
    ).toBe('6556');
    expect(
      readAs([
        ['2', TWO],
        ['0', EIGHT],
        ['2', TWO],
        ['5', SERIF_FIVE],
      ]),
    ).toBe('2025');
    expect(
      readAs([
        ['4', EIGHT],
        ['2', TWO],
        ['2', TWO],
        ['5', SPECK_OVER_BAR_FIVE],
      ]),
    ).toBe('4225');
    // A date or a year holds no letter, whatever its ink.
    expect(
      readAs([
        ['2', TWO],
        ['0', EIGHT],
        ['2', TWO],
        ['5', BOLD_SANS_ES],
      ]),
    ).toBe('2025');
  });

  it('keeps a "5" whose bar runs from the left edge under a worn first row', () => {
    expect(
      readAs([
        ['5', WORN_CORNER_FIVE],
        ['2', TWO],
        ['0', EIGHT],
        ['3', EIGHT],
      ]),
    ).toBe('5203');
  });

  it('reads a code with a bracket the recogniser read for its "J"', () => {
    expect(
      readAs([
        ['2', TWO],
        ['3', EIGHT],
        ['2', TWO],
        ['0', EIGHT],
        ['2', SERIF_ZED],
        [')', PAREN],
      ]),
    ).toBe('2320Z)');
  });

  it('reads an "S" the recogniser took for an "8", and keeps an "8" with its two counters', () => {
    expect(
      readAs([
        ['0', EIGHT],
        ['4', EIGHT],
        ['6', GEE],
        ['2', TWO],
        ['8', ES_READ_EIGHT],
      ]),
    ).toBe('0462S');
    expect(
      readAs([
        ['0', EIGHT],
        ['4', EIGHT],
        ['6', GEE],
        ['2', TWO],
        ['8', EIGHT],
      ]),
    ).toBe('04628');
    expect(
      readAs([
        ['8', HALF_EIGHT],
        ['3', EIGHT],
        ['8', EIGHT],
        ['2', TWO],
      ]),
    ).toBe('8382');
    // A bold "8" whose counters its ink filled in closes none either, but is inked right across.
    const filledEight = EIGHT.split('\n')
      .map((row) => row.replace(/[#+][.+#]*[#+]/, (ink) => '#'.repeat(ink.length)))
      .join('\n');
    expect(
      readAs([
        ['2', TWO],
        ['0', EIGHT],
        ['2', TWO],
        ['8', filledEight],
      ]),
    ).toBe('2028');
  });

  it('reads a short code after a name in capitals ("METRAHIT 29S"), not a short number alone', () => {
    const glyphs = [
      ['2', TWO],
      ['9', EIGHT],
      ['5', BOLD_SANS_ES],
    ] as const;
    expect(readAs(glyphs)).toBe('295');
    const { image, result } = codeLine(glyphs);
    const code = result.lines[0]!.words[0]!;
    const height = code.box.y1 - code.box.y0;
    const name = (text: string, gap: number) => ({
      text,
      confidence: 90,
      box: { ...code.box, x0: 0, x1: code.box.x0 - gap },
      symbols: [],
    });
    const after = (text: string, gap: number) =>
      withCodeGlyphs(image, {
        lines: [{ ...result.lines[0]!, words: [name(text, gap), code] }],
      }).lines[0]!.words[1]!.text;
    expect(after('METRAHIT', 6)).toBe('29S');
    // A word of small letters is no model's name, and a name a column away is another cell's.
    expect(after('Tipo', 6)).toBe('295');
    expect(after('METRAHIT', 2 * height)).toBe('295');
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

  it('reads a "T" the recogniser took for a "7" by its upright stem, and keeps a "7"', () => {
    expect(
      readAs([
        ['3', EIGHT],
        ['7', SEVEN],
        ['7', TEE],
        ['8', EIGHT],
      ]),
    ).toBe('37T8');
  });

  it('reads an "I" the recogniser took for a "1" beside a capital, and keeps a "1" with its flag', () => {
    expect(
      readAs([
        ['1', ONE],
        ['0', EIGHT],
        ['4', EIGHT],
        ['-', EIGHT],
        ['1', EYE],
        ['S', EIGHT],
      ]),
    ).toBe('104-IS');
    expect(
      readAs([
        ['A', EIGHT],
        ['1', ONE],
        ['0', EIGHT],
        ['4', EIGHT],
      ]),
    ).toBe('A104');
    // Among digits a bare stem is a "1": "1" is a digit far more often in a code.
    expect(
      readAs([
        ['4', EIGHT],
        ['1', EYE],
        ['0', EIGHT],
        ['4', EIGHT],
      ]),
    ).toBe('4104');
  });

  it('reads a bare stem beside capitals as an "I" in a short code where the line flags its ones', () => {
    // Session 71, block 76 (seed 76011): "DPI 104-IS" read "DP1 104-IS", the "1" of "DP1" a bare
    // stem 4 pixels wide where the "1" of "104" is 12 with its flag; "DP1" alone is too short a
    // code to read letters in.
    const line = (first: readonly (readonly [string, string])[], second: typeof first) => {
      const { image, result } = codeLine([...first, ...second]);
      const [word] = result.lines[0]!.words;
      const part = (symbols: OcrSymbol[]) => ({
        text: symbols.map((symbol) => symbol.text).join(''),
        confidence: 90,
        box: { ...word!.box, x0: symbols[0]!.box.x0, x1: symbols[symbols.length - 1]!.box.x1 },
        symbols,
      });
      const words = [
        part(word!.symbols.slice(0, first.length)),
        part(word!.symbols.slice(first.length)),
      ];
      const read = withCodeGlyphs(image, { lines: [{ ...result.lines[0]!, words }] });
      return read.lines[0]!.words.map((each) => each.text).join(' ');
    };
    const code = [
      ['D', EIGHT],
      ['P', EIGHT],
      ['1', EYE],
    ] as const;
    expect(
      line(code, [
        ['1', ONE],
        ['0', EIGHT],
        ['4', EIGHT],
      ]),
    ).toBe('DPI 104');
    // A line whose ones are bare stems too: a "1" as read.
    expect(
      line(code, [
        ['1', EYE],
        ['0', EIGHT],
        ['4', EIGHT],
      ]),
    ).toBe('DP1 104');
  });

  it('reads an "L" the recogniser took for a "1" by its foot, in a short code too, and keeps a "1"', () => {
    expect(
      readAs([
        ['9', EIGHT],
        ['4', EIGHT],
        ['1', ELL],
      ]),
    ).toBe('94L');
    expect(
      readAs([
        ['9', EIGHT],
        ['4', EIGHT],
        ['1', ONE],
      ]),
    ).toBe('941');
    // Two glyphs are too short a code to read letters in.
    expect(
      readAs([
        ['4', EIGHT],
        ['1', ELL],
      ]),
    ).toBe('41');
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

  it('parts a numeral of serif capitals read as ones and run into the number before it', () => {
    // Session 73, block 80 (seed 80011): "Fluke 54 II B" read "5411", each serif "I" 12 px
    // wide beside digits of 20 (too wide to be told a bar), 15 px after the "4", 4 apart.
    const words = (ones: string, gaps: number[]) => {
      const { image, result } = codeLine(
        [
          ['2', TWO],
          ['4', EIGHT],
          ['1', ones],
          ['1', ones],
        ],
        gaps,
      );
      return withCodeGlyphs(image, result).lines[0]!.words.map((word) => word.text);
    };
    expect(words(SERIF_EYE, [4, 15, 4])).toEqual(['24', 'II']);
    expect(words(BOLD_SERIF_EYE, [4, 15, 4])).toEqual(['24', 'II']);
    // Digit ones keep their reading: a "1" has its flag.
    expect(words(ONE, [4, 15, 4])).toEqual(['2411']);
    // Set as close to the digits as to each other, they are the number's own characters.
    expect(words(SERIF_EYE, [4, 4, 4])).toEqual(['2411']);
  });
});
