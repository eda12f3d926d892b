/** A capital J read as closing brackets before a code is read as the J. */
import { describe, expect, it } from 'vitest';
import { withBracketJays, withHyphenJays } from '../../../../src/extraction/ocr/bracket-jays.js';
import type { OcrLine, OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';
import { boxedWord, type BoxedCharacter } from './boxed-word.js';
import { boxedLine } from './recognised-line.js';
import { blank, fill } from './clean-image/gray-pages.js';

/** A recognised word of the characters, read at the word confidence given. */
function word(characters: readonly BoxedCharacter[], confidence = 90): OcrWord {
  return { ...boxedWord(characters), confidence };
}

/** Digits of a code from x, 16 px wide and 5 apart, standing on y = 1209. */
function digits(text: string, x: number): BoxedCharacter[] {
  return [...text].map((char, index) => [char, x + index * 21, x + index * 21 + 16, 1181, 1209]);
}

const texts = (line: OcrLine) => line.words.map((each) => each.text);

describe('a J read as closing brackets', () => {
  it('reads a J read as its hook and stem inside the code\'s word (")]X59706885")', () => {
    // Session 72, block 78 (seed 78221): the serial "JX59706885", its J read ")" (1662–1670 px)
    // and "]" (1672–1684), both reaching 7 px under the digits' line.
    const code = word([
      [')', 1662, 1670, 1181, 1216],
      [']', 1672, 1684, 1180, 1216],
      ['X', 1684, 1703, 1181, 1209],
      ...digits('59706885', 1710),
    ]);
    const line = withBracketJays(boxedLine(word(digits('Matricola', 1254)), code));
    expect(texts(line)).toEqual(['Matricola', 'JX59706885']);
    expect(line.words[1]!.symbols[0]!.box).toMatchObject({ x0: 1662, x1: 1684 });
  });

  it('joins a J read as a bracket a word space before its code ("] 67632089")', () => {
    // Seed 78131: "]" boxed 1786–1795 px, reaching 8 px under the line, 16 px before the
    // digits; alone, it went as noise and the serial lost its J, read at 96.
    const jay = word([[']', 1786, 1795, 1180, 1217]], 42);
    const code = word(digits('67632089', 1811), 96);
    const line = withBracketJays(boxedLine(word(digits('MCA225S', 1458)), jay, code));
    expect(texts(line)).toEqual(['MCA225S', 'J67632089']);
    // One word: boxed up to the code, so splitting codes at wide gaps keeps it whole.
    const joined = line.words[1]!;
    expect(joined.confidence).toBe(96);
    expect(joined.symbols[0]!.box.x1).toBeGreaterThan(1795);
  });

  it.each([
    // A bracket on the line: it closes what opened there.
    [
      'a bracket closing "(Typ"',
      [
        word(digits('(Typ', 1000)),
        word([[']', 1100, 1109, 1180, 1217]]),
        word(digits('4711', 1125)),
      ],
    ],
    // On the line, not under it: a bracket, not a J.
    [
      'a bracket standing on the line',
      [word([[']', 1100, 1109, 1181, 1209]]), word(digits('4711', 1125))],
    ],
    // Wider than a glyph: two marks, not one letter.
    [
      'brackets two glyphs wide',
      [
        word([
          [')', 1080, 1090, 1181, 1216],
          [']', 1098, 1110, 1180, 1216],
        ]),
        word(digits('4711', 1125)),
      ],
    ],
    // Far before the code: another cell's mark.
    [
      'a bracket a column before the code',
      [word([[']', 1000, 1009, 1180, 1217]]), word(digits('4711', 1125))],
    ],
    // Before a word of letters: split-initials' to settle.
    [
      'a bracket before letters',
      [word([[']', 1100, 1109, 1180, 1217]]), word(digits('Mess', 1125))],
    ],
  ] as [string, OcrWord[]][])('leaves %s', (_, words) => {
    const line = boxedLine(...words);
    expect(withBracketJays(line)).toBe(line);
  });
});

describe('a J boxed into the hyphen before it', () => {
  /**
   * Session 73, block 80 (seed 80061): "CAL-JGY-08" read "CAL-GY-08", its first hyphen boxed
   * 1944–1964 px over the letters' whole height and 8 px under their line (the J's hook), where
   * the code's other hyphen is a dash at mid-height. Here the letters stand on y = 130, 30 px
   * tall; `jay` draws the J's stem and hook (right of the dash, or left of it) or nothing.
   */
  function read(
    jay: 'right' | 'left' | 'stem' | 'none' | 'read',
    hyphenBox = { y0: 100, y1: 138 },
  ) {
    const image = blank(400, 200);
    const letters: BoxedCharacter[] = [];
    for (const [index, char] of ['C', 'A', 'L'].entries()) {
      const x0 = 100 + index * 26;
      fill(image, x0, 100, x0 + 22, 130);
      letters.push([char, x0, x0 + 22, 100, 130]);
    }
    // The dash at mid-height, and the J beside it.
    const [dashFrom, jayFrom] = jay === 'left' ? [191, 180] : [180, 191];
    fill(image, dashFrom, 113, dashFrom + 9, 117);
    if (jay === 'stem') fill(image, jayFrom + 5, 100, jayFrom + 9, 130);
    else if (jay !== 'none') {
      fill(image, jayFrom + 5, 100, jayFrom + 9, 136);
      fill(image, jayFrom, 132, jayFrom + 9, 138);
    }
    const rest: BoxedCharacter[] = [...'GY'].map((char, index) => {
      const x0 = 206 + index * 26;
      fill(image, x0, 100, x0 + 22, 130);
      return [char, x0, x0 + 22, 100, 130];
    });
    // 'read': the J read too, boxed from under the hyphen's box.
    const read: BoxedCharacter[] = jay === 'read' ? [['J', 194, 201, 100, 138]] : [];
    const code = word([
      ...letters,
      ['-', 180, 200, hyphenBox.y0, hyphenBox.y1],
      ...read,
      ...rest,
      ['-', 258, 266, 113, 117],
      ...digits('08', 270).map(([char, x0, x1]) => [char, x0, x1, 100, 130] as BoxedCharacter),
    ]);
    for (const [, x0, x1] of code.symbols.slice(-2).map((s) => [s.text, s.box.x0, s.box.x1]))
      fill(image, x0 as number, 100, x1 as number, 130);
    return withHyphenJays(image, { lines: [boxedLine(code)] }).lines[0]!.words[0]!.text;
  }

  it('reads the J out of the hyphen, on the side its ink stands', () => {
    expect(read('right')).toBe('CAL-JGY-08');
    expect(read('left')).toBe('CALJ-GY-08');
  });

  it('leaves a hyphen boxed into a J read beside it', () => {
    // Seed 80131: "25-JAN-2023", the J's hook boxed both with the hyphen and with the J after
    // it, had become "25-JJAN-2023" and no date.
    expect(read('read')).toBe('CAL-JGY-08');
  });

  it('leaves a hyphen boxed tall with no ink under it, and one boxed at the dash', () => {
    expect(read('none')).toBe('CAL-GY-08');
    // Seed 81241: ink standing on the line, none hanging below it, is no J's hook ("QA-0832",
    // the A's leg reaching into the hyphen's box, had become "QAJ-0832", high).
    expect(read('stem')).toBe('CAL-GY-08');
    expect(read('right', { y0: 113, y1: 117 })).toBe('CAL-GY-08');
    // Boxed tall but on the line: no hook, no J.
    expect(read('right', { y0: 100, y1: 130 })).toBe('CAL-GY-08');
  });
});
