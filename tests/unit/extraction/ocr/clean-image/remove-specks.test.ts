import { describe, expect, it } from 'vitest';
import { removeSpecks } from '../../../../../src/extraction/ocr/clean-image/remove-specks.js';
import { blank, fill, at } from './gray-pages.js';
import type { GrayImage } from '../../../../../src/extraction/ocr/gray-image.js';

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
