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
