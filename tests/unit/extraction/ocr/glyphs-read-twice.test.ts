import { describe, expect, it } from 'vitest';
import { withGlyphsReadOnce } from '../../../../src/extraction/ocr/glyphs-read-twice.js';
import { boxedWord as word } from './boxed-word.js';

describe('withGlyphsReadOnce', () => {
  it('reads a T boxed as a "1" and a "7" over the same ink as a T', () => {
    // Session 59, block 53: the serial number "T58029373" read "1758029373".
    const read = word([
      ['1', 210, 228, 791, 818],
      ['7', 220, 232, 785, 830],
      ['5', 231, 248, 792, 818],
      ['8', 252, 270, 791, 818],
      ['0', 274, 291, 791, 818],
    ]);
    const once = withGlyphsReadOnce(read);
    expect(once.text).toBe('T580');
    expect(once.box).toMatchObject({ x0: 210, x1: 291 });
  });

  it('keeps one reading of a bar read as "I" and as "1" over the same ink', () => {
    // Session 59, block 53: the model "DPI 104-IS" read "104-I1S".
    const read = word([
      ['1', 1217, 1230, 1083, 1106],
      ['0', 1234, 1248, 1083, 1107],
      ['4', 1251, 1266, 1083, 1107],
      ['-', 1269, 1277, 1096, 1099],
      ['I', 1280, 1284, 1083, 1106, 93],
      ['1', 1283, 1291, 1083, 1107, 71],
      ['S', 1288, 1303, 1083, 1107],
    ]);
    expect(withGlyphsReadOnce(read).text).toBe('104-IS');
  });

  it("keeps one reading of a code's capital read twice alike, a part of it and the whole", () => {
    // Session 67, block 68: the model "MSO44" read "MSOO44".
    const read = word([
      ['M', 1148, 1177, 1276, 1308],
      ['S', 1185, 1207, 1275, 1309],
      ['O', 1207, 1221, 1271, 1322, 87],
      ['O', 1212, 1242, 1275, 1309, 94],
      ['4', 1246, 1269, 1276, 1308],
      ['4', 1274, 1297, 1276, 1308],
    ]);
    expect(withGlyphsReadOnce(read).text).toBe('MSO44');
    // Two zeros boxed alike side by side, touching, are two.
    const printed = word([
      ['1', 100, 110, 100, 130],
      ['0', 112, 130, 100, 130],
      ['0', 129, 147, 100, 130],
      ['4', 150, 168, 100, 130],
    ]);
    expect(withGlyphsReadOnce(printed).text).toBe('1004');
    // Small letters are not looked at: some faces box a double "tt" over each other.
    const lettre = word([
      ['L', 973, 1001, 372, 416],
      ['e', 1008, 1038, 382, 417],
      ['t', 1025, 1049, 372, 417],
      ['t', 1037, 1100, 374, 416],
      ['r', 1076, 1100, 372, 417],
      ['e', 1100, 1130, 382, 417],
    ]);
    expect(withGlyphsReadOnce(lettre).text).toBe('Lettre');
  });

  it('keeps ones, sevens and bars that stand apart', () => {
    const printed = word([
      ['1', 100, 110, 100, 130],
      ['7', 114, 130, 100, 130],
      ['1', 134, 144, 100, 130],
      ['I', 150, 154, 100, 130],
      ['I', 158, 162, 100, 130],
    ]);
    expect(withGlyphsReadOnce(printed).text).toBe('171II');
  });

  it('keeps one reading of a letter read in both cases over the same ink', () => {
    // Session 58, block 51: the model "MarCal 16 ER" read "MarcCal".
    const read = word([
      ['M', 1632, 1677, 100, 130, 99],
      ['a', 1662, 1693, 100, 130, 98],
      ['r', 1680, 1731, 100, 130, 99],
      ['c', 1723, 1737, 100, 130, 95],
      ['C', 1732, 1762, 100, 130, 98],
      ['a', 1753, 1780, 100, 130, 99],
      ['l', 1767, 1809, 100, 130, 98],
    ]);
    const kept = withGlyphsReadOnce(read);
    expect(kept.text).toBe('MarCal');
    expect(kept.box).toMatchObject({ x0: 1632, x1: 1809 });
  });

  it('keeps two letters that stand apart, and a letter doubled in one case', () => {
    const mcCormick = word([
      ['M', 100, 130, 100, 130, 99],
      ['c', 133, 150, 100, 130, 99],
      ['C', 153, 175, 100, 130, 99],
      ['o', 178, 195, 100, 130, 99],
    ]);
    expect(withGlyphsReadOnce(mcCormick).text).toBe('McCo');
    // Two zeros, one boxed over the other: both printed ("5143-0069").
    const zeros = word([
      ['-', 1324, 1334, 100, 130, 99],
      ['0', 1336, 1377, 100, 130, 99],
      ['0', 1361, 1381, 100, 130, 99],
      ['6', 1379, 1397, 100, 130, 99],
    ]);
    expect(withGlyphsReadOnce(zeros).text).toBe('-006');
  });

  it('drops a bracket boxed inside the letter before it, in a word of two too', () => {
    // Session 68, block 70 (seed 70171): the technician "Jennifer Walsh" read "J] ennifer".
    const read = word([
      ['J', 206, 215, 1774, 1811, 96],
      [']', 214, 215, 1774, 1811, 95],
    ]);
    expect(withGlyphsReadOnce(read).text).toBe('J');
    // A bracket printed after a letter stands beside it: "A)" of a list.
    const printed = word([
      ['A', 100, 125, 100, 130, 99],
      [')', 128, 136, 98, 134, 99],
    ]);
    expect(withGlyphsReadOnce(printed).text).toBe('A)');
  });

  it("drops a bar boxed inside the letter after it: that letter's stem read once more", () => {
    // Session 70, block 75 (seed 75021): the certificate "LMI-23/74997" read "ILMI-23/74997",
    // the "I" boxed 1780–1781 px in the L's 1780–1800.
    const read = word([
      ['I', 1780, 1781, 1679, 1716, 91],
      ['L', 1780, 1800, 1680, 1712, 97],
      ['M', 1804, 1827, 1680, 1712, 97],
      ['I', 1832, 1850, 1680, 1712, 98],
    ]);
    expect(withGlyphsReadOnce(read).text).toBe('LMI');
    // Seed 75121: "ML24-51444" read "M1L24", the "1" boxed 1774–1799 px, the L 1779–1824.
    const partly = word([
      ['M', 1703, 1774, 386, 436, 98],
      ['1', 1774, 1799, 385, 437, 97],
      ['L', 1779, 1824, 386, 436, 90],
      ['2', 1829, 1867, 385, 436, 97],
    ]);
    expect(withGlyphsReadOnce(partly).text).toBe('ML2');
    // A bar printed before a letter stands beside it: "IL" of a code.
    const printed = word([
      ['I', 100, 104, 100, 130, 99],
      ['L', 110, 128, 100, 130, 99],
      ['M', 132, 155, 100, 130, 99],
    ]);
    expect(withGlyphsReadOnce(printed).text).toBe('ILM');
    // Real scans (Kipp & Zonen): "IN CHARGE", the "I" boxed 217–252 px over the N's 241–252,
    // and a date's "17", are no stems read twice.
    const wideBar = word([
      ['I', 217, 252, 1198, 1229, 99],
      ['N', 241, 252, 1198, 1229, 99],
      ['C', 271, 295, 1198, 1230, 99],
    ]);
    expect(withGlyphsReadOnce(wideBar).text).toBe('INC');
  });

  it('keeps the letter of a marked letter read as a digit too over the same ink', () => {
    // Session 68, block 71 (seed 71031): "Manômetro" read "Man6émetro", its "ô" boxed as a "6"
    // (285–306 px) and an "é" (296–310 px).
    const read = word([
      ['M', 210, 231, 1411, 1443, 98],
      ['a', 236, 257, 1419, 1443, 99],
      ['n', 261, 281, 1419, 1443, 98],
      ['6', 285, 306, 1409, 1443, 91],
      ['é', 296, 310, 1404, 1456, 93],
      ['m', 309, 332, 1418, 1442, 99],
    ]);
    expect(withGlyphsReadOnce(read).text).toBe('Maném');
    // A digit beside a marked letter, apart from it, stays: "2é" of a code.
    const apart = word([
      ['A', 100, 120, 100, 130, 99],
      ['2', 123, 140, 100, 130, 99],
      ['é', 143, 158, 95, 130, 99],
    ]);
    expect(withGlyphsReadOnce(apart).text).toBe('A2é');
  });

  it('reads an "O" boxed as a "0" and an "O" over the same ink once, as the whole glyph read it', () => {
    // Session 68, block 70 (seed 70191): the model "MDO34" read "MD0O34", the "0" boxed
    // 1092–1105 px (a part of the glyph) and the "O" 1095–1114 (the whole).
    const read = word([
      ['M', 1047, 1068, 1673, 1703, 98],
      ['D', 1072, 1090, 1672, 1702, 99],
      ['0', 1092, 1105, 1672, 1703, 95],
      ['O', 1095, 1114, 1672, 1703, 92],
      ['3', 1119, 1138, 1673, 1703, 98],
      ['4', 1143, 1162, 1674, 1702, 98],
    ]);
    expect(withGlyphsReadOnce(read).text).toBe('MDO34');
  });

  it('reads a capital boxed over the digit it resembles once, as the whole glyph read it', () => {
    // Session 71, block 77 (seed 77111): the model "224-1S" read "224-15S", the "5" boxed
    // 904–916 px and the "S" 907–923, nine of the 5's twelve columns shared.
    const model = (es: readonly [number, number]) =>
      word([
        ['2', 817, 832, 1877, 1903, 99],
        ['2', 837, 851, 1876, 1904, 98],
        ['4', 856, 872, 1877, 1903, 98],
        ['-', 875, 884, 1892, 1895, 98],
        ['1', 889, 902, 1877, 1903, 99],
        ['5', 904, 916, 1876, 1904, 97],
        ['S', es[0], es[1], 1877, 1904, 92],
      ]);
    expect(withGlyphsReadOnce(model([907, 923])).text).toBe('224-1S');
    // Side by side, sharing a column or two: two glyphs.
    expect(withGlyphsReadOnce(model([915, 931])).text).toBe('224-15S');
  });
});
