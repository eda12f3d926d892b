import { describe, expect, it } from 'vitest';
import {
  invertDarkBands,
  removeRules,
  removeSpecks,
  stretchContrast,
} from '../../../src/extraction/ocr/clean-image.js';
import type { GrayImage } from '../../../src/extraction/ocr/gray-image.js';

function blank(width: number, height: number, level = 255): GrayImage {
  return { width, height, data: new Uint8Array(width * height).fill(level) };
}

function fill(image: GrayImage, x0: number, y0: number, x1: number, y1: number, level = 0) {
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) image.data[y * image.width + x] = level;
}

const at = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x]!;

describe('stretchContrast', () => {
  it('turns grey paper white and faded ink black', () => {
    const page = blank(100, 100, 210);
    fill(page, 10, 10, 30, 20, 60);
    const out = stretchContrast(page);
    expect(at(out, 50, 50)).toBe(255);
    expect(at(out, 15, 15)).toBe(0);
  });

  it('leaves a page with no contrast alone', () => {
    const page = blank(20, 20, 200);
    expect(stretchContrast(page)).toBe(page);
  });
});

describe('removeRules', () => {
  const sizes = { minWidth: 60, minHeight: 40, maxThickness: 4 };

  it('erases table borders but keeps the text inside the box', () => {
    const page = blank(200, 100);
    fill(page, 10, 10, 190, 12); // top border
    fill(page, 10, 80, 190, 82); // bottom border
    fill(page, 10, 10, 12, 82); // left border
    fill(page, 50, 40, 56, 60); // a letter's stem
    fill(page, 60, 40, 80, 45); // a letter's bar: short
    const out = removeRules(page, sizes);
    expect(at(out, 100, 11)).toBe(255);
    expect(at(out, 100, 81)).toBe(255);
    expect(at(out, 11, 50)).toBe(255);
    expect(at(out, 52, 50)).toBe(0);
    expect(at(out, 70, 42)).toBe(0);
  });

  it('erases a hairline that is only light grey, as thin rules are after scanning', () => {
    const page = blank(200, 40);
    fill(page, 10, 20, 190, 21, 185);
    expect(at(removeRules(page, sizes), 100, 20)).toBe(255);
  });

  it('keeps the bottoms of letters whose serifs join along the baseline', () => {
    const page = blank(200, 60);
    for (let x = 10; x < 190; x += 16) fill(page, x, 20, x + 10, 40); // letters, 6 px apart
    fill(page, 10, 38, 190, 40); // serifs running together at the baseline
    const out = removeRules(page, sizes);
    expect(at(out, 15, 39)).toBe(0);
    expect(at(out, 15, 30)).toBe(0);
  });

  it('keeps a filled band (white text on a dark header)', () => {
    const page = blank(200, 60);
    fill(page, 10, 10, 190, 40);
    expect(at(removeRules(page, sizes), 100, 25)).toBe(0);
  });
});

describe('removeSpecks', () => {
  const sizes = { maxArea: 20, isolation: 8 };

  it('erases isolated dust and keeps dots next to their letters', () => {
    const page = blank(120, 60);
    fill(page, 10, 10, 16, 40); // a stem
    fill(page, 11, 2, 15, 6); // its dot (an i), 4 px above
    fill(page, 20, 36, 23, 40); // a full stop beside it
    fill(page, 90, 20, 93, 23); // dust in the margin
    const out = removeSpecks(page, sizes);
    expect(at(out, 91, 21)).toBe(255);
    expect(at(out, 12, 3)).toBe(0);
    expect(at(out, 21, 37)).toBe(0);
    expect(at(out, 12, 20)).toBe(0);
  });

  it('keeps marks larger than a speck even when they stand alone', () => {
    const page = blank(60, 60);
    fill(page, 20, 20, 30, 30);
    expect(at(removeSpecks(page, sizes), 25, 25)).toBe(0);
  });

  describe('dot leaders', () => {
    const leaderSizes = { ...sizes, leaderGap: 12, leaderDrift: 2 };
    /** "Label ........ Value": a label block, eight dots 10 px apart on its baseline, a value. */
    function leaderLine(): GrayImage {
      const page = blank(260, 60);
      fill(page, 10, 20, 40, 40); // the label
      for (let x = 50; x < 130; x += 10) fill(page, x, 37, x + 3, 40); // the leader
      fill(page, 140, 20, 200, 40); // the value
      return page;
    }

    it('erases a row of dots between a label and its value, with their pale rims', () => {
      const page = leaderLine();
      page.data[36 * 260 + 60] = 180; // an anti-aliased rim pixel above a dot
      const out = removeSpecks(page, leaderSizes);
      for (let x = 50; x < 130; x += 10) expect(at(out, x + 1, 38)).toBe(255);
      expect(at(out, 60, 36)).toBe(255);
      expect(at(out, 20, 30)).toBe(0);
      expect(at(out, 150, 30)).toBe(0);
    });

    it('takes a dot with dust over it along with its leader, and then the dust', () => {
      const page = leaderLine();
      fill(page, 90, 31, 92, 33); // a speck 4 px above the fifth dot
      const out = removeSpecks(page, leaderSizes);
      expect(at(out, 91, 38)).toBe(255);
      expect(at(out, 90, 31)).toBe(255);
    });

    it('keeps the dots when leaders are not asked for', () => {
      expect(at(removeSpecks(leaderLine(), sizes), 51, 38)).toBe(0);
    });

    it('keeps an ellipsis, and the dots of i’s (their stems are below them)', () => {
      const page = blank(260, 60);
      for (let x = 50; x < 80; x += 10) fill(page, x, 37, x + 3, 40); // "..."
      fill(page, 45, 20, 48, 40); // a letter before it, so the dots are not dust
      for (let x = 100; x < 180; x += 10) {
        fill(page, x, 20, x + 3, 23); // the dot of an i
        fill(page, x, 27, x + 3, 40); // its stem
      }
      const out = removeSpecks(page, leaderSizes);
      expect(at(out, 51, 38)).toBe(0);
      for (let x = 100; x < 180; x += 10) expect(at(out, x + 1, 21)).toBe(0);
    });

    it('keeps the broken pieces of a faint word: they have the rest of their letters above', () => {
      const page = blank(260, 60);
      for (let x = 50; x < 130; x += 10) {
        fill(page, x, 37, x + 3, 40); // the foot of a letter, cut off by the ink level
        fill(page, x, 26, x + 3, 33); // the rest of it
      }
      const out = removeSpecks(page, leaderSizes);
      for (let x = 50; x < 130; x += 10) expect(at(out, x + 1, 38)).toBe(0);
    });
  });
});

describe('invertDarkBands', () => {
  it('turns white text on a dark letterhead band into dark text on light', () => {
    const page = blank(600, 400, 235);
    fill(page, 0, 40, 600, 140, 60); // the band
    fill(page, 100, 80, 300, 96, 245); // white "text" inside it
    fill(page, 100, 250, 300, 266, 20); // black text below it
    const out = invertDarkBands(page);
    expect(at(out, 50, 60)).toBeGreaterThan(180); // the band is light now
    expect(at(out, 200, 88)).toBeLessThan(30); // its text dark
    expect(at(out, 200, 258)).toBe(20); // text outside untouched
    expect(at(out, 500, 300)).toBe(235); // paper untouched
  });

  it('leaves a dark logo square alone (inverted, its frame reads as garbage)', () => {
    const page = blank(600, 400, 235);
    fill(page, 40, 40, 160, 120, 50);
    fill(page, 60, 70, 140, 86, 245);
    expect(invertDarkBands(page)).toBe(page);
  });

  it('leaves a page of dark text on light paper alone, bold headings included', () => {
    const page = blank(600, 400, 235);
    fill(page, 100, 100, 112, 160, 10); // a bold stroke
    fill(page, 130, 100, 142, 160, 10);
    fill(page, 100, 250, 400, 262, 20);
    expect(invertDarkBands(page)).toBe(page);
  });
});
