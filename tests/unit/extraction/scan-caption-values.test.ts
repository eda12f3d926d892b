/**
 * Values a scan sets beside or under their caption in ways the print does not: a generic
 * caption word read off the front of the value (a wide word space), a value wrapped beside a
 * two-line caption measured at two sizes, and a signatory repeated mid-page on each certificate
 * of a file (session 64, fresh block 62). Each page is cut to the lines that matter from the
 * seed's reading; each case failed before its mechanism.
 */
import { describe, expect, it } from 'vitest';
import type { TextRun } from '../../../src/extraction/layout/types.js';
import {
  analyseScannedPage,
  analyseScannedPages,
  extractionOf,
  scannedRow as row,
  scannedWords,
} from './helpers/scanned-page.js';

describe('a value under its caption that begins with a generic caption word', () => {
  it("is the whole value, not that word's caption and its value", () => {
    // Seed 62141: "Société" a wide space before "Nouvelle des" read as the generic customer
    // caption with its value; the line was taken for the caption's gloss and skipped.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([["CERTIFICAT D'ÉTALONNAGE", 195]], 116, 16),
        ...row([['1. Client / Customer Data', 51]], 155, 9.5),
        ...row(
          [
            ['1.1 Client', 51],
            ['Customer Name', 107],
          ],
          169,
          7.5,
        ),
        ...scannedWords('Société  Nouvelle des', 50, 181, { size: 9.5 }),
        ...row([['Ateliers Mécaniques', 50]], 192, 9.5),
        ...row([['de Savoie', 50]], 203.5, 9.5),
        ...row([['2. Identification de l’instrument / Instrument Data', 50]], 241, 9.5),
        ...row(
          [
            ['Objet / Instrument', 53],
            ['Constructeur / Mfr.', 174],
            ['N° de série / S/N', 422],
          ],
          259,
          9.5,
        ),
        ...row(
          [
            ['Pied à coulisse', 54],
            ['TESA', 174],
            ['5893CU60672', 422],
          ],
          287,
          9.5,
        ),
      ]),
    ).fields;
    expect(fields.customer).toBe('Société Nouvelle des Ateliers Mécaniques de Savoie');
  });
});

describe('a value wrapped beside a two-line caption', () => {
  it('starts on the upper line though the scan set the lower a fraction further left', () => {
    // Seed 62151: "Micrómetro de" measured at 7.5 pt with the small captions of its line,
    // "exteriores" at 10 pt under it, 0.2 pt further left; the next column's caption wrapped
    // onto a line between them.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['Informe de calibración', 200]], 120, 17.5),
        ...row(
          [
            ['Instrumento /', 50],
            ['Micrómetro de', 169.2],
            ['N° Certificado / Cert. No.', 308],
            ['Calibrado el / Date of', 427],
          ],
          156,
          7.5,
        ),
        ...row([['Calibration', 427]], 165.4, 7.5),
        ...row(
          [
            ['Calibration Item', 50],
            ['exteriores', 168.96],
            ['CC612682', 308],
          ],
          169.7,
          10,
        ),
        ...row([['18/08/2024', 427]], 178.4, 10),
        ...row(
          [
            ['Fabricante /', 50],
            ['Mitutoyo', 169],
          ],
          185.2,
          10,
        ),
        ...row([['Manufacturer', 50]], 197, 10),
        ...row(
          [
            ['Modelo / Model', 51],
            ['103-137', 169],
          ],
          210.5,
          10,
        ),
      ]),
    ).fields;
    expect(fields.equipmentName).toBe('Micrómetro de exteriores');
    expect(fields.manufacturer).toBe('Mitutoyo');
  });
});

/** One certificate's page of a file of several, its signatories at `signedAt`. */
function certificatePage(
  number: string,
  instrument: string,
  serial: string,
  technician: string,
  signedAt: number,
  numberAt = 424,
): TextRun[] {
  return [
    ...row([["CERTIFICAT D'ÉTALONNAGE", 195]], 116, 16),
    ...row(
      [
        ['Appareil:', 50],
        [instrument, 163],
      ],
      287,
    ),
    ...row(
      [
        ['N° de série:', 50],
        [serial, 163],
      ],
      303,
    ),
    ...row(
      [
        ['Certificat n°:', 50],
        ['Date de l’étalonnage:', 298],
      ],
      numberAt - 13,
      8,
    ),
    ...row(
      [
        [number, 51],
        ['2024-06-10', 298],
      ],
      numberAt,
    ),
    ...row(
      [
        ['3.5 Étalonné par / Calibration Technician', 54],
        ['3.6 Le responsable du laboratoire / Reviewed', 301],
      ],
      signedAt - 28,
      9.5,
    ),
    ...row([['By', 301]], signedAt - 15, 9.5),
    ...row(
      [
        [technician, 54],
        ['Élodie Lefèvre', 301],
      ],
      signedAt,
      9.5,
    ),
  ];
}

describe('a signatory repeated mid-page on each certificate of a file', () => {
  it("is each certificate's own, not a running header", () => {
    // Seed 62141: the second and third certificates name the same technician under the same
    // caption a few points apart; the third's was taken for a running header and lost.
    const outcome = analyseScannedPages(
      certificatePage('25-ET-09335', 'Pied à coulisse', '5893CU60672', 'Jean-Luc Moreau', 540, 380),
      certificatePage('CE2394016', 'Multimètre', '93Y-0077', 'Camille Durand', 471.6),
      certificatePage('MSR/2023/3085', 'Manomètre', 'C-20/0013', 'Camille Durand', 479.9),
    );
    const extraction = extractionOf(outcome);
    const items = extraction.items;
    expect(items.map((fields) => [fields.certificateNumber, fields.technician])).toEqual([
      ['25-ET-09335', 'Jean-Luc Moreau'],
      ['CE2394016', 'Camille Durand'],
      ['MSR/2023/3085', 'Camille Durand'],
    ]);
  });
});

describe('a calibration date range wrapped after its dash', () => {
  it("ends on the date under it, the next column's date far to the right", () => {
    // Seed 63151: "2025-02-24 —" over "2025-02-25", "2025-03-08" (the issue date) beside it;
    // the dash was taken for a speck in the column gap and the range's first date was read.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['CERTIFICATO DI TARATURA', 193]], 116, 16),
        ...row(
          [
            ['Descrizione /', 54],
            ['Pinza amperometrica', 149],
            ['Data taratura', 308],
            ['Data di emissione', 427],
          ],
          186.5,
          9.5,
        ),
        ...row(
          [
            ['Calibrated', 308],
            ['of Issue', 427],
          ],
          195.6,
          7.5,
        ),
        ...row([['Equipment', 54]], 200.6, 9.5),
        ...row(
          [
            ['2025-02-24 —', 308],
            ['2025-03-08', 427],
          ],
          206.9,
          9.5,
        ),
        ...row(
          [
            ['Costruttore /', 54],
            ['Fluke', 149],
            ['2025-02-25', 308],
          ],
          217.9,
          9.5,
        ),
        ...row([['Maker', 53]], 228.4, 9.5),
        ...row(
          [
            ['Modello / Model', 53],
            ['902 FC', 148],
          ],
          245.3,
          9.5,
        ),
      ]),
    ).fields;
    expect(fields.calibrationDate).toBe('2025-02-25');
  });
});

describe('a value beside its own caption', () => {
  it('is no value of a caption word a scan left over it', () => {
    // Session 73, block 81 (seed 81081): "Model No.: Model 60", its "60" boxed down towards the
    // next line; the value's "Model", a caption word, took the serial beside "Ser. No.:" under
    // it for the model (high).
    const cells = (list: [string, number][], y: number): TextRun[] =>
      list.flatMap(([text, x]) => scannedWords(text, x, y, { size: 9.5, letter: 4.3, space: 3 }));
    const fields = extractionOf(
      analyseScannedPage([
        ...cells([['Calibration Certificate No. 36372/25', 181]], 92),
        ...cells(
          [
            ['Item Description:', 50],
            ['Torque Wrench', 133],
            ['Date Calibrated', 319],
            ['23 JUN-2025', 417],
          ],
          140,
        ),
        ...cells(
          [
            ['Mfr.:', 50],
            ['Norbar', 134],
          ],
          155,
        ),
        ...cells(
          [
            ['Model No.:', 50],
            ['Model', 134],
          ],
          170,
        ),
        ...cells(
          [
            ['60', 161],
            ['Date Issued', 319],
            ['05 JUL-2025', 417],
          ],
          178,
        ),
        ...cells(
          [
            ['Ser. No.:', 50],
            ['SC18030011', 134],
          ],
          185,
        ),
        ...cells(
          [
            ['Equipment ID:', 50],
            ['PM 8125', 134],
          ],
          199,
        ),
      ]),
    ).fields;
    expect(fields.serialNumber).toBe('SC18030011');
    expect(fields.model).not.toBe('SC18030011');
  });
});
