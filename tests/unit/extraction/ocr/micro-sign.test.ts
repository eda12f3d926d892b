import { describe, expect, it } from 'vitest';
import type { OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';
import { withMicroSign } from '../../../../src/extraction/ocr/micro-sign.js';

/** "ML" (or "UL") with the M boxed from `top` to `foot` and the L at 1111–1138 px. */
function unit(top: number, foot: number, sign = 'M'): OcrWord {
  return {
    text: `${sign}L`,
    confidence: 69,
    box: { x0: 1078, y0: Math.min(top, 1111), x1: 1120, y1: Math.max(foot, 1138) },
    symbols: [
      { text: sign, box: { x0: 1078, y0: top, x1: 1098, y1: foot }, confidence: 95 },
      { text: 'L', box: { x0: 1102, y0: 1111, x1: 1120, y1: 1138 }, confidence: 98 },
    ],
  };
}

describe('withMicroSign', () => {
  it('reads an "M" boxed at the small letters\' height and hanging below the line as "µ"', () => {
    // Session 67, block 69: the model "Tacta 100-1000 µL" read "Tacta 100-1000 ML".
    expect(withMicroSign(unit(1118, 1146), 40).text).toBe('µL');
  });

  it('reads a "U" or "u" boxed so as "µ" too, and keeps one standing on the line', () => {
    // Session 75, block 85 (seed 85291): "Research plus 100-1000 µL", its unit read "UL".
    expect(withMicroSign(unit(1119, 1147, 'U'), 40).text).toBe('µL');
    expect(withMicroSign(unit(1119, 1147, 'u'), 40).text).toBe('µL');
    expect(withMicroSign(unit(1111, 1138, 'U'), 40).text).toBe('UL');
    expect(withMicroSign(unit(1119, 1138, 'u'), 40).text).toBe('uL');
  });

  it('keeps a capital "M" standing on the line beside the "L"', () => {
    expect(withMicroSign(unit(1111, 1138), 40).text).toBe('ML');
    // Lower at its foot alone (a speck under it) is no tail and no small letter.
    expect(withMicroSign(unit(1111, 1146), 40).text).toBe('ML');
  });
});
