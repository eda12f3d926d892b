import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../../../src/extraction/ocr/gray-image.js';
import { estimateSkewDegrees } from '../../../../src/extraction/ocr/image-skew.js';

/** Text-like rows of ink (lines of "words"), tilted clockwise by `degrees`. */
function page(degrees: number): GrayImage {
  const width = 600;
  const height = 800;
  const data = new Uint8Array(width * height).fill(255);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let line = 0; line < 20; line++) {
    const baseline = 100 + line * 30;
    for (let x = 60; x < 540; x++) {
      if (x % 40 > 32) continue; // word gaps
      for (let dy = 0; dy < 10; dy++) {
        const y = Math.round(baseline - dy + (x - 300) * slope);
        if (y >= 0 && y < height) data[y * width + x] = 20;
      }
    }
  }
  return { width, height, data };
}

describe('estimateSkewDegrees', () => {
  it.each([0, 0.6, -1.2, 1.5, 3])('finds a tilt of %s°', (degrees) => {
    // Searched in steps of 0.05°.
    expect(Math.abs(estimateSkewDegrees(page(degrees)) - degrees)).toBeLessThanOrEqual(0.1);
  });

  it('gives 0 for a blank page', () => {
    const width = 100;
    const height = 100;
    expect(
      estimateSkewDegrees({ width, height, data: new Uint8Array(width * height).fill(255) }),
    ).toBe(0);
  });
});
