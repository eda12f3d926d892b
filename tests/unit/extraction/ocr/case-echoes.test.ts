import { describe, expect, it } from 'vitest';
import { withoutCaseEcho } from '../../../../src/extraction/ocr/case-echoes.js';
import type { OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';

/** A word of characters boxed as given: [text, x0, x1, confidence]. */
function word(symbols: readonly (readonly [string, number, number, number])[]): OcrWord {
  return {
    text: symbols.map(([text]) => text).join(''),
    confidence: 67,
    box: { x0: symbols[0]![1], y0: 100, x1: symbols[symbols.length - 1]![2], y1: 130 },
    symbols: symbols.map(([text, x0, x1, confidence]) => ({
      text,
      box: { x0, y0: 100, x1, y1: 130 },
      confidence,
    })),
  };
}

describe('withoutCaseEcho', () => {
  it('keeps one reading of a letter read in both cases over the same ink', () => {
    // Session 58, block 51: the model "MarCal 16 ER" read "MarcCal".
    const read = word([
      ['M', 1632, 1677, 99],
      ['a', 1662, 1693, 98],
      ['r', 1680, 1731, 99],
      ['c', 1723, 1737, 95],
      ['C', 1732, 1762, 98],
      ['a', 1753, 1780, 99],
      ['l', 1767, 1809, 98],
    ]);
    const kept = withoutCaseEcho(read);
    expect(kept.text).toBe('MarCal');
    expect(kept.box).toMatchObject({ x0: 1632, x1: 1809 });
  });

  it('keeps two letters that stand apart, and a letter doubled in one case', () => {
    const mcCormick = word([
      ['M', 100, 130, 99],
      ['c', 133, 150, 99],
      ['C', 153, 175, 99],
      ['o', 178, 195, 99],
    ]);
    expect(withoutCaseEcho(mcCormick).text).toBe('McCo');
    // Two zeros, one boxed over the other: both printed ("5143-0069").
    const zeros = word([
      ['-', 1324, 1334, 99],
      ['0', 1336, 1377, 99],
      ['0', 1361, 1381, 99],
      ['6', 1379, 1397, 99],
    ]);
    expect(withoutCaseEcho(zeros).text).toBe('-006');
  });
});
