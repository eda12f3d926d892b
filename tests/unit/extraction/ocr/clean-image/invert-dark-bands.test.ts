import { describe, expect, it } from 'vitest';
import { invertDarkBands } from '../../../../../src/extraction/ocr/clean-image/invert-dark-bands.js';
import { blank, fill, at } from './gray-pages.js';

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
