/** Character boxes the recogniser stretched into the next row, cut back to the ink. */
import { describe, expect, it } from 'vitest';
import { withStretchedBoxesTrimmed } from '../../../../src/extraction/ocr/stretched-boxes.js';
import { boxedWord } from './boxed-word.js';

describe('a word whose character boxes the recogniser stretched', () => {
  it('is boxed round its characters of a true height', () => {
    // Session 74, block 82 (seed 82201): "expedición", its "n" and "ó" boxed 23 pixels tall and
    // its "e", "x", "p", "c" and "i" 69, down into the next row; the word measured 26 points
    // and joined two rows of the form.
    const word = withStretchedBoxesTrimmed(
      boxedWord([
        ['e', 1283, 1305, 779, 848],
        ['x', 1305, 1330, 779, 848],
        ['p', 1325, 1360, 779, 848],
        ['e', 1358, 1380, 779, 848],
        ['d', 1383, 1404, 770, 803],
        ['i', 1403, 1430, 779, 848],
        ['c', 1424, 1460, 779, 848],
        ['i', 1459, 1480, 779, 848],
        ['ó', 1483, 1505, 779, 803],
        ['n', 1509, 1529, 779, 802],
      ]),
    );
    expect(word.box).toMatchObject({ y0: 770, y1: 803 });
    expect(word.symbols.every((symbol) => symbol.box.y1 <= 803)).toBe(true);
    expect(word.text).toBe('expedición');
  });

  it('leaves words of letters that rise or hang below as they are', () => {
    // "Equipment": the capital, the "q", "p" and "t" taller than "u", "m", "e", "n", all true.
    const word = boxedWord([
      ['E', 100, 120, 100, 133],
      ['q', 122, 140, 108, 141],
      ['u', 142, 160, 108, 133],
      ['i', 162, 168, 99, 133],
      ['p', 170, 188, 108, 141],
      ['m', 190, 220, 108, 133],
      ['e', 222, 240, 108, 133],
      ['n', 242, 260, 108, 133],
      ['t', 262, 272, 102, 133],
    ]);
    expect(withStretchedBoxesTrimmed(word)).toBe(word);
    // One x-height letter is no measure ("Ex"): nothing to compare it with.
    const short = boxedWord([
      ['E', 100, 120, 100, 133],
      ['x', 122, 140, 108, 180],
    ]);
    expect(withStretchedBoxesTrimmed(short)).toBe(short);
  });

  it('takes no sliver boxed alone for the x-height', () => {
    // Session 74, block 76 (seed 76021): "Micropipetta", its last "a" boxed 3 pixels tall at
    // the top of the "t"s; measured by it, every letter looked stretched and the word shrank
    // to a speck, lost from the instrument's name.
    const word = boxedWord([
      ['M', 619, 642, 732, 761],
      ['i', 651, 656, 731, 761],
      ['c', 658, 675, 739, 761],
      ['r', 679, 691, 738, 760],
      ['o', 691, 709, 738, 762],
      ['p', 715, 733, 735, 770],
      ['i', 736, 741, 731, 761],
      ['p', 745, 763, 739, 769],
      ['e', 766, 784, 739, 762],
      ['t', 784, 801, 714, 770],
      ['t', 787, 828, 732, 761],
      ['a', 828, 830, 714, 717],
    ]);
    expect(withStretchedBoxesTrimmed(word)).toBe(word);
  });
});
