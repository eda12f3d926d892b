/**
 * Cells and marks a scan reads otherwise than the text layer (session 69, fresh block 72): a
 * caption set close to its value, over a column of wrapped captions; a sentence's second line
 * that reads like a caption once the scan lost its full stop; a typed tick box whose "]" was
 * read as a stroke run into its option. Each page is cut to the lines that matter from the
 * seed's reading; each case failed before its mechanism.
 */
import { describe, expect, it } from 'vitest';
import { analyseScannedPage, extractionOf, scannedRow as row } from './helpers/scanned-page.js';

describe('a caption set close to its value', () => {
  it('is cut from it where the rows of its form further down start their values', () => {
    // Seed 72251: "Kalibriergegenstand" 9 pt before "Präzisionswaage", one cell; the next
    // column's captions wrapped over three lines, so only the form's rows four and five
    // lines down start a cell where the value does. The instrument had been empty.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['KALIBRIERSCHEIN', 206]], 80, 14),
        ...row(
          [
            ['Kalibriergegenstand', 53],
            ['Präzisionswaage', 157],
            ['Kalibrierschein-Nr. /', 308],
            ['Eingangsdatum / Date', 427],
          ],
          136,
          11.5,
        ),
        ...row(
          [
            ['Certificate #:', 308],
            ['Received:', 427],
          ],
          147,
          11.5,
        ),
        ...row([['/ Description', 53]], 158, 11.5),
        ...row(
          [
            ['93951 D-K 24', 308],
            ['23.03.2024', 427],
          ],
          170,
          11.5,
        ),
        ...row(
          [
            ['Fabrikat / Mfr.', 53],
            ['Ohaus', 157],
          ],
          182,
          11.5,
        ),
        ...row(
          [
            ['Typ / Model No.', 53],
            ['Explorer EX224', 157],
            ['Kalibriert am / Calibrated', 308],
            ['Rekalibrierung bis /', 427],
          ],
          196,
          11.5,
        ),
        ...row(
          [
            ['On:', 308],
            ['Recalibration Due:', 427],
          ],
          207,
          11.5,
        ),
        ...row(
          [
            ['Seriennummer /', 53],
            ['60F-0087', 157],
            ['04.04.2024', 308],
            ['04.04.2025', 427],
          ],
          219,
          11.5,
        ),
        ...row([['Serial Number', 53]], 230, 11.5),
      ]),
    ).fields;
    expect(fields.equipmentName).toBe('Präzisionswaage');
    expect(fields.manufacturer).toBe('Ohaus');
  });
});

const italianCertificate = [
  ...row([['CERTIFICATO DI TARATURA', 200]], 80, 14),
  ...row(
    [
      ['1.1 Strumento', 53],
      ['Calibratore di pressione', 240],
    ],
    120,
    10,
  ),
  ...row(
    [
      ['1.2 Costruttore', 53],
      ['Druck', 240],
    ],
    134,
    10,
  ),
  ...row(
    [
      ['2.1 Numero certificato', 53],
      ['CT24/1251', 240],
    ],
    148,
    10,
  ),
  ...row(
    [
      ['2.3 Tarato il', 53],
      ['10/11/2024', 240],
    ],
    162,
    10,
  ),
];

describe("a sentence's second line opening in small letters", () => {
  it('is no caption, though its words are one and the scan lost its full stop', () => {
    // Seed 72041: "… ACCREDIA LAT N° 231, accreditamento" over "valido fino al 28/01/2027"
    // (the "." after the date lost): the accreditation's validity had become the due date.
    const fields = extractionOf(
      analyseScannedPage([
        ...italianCertificate,
        ...row([['4. Note / Remarks', 50]], 230, 10),
        ...row(
          [['Laboratorio accreditato Centro di taratura ACCREDIA LAT N° 231, accreditamento', 50]],
          244,
          9,
        ),
        ...row([['valido fino al 28/01/2027', 50]], 255, 9),
      ]),
    ).fields;
    expect(fields.calibrationDate).toBe('2024-11-10');
    expect(fields.dueDate).toBeNull();
  });

  it('keeps a caption opening in small letters under a line that is no sentence', () => {
    const fields = extractionOf(
      analyseScannedPage([
        ...italianCertificate,
        ...row([['4. Scadenza', 50]], 230, 10),
        ...row([['valido fino al 28/01/2025', 50]], 244, 9),
      ]),
    ).fields;
    expect(fields.dueDate).toBe('2025-01-28');
  });
});

describe('a typed tick box whose "]" was read as a stroke run into its option', () => {
  const verdict = (ticked: string, other: string) =>
    extractionOf(
      analyseScannedPage([
        ...row([['Calibration Certificate No. 97549', 200]], 80, 12),
        ...row([['Calibration date: 2024-08-09', 53]], 110, 10),
        ...row(
          [
            ['Overall result', 53],
            [ticked, 210],
            [other, 290],
          ],
          200,
          10,
        ),
      ]),
    ).fields.result;

  it('is ticked when its "]" was read as a J', () => {
    // Session 70, block 75 (seed 75271): "[X] ACCEPT  [ ] REJECT" read "[XJACCEPT" and
    // "[]REJECT": the verdict had been lost.
    expect(verdict('[XJACCEPT', '[]REJECT')).toBe('Pass');
    expect(verdict('[XJREJECT', '[]ACCEPT')).toBe('Fail');
  });

  it('is ticked, its option the verdict', () => {
    // Seed 72141: "[X] konform  [ ] nicht konform" read "[X1konform" and "nicht konform",
    // the empty box lost as specks: the verdict had been "Fail".
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['Kalibrierschein Nr. 97549 D-K 24', 200]], 80, 12),
        ...row([['1.1 Kalibrierdatum: 09.08.2024', 53]], 110, 10),
        ...row(
          [
            ['Bezeichnung', 53],
            ['Hersteller', 160],
            ['Typ', 260],
          ],
          140,
          10,
        ),
        ...row(
          [
            ['Oszilloskop', 53],
            ['Keysight', 160],
            ['DSOX1204G', 260],
          ],
          154,
          10,
        ),
        ...row(
          [
            ['Konformitatsaussage', 53],
            ['[X1konform', 210],
            ['nicht konform', 290],
          ],
          200,
          10,
        ),
      ]),
    ).fields;
    expect(fields.result).toBe('Pass');
  });
});
