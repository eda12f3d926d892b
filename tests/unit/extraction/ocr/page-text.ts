/** A page of recognised runs, one line each, as the spelling passes see a scanned page. */
import type { PageText } from '../../../../src/extraction/layout/types.js';

export function pageText(number: number, texts: string[]): PageText {
  return {
    number,
    width: 595,
    height: 842,
    runs: texts.map((text, index) => ({
      text,
      page: number,
      x: 50,
      y: 40 + index * 12,
      width: text.length * 5,
      size: 9,
      font: 'ocr@9',
    })),
  };
}
