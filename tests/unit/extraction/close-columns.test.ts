/**
 * Columns set closer than a cell gap: captions of a band drawn as one cell, two address blocks
 * side by side, a caption whose last word or first line sits on another line, a date whose
 * year went to the next line. Each case fails on the engine before these mechanisms.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/extraction/layout/document.js';
import type { TextRun } from '../../../src/extraction/layout/types.js';
import { matchLabel } from '../../../src/extraction/fields/label-match.js';
import type { Text } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

/** Texts laid left to right on one line, `gap` points apart (Helvetica widths). */
function closeRow(texts: readonly string[], y: number, gap: number, x = 50, size = 9): Text[] {
  const out: Text[] = [];
  for (const text of texts) {
    out.push({ text, x, y, size });
    x += helvetica.widthOfTextAtSize(text, size) + gap;
  }
  return out;
}

const run = (text: string, x: number, y: number, width: number): TextRun => ({
  text,
  page: 1,
  x,
  y,
  width,
  size: 10,
  font: 'f1@10',
});

describe('columns closer than a cell gap', () => {
  it('cuts a run that starts on the column edge of the lines around it', () => {
    // The customer's block and the invoice address beside it, 9.6 pt apart on the middle line.
    const layout = buildLayout([
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [
          run('Industrias Plásticas', 50, 100, 111),
          run('Laboratoires', 175, 100, 71),
          run('de Occidente S.A. de', 50, 112, 115.4),
          run('Dumont SA', 175, 112, 63.5),
          run('C.V.', 50, 124, 22.7),
          run('3 avenue Pasteur', 175, 124, 74.8),
        ],
      },
    ]);
    expect(layout.lines[1]!.cells.map((cell) => cell.text)).toEqual([
      'de Occidente S.A. de',
      'Dumont SA',
    ]);
  });

  it('keeps words of one phrase together when nothing around starts where they do', () => {
    const layout = buildLayout([
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [
          run('Industrias Plásticas', 50, 100, 111),
          run('de Occidente S.A. de', 50, 112, 115.4),
          run('C.V.', 175, 112, 22.7),
        ],
      },
    ]);
    expect(layout.lines[1]!.cells.map((cell) => cell.text)).toEqual(['de Occidente S.A. de C.V.']);
  });

  it("keeps a form's value whole where a grid above it, sharing only the margin, starts a column", () => {
    // A scan: a grid of dates at 53 and 152 over a form whose values start at 124; the value
    // "Pinza amperimétrica" has a word space of 5 pt before its second word, at 150.
    const word = (text: string, x: number, x1: number, y: number): TextRun => ({
      ...run(text, x, y, x1 - x),
      size: 7.5,
      font: 'ocr@7.5',
    });
    const layout = buildLayout([
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [
          word('Recibido el', 53, 102, 161),
          word('2022-12-30', 152, 197, 161),
          word('Calibrado el', 301, 354, 161),
          word('2023-01-06', 400, 444, 161),
          word('Vencimiento', 53, 102, 176),
          word('2023-07-06', 152, 197, 176),
          word('Emitido el', 301, 345, 176),
          word('2023-01-09', 400, 444, 176),
          word('Procedimiento', 54, 111, 191),
          word('CP-CLM-003', 152, 196, 191),
          word('Instrumento', 50, 99, 208),
          word('Pinza', 124, 145, 208),
          word('amperimétrica', 150, 208, 208),
          word('Marca', 50, 72, 220),
          word('Hioki', 123, 145, 220),
          word('Tipo', 50, 68, 232),
          word('CM4375-50', 123, 163, 232),
        ],
      },
    ]);
    expect(layout.lines[3]!.cells.map((cell) => cell.text)).toEqual([
      'Instrumento',
      'Pinza amperimétrica',
    ]);
  });

  it('keeps a maker of two words together where a table of other columns below starts', () => {
    // A one-row instrument band over a results table: the table's "Error" column starts
    // where "Metrawatt" does, but no row of the table shares the band's other columns.
    const cells = (texts: [string, number, number][], y: number) =>
      texts.map(([text, x, width]) => run(text, x, y, width));
    const layout = buildLayout([
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [
          ...cells(
            [
              ['Description', 53, 52],
              ['Manufacturer', 180, 58],
              ['Model', 313, 23],
              ['Serial Number', 426, 61],
            ],
            163,
          ),
          ...cells(
            [
              ['True RMS Multimeter', 53, 91],
              ['Gossen', 181, 28],
              ['Metrawatt', 214, 42],
              ['METRAHIT ENERGY', 313, 71],
              ['UE17812110', 426, 47],
            ],
            179,
          ),
          ...[199, 213, 226].flatMap((y) =>
            cells(
              [
                ['0.1000', 50, 28],
                ['0.1004', 132, 29],
                ['0.0004', 215, 29],
                ['± 0.0020', 300, 35],
                ['0.0005', 380, 28],
                ['Pass', 462, 20],
              ],
              y,
            ),
          ),
        ],
      },
    ]);
    expect(layout.lines[1]!.cells.map((cell) => cell.text)).toContain('Gossen Metrawatt');
  });

  it('cuts a caption band where the columns under it wrap their words, each alone on a line', () => {
    const layout = buildLayout([
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [
          run('Désignation', 52, 204, 54),
          run('Constructe-', 113.9, 204, 52.7),
          run('Type / Model', 175.8, 204, 56),
          run('Manufactur-', 113.9, 223, 56),
          run('er', 113.9, 233, 9.3),
        ],
      },
    ]);
    expect(layout.lines[0]!.cells[0]!.text).toBe('Désignation');
  });

  it("cuts a scan's caption band at a column edge its words start a few points off", () => {
    // Tesseract's boxes: "Tarato" starts at 421.0, its column's dates at 421 and 421.4, the
    // other edges of the rows 2–3 points off the captions'.
    const word = (text: string, x: number, x1: number, y: number): TextRun => ({
      ...run(text, x, y, x1 - x),
      size: 9.5,
      font: 'ocr@9.5',
    });
    const row = (y: number, edges: number[]) =>
      edges.map((x, index) => word(index === 0 ? 'Termometro' : `V${index}`, x, x + 30, y));
    const layout = buildLayout([
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [
          word('Descrizione', 49.4, 102.5, 161),
          word('Matricola', 235.2, 274.1, 161),
          word('/', 278.2, 280.8, 161),
          ...[
            ['Codice', 297.1, 328.6],
            ['/', 328.6, 332.2],
            ['Asset', 334.1, 356.4],
            ['Certificato', 359.0, 407.3],
            ['/', 407.3, 412.3],
            ['Tarato', 421.0, 449.5],
            ['il', 452.9, 456.7],
            ['/', 461.5, 462.2],
            ['Cal', 465.1, 476.9],
          ].map(([text, x, x1]) => word(text as string, x as number, x1 as number, 161)),
          ...row(194, [50, 174, 235, 361, 421, 483]),
          ...row(217, [52, 114, 176, 238, 300, 361, 421.4, 483]),
        ],
      },
    ]);
    expect(layout.lines[0]!.cells.map((cell) => cell.text)).toEqual([
      'Descrizione',
      'Matricola /',
      'Codice / Asset Certificato /',
      'Tarato il / Cal',
    ]);
  });

  it("cuts a scan's caption band whose captions wrap over four lines at its first row's edges", () => {
    // The band's first line ran together into one cell; its captions go on over three more
    // lines, so its first row (and only grid row) is four lines below.
    const word = (text: string, x: number, y: number): TextRun => ({
      ...run(text, x, y, text.length * 4),
      size: 9.5,
      font: 'ocr@9.5',
    });
    // Each caption ends 6 pt before the next starts: more than a word space, less than the
    // gap between cells.
    const header = [
      ['Désignation', 50, 109],
      ['Constructe-', 115, 170],
      ['Type', 176, 192],
      ['/', 196, 199],
      ['Model', 201, 232],
      ['N°', 238, 248],
      ['de', 250, 259],
      ['série', 262, 294],
      ['Identificati-', 300, 356],
      ['Certificat', 362, 405],
    ] as const;
    const layout = buildLayout([
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [
          ...header.map(([text, x, x1]) => ({ ...word(text, x, 153), width: x1 - x })),
          word('Étalonné le', 421, 153),
          word('/ Échéance /', 477, 153),
          word('/ Description', 52, 163),
          word('ur /', 114, 163),
          word('Serial', 238, 163),
          word('on / Asset', 300, 163),
          word('Certificate', 362, 163),
          word('Cal Date', 424, 163),
          word('Due Date', 486, 163),
          word('Manufactur-', 114, 173),
          word('Number', 238, 173),
          word('No.', 300, 173),
          word('No.', 362, 173),
          word('er', 114, 182),
          ...[
            ['Thermomèt-', 50],
            ['Fluke', 112],
            ['1524', 173],
            ['8471-0042', 235],
            ['STD-429', 297],
            ['MSR/2025/7', 359],
            ['26 mai 2025', 421],
            ['26 mai 2026', 483],
          ].map(([text, x]) => word(text as string, x as number, 196)),
        ],
      },
    ]);
    expect(layout.lines[0]!.cells.map((cell) => cell.text)).toEqual([
      'Désignation',
      'Constructe-',
      'Type / Model',
      'N° de série',
      'Identificati-',
      'Certificat',
      'Étalonné le',
      '/ Échéance /',
    ]);
  });

  it('reads a band of bilingual captions drawn as one cell, each over its value', async () => {
    const extraction = await extracted([
      [
        { text: 'CERTIFICATO DI TARATURA', x: 170, y: 80, size: 16, bold: true },
        { text: 'Certificato N. / Certificate No.: LAT 100 24/1514', x: 50, y: 120, size: 9 },
        ...closeRow(
          [
            'Descrizione / Description',
            'Costruttore / Manufacturer',
            'Modello / Model',
            'Matricola / Serial Number',
          ],
          160,
          7,
        ),
        ...closeRow(['Bilancia analitica'], 175, 7),
        {
          text: 'Sartorius',
          x: 50 + 7 + helvetica.widthOfTextAtSize('Descrizione / Description', 9),
          y: 175,
          size: 9,
        },
        {
          text: 'Cubis II MCA225S',
          x:
            50 +
            14 +
            helvetica.widthOfTextAtSize('Descrizione / Description', 9) +
            helvetica.widthOfTextAtSize('Costruttore / Manufacturer', 9),
          y: 175,
          size: 9,
        },
        {
          text: '5950250',
          x:
            50 +
            21 +
            helvetica.widthOfTextAtSize('Descrizione / Description', 9) +
            helvetica.widthOfTextAtSize('Costruttore / Manufacturer', 9) +
            helvetica.widthOfTextAtSize('Modello / Model', 9),
          y: 175,
          size: 9,
        },
        { text: 'Data taratura / Date of Calibration: 07/03/2024', x: 50, y: 210, size: 9 },
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Bilancia analitica',
      manufacturer: 'Sartorius',
      model: 'Cubis II MCA225S',
      serialNumber: '5950250',
    });
  });

  it('knows a bilingual caption whose gloss goes on on the next line', () => {
    expect(matchLabel('Objeto / Unit')).toMatchObject({ target: 'equipmentName', inline: null });
    // The gloss must begin a label of the same field.
    expect(matchLabel('Fabricante / Unit')).toBeNull();
  });
});
