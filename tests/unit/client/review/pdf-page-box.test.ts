import { describe, expect, it } from 'vitest';
import {
  fitScale,
  hasRecordedBox,
  highlightRect,
} from '../../../../src/client/lib/pdf-page-box.js';

const A4 = { width: 595, height: 842 };

describe('fitScale', () => {
  it('fits the page into the width available, never above two pixels per point', () => {
    expect(fitScale(A4.width, 327)).toBeCloseTo(327 / 595);
    expect(fitScale(A4.width, 595)).toBe(1);
    expect(fitScale(A4.width, 4000)).toBe(2);
  });
  it('falls back to 1 when a size is unknown', () => {
    expect(fitScale(0, 300)).toBe(1);
    expect(fitScale(595, 0)).toBe(1);
    expect(fitScale(Number.NaN, 300)).toBe(1);
  });
});

describe('highlightRect', () => {
  it('covers the text from font size above the baseline to its descenders, padded', () => {
    // "A386855" at x 220, baseline 140, 40 pt wide, 10 pt type; drawn at 1 px/pt.
    const rect = highlightRect({ x: 220, y: 140, width: 40, height: 10 }, 1, A4.width, A4.height);
    expect(rect).toEqual({ left: 217.5, top: 127.5, width: 45, height: 17.5 });
  });

  it('scales points to pixels', () => {
    const box = { x: 220, y: 140, width: 40, height: 10 };
    const one = highlightRect(box, 1, A4.width, A4.height);
    const half = highlightRect(box, 0.5, A4.width, A4.height);
    expect(half).toEqual({
      left: one.left / 2,
      top: one.top / 2,
      width: one.width / 2,
      height: one.height / 2,
    });
  });

  it('stays inside the page at its edges', () => {
    const rect = highlightRect({ x: 1, y: 5, width: 700, height: 12 }, 2, A4.width, A4.height);
    expect(rect.left).toBe(0);
    expect(rect.top).toBe(0);
    expect(rect.left + rect.width).toBeLessThanOrEqual(A4.width * 2);
    expect(rect.top + rect.height).toBeLessThanOrEqual(A4.height * 2);
  });

  it('draws a stand-in box for positions stored before sizes were recorded', () => {
    const old = { x: 100, y: 200 };
    expect(hasRecordedBox(old)).toBe(false);
    expect(hasRecordedBox({ ...old, width: 30, height: 9 })).toBe(true);
    const rect = highlightRect(old, 1, A4.width, A4.height);
    expect(rect.left).toBe(97.5);
    expect(rect.width).toBeGreaterThan(0);
    expect(rect.top).toBeLessThan(200);
    expect(rect.top + rect.height).toBeGreaterThan(200);
  });
});
