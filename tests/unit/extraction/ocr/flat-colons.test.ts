import { describe, expect, it } from 'vitest';
import {
  withFlatColonsAsHyphens,
  withoutDotColon,
  withoutMarkAfterColon,
} from '../../../../src/extraction/ocr/flat-colons.js';
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

describe('withoutDotColon', () => {
  it('drops a colon that is one dot at mid-height after a word', () => {
    // Session 69, seed 72001: the technician "Ing. Luca Ferrari" read "Ferrari:", its ":" a
    // speck boxed 3 px square at mid-height; the name had become a caption, the field empty.
    const name = word([
      ['F', 353, 372, 1415, 1442],
      ['e', 373, 388, 1423, 1442],
      ['r', 381, 395, 1415, 1443],
      ['r', 394, 409, 1415, 1443],
      ['a', 388, 448, 1415, 1443],
      ['r', 422, 436, 1415, 1443],
      ['i', 436, 450, 1415, 1443],
      [':', 454, 457, 1426, 1429],
    ]);
    expect(withoutDotColon(name).text).toBe('Ferrari');
  });

  it("keeps a caption's colon of two dots, and one boxed on the baseline", () => {
    const caption = word([
      ['M', 207, 236, 692, 718],
      ['a', 238, 252, 700, 718],
      ['r', 254, 264, 700, 718],
      ['c', 266, 278, 700, 718],
      ['a', 280, 294, 700, 718],
      [':', 298, 303, 700, 718],
    ]);
    expect(withoutDotColon(caption).text).toBe('Marca:');
    // Its lower dot alone boxed: a colon still, standing on the baseline.
    const lower = word([
      ['N', 100, 118, 100, 126],
      ['a', 120, 134, 108, 126],
      ['m', 136, 156, 108, 126],
      ['e', 158, 172, 108, 126],
      [':', 174, 178, 122, 126],
    ]);
    expect(withoutDotColon(lower).text).toBe('Name:');
  });
});

describe('withoutMarkAfterColon', () => {
  it("drops a stop or comma read after a caption's colon", () => {
    // Session 71, block 76 (seed 76121): "3.2 Fecha de calibración:" in a light typewriter
    // face read "calibracién:.", a speck after the colon: no caption word, no calibration date.
    const read = (mark: string) =>
      word([
        ['c', 1542, 1553, 806, 821],
        ['i', 1558, 1568, 801, 820],
        ['é', 1572, 1583, 800, 821],
        ['n', 1581, 1593, 786, 830],
        [':', 1587, 1598, 806, 820],
        [mark, 1606, 1609, 807, 820],
      ]);
    expect(withoutMarkAfterColon(read('.')).text).toBe('cién:');
    expect(withoutMarkAfterColon(read(',')).text).toBe('cién:');
    // Any other mark after the colon is the word's own.
    expect(withoutMarkAfterColon(read('-')).text).toBe('cién:-');
  });

  it('keeps a stop after a colon that follows no letter', () => {
    // "12:." — a time or a ratio and its stop: not a caption's colon.
    const time = word([
      ['0', 100, 116, 100, 126],
      ['1', 118, 134, 100, 126],
      ['2', 136, 152, 100, 126],
      [':', 154, 158, 106, 126],
      ['.', 162, 166, 122, 126],
    ]);
    expect(withoutMarkAfterColon(time).text).toBe('012:.');
  });
});
