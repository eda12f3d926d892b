/**
 * Names and captions a scan measured or parted unevenly: a name's line in another size, two
 * captions side by side, a caption parted into two cells, values wrapped in a band (session
 * 50, fresh blocks 28 and 29). Each page is cut to the lines that matter from the seed's
 * reading.
 */
import { describe, expect, it } from 'vitest';
import {
  analyseScannedPage,
  extractionOf,
  scannedRow as row,
  scannedWords,
} from './helpers/scanned-page.js';

/** A French form with its customer block under a stacked caption, the name in two lines. */
function customerBlock(first: string, second: string, secondSize: number, after: string[] = []) {
  return [
    ...row([['Métrologie Services Rhône SAS', 50]], 44, 13.5),
    ...row([["Certificat d'étalonnage", 232]], 107, 15),
    ...row([['25-ET-03303', 269]], 136, 11.5),
    ...row(
      [
        ['Appareil', 50],
        ['Manomètre', 121],
      ],
      153,
      7.5,
    ),
    ...row(
      [
        ['Fabricant', 50],
        ['WIKA', 121],
      ],
      174,
      7.5,
    ),
    ...row(
      [
        ['Numéro de série', 50],
        ['KA64831269', 121],
      ],
      213,
      7.5,
    ),
    ...row([['Demandeur', 50]], 276, 6),
    ...row([['Customer', 50]], 283, 6),
    ...row([[first, 50]], 292, 7.5),
    ...row([[second, 50]], 302, secondSize),
    ...after.flatMap((text, index) => row([[text, 50]], 312 + index * 10, 7.5)),
    ...row([['Page 1 sur 1', 511]], 813, 7.5),
  ];
}

describe("an organisation's last line, measured a point larger", () => {
  it('goes on with the name', () => {
    // Seed 28271: "Mécaniques de Savoie" measured at 8.5 pt under "Société Nouvelle des
    // Ateliers" at 7.5: the customer had been cut to its first line, marked high.
    const read = extractionOf(
      analyseScannedPage(
        customerBlock('Société Nouvelle des Ateliers', 'Mécaniques de Savoie', 8.5),
      ),
    );
    expect(read.fields.customer).toBe('Société Nouvelle des Ateliers Mécaniques de Savoie');
  });

  it('stays apart from a name that has reached its legal form', () => {
    const read = extractionOf(
      analyseScannedPage(customerBlock('Harlow Precision Engineering Ltd', 'Pinnacles West', 8.5)),
    );
    expect(read.fields.customer).toBe('Harlow Precision Engineering Ltd');
  });

  it('stays apart when more lines follow it', () => {
    // An address block: the line measured larger is not the name's last line.
    const read = extractionOf(
      analyseScannedPage(
        customerBlock('Société Nouvelle des Ateliers', 'Zone Industrielle Nord', 8.5, [
          '73000 Chambéry',
        ]),
      ),
    );
    expect(read.fields.customer).toBe('Société Nouvelle des Ateliers');
  });
});

describe('a name wrapped over three lines, the middle one measured larger', () => {
  it('goes on to its legal form', () => {
    // Seed 29011: "Components" measured at 10.5 pt between 9 pt lines; the customer had been
    // cut to "Great Lakes Precision", high.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Ridgeline Instrument Calibration Co.', 50]], 44, 14),
        ...row([['Calibration Certificate', 230]], 100, 16),
        ...row([['Certificate No.: 44957/24', 50]], 140, 9),
        ...row(
          [
            ['Description', 53],
            ['Manufacturer', 154],
            ['Serial Number', 355],
          ],
          190,
          9,
        ),
        ...row(
          [
            ['Pressure Gauge', 53],
            ['WIKA', 154],
            ['L-25/0092', 355],
          ],
          205,
          9,
        ),
        ...row([['Client', 50]], 246, 9),
        ...row([['Great Lakes Precision', 50]], 258, 9),
        ...row([['Components', 50]], 269, 10.5),
        ...row([['Manufacturing Inc.', 50]], 280, 9),
        ...row([['Date Calibrated: 25-JUL-2024', 50]], 304, 9),
      ]),
    );
    expect(read.fields.customer).toBe('Great Lakes Precision Components Manufacturing Inc.');
  });

  it('goes on when the middle line is measured a fifth larger and the last starts off column', () => {
    // Session 55, block 46, seed 46171: "Components" at 9.5 pt between 8 pt lines, and
    // "Manufacturing Inc." starting 2.4 pt left of it; the customer had been cut, high.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Calibration Certificate', 317]], 110, 15.5),
        ...row([['Certificate No.: 44957/24', 50]], 140, 9),
        ...row(
          [
            ['Description', 53],
            ['Manufacturer', 154],
            ['Serial Number', 355],
          ],
          190,
          9,
        ),
        ...row(
          [
            ['Pressure Gauge', 53],
            ['WIKA', 154],
            ['L-25/0092', 355],
          ],
          205,
          9,
        ),
        ...row([['Customer Data', 50]], 262, 10),
        ...row([['Submitted By:', 50.4]], 277.9, 6.5),
        ...row([['Great Lakes Precision', 50.4]], 288.2, 8),
        ...row([['Components', 50.4]], 298.3, 9.5),
        ...row([['Manufacturing Inc.', 48]], 308.2, 8),
        ...row([['(Calibration place)', 50.6]], 318.4, 8),
        ...row([['Date Calibrated: 25-JUL-2024', 50]], 342, 9),
      ]),
    );
    expect(read.fields.customer).toBe('Great Lakes Precision Components Manufacturing Inc.');
  });
});

describe("a person's surname a table cell wrapped, measured larger", () => {
  // Session 71, block 76 (seed 76151): "Dr. Anja" / "Krüger" under "Kalibriert von", the
  // surname alone measured 11 pt where the row measured 9.5 (the same capitals on the page):
  // the technician came out "Dr. Anja", marked high.
  const page = (surnameSize: number) =>
    analyseScannedPage([
      ...row([['Kalibrierschein', 232]], 60, 15),
      ...row(
        [
          ['Prüfmittel', 53],
          ['Kolbenhubpipette', 200],
        ],
        100,
        9.5,
      ),
      ...row(
        [
          ['Datum der Kalibrierung', 53],
          ['Kalibrierverfahren', 200],
          ['Kalibriert von', 338],
        ],
        140,
        9.5,
      ),
      ...row(
        [
          ['27.11.2024', 53],
          ['CP-VOL-002', 200],
          ['Dr. Anja', 338],
        ],
        155,
        9.5,
      ),
      ...row([['Krüger', 338]], 167, surnameSize),
      ...row([['Bezugsnormale', 53]], 220, 11),
    ]);

  it('goes on with the name', () => {
    expect(extractionOf(page(11)).fields.technician).toBe('Dr. Anja Krüger');
  });

  it('stays apart when measured more than a quarter larger', () => {
    expect(extractionOf(page(13)).fields.technician).toBe('Dr. Anja');
  });
});

describe('two captions side by side in small print, each over a name', () => {
  it('gives the first caption the name under it, not the second caption', () => {
    // Seed 29061: "Cliente:" beside "Faturar a" (invoice to), a caption we cannot read; the
    // customer had been "Faturar a".
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Calibração Paulista Ltda.', 50]], 44, 15),
        ...row([['Certificado de calibração', 200]], 110, 16),
        ...row([['CAL-07040/25', 270]], 128, 11),
        ...row(
          [
            ['Equipamento:', 50],
            ['Balança analítica', 150],
          ],
          180,
          8,
        ),
        ...row(
          [
            ['Fabricante:', 50],
            ['Mettler Toledo', 150],
          ],
          192,
          8,
        ),
        ...row(
          [
            ['Número de série:', 50],
            ['B-94/0086', 150],
          ],
          204,
          8,
        ),
        ...row([['Dados do cliente', 51]], 234, 10),
        ...row(
          [
            ['Cliente:', 50],
            ['Faturar a', 298],
          ],
          246,
          6.5,
        ),
        ...row(
          [
            ['Indústrias Metalúrgicas do Norte, S.A.', 50],
            ['Severn Pharmaceuticals plc', 298],
          ],
          257,
          8,
        ),
        ...row(
          [
            ['Zona Industrial da Maia,', 50],
            ['Quedgeley Park', 298],
          ],
          267,
          8,
        ),
      ]),
    );
    expect(read.fields.customer).toBe('Indústrias Metalúrgicas do Norte, S.A.');
  });
});

describe('a band of two-line captions over values wrapped onto a second line', () => {
  it('reads a date that is one only with its second line', () => {
    // Seed 29121, text PDF and scan alike: "2.2 Data da / calibração" over "2 a 3 de abril de"
    // / "2025", the other columns wrapped too; the calibration date had been lost.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Calibração Paulista Ltda.', 50]], 44, 15),
        ...row([['Relatório de calibração', 190]], 126, 16),
        ...row([['CAL-07040/25', 465]], 140, 11),
        ...row(
          [
            ['2.1 Data de', 53],
            ['2.2 Data da', 138],
            ['2.3 Próxima', 239],
            ['2.4 Data de', 339],
          ],
          344,
          10.5,
        ),
        ...row(
          [
            ['receção', 53],
            ['calibração', 138],
            ['calibração', 239],
            ['emissão', 339],
          ],
          357,
          10.5,
        ),
        ...row(
          [
            ['24 de março', 53],
            ['2 a 3 de abril de', 138],
            ['outubro 2025', 239],
            ['6 de abril de', 339],
          ],
          376,
          10.5,
        ),
        ...row(
          [
            ['de 2025', 53],
            ['2025', 138],
            ['2025', 339],
          ],
          388,
          10.5,
        ),
        ...row(
          [
            ['3.1 Instrumento:', 50],
            ['Paquímetro', 183],
          ],
          435,
          10.5,
        ),
        ...row(
          [
            ['3.4 Número de série:', 50],
            ['00609', 183],
          ],
          485,
          10.5,
        ),
      ]),
    );
    expect(read.fields.calibrationDate).toBe('2025-04-03');
    expect(read.fields.dueDate).toBe('2025-10-31');
  });

  it("reads a date beside a row of captions whose year went under it, beside its caption's second line", () => {
    // Session 74, block 82 (seed 82201): "Fecha de" / "calibración" in a row of captions,
    // "19 de agosto de" beside the first line and "2023" beside the second, the year measured
    // at 9.5 pt under words measured at 11. The calibration date had been lost.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Servicios Metrológicos del Bajío', 50]], 44, 14),
        ...row([['Certificado de calibración N.º LMI-23/15222', 92]], 103, 17),
        ...row(
          [
            ['Instrumento', 51],
            ['Marca', 169],
            ['Fecha de', 308],
          ],
          142.9,
          10,
        ),
        ...row([['19 de agosto de', 427]], 142.9, 11),
        ...row(
          [
            ['Instrument', 50],
            ['Manufacturer', 169],
          ],
          149.9,
          7.5,
        ),
        ...row(
          [
            ['calibración', 308],
            ['2023', 427],
          ],
          154.9,
          9.5,
        ),
        ...row(
          [
            ['Multímetro digital', 50],
            ['Keysight', 169],
            ['Calibration Date', 308],
          ],
          163,
          10,
        ),
        ...row(
          [
            ['Tipo', 50],
            ['Nº de serie', 169],
          ],
          188.9,
          9.5,
        ),
        ...row(
          [
            ['Model', 50],
            ['Serial Number', 169],
          ],
          197.9,
          8,
        ),
        ...row(
          [
            ['34461A', 50],
            ['09289D', 169],
          ],
          210.5,
          9.5,
        ),
      ]),
    );
    expect(read.fields.calibrationDate).toBe('2023-08-19');
    expect(read.fields.serialNumber).toBe('09289D');
  });
});

describe('a date the scan could not read', () => {
  it('takes no date from another caption’s row under it', () => {
    // Session 56, seed 47251: "Data da próxima calibração | [eveteitv 2025", the caption
    // "Data de emissão" two lines under it with its own date in the same column: the issue
    // date had been read as the due date. (Captions shortened to the test's wide letters.)
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Metrolab Lusitânia, Lda.', 50]], 44, 13),
        ...row([['Certificado de calibração', 220]], 120, 15),
        ...row(
          [
            ['Instrumento', 51],
            ['Fabricante', 169],
          ],
          153,
          6.5,
        ),
        ...row(
          [
            ['Nº Certificado', 308],
            ['ML23-71198', 419],
          ],
          153,
          9.5,
        ),
        ...row(
          [
            ['Chave dinamométrica', 50],
            ['CDI Torque', 169],
          ],
          162,
          9.5,
        ),
        ...row(
          [
            ['Calibrado em', 308],
            ['12/02/2023', 420],
          ],
          167,
          9.5,
        ),
        ...row(
          [
            ['Próxima calibração', 308],
            ['[eveteitv 2025', 419],
          ],
          180.5,
          9.5,
        ),
        ...row(
          [
            ['Modelo', 51],
            ['Nº de série', 169],
          ],
          188.5,
          8,
        ),
        ...row(
          [
            ['2503MFRMH', 51],
            ['00715', 169],
            ['Data de emissão', 308],
            ['24/02/2023', 419],
          ],
          199,
          9.5,
        ),
      ]),
    );
    expect(read.fields.calibrationDate).toBe('2023-02-12');
    expect(read.fields.dueDate).toBeNull();
  });
});

describe('a bilingual caption a scan parted into two cells, its slash lost', () => {
  it('takes the whole value under it, not the part under its second cell', () => {
    // Seed 29181: "Descricao Item | Description:" over "Termometro digital"; the name had been
    // cut to "digital" where the second cell starts, high.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Metrolab Lusitânia, Lda.', 50]], 44, 14),
        ...row([['Certificado de calibração N.º CAL-59586/25', 161]], 98, 16),
        ...row([['Identificação do instrumento / Instrument Data', 50]], 250, 10.5),
        ...scannedWords('Descricao Item', 50, 263, { size: 7, letter: 3.4 }),
        ...scannedWords('Description:', 97, 263, { size: 7, letter: 3.4 }),
        ...row([['Fabricante / Make:', 298]], 263, 7),
        ...row(
          [
            ['Termometro digital', 50],
            ['Testo', 297],
          ],
          274,
          9,
        ),
        ...row(
          [
            ['Tipo / Model Number:', 50],
            ['Numero de serie / Ser. No.:', 298],
          ],
          297,
          7,
        ),
        ...row(
          [
            ['922', 50],
            ['4824885', 298],
          ],
          307,
          9,
        ),
      ]),
    );
    expect(read.fields.equipmentName).toBe('Termometro digital');
  });
});

describe("a maker's name over a code", () => {
  it('does not go on to the model the scan set a line above its own caption', () => {
    // Session 58, block 50: "Gossen Metrawatt" over "METRAHIT 29S", whose caption "2.3 Modell"
    // the scan measured at 20 pt and set under it; the maker had become "Gossen Metrawatt
    // METRAHIT 29S", marked high.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Werkskalibrierschein', 217]], 94, 15),
        ...row([['Certificate of Calibration', 245]], 108, 9.5),
        ...row(
          [
            ['2.1 Bezeichnung', 50],
            ['Digitalmultimeter', 130],
            ['2.1', 311],
            ['2025-56073', 406],
          ],
          212,
          8,
        ),
        ...row(
          [
            ['Equipment', 50],
            ['Zertifikatsnummer', 310],
          ],
          221,
          8,
        ),
        ...row(
          [
            ['2.2 Hersteller', 50],
            ['Gossen Metrawatt', 130],
            ['Certificate #', 311],
          ],
          230,
          8,
        ),
        ...row([['Maker', 50]], 238, 6.5),
        ...row(
          [
            ['2.2 Eingang am', 311],
            ['16.06.2025', 406],
          ],
          245.4,
          8,
        ),
        ...row([['METRAHIT 29S', 130]], 249.2, 8),
        ...row([['Date Received', 311]], 254.5, 8),
        ...row([['2.3 Modell', 50]], 257.6, 20),
        ...row(
          [
            ['2.4 Serien-Nr.', 50],
            ['SM59782534', 130],
            ['Kalibrierdatum', 327],
            ['21.06.2025', 406],
          ],
          269,
          8,
        ),
        ...row(
          [
            ['Serial Number', 50],
            ['Date Calibrated', 311],
          ],
          277.5,
          8,
        ),
        ...row([['Seite 1 von 1', 500]], 813, 8),
      ]),
    );
    expect(read.fields.manufacturer).toBe('Gossen Metrawatt');
    expect(read.fields.serialNumber).toBe('SM59782534');
  });
});

describe("a broken word's end under a code's caption", () => {
  it('is no model: the model is the code under it', () => {
    // Session 58, block 51: "er" (what a scan left of a broken word) between "Tipo / Model
    // Number" and "2046S" had been the model; a model names itself in capitals or digits.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Rapporto di taratura', 205]], 120, 15),
        ...row(
          [
            ['Descrizione / Unit Under Test', 50],
            ['Produttore / Maker', 169],
          ],
          239.4,
          8,
        ),
        ...row(
          [
            ['Comparatore', 50],
            ['Mitutoyo', 169],
          ],
          253.4,
          10.5,
        ),
        ...row(
          [
            ['Tipo / Model Number', 50],
            ['N. di serie / S/N', 169],
          ],
          301.2,
          9,
        ),
        ...row([['er', 130]], 303.8, 10.5),
        ...row(
          [
            ['2046S', 50],
            ['1451WM28670', 170],
          ],
          313.4,
          10.5,
        ),
        ...row(
          [
            ['Data taratura / Calibrated On', 308],
            ['12 ottobre 2024', 427],
          ],
          340,
          8,
        ),
        ...row([['Pagina 1 di 1', 500]], 813, 8),
      ]),
    );
    expect(read.fields.model).toBe('2046S');
    expect(read.fields.serialNumber).toBe('1451WM28670');
  });
});
