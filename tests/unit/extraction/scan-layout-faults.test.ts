/**
 * Forms a scan read with a space lost, rows run together or a caption garbled past reading, and
 * a standards table whose row opens with a caption word (session 49, fresh block 26). Each page
 * is cut to the lines that matter from the seed's reading; each case failed before its
 * mechanism.
 */
import { describe, expect, it } from 'vitest';
import {
  analyseScannedPage,
  analyseScannedPages,
  extractionOf,
  scannedRow as row,
} from './helpers/scanned-page.js';
import { buildLayout } from '../../../src/extraction/layout/document.js';
import { findLabels } from '../../../src/extraction/fields/label-blocks.js';
import { standardsSections } from '../../../src/extraction/fields/regions.js';

describe('a certificate title read with a space lost', () => {
  const certificate = (
    heading: string,
    number: string,
    instrument: readonly [string, string, string, string],
    date: string,
  ) => [
    ...row([['Centro Taratura Lombardo S.r.l.', 50]], 44, 13.5),
    ...row([[heading, 197]], 113, 15.5),
    ...row([[number, 256]], 132, 12.5),
    ...row(
      [
        ['Descrizione', 53],
        ['Costruttore', 154],
        ['Modello', 254],
        ['Matricola', 347],
      ],
      155,
      9,
    ),
    ...row(
      instrument.map((text, index) => [text, [53, 154, 254, 347][index]!] as const),
      171,
      9,
    ),
    ...row(
      [
        ['2.1 Data taratura', 53],
        ['2.2 Emesso il', 175],
      ],
      211,
      9,
    ),
    ...row(
      [
        [date, 53],
        ['20/05/2025', 175],
      ],
      227,
      9,
    ),
    ...row([['Pagina 1 di 1', 509]], 814, 9),
  ];

  it('still starts another certificate of the file', () => {
    // Seed 26061: the third certificate's "CERTIFICATO DITARATURA" was no title, so its page
    // joined the second certificate, and the manometer calibrated there was lost.
    const read = extractionOf(
      analyseScannedPages(
        certificate(
          'CERTIFICATO DI TARATURA',
          'CT25/5675',
          ['Bilancia', 'Ohaus', 'EX224', 'J24500928'],
          '08/05/2025',
        ),
        certificate(
          'CERTIFICATO DI TARATURA',
          'LAT 290 25/5209',
          ['Dinamometro', 'Imada', 'ZTA-500N', '16/7938'],
          '16/02/2025',
        ),
        certificate(
          'CERTIFICATO DITARATURA',
          'LAT 290 25/5244',
          ['Manometro', 'WIKA', 'CPG1500', '05F-0080'],
          '13/05/2025',
        ),
      ),
    );
    expect(read.items.map((item) => [item.certificateNumber, item.serialNumber])).toEqual([
      ['CT25/5675', 'J24500928'],
      ['LAT 290 25/5209', '16/7938'],
      ['LAT 290 25/5244', '05F-0080'],
    ]);
    expect(read.items[2]!.calibrationDate).toBe('2025-05-13');
  });
});

describe('a key/value list whose next row a scan ran into the dates beside it', () => {
  it("keeps the first caption's value beside it", () => {
    // Seed 26211, the words as read: "Fabrikat: Mettler Toledo" four points lower than the
    // dates under "Datum der Kalibrierung", read as one line with them, made the instrument's
    // name look like a caption over "Mettler Toledo"; the name was lost.
    const words: readonly (readonly [string, number, number, number])[] = [
      ['Kalibriergegenstand:', 50.4, 186.6, 68.4],
      ['Präzisionswaage', 128.6, 186.6, 49.7],
      ['Datum', 308.2, 186.6, 15.6],
      ['der', 325.7, 186.6, 7.7],
      ['Kalibrierung', 335.0, 186.6, 30.0],
      ['Fällig', 426.7, 186.6, 13.4],
      ['am:', 442.3, 186.6, 7.9],
      ['Fabrikat:', 50.4, 198.7, 29.8],
      ['Mettler', 128.6, 198.7, 22.3],
      ['Toledo', 152.2, 198.7, 21.1],
      ['2025-10-03', 307.9, 194.9, 34.8],
      ['bis', 344.6, 194.9, 9.1],
      ['2025-10-04', 355.7, 194.9, 35.0],
      ['2027-10-04', 426.7, 194.9, 35.5],
      ['Modell:', 50.2, 210.7, 24.0],
      ['XPR205', 128.4, 210.7, 25.4],
      ['Seriennummer:', 50.4, 222.7, 50.2],
      ['FA42215480', 128.6, 222.7, 38.9],
    ];
    const read = extractionOf(
      analyseScannedPage([
        ...row([['KALIBRIERSCHEIN', 234]], 94, 14),
        ...row([['KS-76640/25', 270]], 112, 11.5),
        ...words.map(([text, x, y, width]) => ({
          text,
          page: 1,
          x,
          y,
          width,
          size: 8,
          font: 'ocr@8',
        })),
      ]),
    );
    expect(read.fields.equipmentName).toBe('Präzisionswaage');
    expect(read.fields.manufacturer).toBe('Mettler Toledo');
  });
});

describe('a numbered caption a scan garbled, its gloss under it', () => {
  it('gives the gloss the value beside the caption', () => {
    // Seed 26241: "3.3 Próxima calibração" read "3.3 Proxima calibragio"; "Next Calibration"
    // under it was known, but the caption's item number was taken for a value's digits, and
    // the due date was lost.
    const pair = (caption: string, value: string, gloss: string, y: number) => [
      ...row(
        [
          [caption, 53],
          [value, 252],
        ],
        y,
        9,
      ),
      ...row([[gloss, 53]], y + 10, 9),
    ];
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Relatorio de calibracao', 226]], 113, 16),
        ...row([['Calibration Certificate', 254]], 128, 9),
        ...row(
          [
            ['3.1 Numero do certificado', 53],
            ['ML25-87222', 251],
          ],
          302,
          9,
        ),
        ...row([['Report No.', 53]], 313, 9),
        ...pair('3.2 Data da calibracao', '17 de fevereiro de 2025', 'Calibrated On', 329),
        ...pair('3.3 Proxima calibragio', '17 de fevereiro de 2027', 'Next Calibration', 355),
        ...pair('3.4 Numero de serie', '58/5319', 'Serial Number', 381),
      ]),
    );
    expect(read.fields.calibrationDate).toBe('2025-02-17');
    expect(read.fields.dueDate).toBe('2027-02-17');
  });
});

describe('a caption whose word space a scan lost between capitalised words', () => {
  it('is the caption ("CalDue"), not the value of the caption above it', () => {
    // Seed 26281: "CalDue" under "Certificate Number" was taken for the certificate's number
    // and refused: the number and the due date were both lost.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['CALIBRATION CERTIFICATE', 198]], 103, 17),
        ...row(
          [
            ['Ser. No.:', 50],
            ['1307-0089', 133],
          ],
          280,
          10.5,
        ),
        ...row(
          [
            ['Certificate Number', 53],
            ['TVM24-6010', 155],
            ['Date Calibrated', 310],
            ['21-MAR-2024', 412],
          ],
          344,
          10.5,
        ),
        ...row(
          [
            ['CalDue', 53],
            ['20-MAR-2025', 156],
          ],
          362,
          10.5,
        ),
      ]),
    );
    expect(read.fields.certificateNumber).toBe('TVM24-6010');
    expect(read.fields.dueDate).toBe('2025-03-20');
  });
});

describe("the certificate's number under its title, a speck in the margin beside it", () => {
  it('is the number', () => {
    // Session 49, seed 27171: an "i" the scan read far out in the left margin made the
    // number's line two cells, and the number, printed nowhere else, was lost.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Metrologia Emiliana S.p.A.', 51]], 44, 15.5),
        ...row([['Certificato di taratura', 219]], 120, 17),
        ...row(
          [
            ['i', 23],
            ['24-04073', 272],
          ],
          139,
          13.5,
        ),
        ...row(
          [
            ['Data di taratura', 51],
            ['28.12.2024', 130],
          ],
          265,
        ),
        ...row(
          [
            ['Matricola', 51],
            ['CY55833565', 130],
          ],
          280,
        ),
      ]),
    );
    expect(read.fields.certificateNumber).toBe('24-04073');
  });
});

describe("a footer's name and address, the dot between them read as a full stop", () => {
  it('names the laboratory', () => {
    // Seed 26011: "… Ibérica S.L.. Calle de la Industria 42, 28823 Coslada (Madrid)": the
    // footer's "·" read as a second stop after the form's; the lab had been lost.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['LMIS', 64]], 44, 14),
        ...row([['Certificado de calibración N.º LMI-24/29646', 165]], 96, 15),
        ...row(
          [
            ['Número de serie:', 53],
            ['3940379', 220],
          ],
          326,
          8.5,
        ),
        ...row(
          [
            ['Fecha de calibración:', 53],
            ['20-05-2024', 220],
          ],
          340,
          8.5,
        ),
        ...row(
          [
            [
              'Laboratorio de Metrología Ibérica S.L.. Calle de la Industria 42, 28823 Coslada (Madrid)',
              50,
            ],
          ],
          802,
          7,
        ),
      ]),
    );
    expect(read.fields.calibrationLab).toBe('Laboratorio de Metrología Ibérica S.L.');
  });
});

describe('a standards table whose row opens with a caption word', () => {
  it('keeps the row in the table, after a row that wrapped', () => {
    // Seed 26061 (text PDF and scan alike): the third standard, "Serie di masse E2" ("Serie"
    // reads as a serial's caption), after the wrapped "Comparatore di / massa", ended the
    // table, and "di masse E2" became the serial of a second instrument.
    const xs = [52, 114, 176, 238, 300, 362, 423, 486];
    const line = (cells: readonly string[], y: number) =>
      cells.map((text, index) => ({
        text,
        page: 1,
        x: xs[index]!,
        y,
        width: Math.min(text.length * 3.6, 56),
        size: 7.5,
        font: 'f1@7.5',
      }));
    const standard = (description: string, serial: string) => [
      description,
      'Mettler Toledo',
      'E2 1 mg-200 g',
      serial,
      'MP-657',
      '4919/2024',
      '16/12/2024',
      '16/12/2025',
    ];
    const layout = buildLayout([
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [
          { text: '5. Riferibilità', page: 1, x: 50, y: 423, width: 54, size: 9.5, font: 'f2@9.5' },
          ...line(
            [
              'Descrizione',
              'Costruttore',
              'Modello',
              'Matricola',
              'Codice',
              'Certificato',
              'Tarato il',
              'Scadenza',
            ],
            438,
          ),
          ...line(standard('Serie di masse E2', '00576W'), 451),
          ...line(standard('Comparatore di', '00164'), 464),
          ...line(['massa'], 473),
          ...line(standard('Serie di masse E2', '7902-0060'), 486),
          { text: '6. Note', page: 1, x: 50, y: 511, width: 28, size: 9.5, font: 'f2@9.5' },
        ],
      },
    ]);
    const excluded = standardsSections(layout, findLabels(layout));
    const lastRow = layout.lines.find((row) => row.text.includes('7902-0060'))!;
    expect(lastRow.cells.every((cell) => excluded.covers(cell))).toBe(true);
    const note = layout.lines.find((row) => row.text.includes('Note'))!;
    expect(excluded.covers(note.cells[0]!)).toBe(false);
  });
});
