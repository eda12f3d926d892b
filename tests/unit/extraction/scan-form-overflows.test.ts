/**
 * Two-column forms as a scan reads them (session 66, fresh block 66): an item number alone on
 * the value's row, its caption wrapped under it; a value overflowing its box into the next
 * box's caption; a gloss whose last word lost a letter; a bracketed value whose sign a scan set
 * apart; (session 67, block 69) a form's first item under the section before. Each page is cut to the lines that matter from the seed's reading; each case failed
 * before its mechanism.
 */
import { describe, expect, it } from 'vitest';
import {
  analyseScannedPage,
  extractionOf,
  narrowCells,
  scannedRow as row,
} from './helpers/scanned-page.js';

/** Seed 66171's instrument box: "2.1 Messgerät / Unit Under Test" … "2.5" over its caption. */
function instrumentBox(name: string) {
  return [
    ...row([['KALIBRIERSCHEIN', 197]], 100, 16),
    ...row([['CALIBRATION CERTIFICATE', 210]], 118, 11),
    ...row([['2. Kalibriergegenstand / Instrument Data', 50]], 270, 10),
    ...row(
      [
        ['2.1 Messgerät /', 53],
        [name, 161],
        ['2.2 Kalibriert am /', 427],
      ],
      289,
      10,
    ),
    ...row(
      [
        ['Certificate No.:', 308],
        ['Calibration Date:', 427],
      ],
      295,
      8,
    ),
    ...row([['Unit Under Test', 53]], 301, 10),
    ...row(
      [
        ['2024-35611', 308],
        ['2024-06-12', 427],
      ],
      307,
      10,
    ),
    ...row(
      [
        ['2.2 Hersteller /', 53],
        ['Megger', 161],
      ],
      318,
      10,
    ),
    ...row([['Manufacturer', 53]], 332, 8),
    ...row(
      [
        ['2.4 Serien-Nr. /', 53],
        ['CV15304624', 161],
      ],
      388,
      10,
    ),
    ...row([['S/N', 53]], 400, 10),
    ...row(
      [
        ['2.5', 53],
        ['00475', 162],
      ],
      416,
      10,
    ),
    ...row([['Prufmittelnummer', 53]], 425, 8),
    ...row([['/ Equipment ID', 53]], 439, 10),
    ...row(
      [
        ['2.6 Bereich /', 53],
        ['0.01 MQ bis 10 GQ', 162],
      ],
      456,
      10,
    ),
    ...row([['Range', 53]], 467, 10),
  ];
}

describe('a form item whose number stands alone on its value’s row', () => {
  it('is captioned by the lines under the number ("2.5" / "Prüfmittelnummer" / "/ Equipment ID")', () => {
    // Seed 66171: "2.5" and "00475" were two numbers on one row, taken for a row of measured
    // values, so the caption wrapped under the number was never joined to it.
    const read = extractionOf(analyseScannedPage(instrumentBox('Isolationsmessgerät')));
    expect(read.fields.equipmentId).toBe('00475');
    expect(read.fields.serialNumber).toBe('CV15304624');
  });
});

describe('a value overflowing its box into the next box’s caption', () => {
  it('ends where the caption of the next box begins, its hidden number’s edge dropped', () => {
    // Seed 66171: the long name ran over "2.1 Zertifikat-Nr. /", hiding its number; the scan
    // read one cell "Isolationswiderstandsmessgerät! Zertifikat-Nr. /".
    const read = extractionOf(
      analyseScannedPage(instrumentBox('Isolationswiderstandsmessgerät! Zertifikat-Nr. /')),
    );
    expect(read.fields.equipmentName).toBe('Isolationswiderstandsmessgerät');
    expect(read.fields.certificateNumber).toBe('2024-35611');
  });
});

/** Seed 66201's instrument box: a caption and its value a row. */
function pairs(name: string, caption = 'Descrição / Calibration Item') {
  const pair = (label: string, value: string, y: number) =>
    narrowCells(
      [
        [label, 50],
        [value, 159],
      ],
      y,
      7.5,
    );
  return [
    ...row([['Relatório de calibração', 224]], 107, 15),
    ...row([['Certificate of Calibration', 252]], 120, 9.5),
    ...pair(caption, name, 246),
    ...pair('Fabricante / Make', 'Imada', 258),
    ...pair('Tipo / Model No.', 'ZTA-500N', 270),
    ...pair('Nº série / Ser. No.', '00255', 282),
  ];
}

describe('a bilingual caption whose gloss lost a letter of its last word', () => {
  it('still names the field ("Descrição / Calibration tem")', () => {
    // Seed 66201: a bold "Item" read "tem"; the instrument's name was lost.
    const read = extractionOf(
      analyseScannedPage(pairs('Dinamómetro digital', 'Descrição / Calibration tem')),
    );
    expect(read.fields.equipmentName).toBe('Dinamómetro digital');
    expect(read.fields.model).toBe('ZTA-500N');
  });
});

describe('a bracketed value whose sign a scan set apart', () => {
  it('is one value ("(48" | "± 10) %")', () => {
    // Seed 66201: the plus-minus sign's box stood 10 pt from "(48"; the humidity was "(48".
    const read = extractionOf(
      analyseScannedPage([
        ...pairs('Dinamómetro digital'),
        ...narrowCells([['Humidade relativa / RH', 53]], 395, 7.5),
        ...narrowCells(
          [
            ['(48', 53],
            ['± 10) %', 73],
          ],
          410,
          7.5,
        ),
      ]),
    );
    expect(read.fields.humidity).toBe('(48 ± 10) %');
  });
});

describe('a row of small captions over values, one caption garbled with a digit', () => {
  it('gives the caption the value under it, not the garbled caption beside it', () => {
    // Seed 64121: "Messbereich" in 7 pt read "Mz 3zbereich" beside "Serien-Nr"; the serial
    // under the caption, in the values' 8.5 pt, had lost to it.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Kalibrierschein', 245]], 110, 16),
        ...row([['Kalibriergegenstand', 51]], 310, 10),
        ...narrowCells(
          [
            ['Prufmittel:', 50],
            ['Fabrikat:', 216],
            ['Typ:', 380],
          ],
          322,
          6.5,
        ),
        ...narrowCells(
          [
            ['Messuhr', 51],
            ['Kafer', 215],
            ['FM 1000', 381],
          ],
          332.5,
          8.5,
        ),
        ...narrowCells(
          [
            ['Serien-Nr', 50],
            ['Mz 3zbereich', 215],
          ],
          353.5,
          7,
        ),
        ...narrowCells(
          [
            ['S-76/0057', 50],
            ['0 mm bis 10 mm', 215],
          ],
          363.5,
          8.5,
        ),
      ]),
    );
    expect(read.fields.serialNumber).toBe('S-76/0057');
  });
});

describe('a caption whose next line’s first word makes it another field’s', () => {
  it('is one caption ("2.5 Matricola" over "interna / Asset" and "Number")', () => {
    // Seed 67061: "Matricola" alone is a serial number's caption, "Matricola interna" an asset
    // number's; read as two captions, the asset number beside the first line was lost.
    const pair = (caption: string, value: string, y: number) =>
      row(
        [
          [caption, 54],
          [value, 152],
        ],
        y,
        9,
      );
    const read = extractionOf(
      analyseScannedPage([
        ...row([['CERTIFICATO DI TARATURA', 180]], 110, 15),
        ...pair('2.1 Strumento /', 'Durometro', 340),
        ...row([['Instrument', 53]], 350, 9),
        ...pair('2.3 Modello /', 'HM40', 367),
        ...row([['Model', 53]], 377, 9),
        ...pair('2.5 Matricola', 'LAB/6088', 393),
        ...row([['interna / Asset', 54]], 403, 9),
        ...row([['Number', 53]], 413.5, 9),
      ]),
    );
    expect(read.fields.equipmentId).toBe('LAB/6088');
    expect(read.fields.serialNumber).toBeNull();
  });
});

describe('days of a range set apart from their month', () => {
  it('are the date beside the caption ("9 to 10" | "July 2025")', () => {
    // Seed 67161: a column edge from the row below parted the range; the date was lost.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Calibration Certificate', 200]], 110, 16),
        ...narrowCells(
          [
            ['Instrument', 53],
            ['Digital Multimeter', 156],
          ],
          230,
          10,
        ),
        ...narrowCells(
          [
            ['Manufacturer', 53],
            ['Keysight', 156],
          ],
          243,
          10,
        ),
        ...narrowCells(
          [
            ['Date Calibrated', 53],
            ['9 to 10', 156],
            ['July 2025', 201],
          ],
          256,
          10,
        ),
        ...narrowCells(
          [
            ['Temperature', 53],
            ['19 °C', 156],
            ['2 °C', 202],
          ],
          273,
          10,
        ),
      ]),
    );
    expect(read.fields.calibrationDate).toBe('2025-07-10');
  });
});

describe("a form's first item under the section before", () => {
  it('takes no value from over it: "3.1 Prufmittel /" under the customer\'s town', () => {
    // Session 67, block 69 (seed 69141): the range's end wrapped under its row ("99 999 rpm")
    // had become a second instrument's serial; once it was no serial, the instrument's caption,
    // its gloss a caption of its own under it, took "38440 Wolfsburg", section 2's last line.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['KALIBRIERSCHEIN', 197]], 100, 16),
        ...row([['Calibration Certificate', 210]], 118, 11),
        ...row(
          [
            ['1.1 Datum der Kalibrierung /', 53],
            ['5. März 2025', 200],
          ],
          150,
        ),
        ...row(
          [
            ['2.1 Kunde', 51],
            ['Submitted By:', 111],
          ],
          365,
        ),
        ...row([['Bergmann Fahrzeugtechnik AG', 50]], 380),
        ...row([['Porschestraße 100', 51]], 391),
        ...row([['38440 Wolfsburg', 50]], 404),
        ...row(
          [
            ['3.1 Prufmittel /', 53],
            ['3.2', 173],
            ['3.3', 254],
            ['3.4', 373],
            ['3.5 Bereich', 467],
          ],
          435,
        ),
        ...row(
          [
            ['Equipment', 54],
            ['Fabrikat /', 173],
            ['Typbezeichnung /', 254],
            ['Fabrik-Nr. /', 373],
            ['7/ Capacity', 467],
          ],
          450,
        ),
        ...row(
          [
            ['Description', 54],
            ['Make', 173],
            ['Model No.', 254],
            ['Serial No.', 373],
          ],
          462,
        ),
        ...row(
          [
            ['Handtachometer', 54],
            ['Testo', 172],
            ['470', 254],
            ['52Y-0077', 373],
            ['10 rpm bis', 468],
          ],
          480,
        ),
        ...row([['99 999 rpm', 467]], 491),
      ]),
    );
    expect(read.fields.equipmentName).toBe('Handtachometer');
    expect(read.fields.serialNumber).toBe('52Y-0077');
  });
});
