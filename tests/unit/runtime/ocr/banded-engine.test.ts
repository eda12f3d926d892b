import { describe, expect, it } from 'vitest';
import { readInBands } from '../../../../src/runtime/ocr/banded-engine.js';
import type { GrayImage } from '../../../../src/extraction/ocr/gray-image.js';
import type { OcrEngine, OcrResult } from '../../../../src/extraction/ocr/ocr-engine.js';
import { balancedCuts, quietRow } from '../../../../src/extraction/ocr/page-bands.js';

const WIDTH = 200;

/** A page with a 20-px-tall line of "text" (black bars) starting at each given row. */
function pageWithLines(height: number, lineTops: number[]): GrayImage {
  const data = new Uint8Array(WIDTH * height).fill(255);
  for (const top of lineTops) {
    for (let y = top; y < top + 20; y++) data.fill(0, y * WIDTH + 20, y * WIDTH + 180);
  }
  return { width: WIDTH, height, data };
}

/** Rows of the image that hold ink. */
function inkRows(image: GrayImage): number[] {
  const rows: number[] = [];
  for (let y = 0; y < image.height; y++) {
    if (image.data.subarray(y * image.width, (y + 1) * image.width).some((v) => v < 128)) {
      rows.push(y);
    }
  }
  return rows;
}

/**
 * A recogniser that "reads" each line of ink as one word whose text is its top row in the
 * image it was given, and notes the heights of the images it was handed.
 */
function lineReader(): OcrEngine & { heights: number[]; closed: boolean } {
  const engine = {
    heights: [] as number[],
    closed: false,
    async recognise(image: GrayImage): Promise<OcrResult> {
      engine.heights.push(image.height);
      const rows = inkRows(image);
      const tops = rows.filter((row, index) => index === 0 || rows[index - 1] !== row - 1);
      return {
        lines: tops.map((top) => {
          const box = { x0: 20, y0: top, x1: 180, y1: top + 20 };
          return {
            baseline: { x0: 20, y0: top + 20, x1: 180, y1: top + 20 },
            box,
            words: [{ text: String(top), confidence: 90, box, symbols: [] }],
          };
        }),
      };
    },
    async close() {
      engine.closed = true;
    },
  };
  return engine;
}

const options = { dpi: 300, timeoutMs: 10_000, languages: ['eng'] };

describe('readInBands', () => {
  it('shares a page out at blank rows and puts every line back where it was', async () => {
    const lineTops = [40, 100, 160, 220, 280, 340, 400, 460, 520, 580];
    const page = pageWithLines(660, lineTops);
    const engines = [lineReader(), lineReader()];
    const result = await readInBands(engines).recognise(page, options);
    // Both recognisers worked, on about half the page each.
    expect(engines.map((engine) => engine.heights.length)).toEqual([1, 1]);
    expect(engines[0]!.heights[0]! + engines[1]!.heights[0]!).toBe(660);
    // Every line read exactly once, in page order, at its page position.
    expect(result.lines.map((line) => line.box.y0)).toEqual(lineTops);
    // No line was cut: each band's words are whole lines (tops at their own band's rows).
    expect(result.lines.every((line) => line.box.y1 - line.box.y0 === 20)).toBe(true);
  });

  it('reads a short image whole, with the first recogniser', async () => {
    const engines = [lineReader(), lineReader()];
    const result = await readInBands(engines).recognise(pageWithLines(150, [40, 100]), options);
    expect(engines.map((engine) => engine.heights)).toEqual([[150], []]);
    expect(result.lines).toHaveLength(2);
  });

  it('passes a failure on and closes every recogniser', async () => {
    const failing: OcrEngine = {
      recognise: () => Promise.reject(new Error('recogniser stopped')),
      close: async () => {},
    };
    const good = lineReader();
    const banded = readInBands([good, failing]);
    await expect(banded.recognise(pageWithLines(660, [40, 300, 560]), options)).rejects.toThrow(
      'recogniser stopped',
    );
    await banded.close();
    expect(good.closed).toBe(true);
  });
});

describe('page bands', () => {
  it('balances the ink, not the height: a cut in the gap nearest the middle of the text', () => {
    // Dense text at the top, one line near the bottom.
    const page = pageWithLines(1000, [20, 50, 80, 110, 140, 170, 900]);
    const [cut] = balancedCuts(page, 2);
    // Half the ink is read by the time the fourth line is: the cut is in the gap after it
    // (130–140), not at the page's middle.
    expect(cut).toBeGreaterThanOrEqual(130);
    expect(cut).toBeLessThan(140);
  });

  it('balances letters, not ink: a bold letterhead costs the recogniser little', () => {
    const page = pageWithLines(1000, []);
    // Two 60-px-tall solid bars on top (much ink, one stroke per row) ...
    for (const top of [40, 140]) {
      for (let y = top; y < top + 60; y++) page.data.fill(0, y * WIDTH + 20, y * WIDTH + 180);
    }
    // ... then eight lines of sixteen thin "letters" each, at rows 300, 350, … 650.
    for (let line = 0; line < 8; line++) {
      for (let y = 300 + line * 50; y < 320 + line * 50; y++) {
        for (let letter = 0; letter < 16; letter++) {
          page.data.fill(0, y * WIDTH + 20 + letter * 10, y * WIDTH + 24 + letter * 10);
        }
      }
    }
    const [cut] = balancedCuts(page, 2);
    // Half the letters are read after the fourth line (rows 450–469): the cut is in the gap
    // after it, not just under the letterhead where half the ink is.
    expect(cut).toBeGreaterThanOrEqual(470);
    expect(cut).toBeLessThan(500);
  });

  it('does not cut a blank page', () => {
    expect(balancedCuts(pageWithLines(400, []), 2)).toEqual([]);
  });

  it('finds the first blank row within a tenth of the height of a share of it', () => {
    // Lines fill rows 300–319, 330–349, …; the window for 0.4 is rows 300–499.
    const page = pageWithLines(1000, [300, 330, 360, 390, 420, 450]);
    expect(quietRow(page, 0.4)).toBe(320);
    // Lines 21 rows apart: one blank row between each; the first in the window wins.
    const dense = pageWithLines(1000, [...Array.from({ length: 10 }, (_, i) => 290 + i * 21)]);
    expect(quietRow(dense, 0.4)).toBe(310);
  });
});
