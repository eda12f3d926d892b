/**
 * Word boxes the recogniser clipped are widened over their word's ink, and a word of letters
 * is read again with it.
 */
import { describe, expect, it } from 'vitest';
import { withClippedWords } from '../../../../src/extraction/ocr/clipped-words.js';
import type { GrayImage } from '../../../../src/extraction/ocr/gray-image.js';
import type { OcrResult, OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';
import { boxedLine, boxedWord } from './recognised-line.js';
import { blank, fill } from './clean-image/gray-pages.js';

/** "Letters": 4-pixel strokes every 9 pixels, 32 pixels tall, from x0 to x1. */
function ink(image: GrayImage, x0: number, x1: number) {
  for (let x = x0; x + 4 <= x1; x += 9) fill(image, x, 100, x + 4, 132);
}

/** "Ateliers" and a word printed a word space after it, its box starting 60 px into its ink. */
function clippedName() {
  const image = blank(600, 240);
  ink(image, 20, 92); // "Ateliers"
  ink(image, 104, 300); // "Mécaniques": 12 px of white before it, as between words
  const read: OcrResult = {
    lines: [
      boxedLine(
        boxedWord('Ateliers', { x0: 20, y0: 100, x1: 92, y1: 132 }),
        boxedWord('caniques', { x0: 164, y0: 100, x1: 300, y1: 132 }, 90),
      ),
    ],
  };
  return { image, read };
}

/** A recogniser that reads every cut-out as `text` at `confidence`, counting its calls. */
function scripted(text: string | null, confidence = 92) {
  const calls: GrayImage[] = [];
  const read = async (part: GrayImage): Promise<OcrResult> => {
    calls.push(part);
    if (text === null) return { lines: [] };
    const box = { x0: 10, y0: 10, x1: part.width - 10, y1: part.height - 10 };
    return { lines: [boxedLine(boxedWord(text, box, confidence))] };
  };
  return { read, calls };
}

describe('withClippedWords', () => {
  it("widens a clipped box over its word's ink, up to the word space before it", async () => {
    const { image, read } = clippedName();
    const result = await withClippedWords(image, read, scripted(null).read);
    const [ateliers, name] = result.lines[0]!.words;
    expect(name!.box.x0).toBeGreaterThanOrEqual(100);
    expect(name!.box.x0).toBeLessThanOrEqual(106);
    expect(name!.text).toBe('caniques');
    // The word before keeps its box: the white between the two is a word space.
    expect(ateliers!.box).toEqual({ x0: 20, y0: 100, x1: 92, y1: 132 });
  });

  it('takes the reading of the widened word when it holds the first whole and letters more', async () => {
    const { image, read } = clippedName();
    const { read: reread, calls } = scripted('Mécaniques');
    const result = await withClippedWords(image, read, reread);
    expect(result.lines[0]!.words.map((word) => word.text)).toEqual(['Ateliers', 'Mécaniques']);
    expect(calls).toHaveLength(1);
  });

  it('keeps the first reading when the new one is another word or doubted', async () => {
    for (const [text, confidence] of [
      ['Mécanique', 92],
      ['Mécaniques', 60],
    ] as const) {
      const { image, read } = clippedName();
      const result = await withClippedWords(image, read, scripted(text, confidence).read);
      expect(result.lines[0]!.words[1]!.text).toBe('caniques');
    }
  });

  it("leaves a name's box alone where a signature's stroke crosses it", async () => {
    // Session 62, a real Kipp & Zonen scan: "W." under its signer's handwriting, widened over
    // the stroke, joined the signature's line and lost the tester's name.
    const image = blank(600, 240);
    ink(image, 104, 300);
    fill(image, 60, 40, 100, 200); // the signature: ink far above and below the name's rows
    const read: OcrResult = {
      lines: [boxedLine(boxedWord('Spronkers', { x0: 104, y0: 100, x1: 300, y1: 132 }))],
    };
    const { read: reread, calls } = scripted('WSpronkers');
    const result = await withClippedWords(image, read, reread);
    expect(result.lines[0]!.words[0]!.box.x0).toBe(104);
    expect(calls).toHaveLength(0);
  });

  it("leaves a box alone whose widening would take in another line's word: a row read twice", async () => {
    // Tuning seed 211: "1.3P" | "d" and "Tocedure" | "Use", two readings of one "1.3 Procedure
    // Used"; widened over each other's letters they no longer joined as "PRocedure".
    const image = blank(600, 240);
    ink(image, 104, 300);
    const read: OcrResult = {
      lines: [
        boxedLine(boxedWord('1.3P', { x0: 104, y0: 100, x1: 160, y1: 132 })),
        boxedLine(boxedWord('cedure', { x0: 180, y0: 102, x1: 300, y1: 132 })),
      ],
    };
    const { read: reread, calls } = scripted('1.3Procedure');
    const result = await withClippedWords(image, read, reread);
    expect(result.lines.map((line) => line.words[0]!.box.x1)).toEqual([160, 300]);
    expect(calls).toHaveLength(0);
  });

  it('leaves a box alone that no ink outside it touches, and a thin rule beside a word', async () => {
    const image = blank(600, 240);
    ink(image, 104, 300);
    fill(image, 96, 90, 98, 140); // a table's rule 6 px before the word
    const read: OcrResult = {
      lines: [boxedLine(boxedWord('Mécaniques', { x0: 104, y0: 100, x1: 300, y1: 132 }))],
    };
    const { read: reread, calls } = scripted('|Mécaniques');
    const result = await withClippedWords(image, read, reread);
    expect(result.lines[0]!.words[0]!.box.x0).toBe(104);
    expect(calls).toHaveLength(0);
  });

  it('reads a one-letter word again, and leaves the next word its own ink', async () => {
    // Session 69, seed 72001: the caption "Marca:" read "M" boxed over its first letter and
    // ":" apart; the caption lost, its value "Keysight" had joined the instrument's name.
    // Read again, the cut-out takes in the colon too: it stays the colon's word.
    const image = blank(600, 240);
    ink(image, 20, 92); // "Marca"
    fill(image, 104, 112, 108, 132); // ":"
    const read: OcrResult = {
      lines: [
        boxedLine(
          boxedWord('M', { x0: 20, y0: 100, x1: 40, y1: 132 }, 60),
          boxedWord(':', { x0: 104, y0: 112, x1: 108, y1: 132 }),
        ),
      ],
    };
    const reread = async (part: GrayImage): Promise<OcrResult> => {
      // "Marca" across the cut-out, and its colon at the cut-out's right edge.
      const step = (part.width - 20) / 5;
      const symbols = [...'Marca'].map((char, index) => ({
        text: char,
        box: { x0: 10 + index * step, y0: 16, x1: 10 + (index + 1) * step - 2, y1: 48 },
        confidence: 92,
      }));
      symbols.push({
        text: ':',
        box: { x0: part.width - 5, y0: 28, x1: part.width - 1, y1: 48 },
        confidence: 92,
      });
      const box = { x0: 10, y0: 16, x1: part.width - 1, y1: 48 };
      return { lines: [boxedLine({ text: 'Marca:', confidence: 92, box, symbols })] };
    };
    const result = await withClippedWords(image, read, reread);
    expect(result.lines[0]!.words.map((word) => word.text)).toEqual(['Marca', ':']);
  });

  describe('a letter boxed over a speck a word away', () => {
    // Session 71, block 75 (seed 75171): the caption "Bearbeiter" read "Bearer" at 0, its "B"
    // boxed from a speck at the page's edge, 223 pixels wide for letters 32 tall: the
    // technician's caption lost, and the name over it with it.
    function stretched(confidence = 0): OcrResult {
      let x = 233;
      const symbols = [...'Bearer'].map((char, index) => {
        const box =
          index === 0
            ? { x0: 4, y0: 100, x1: 227, y1: 132 }
            : { x0: x, y0: 100, x1: x + 20, y1: 132 };
        if (index > 0) x += 24;
        return { text: char, box, confidence: 90 };
      });
      const box = { x0: 4, y0: 100, x1: x - 4, y1: 132 };
      return { lines: [boxedLine({ text: 'Bearer', confidence, box, symbols })] };
    }
    function page() {
      const image = blank(600, 240);
      fill(image, 4, 110, 8, 114); // the speck
      ink(image, 209, 349); // "Bearbeiter"
      return image;
    }

    it('reads the word again without the speck and takes the new reading when believed', async () => {
      const { read, calls } = scripted('Bearbeiter');
      const result = await withClippedWords(page(), stretched(), read);
      expect(result.lines[0]!.words.map((word) => word.text)).toEqual(['Bearbeiter']);
      expect(calls).toHaveLength(1);
      // The cut-out starts at the word's ink, not at the speck.
      expect(calls[0]!.width).toBeLessThan(349 - 4);
    });

    it('keeps the first reading when the new one is doubted or no word of letters', async () => {
      for (const [text, confidence] of [
        ['Bearbeiter', 60],
        ['Bearbeiter 12', 92],
      ] as const) {
        const result = await withClippedWords(page(), stretched(), scripted(text, confidence).read);
        expect(result.lines[0]!.words.map((word) => word.text)).toEqual(['Bearer']);
      }
    });
  });

  describe("a code's glyph swallowed by the one beside it", () => {
    /** A word of characters 16 px wide, 4 px apart, from x = 100; `wide` boxed 3.5 times as wide. */
    function codeWord(text: string, wide: number, confidence = 0): OcrWord {
      let x = 100;
      const symbols = [...text].map((char, index) => {
        const width = index === wide ? 56 : 16;
        const box = { x0: x, y0: 100, x1: x + width, y1: 130 };
        x += width + 4;
        return { text: char, box, confidence: 90 };
      });
      return { text, confidence, box: { x0: 100, y0: 100, x1: x - 4, y1: 130 }, symbols };
    }

    /** A recogniser reading the cut-out as `text`, a character per 16 px from where the word was. */
    function readsCode(text: string, confidence = 90) {
      const calls: GrayImage[] = [];
      const read = async (part: GrayImage): Promise<OcrResult> => {
        calls.push(part);
        // The cut-out's left edge stands where the word's box began, less its reach and margin.
        const start = (part.width - (20 * text.length - 4)) / 2;
        const symbols = [...text].map((char, index) => ({
          text: char,
          box: { x0: start + 20 * index, y0: 20, x1: start + 20 * index + 16, y1: 50 },
          confidence,
        }));
        const box = { x0: start, y0: 20, x1: start + 20 * text.length - 4, y1: 50 };
        return { lines: [boxedLine({ text, confidence: 15, box, symbols })] };
      };
      return { read, calls };
    }

    it('reads the word again and takes the reading with the glyph back in the wide box', async () => {
      // Session 63, seed 60271: "Y36995069" read "36995069", its "3" boxed over "Y3".
      const image = blank(600, 240);
      const word = codeWord('36995069', 0);
      const { read, calls } = readsCode('Y36995069');
      const result = await withClippedWords(image, { lines: [boxedLine(word)] }, read);
      expect(calls).toHaveLength(1);
      expect(result.lines[0]!.words.map((w) => w.text)).toEqual(['Y36995069']);
    });

    it('keeps the first reading when the new one differs outside the wide box or is doubted', async () => {
      for (const [text, confidence] of [
        ['Y36995068', 90],
        ['Y36995069', 60],
      ] as const) {
        const image = blank(600, 240);
        const word = codeWord('36995069', 0);
        const result = await withClippedWords(
          image,
          { lines: [boxedLine(word)] },
          readsCode(text, confidence).read,
        );
        expect(result.lines[0]!.words.map((w) => w.text)).toEqual(['36995069']);
      }
    });

    it('reads no word again whose characters are boxed alike', async () => {
      const image = blank(600, 240);
      const word = codeWord('36995069', -1);
      const { read, calls } = readsCode('Y36995069');
      await withClippedWords(image, { lines: [boxedLine(word)] }, read);
      expect(calls).toHaveLength(0);
    });
  });
});
