import { describe, expect, it } from 'vitest';
import type { OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';
import { withRomanOnes } from '../../../../src/extraction/ocr/roman-ones.js';

/** A word whose characters are boxed at the given ink widths, 3 px apart, from x. */
function word(text: string, x: number, widths: readonly number[]): OcrWord {
  let left = x;
  const symbols = [...text].map((char, index) => {
    const box = { x0: left, y0: 100, x1: left + widths[index]!, y1: 130 };
    left = box.x1 + 3;
    return { text: char, box, confidence: 99 };
  });
  return { text, confidence: 70, box: { x0: x, y0: 100, x1: left - 3, y1: 130 }, symbols };
}

const texts = (words: readonly OcrWord[]) => words.map((each) => each.text);

describe('withRomanOnes', () => {
  it('reads two bars far narrower than the digits beside them as a numeral of capitals', () => {
    // Session 58, block 49: "Fluke 54 II B" read "54 11 B", its bars 6 and 7 px beside digits of 18–20.
    const line = [
      word('54', 210, [18, 20]),
      word('11', 263, [6, 7]),
      word('B', 294, [20]),
      word('5143-0069', 1242, [17, 17, 20, 18, 10, 18, 20, 18, 19]),
    ];
    expect(texts(withRomanOnes(line))).toEqual(['54', 'II', 'B', '5143-0069']);
  });

  it('parts bars the recogniser ran into the number before them, set apart by a space', () => {
    // Session 67, block 68: "Fluke 54 II B" read "5411 B", the bars 4 px wide beside digits of
    // 14 and 16, 13 px after the "4" and 5 px apart.
    const run = (gap: number): OcrWord => {
      const word = (text: string, x: number, widths: readonly number[]): OcrWord['symbols'] => {
        let left = x;
        return [...text].map((char, index) => {
          const box = { x0: left, y0: 100, x1: left + widths[index]!, y1: 130 };
          left = box.x1 + (index === 1 ? gap : 5);
          return { text: char, box, confidence: 98 };
        });
      };
      const symbols = word('5411', 1048, [14, 16, 4, 4]);
      return {
        text: '5411',
        confidence: 73,
        box: { x0: 1048, y0: 100, x1: 1108, y1: 130 },
        symbols,
      };
    };
    expect(texts(withRomanOnes([run(13), word('B', 1123, [16])]))).toEqual(['54', 'II', 'B']);
    // Bars as close to the digit as to each other are the word's own characters.
    expect(texts(withRomanOnes([run(5), word('B', 1123, [16])]))).toEqual(['5411', 'B']);
  });

  it("parts the model's capital after the bars when a space sets it apart too", () => {
    // Session 75, block 84 (seed 84171): "54 II B" read as one word, its second bar a slash
    // that code-glyphs.ts reads back as a bar: "5411B", spaced 15, 5 and 16 px.
    const spaced = (last: number): OcrWord => {
      const gaps = [4, 15, 5, last];
      const widths = [16, 19, 4, 5, 18];
      let left = 472;
      const symbols = [...'5411B'].map((char, index) => {
        const box = { x0: left, y0: 100, x1: left + widths[index]!, y1: 125 };
        left = box.x1 + (gaps[index] ?? 0);
        return { text: char, box, confidence: 95 };
      });
      return {
        text: '5411B',
        confidence: 36,
        box: { x0: 472, y0: 100, x1: 574, y1: 125 },
        symbols,
      };
    };
    const line = (last: number) => [spaced(last), word('07026L', 991, [17, 18, 17, 18, 17, 16])];
    expect(texts(withRomanOnes(line(16)))).toEqual(['54', 'II', 'B', '07026L']);
    // A capital as close to the bars as they stand to each other is no word of its own.
    expect(texts(withRomanOnes(line(5)))).toEqual(['5411B', '07026L']);
  });

  it('keeps ones boxed with their flag, as wide as a digit nearly', () => {
    const line = [
      word('11', 100, [11, 11]),
      word('March', 160, [22, 18, 12, 15, 18]),
      word('2025', 300, [18, 19, 18, 18]),
    ];
    expect(texts(withRomanOnes(line))).toEqual(['11', 'March', '2025']);
  });

  it('keeps the reading where too few other digits measure the line', () => {
    expect(
      texts(withRomanOnes([word('Cubis', 100, [20, 18, 18, 6, 16]), word('11', 220, [6, 6])])),
    ).toEqual(['Cubis', '11']);
  });
});
