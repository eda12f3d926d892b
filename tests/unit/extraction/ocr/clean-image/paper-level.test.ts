import { describe, expect, it } from 'vitest';
import { stretchContrast } from '../../../../../src/extraction/ocr/clean-image/paper-level.js';
import { blank, fill, at } from './gray-pages.js';

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
