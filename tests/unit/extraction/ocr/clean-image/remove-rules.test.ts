import { describe, expect, it } from 'vitest';
import { removeRules } from '../../../../../src/extraction/ocr/clean-image/remove-rules.js';
import { blank, fill, at } from './gray-pages.js';

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
