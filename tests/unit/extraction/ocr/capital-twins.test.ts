import { describe, expect, it } from 'vitest';
import { withCapitalTwins } from '../../../../src/extraction/ocr/capital-twins.js';
import { boxedWord as word } from './boxed-word.js';

describe('withCapitalTwins', () => {
  it('reads a small round letter boxed as tall as the capitals of its code as a capital', () => {
    // Session 69, seed 72071: the certificate "CC523508" read "Cc523508", the second "c"
    // boxed 35 px tall like the "C"; the field reader took "Cc" for one capital read twice
    // and the number had become "C523508".
    const code = word([
      ['C', 818, 846, 1648, 1681],
      ['c', 851, 880, 1647, 1682],
      ['5', 886, 907, 1648, 1681],
      ['2', 913, 934, 1648, 1681],
      ['3', 942, 963, 1649, 1682],
      ['5', 970, 991, 1648, 1683],
      ['0', 997, 1020, 1648, 1682],
      ['8', 1024, 1047, 1647, 1682],
    ]);
    expect(withCapitalTwins(code).text).toBe('CC523508');
  });

  it("keeps a small letter boxed at the small letters' height, and a word without digits", () => {
    const thread = word([
      ['M', 100, 120, 100, 130],
      ['5', 122, 138, 100, 130],
      ['x', 140, 154, 110, 130],
      ['0', 156, 172, 100, 130],
      ['8', 174, 190, 100, 130],
    ]);
    expect(withCapitalTwins(thread).text).toBe('M5x08');
    const name = word([
      ['O', 100, 120, 100, 130],
      ['s', 122, 140, 100, 130],
      ['c', 142, 160, 100, 130],
    ]);
    expect(withCapitalTwins(name).text).toBe('Osc');
  });

  it('leaves a letter boxed over the capital before it: one glyph read twice', () => {
    const echoed = word([
      ['C', 818, 846, 1648, 1681],
      ['c', 830, 850, 1648, 1681],
      ['5', 856, 877, 1648, 1681],
      ['2', 883, 904, 1648, 1681],
      ['3', 910, 931, 1648, 1681],
    ]);
    expect(withCapitalTwins(echoed).text).toBe('Cc523');
  });
});
