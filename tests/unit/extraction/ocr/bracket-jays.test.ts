/** A capital J read as closing brackets before a code is read as the J. */
import { describe, expect, it } from 'vitest';
import { withBracketJays } from '../../../../src/extraction/ocr/bracket-jays.js';
import type { OcrLine, OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';
import { boxedWord, type BoxedCharacter } from './boxed-word.js';
import { boxedLine } from './recognised-line.js';

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
