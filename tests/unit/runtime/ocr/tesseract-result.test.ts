import { describe, expect, it } from 'vitest';
import { toResult } from '../../../../src/runtime/ocr/tesseract-engine.js';

const at = (x0: number, x1: number) => ({ x0, y0: 100, x1, y1: 120 });

describe("tesseract's page as lines of words", () => {
  it('drops a blank the recogniser put at the edge of a word, and blank words', () => {
    const result = toResult({
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                {
                  baseline: at(0, 300),
                  bbox: at(0, 300),
                  words: [
                    {
                      text: ' Niimero',
                      confidence: 42,
                      bbox: at(0, 80),
                      symbols: [' ', 'N', 'i', 'i', 'm', 'e', 'r', 'o'].map((text, i) => ({
                        text,
                        confidence: 60 + i,
                        bbox: at(i * 10, i * 10 + 9),
                      })),
                    },
                    { text: ' ', confidence: 10, bbox: at(85, 90), symbols: [] },
                    { text: 'do', confidence: 91, bbox: at(95, 115), symbols: [] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const words = result.lines[0]!.words;
    expect(words.map((word) => word.text)).toEqual(['Niimero', 'do']);
    expect(words[0]!.symbols.map((symbol) => symbol.text).join('')).toBe('Niimero');
    // Each character keeps its own confidence: a word's may be 0 with every letter sure.
    expect(words[0]!.symbols.map((symbol) => symbol.confidence)).toEqual([
      61, 62, 63, 64, 65, 66, 67,
    ]);
  });
});
