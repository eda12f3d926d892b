import { describe, expect, it } from 'vitest';
import type { OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';
import { restoreElisions } from '../../../../src/extraction/ocr/elisions.js';

/** Words 20 px a letter, a 10 px space between them. */
function words(line: string): OcrWord[] {
  let x = 100;
  return line.split(' ').map((text) => {
    const box = { x0: x, y0: 50, x1: x + text.length * 20, y1: 80 };
    x = box.x1 + 10;
    return { text, confidence: 90, box, symbols: [] };
  });
}

const read = (line: string) =>
  restoreElisions(words(line))
    .map((word) => word.text)
    .join(' ');

describe('restoreElisions (a scan lost the apostrophe)', () => {
  it('puts it back between a lone "d" or "l" and a word opening with a vowel', () => {
    expect(read("Laboratoire d Étalonnage de l'Ouest")).toBe("Laboratoire d'Étalonnage de l'Ouest");
    expect(read('Zone d activité de l Ouest')).toBe("Zone d'activité de l'Ouest");
    expect(read('Via dell Industria 9')).toBe("Via dell'Industria 9");
  });

  it('joins the two boxes into one word', () => {
    const [, joined] = restoreElisions(words('Laboratoire d Étalonnage'));
    expect(joined).toMatchObject({ text: "d'Étalonnage", box: { x0: 330, x1: 560 } });
  });

  it('reads an elided "l" taken for a capital I', () => {
    expect(read("Laboratoire d'Étalonnage de I'Ouest")).toBe("Laboratoire d'Étalonnage de l'Ouest");
    expect(read("I'instrument est conforme")).toBe("L'instrument est conforme");
  });

  it('leaves a lone letter before a consonant, and other words, alone', () => {
    expect(read('Classe d Mitutoyo')).toBe('Classe d Mitutoyo');
    expect(read('Pied à coulisse 150 mm')).toBe('Pied à coulisse 150 mm');
  });
});
