import { describe, expect, it } from 'vitest';
import type { OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';
import { withMicroSign } from '../../../../src/extraction/ocr/micro-sign.js';

/** "ML" with the M boxed from `top` to `foot` and the L at 1111–1138 px. */
function unit(top: number, foot: number): OcrWord {
  return {
    text: 'ML',
    confidence: 69,
    box: { x0: 1078, y0: Math.min(top, 1111), x1: 1120, y1: Math.max(foot, 1138) },
    symbols: [
      { text: 'M', box: { x0: 1078, y0: top, x1: 1098, y1: foot }, confidence: 95 },
      { text: 'L', box: { x0: 1102, y0: 1111, x1: 1120, y1: 1138 }, confidence: 98 },
    ],
  };
}

describe('withMicroSign', () => {
  it('reads an "M" boxed at the small letters\' height and hanging below the line as "µ"', () => {
    // Session 67, block 69: the model "Tacta 100-1000 µL" read "Tacta 100-1000 ML".
    expect(withMicroSign(unit(1118, 1146), 40).text).toBe('µL');
  });

  it('keeps a capital "M" standing on the line beside the "L"', () => {
    expect(withMicroSign(unit(1111, 1138), 40).text).toBe('ML');
    // Lower at its foot alone (a speck under it) is no tail and no small letter.
    expect(withMicroSign(unit(1111, 1146), 40).text).toBe('ML');
  });
});
