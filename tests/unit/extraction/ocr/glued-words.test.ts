/** Words the recogniser glued or spelled with a letter no language we read writes. */
import { describe, expect, it } from 'vitest';
import { repairWordText } from '../../../../src/extraction/ocr/glued-words.js';

describe('a recognised word repaired', () => {
  it.each([
    ['duJura.', 'du Jura.'],
    ['deLorraine', 'de Lorraine'],
    ['vonRoll', 'von Roll'],
    ['Messtechnık', 'Messtechnik'],
    ['Certificateof', 'Certificate of'],
    ['S.r.1l.', 'S.r.l.'],
    ['S.r.I.', 'S.r.l.'],
    // Session 47, block 21: a stroke beside the "l" read as a bracket.
    ['S.r.l].', 'S.r.l.'],
    // Session 47, block 23: footers' "Calibraciones del Levante 5.A.", "… Ibérica S:L.".
    ['5.A.', 'S.A.'],
    // Session 73, block 81 (seed 81171): "Occidente $.A. de C.V." (high).
    ['$.A.', 'S.A.'],
    ['5.p.A.', 'S.p.A.'],
    ['S:L.', 'S.L.'],
    // Session 49, block 26: a German instrument name's capital O read as a zero.
    ['0szilloskop', 'Oszilloskop'],
    // Session 49, block 27: a speck between a signatory's names (the name had been refused).
    ['Jürgen.Hoffmann', 'Jürgen Hoffmann'],
    // Session 50, block 29: a month run into the "de" of a Portuguese date ("2 a 3 de abrilde").
    ['abrilde', 'abril de'],
    ['Marçode', 'Março de'],
    ['setembrode,', 'setembro de,'],
    // Session 51, block 33: the lab's letterhead "Laboratoire d'Étalonnage de 1'Ouest".
    ["1'Ouest", "l'Ouest"],
    ['1’étalonnage', 'l’étalonnage'],
  ])('"%s" reads "%s"', (text, expected) => {
    expect(repairWordText(text)).toBe(expected);
  });

  it.each([
    ['DeLonghi'],
    ['McKinsey'],
    ['iPhone'],
    ['deg'],
    ['Druck'],
    ['dosage'],
    ['ABC-12'],
    ['Waterproof'],
    ["1'6"],
    ["1'a"],
    ['Thereof'],
    ['Sonnenhof'],
    ['Bischof'],
    ['S.r.l.'],
    ['S.r.12'],
    ['5.5'],
    ['5.A.1'],
    ['12:30'],
    ['0mbar'],
    ['0bar'],
    ['0,5mm'],
    ['05F-0080'],
    ['Dipl.Ing'],
    ['St.Gallen'],
    ['www.Example'],
    // A word that only begins like a month, or a month alone.
    ['grande'],
    ['Maide'],
    ['abril'],
  ])('leaves "%s" as printed', (text) => {
    expect(repairWordText(text)).toBe(text);
  });
});
