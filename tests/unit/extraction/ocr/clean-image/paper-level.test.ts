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

  /** Paper at `paper` with seeded noise of about ±`spread` (a sum of uniforms, near normal). */
  function noisyPaper(size: number, paper: number, spread: number) {
    const page = blank(size, size, paper);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < page.data.length; i++) {
      const noise = (random() + random() + random() - 1.5) * 2 * spread;
      page.data[i] = Math.max(0, Math.min(255, Math.round(paper + noise)));
    }
    return page;
  }

  it('turns the paper noise white, so no binarising threshold can split it into specks', () => {
    const page = noisyPaper(200, 225, 15);
    fill(page, 20, 20, 180, 40, 40); // a line of text: 8 % of the page
    const out = stretchContrast(page);
    let grey = 0;
    for (let y = 60; y < 200; y++) for (let x = 0; x < 200; x++) if (at(out, x, y) < 255) grey++;
    expect(grey / (140 * 200)).toBeLessThan(0.02);
    expect(at(out, 100, 30)).toBe(0);
  });

  it('measures the ink on a nearly empty page from the ink, not from the paper noise', () => {
    const page = noisyPaper(400, 225, 15);
    fill(page, 20, 20, 60, 24, 40); // one short signature line: 0.16 % of the page
    const out = stretchContrast(page);
    expect(at(out, 40, 22)).toBe(0);
    // Paper noise 30 levels below the paper stays light: it is not stretched towards black.
    let dark = 0;
    for (let y = 100; y < 400; y++) for (let x = 0; x < 400; x++) if (at(out, x, y) < 160) dark++;
    expect(dark).toBe(0);
  });
});
