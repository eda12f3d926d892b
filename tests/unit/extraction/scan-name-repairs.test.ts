/**
 * Names and captions a scan misread that the page itself puts right (session 68, fresh block
 * 71): a laboratory's name by the domain of its own addresses, a customer's name wrapped over
 * three lines at two measured sizes, and a due date's caption cut at its line's end or missing
 * its "du". Each page is cut to the lines that matter from the seed's reading; each case failed
 * before its mechanism.
 */
import { describe, expect, it } from 'vitest';
import { analyseScannedPage, extractionOf, scannedRow as row } from './helpers/scanned-page.js';

const instrument = [
  ...row([['Informe de calibración', 220]], 90, 14),
  ...row(
    [
      ['Instrumento', 53],
      ['Fabricante', 180],
      ['Modelo', 300],
      ['N° de serie', 420],
    ],
    130,
    9,
  ),
  ...row(
    [
      ['Termómetro digital', 53],
      ['Fluke', 180],
      ['1524', 300],
      ['P-73/0022', 420],
    ],
    144,
    9,
  ),
];

describe("a laboratory's name a scan misread", () => {
  it("is spelled as the domain of the laboratory's own addresses spells its words", () => {
    // Seed 71091: the footer's "Calibraciones del Levante S.A." read "Calihracinnes del Levante
    // S A.", the laboratory's only line; its domain is calibraciones-levante.example.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['calibration@ calibraciones-levante.example', 50]], 60, 8),
        ...instrument,
        ...row([['Calihracinnes del Levante S A.', 50]], 800, 8),
        ...row([['Avda. del Puerto 118, 46023 Valencia', 200]], 800, 8),
      ]),
    ).fields;
    expect(fields.calibrationLab).toBe('Calibraciones del Levante S.A.');
  });
});

describe("a laboratory's name beside a domain the scan misread", () => {
  it('is not spelled from a domain word that is part of another one read whole', () => {
    // Session 72, block 79 (seed 79041): "calibration@tvmetrology.example" read "ralibration@
    // vmetrology example" beside "www.tvmetrology.example"; "vmetrology", a letter from
    // "Metrology", had made the lab "Thames Valley Vmetrology Ltd.".
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['ralibration@ vmetrology example www.tvmetrology.example', 50]], 60, 8),
        ...instrument,
        ...row([['This certificate is issued by Thames Valley Metrology Ltd', 50]], 800, 8),
      ]),
    ).fields;
    expect(fields.calibrationLab).toBe('Thames Valley Metrology Ltd');
  });
});

describe("a customer's name wrapped over three lines", () => {
  it('goes on on a line that opens on a connector, measured a size smaller', () => {
    // Seed 71201: "Autopartes y Ensambles" (9.5 pt as measured) over "del Centro S.A. de" (8.5)
    // over "c.v."; the customer had been its first line, marked high.
    const fields = extractionOf(
      analyseScannedPage([
        ...instrument,
        ...row([['Solicitante:', 50]], 190, 8.5),
        ...row([['Customer', 50]], 201, 8.5),
        ...row([['Autopartes y Ensambles', 50]], 214, 9.5),
        ...row([['del Centro S.A. de', 50]], 226, 8.5),
        ...row([['c.v.', 50]], 238, 8.5),
      ]),
    ).fields;
    expect(fields.customer).toBe('Autopartes y Ensambles del Centro S.A. de C.V.');
  });
});

describe("a due date's caption", () => {
  const dates = (caption: string) => [
    ...row([['Certificat d’étalonnage', 220]], 90, 14),
    ...row(
      [
        ['Désignation', 53],
        ['Constructeur', 180],
        ['Type', 300],
        ['N° de série', 420],
      ],
      130,
      9,
    ),
    ...row(
      [
        ['Calibrateur de process', 53],
        ['Druck', 180],
        ['DPI 612', 300],
        ['2180-0081', 420],
      ],
      144,
      9,
    ),
    ...row(
      [
        ["Date d'étalonnage:", 50],
        [caption, 300],
      ],
      180,
      9,
    ),
    ...row(
      [
        ['6 août 2025', 50],
        ['6 août 2026', 300],
      ],
      192,
      9,
    ),
  ];

  it('is read without its "du" ("Date prochain étalonnage")', () => {
    // Seed 71291: "Date du prochain étalonnage:" read without its "du"; the due date was lost.
    const fields = extractionOf(analyseScannedPage(dates('Date  prochain étalonnage:'))).fields;
    expect(fields.calibrationDate).toBe('2025-08-06');
    expect(fields.dueDate).toBe('2026-08-06');
  });

  it('is read by its first line, its last word wrapped under the date beside it', () => {
    // Seed 71211: "1.4 Date du prochain 2026-12-02" over "étalonnage"; the date had been
    // taken for the calibration date's and lost.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['Certificat d’étalonnage', 220]], 90, 14),
        ...row(
          [
            ['1.3 Type', 54],
            ['DPI 612', 150],
            ['1.3 Date', 311],
            ['2025-12-03', 420],
          ],
          155,
          9,
        ),
        ...row([["d'étalonnage", 311]], 167, 9),
        ...row(
          [
            ['1.4 Numéro de série', 54],
            ['2180-0081', 150],
          ],
          176,
          9,
        ),
        // The date run into its caption, one cell.
        ...row([['1.4 Date du prochain 2026-12-02', 311]], 186, 9),
        ...row(
          [
            ['1.5 Code interne', 54],
            ['M&TE-5327', 150],
          ],
          192,
          9,
        ),
        ...row([['étalonnage', 311]], 199, 9),
      ]),
    ).fields;
    expect(fields.calibrationDate).toBe('2025-12-03');
    expect(fields.dueDate).toBe('2026-12-02');
  });
});
