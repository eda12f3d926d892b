/**
 * A speck at a word's edge read as a letter or digit is dropped; a printed letter the
 * recogniser boxed too small is kept, its ink being where the box is not.
 */
import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../../../src/extraction/ocr/gray-image.js';
import type { OcrResult, OcrSymbol } from '../../../../src/extraction/ocr/ocr-engine.js';
import { withoutSpeckGlyphs } from '../../../../src/extraction/ocr/speck-glyphs.js';
import { blank, fill } from './clean-image/gray-pages.js';

/** Digits 18 × 30 pixels every 22 pixels from x, their ink drawn, on the baseline 860. */
function digits(image: GrayImage, text: string, x: number): OcrSymbol[] {
  return [...text].map((char, index) => {
    const x0 = x + index * 22;
    fill(image, x0, 830, x0 + 18, 860);
    return { text: char, box: { x0, y0: 830, x1: x0 + 18, y1: 860 }, confidence: 99 };
  });
}

function read(symbols: OcrSymbol[]): OcrResult {
  const box = {
    x0: symbols[0]!.box.x0,
    y0: Math.min(...symbols.map((s) => s.box.y0)),
    x1: symbols[symbols.length - 1]!.box.x1,
    y1: 860,
  };
  const word = { text: symbols.map((s) => s.text).join(''), confidence: 66, box, symbols };
  return { lines: [{ words: [word], box, baseline: { ...box, y0: 860 } }] };
}

const textOf = (result: OcrResult) => result.lines[0]!.words.map((word) => word.text).join(' ');

describe('withoutSpeckGlyphs', () => {
  it('drops a dot by the margin read as the first digit of a serial', () => {
    // Session 54, seed 42291: a 3-pixel dot above the line read as the "1" of "19063843".
    const image = blank(600, 1000);
    fill(image, 207, 813, 210, 816);
    const speck = { text: '1', box: { x0: 207, y0: 813, x1: 210, y1: 816 }, confidence: 95 };
    const result = withoutSpeckGlyphs(image, read([speck, ...digits(image, '9063843', 222)]));
    expect(textOf(result)).toBe('9063843');
    expect(result.lines[0]!.words[0]!.box.x0).toBe(222);
  });

  it('keeps a printed letter the recogniser boxed tiny: its ink lies beside the box', () => {
    // Session 54, a real scan: the "S" of "Scales" boxed 1 × 3 pixels, its ink 18 wide.
    const image = blank(600, 1000);
    fill(image, 200, 830, 218, 860);
    const boxedSmall = { text: 'S', box: { x0: 200, y0: 834, x1: 201, y1: 837 }, confidence: 96 };
    const result = withoutSpeckGlyphs(image, read([boxedSmall, ...digits(image, '0638', 222)]));
    expect(textOf(result)).toBe('S0638');
  });

  it('keeps a letter boxed tiny at the edge of its neighbour’s box', () => {
    // Tuning seed 161: "LAB/3267", its "L" boxed 1 × 1 pixels where the "A" box begins.
    const image = blank(600, 1000);
    const boxedSmall = { text: 'L', box: { x0: 200, y0: 830, x1: 201, y1: 831 }, confidence: 98 };
    const letterA = { text: 'A', box: { x0: 200, y0: 830, x1: 240, y1: 860 }, confidence: 99 };
    fill(image, 200, 830, 240, 860);
    const result = withoutSpeckGlyphs(
      image,
      read([boxedSmall, letterA, ...digits(image, '3267', 244)]),
    );
    expect(textOf(result)).toBe('LA3267');
  });

  it('takes a speck the first digit’s box swallowed out of the box, so the cell starts at the date', () => {
    // Session 55, seed 45121: a two-dot speck ("„") a word's gap before "18.08.2025 bis", boxed
    // with the "1", started the cell 6 pt left of "19.08.2025" under it: the range's end no
    // longer went on in its column, and the calibration date became the range's first day.
    const image = blank(600, 1000);
    fill(image, 227, 811, 229, 813);
    fill(image, 232, 811, 234, 813);
    const symbols = digits(image, '18082025', 249);
    symbols[0] = { ...symbols[0]!, box: { ...symbols[0]!.box, x0: 227, y0: 811 } };
    const result = withoutSpeckGlyphs(image, read(symbols));
    expect(textOf(result)).toBe('18082025');
    expect(result.lines[0]!.words[0]!.box.x0).toBe(249);
  });

  it('keeps a box whose ink at the edge belongs to the glyph', () => {
    // A "1" with a flag: ink at the box's edge that touches the stem is the glyph's own.
    const image = blank(600, 1000);
    const symbols = digits(image, '1808', 249);
    fill(image, 243, 830, 249, 834);
    symbols[0] = { ...symbols[0]!, box: { ...symbols[0]!.box, x0: 243 } };
    const result = withoutSpeckGlyphs(image, read(symbols));
    expect(result.lines[0]!.words[0]!.box.x0).toBe(243);
  });

  it('takes a speck out of the box of a word of one digit', () => {
    // Session 55, block 45, seed 45281: "5" of "5 de septiembre de" / "2023" boxed 33 × 44
    // pixels over a quote speck above its left: the date's line no longer went on under it.
    const image = blank(600, 1000);
    fill(image, 206, 800, 211, 803);
    fill(image, 222, 817, 240, 845);
    const five = { text: '5', box: { x0: 206, y0: 800, x1: 240, y1: 845 }, confidence: 70 };
    const word = { text: '5', confidence: 70, box: five.box, symbols: [five] };
    const result = withoutSpeckGlyphs(image, {
      lines: [{ words: [word], box: five.box, baseline: { ...five.box, y0: 845 } }],
    });
    expect(result.lines[0]!.words[0]!.text).toBe('5');
    expect(result.lines[0]!.words[0]!.box.x0).toBe(222);
  });

  it('parts a word at a speck read as a full stop in the word space after a letter', () => {
    // Session 65, seed 65261: "Micromar.40", the "." 2 × 2 pixels in the word space beside
    // 23-pixel letters (high before). A printed stop is a stroke wide.
    const image = blank(900, 1000);
    const stop = (x0: number, size: number) => ({
      text: '.',
      box: { x0, y0: 860 - size, x1: x0 + size, y1: 860 },
      confidence: 90,
    });
    const letters = (text: string, x: number) => digits(image, text, x);
    const speck = withoutSpeckGlyphs(
      image,
      read([...letters('Mar', 200), stop(270, 2), ...letters('40', 285)]),
    );
    expect(textOf(speck)).toBe('Mar 40');
    const printed = withoutSpeckGlyphs(
      image,
      read([...letters('Mod', 200), stop(267, 6), ...letters('40', 285)]),
    );
    expect(textOf(printed)).toBe('Mod.40');
    // A decimal point follows a digit.
    const decimal = withoutSpeckGlyphs(
      image,
      read([...letters('V12', 200), stop(270, 2), ...letters('5', 285)]),
    );
    expect(textOf(decimal)).toBe('V12.5');
  });

  it('parts a word at a speck read as a hyphen between two letters', () => {
    // Session 61, seed 56211: "Termometro-digitale", the "-" 3 × 3 pixels in the word space
    // beside 30-pixel letters (high before); printed hyphens are a third of the height wide.
    const image = blank(900, 1000);
    const letters = (text: string, x: number) => digits(image, text, x);
    const hyphen = (x0: number, width: number) => ({
      text: '-',
      box: { x0, y0: 844, x1: x0 + width, y1: 847 },
      confidence: 98,
    });
    const speck = withoutSpeckGlyphs(
      image,
      read([...letters('Termo', 200), hyphen(312, 3), ...letters('digitale', 330)]),
    );
    expect(textOf(speck)).toBe('Termo digitale');
    // A printed hyphen is kept, and so is a speck-sized one in a code.
    const printed = withoutSpeckGlyphs(
      image,
      read([...letters('Termo', 200), hyphen(310, 10), ...letters('digitale', 330)]),
    );
    expect(textOf(printed)).toBe('Termo-digitale');
    const code = withoutSpeckGlyphs(
      image,
      read([...letters('MP', 200), hyphen(312, 3), ...letters('467', 330)]),
    );
    expect(textOf(code)).toBe('MP-467');
  });
});
