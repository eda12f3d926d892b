/** A capital the recogniser boxed apart from the rest of its word is joined back. */
import { describe, expect, it } from 'vitest';
import { joinSplitInitials } from '../../../../src/extraction/ocr/split-initials.js';
import { recognisedLine } from './recognised-line.js';

function joined(text: string): string {
  const line = recognisedLine(text).lines[0]!;
  return joinSplitInitials(line)
    .words.map((word) => word.text)
    .join(' ');
}

describe('a first letter read as a word of its own', () => {
  it.each([
    ['J avier Ruiz Ortega', 'Javier Ruiz Ortega'],
    ['J ürgen Hoffmann', 'Jürgen Hoffmann'],
    ['J ean-Luc Moreau', 'Jean-Luc Moreau'],
    ['Datenlogger Temperatur/F euchte', 'Datenlogger Temperatur/Feuchte'],
    ['alle 2 J ahre', 'alle 2 Jahre'],
    // A J whose hook was read as a bracket, at the line's start (seed 65241).
    ['] ean-Luc Moreau', 'Jean-Luc Moreau'],
    [') avier Ruiz', 'Javier Ruiz'],
    // A capital vowel that with the rest spells a caption word.
    ['O peratore', 'Operatore'],
    // Or a section heading's word: the remarks after a standards table end it.
    ['O bservações / Remarks', 'Observações / Remarks'],
    // Or after a word in small letters, where no sentence starts (seed 24231: the lab's name
    // in "Certificat émis par A telier Métrologique du Jura." had been lost).
    [
      'Certificat émis par A telier Métrologique du Jura.',
      'Certificat émis par Atelier Métrologique du Jura.',
    ],
  ])('"%s" reads "%s"', (text, expected) => {
    expect(joined(text)).toBe(expected);
  });

  it('joins the boxes and characters, so the word keeps its place on the page', () => {
    const line = joinSplitInitials(recognisedLine('J avier').lines[0]!);
    expect(line.words).toHaveLength(1);
    expect(line.words[0]!.symbols.map((symbol) => symbol.text).join('')).toBe('Javier');
  });

  it("measures the gap between the letters' own boxes, not the words'", () => {
    // Session 68, block 71 (seed 71281): "Oggetto" read "O" (boxed 222–255 px, its glyph
    // 222–239) and "ggetto" (from 256); the word boxes overlap, and the caption was lost.
    const line = recognisedLine('O ggetto').lines[0]!;
    const [initial, rest] = line.words;
    const glyph = initial!.symbols[0]!;
    const reaching = { ...initial!, box: { ...initial!.box, x1: rest!.box.x0 + 15 } };
    expect(glyph.box.x1).toBeLessThan(rest!.box.x0);
    const out = joinSplitInitials({ ...line, words: [reaching, rest!] });
    expect(out.words.map((word) => word.text)).toEqual(['Oggetto']);
  });

  it.each([
    ['A incerteza expandida'],
    ['O instrumento'],
    ['A ciéries'],
    ['J. Smith'],
    ['J Smith'],
    ['230 V nominal'],
    ['N serie'],
    ['Type K'],
    ['The instrument I calibrated'],
    ['Laboratorio de A Coruña'],
    // A bracket after a number or a word closes something.
    ['( 0 bis 10 ) bar'],
    ['(siehe Anlage ) ersetzt'],
  ])('leaves "%s" alone: a word, an initial, a unit or "number"', (text) => {
    expect(joined(text)).toBe(text);
  });
});
