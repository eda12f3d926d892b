/**
 * What a recogniser gets wrong between lines of a scan: an accent read as a word of the line
 * above, a row found twice, one character boxed over two rows, a short word it barely
 * believes inside a date. Each page here is a scripted recogniser answer, shaped like the
 * ones tesseract gave on generated scans.
 */
import { describe, expect, it } from 'vitest';
import { mergeDoubleReads } from '../../../../src/extraction/ocr/double-reads.js';
import type { OcrLine, OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';
import { splitMergedRow } from '../../../../src/extraction/ocr/merged-rows.js';
import { wordsToPage } from '../../../../src/extraction/ocr/words-to-runs.js';
import { A4_AT_300_DPI as GEOMETRY } from './recognised-line.js';

/** A word of `height` px standing on `baseline`, characters 20 px wide. */
function word(text: string, x: number, baseline: number, height = 25, confidence = 95): OcrWord {
  const symbols = [...text].map((char, index) => ({
    text: char,
    box: { x0: x + index * 20, y0: baseline - height, x1: x + index * 20 + 18, y1: baseline },
  }));
  return {
    text,
    confidence,
    box: { x0: x, y0: baseline - height, x1: x + text.length * 20 - 2, y1: baseline },
    symbols,
  };
}

function line(words: OcrWord[]): OcrLine {
  const x0 = Math.min(...words.map((w) => w.box.x0));
  const x1 = Math.max(...words.map((w) => w.box.x1));
  const y0 = Math.min(...words.map((w) => w.box.y0));
  const y1 = Math.max(...words.map((w) => w.box.y1));
  const base = Math.max(...words.map((w) => w.box.y1));
  return { words, baseline: { x0, y0: base, x1, y1: base }, box: { x0, y0, x1, y1 } };
}

const texts = (lines: OcrLine[]) => lines.map((l) => l.words.map((w) => w.text.trim()));

describe('accents read as words of another line', () => {
  it('drops the "7" and "A" a recogniser read from the accents of a large letterhead', () => {
    // The certificate number's line, beside the letterhead, caught the acute of "Métrologie"
    // and the circumflex of "Rhône" as words of its own.
    const number = line([
      { ...word('7', 279, 152, 12), box: { x0: 279, y0: 140, x1: 291, y1: 152 } },
      { ...word('A', 868, 152, 12), box: { x0: 868, y0: 140, x1: 886, y1: 152 } },
      word('MSR/2025/5608', 2000, 150, 25),
    ]);
    const letterhead = line([word('Métrologie', 210, 183, 41), word('Rhône', 810, 183, 41)]);
    const { page } = wordsToPage({ lines: [number, letterhead] }, GEOMETRY);
    expect(page.runs.map((run) => run.text)).toEqual(['MSR/2025/5608', 'Métrologie', 'Rhône']);
  });

  it('drops such a mark whole though its characters stand apart', () => {
    // Session 63, seed 61111: "1A" from the accents of "d'étalonnage", its "1" and "A" a gap
    // apart, was parted in two before the marks were dropped, and its parts stayed: the title
    // line then split, and the page no longer started a certificate of its own.
    const mark = word('1A', 1008, 366, 20, 80);
    mark.symbols = [
      { text: '1', box: { x0: 1008, y0: 346, x1: 1013, y1: 366 } },
      { text: 'A', box: { x0: 1026, y0: 346, x1: 1040, y1: 366 } },
    ];
    const title = line([word('Certificat', 729, 393, 44), word("d'étalonnage", 974, 405, 58)]);
    const { page } = wordsToPage({ lines: [line([mark]), title] }, GEOMETRY);
    expect(page.runs.map((run) => run.text)).toEqual(['Certificat', "d'étalonnage"]);
  });

  it('drops a mark read with a speck above it, its tilde inside the word, its box not', () => {
    // Seed 83271: the tilde of "Calibração" read "n" inside the word, a speck far above it
    // read "e" in the same reading; "ne" joined the letterhead as "Calibração ne Paulista".
    const mark = word('ne', 360, 155, 46, 70);
    mark.symbols = [
      { text: 'n', box: { x0: 360, y0: 135, x1: 380, y1: 142 } },
      { text: 'e', box: { x0: 371, y0: 109, x1: 383, y1: 155 } },
    ];
    const letterhead = line([word('Calibração', 210, 195, 61), word('Paulista', 549, 184, 49)]);
    const number = line([mark, word('7238/2023', 2066, 155, 38)]);
    const { page } = wordsToPage({ lines: [number, letterhead] }, GEOMETRY);
    expect(page.runs.map((run) => run.text)).toEqual(['7238/2023', 'Calibração', 'Paulista']);
  });

  it('drops a doubted reading wholly inside a word of the line above, as tall as it nearly', () => {
    // Seed 82261: "no" at 16, boxed inside "Fertigungsnummer:", on the line of its gloss
    // "Serial Number": the caption read "Serial Number no" and its serial under it was lost.
    const caption = line([word('2.4', 705, 1110), word('Fertigungsnummer:', 758, 1110)]);
    const gloss = line([
      word('Serial', 704, 1150),
      word('Number', 790, 1150),
      { ...word('no', 907, 1110, 18, 16), box: { x0: 907, y0: 1092, x1: 991, y1: 1110 } },
    ]);
    const { page } = wordsToPage({ lines: [caption, gloss] }, GEOMETRY);
    expect(page.runs.map((run) => run.text)).toEqual([
      '2.4',
      'Fertigungsnummer:',
      'Serial',
      'Number',
    ]);
  });

  it('keeps a short word of small print whose letters stand clear of a tall word', () => {
    // Below a large letterhead word, a short word's letters touch its box, not lie in it.
    const address = line([word('Rua', 210, 218), word('de', 300, 218), word('Santos', 360, 218)]);
    const { page } = wordsToPage(
      { lines: [line([word('Calibração', 210, 195, 61)]), address] },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual(['Calibração', 'Rua', 'de', 'Santos']);
  });

  it('keeps a short word that stands clear of the words of other lines', () => {
    const { page } = wordsToPage(
      {
        lines: [
          line([word('Nr', 210, 150), word('7', 400, 150)]),
          line([word('Métrologie', 210, 230, 41)]),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual(['Nr', '7', 'Métrologie']);
  });
});

describe('a short word the recogniser barely believes', () => {
  it('keeps "de" at word spaces between two believed words of a date', () => {
    const date = line([
      word('19', 1649, 1603),
      word('de', 1696, 1603, 25, 8),
      word('febrero', 1740, 1603, 25, 71),
    ]);
    const { page } = wordsToPage({ lines: [date] }, GEOMETRY);
    expect(page.runs.map((run) => run.text)).toEqual(['19', 'de', 'febrero']);
  });

  it('drops it between pieces of a word read at confidence 0, and alone', () => {
    const garbled = line([
      word('22', 778, 980, 25, 0),
      word('2', 830, 980, 25, 0),
      word('°C', 860, 980, 25, 0),
    ]);
    const dust = line([word('Serial', 200, 1200), word('rd', 600, 1200, 25, 10)]);
    const { page } = wordsToPage({ lines: [garbled, dust] }, GEOMETRY);
    expect(page.runs.map((run) => run.text)).toEqual(['Serial']);
  });
});

describe('splitMergedRow', () => {
  it('cuts rows apart though one character is boxed over both', () => {
    // "Chauvin" on the upper row has its "v" boxed down into the row under it, where "Fecha"
    // starts a column further right.
    const chauvin = word('Chauvin', 704, 1664);
    chauvin.symbols[4] = { text: 'v', box: { x0: 784, y0: 1635, x1: 802, y1: 1693 } };
    chauvin.box = { ...chauvin.box, y0: 1635, y1: 1693 };
    const row = line([word('Medidor', 210, 1664), chauvin, word('Fecha', 1282, 1683)]);
    expect(texts(splitMergedRow(row))).toEqual([['Medidor', 'Chauvin'], ['Fecha']]);
  });

  it('stands a caption on its own letters, not on letters boxed down into the row under it', () => {
    // "Próxima calibración:" beside its date, its gloss "Next Calibration" under it: the
    // recogniser boxed half the caption's letters 68 px tall, over both rows.
    const overBoth = (text: string, x: number, tall: (index: number) => boolean): OcrWord => {
      const own = word(text, x, 1193);
      own.symbols = own.symbols.map((symbol, index) =>
        tall(index) ? { ...symbol, box: { ...symbol.box, y0: 1154, y1: 1222 } } : symbol,
      );
      own.box = { ...own.box, y0: 1154, y1: 1222 };
      return own;
    };
    const row = line([
      word('Serial', 703, 1210),
      word('Number', 840, 1210),
      overBoth('Proxima', 1281, (index) => index % 3 === 0),
      overBoth('calibración:', 1427, (index) => index % 2 === 0),
      word('2025-04-28', 1723, 1193),
    ]);
    const parts = splitMergedRow(row);
    const caption = parts.find((part) => part.words.some((w) => w.text === 'Proxima'))!;
    expect(texts([caption])[0]).toContain('calibración:');
    // On the date's baseline, not 25 px under it on the gloss's.
    expect(caption.baseline.y0).toBeCloseTo(1193, 0);
  });

  it('cuts a small caption from a larger value beside it that shares much of its height', () => {
    // "Manufacturer:" in 5.5 pt stands 15 px above "Certificate No. 595652-7" in 8.5 pt.
    const row = line([word('Manufacturer:', 723, 871, 20), word('Certificate', 1331, 886, 26)]);
    expect(texts(splitMergedRow(row))).toEqual([['Manufacturer:'], ['Certificate']]);
  });
});

describe('mergeDoubleReads', () => {
  it('reads a row found twice once, joining the pieces of each reading', () => {
    // Tesseract found "Medidor de aislamiento | Chauvin Arnoux" twice: whole but for its first
    // letter and "Arn", and in pieces that overlap the whole reading.
    const pieces = line([word('Medi', 210, 1663), word('i', 442, 1663), word('Arn', 857, 1663)]);
    const whole = line([
      word('edidor', 232, 1664),
      word('de', 367, 1664),
      word('aislamiento', 420, 1664),
      word('Chauvin', 704, 1664),
      word('oux', 917, 1664),
    ]);
    const merged = mergeDoubleReads([pieces, whole]);
    expect(texts(merged)).toEqual([['Medidor', 'de', 'aislamiento', 'Chauvin', 'Arnoux']]);
  });

  it('reads a letter both readings end and begin with once ("Model N" and "odel No.")', () => {
    // One reading boxed only the caption's "N", the other read "No." from the "o" on, 5 px
    // further: "Model N No." is no caption and the model's value became "N No. F607".
    const first = line([
      word('Model', 223, 1544, 28),
      word('N', 357, 1544, 28),
      word('F607', 619, 1544, 28),
    ]);
    const second = line([word('odel', 257, 1544, 21), word('No.', 380, 1544, 21)]);
    expect(texts(mergeDoubleReads([first, second]))).toEqual([['Model', 'No.', 'F607']]);
  });

  it('keeps two words of two readings a word space apart though one ends as the other begins', () => {
    const first = line([word('Model', 223, 1544, 28), word('N', 357, 1544, 28)]);
    const second = line([word('odel', 257, 1544, 28), word('Nr', 395, 1544, 28)]);
    expect(texts(mergeDoubleReads([first, second]))).toEqual([['Model', 'N', 'Nr']]);
  });

  it('leaves lines alone that share a height but no ink, and lines on other rows', () => {
    const left = line([word('Marca', 210, 1664)]);
    const right = line([word('Fluke', 900, 1664)]);
    const under = line([word('Modelo', 215, 1700)]);
    expect(texts(mergeDoubleReads([left, right, under]))).toEqual([
      ['Marca'],
      ['Fluke'],
      ['Modelo'],
    ]);
  });
});
