import { describe, expect, it } from 'vitest';
import { withFlatColonsAsHyphens } from '../../../../src/extraction/ocr/flat-colons.js';
import { boxedWord as word } from './boxed-word.js';

describe('withFlatColonsAsHyphens', () => {
  it("reads a code's colon boxed as flat as a hyphen, at mid-height, as a hyphen", () => {
    // Session 59, block 53: the equipment ID "CAL-SWY-08" read "CAL:SWY-08".
    const read = word([
      ['C', 513, 531, 1750, 1776],
      ['A', 532, 552, 1750, 1776],
      ['L', 556, 570, 1750, 1774],
      [':', 571, 579, 1764, 1767],
      ['S', 583, 598, 1749, 1775],
      ['W', 600, 628, 1751, 1775],
      ['Y', 630, 646, 1749, 1775],
      ['-', 649, 657, 1763, 1768],
      ['0', 660, 676, 1750, 1775],
      ['8', 679, 694, 1750, 1775],
    ]);
    expect(withFlatColonsAsHyphens(read).text).toBe('CAL-SWY-08');
  });

  it('keeps a colon of two dots, and one that ends a caption', () => {
    const time = word([
      ['1', 100, 110, 100, 126],
      ['0', 112, 128, 100, 126],
      [':', 130, 136, 106, 126],
      ['3', 138, 154, 100, 126],
      ['0', 156, 172, 100, 126],
    ]);
    expect(withFlatColonsAsHyphens(time).text).toBe('10:30');
    const caption = word([
      ['N', 100, 118, 100, 126],
      ['o', 120, 134, 108, 126],
      ['.', 136, 140, 122, 126],
      [':', 142, 146, 124, 127],
    ]);
    expect(withFlatColonsAsHyphens(caption).text).toBe('No.:');
  });
});
