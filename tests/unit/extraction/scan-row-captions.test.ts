/**
 * Captions a scan left unread or half read in a row of captions over a row of values (session
 * 68, fresh block 70): a small-print caption under a section heading, an abbreviated caption
 * beside a caption closed by its colon, and a grid row between two forms whose values start
 * where the row's second word does. Each page is cut to the lines that matter from the seed's
 * reading; each case failed before its mechanism.
 */
import { describe, expect, it } from 'vitest';
import {
  analyseScannedPage,
  extractionOf,
  scannedRow as row,
  scannedWords,
} from './helpers/scanned-page.js';

const instrument = [
  ...row([['CERTIFICADO DE CALIBRAÇÃO', 230]], 60, 14),
  ...row([['Identificação do instrumento', 51]], 90, 9.5),
  ...row(
    [
      ['Descrição', 53],
      ['Fabricante', 160],
      ['Modelo', 270],
      ['N.º de série', 370],
    ],
    108,
    9,
  ),
  ...row(
    [
      ['Tacômetro digital', 53],
      ['Testo', 160],
      ['465', 270],
      ['E03532604', 370],
    ],
    122,
    9,
  ),
];

describe('a caption in small print under a section heading', () => {
  it('is passed over: the value is the name in larger print under it', () => {
    // Seed 70071: "Solicitante:" in 7 pt grey read "Solici an", over the customer's name in
    // 8.5 pt bold; the customer had been "Solici an Indústrias Metalúrgicas do Norte, S.A.".
    const fields = extractionOf(
      analyseScannedPage([
        ...instrument,
        ...row([['Dados do cliente', 51]], 150, 9.5),
        ...row([['Solici an', 51]], 162, 7),
        ...row([['Indústrias Metalúrgicas do Norte, S.A.', 51]], 173, 8.5),
        ...row([['Zona Industrial da Maia', 51]], 184, 8.5),
        ...row([['4470-122 Maia', 51]], 195, 8.5),
      ]),
    ).fields;
    expect(fields.customer).toBe('Indústrias Metalúrgicas do Norte, S.A.');
  });
});

describe('an abbreviated caption beside a caption closed by its colon', () => {
  it("is the next column's caption, not the value: the value is under the caption", () => {
    // Seed 70251: "Mfr.:" read "Mir." beside "Item Description:", over "Fluke" beside the
    // instrument's name; the name had been "Mir.".
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['Calibration Report', 230]], 60, 14),
        ...row([['Instrument Data', 51]], 90, 9.5),
        ...row(
          [
            ['Item Description:', 51],
            ['Mir.', 200],
            ['Cert. No.:', 400],
            ['NBC-691256', 480],
          ],
          104,
          9,
        ),
        ...row(
          [
            ['Reference Thermometer', 51],
            ['Fluke', 200],
          ],
          116,
          9,
        ),
        ...row(
          [
            ['Model:', 51],
            ['Serial #:', 200],
            ['Date Issued:', 400],
            ['24 December 2023', 480],
          ],
          134,
          9,
        ),
        ...row(
          [
            ['1524', 51],
            ['13J-0030', 200],
          ],
          146,
          9,
        ),
      ]),
    ).fields;
    expect(fields.equipmentName).toBe('Reference Thermometer');
    expect(fields.model).toBe('1524');
  });
});

describe("a grid's row between two forms whose values start where its second word does", () => {
  it('is not cut there: its own caption row has a word across that edge', () => {
    // Seed 70141: "Single-Channel Pipette" under "Item Description", between "Procedure Used |
    // ISO 8655-6:2022" and "Customer Name | Northwind…", whose values start where "Pipette"
    // does; the row was cut in two and the instrument's name lost.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['Calibration Certificate', 200]], 110, 16),
        ...row(
          [
            ['Calibrated On', 50],
            ['21-Mar-23', 140],
          ],
          201,
          9.5,
        ),
        ...row(
          [
            ['Procedure Used', 50],
            ['ISO 8655-6:2022', 140],
          ],
          216,
          9.5,
        ),
        ...scannedWords('Item Description', 54, 247, { letter: 5.8, size: 9.5 }),
        ...row(
          [
            ['Manufacturer', 200],
            ['Model', 335],
            ['Serial No.', 447],
          ],
          247,
          9.5,
        ),
        ...scannedWords('Single-Channel', 53, 262, { letter: 5.6, size: 9.5 }),
        ...scannedWords('Pipette', 139, 262, { letter: 5.6, size: 9.5 }),
        ...row(
          [
            ['Sartorius', 200],
            ['Tacta 100-1000 µL', 335],
            ['05883J', 447],
          ],
          262,
          9.5,
        ),
        ...row(
          [
            ['Customer Name', 51],
            ['Northwind Manufacturing Co.', 137],
          ],
          285,
          9.5,
        ),
        ...row([['880 Industrial Pkwy', 137]], 297, 9.5),
        ...row([['Dayton, OH 45414', 137]], 309, 9.5),
        ...row([['(Calibration place)', 136]], 321, 9.5),
      ]),
    ).fields;
    expect(fields.equipmentName).toBe('Single-Channel Pipette');
    expect(fields.manufacturer).toBe('Sartorius');
  });
});
