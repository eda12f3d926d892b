/**
 * Forms a scan read with a mark lost or added: a range's dash, a caption's word set apart, a
 * bilingual caption's first language garbled, a speck before a code (session 45, fresh block
 * 17). Each page is the recogniser's reading of a generated certificate, cut to the lines that
 * matter; each case failed before its mechanism.
 */
import { describe, expect, it } from 'vitest';
import { extractionOf, analyseScannedPage, scannedRow as row } from './helpers/scanned-page.js';

describe("a calibration's range whose dash a scan lost", () => {
  it('is the range under its caption: the last day is the calibration date', () => {
    // Seed 17081: "2023-11-13 - 2023-11-14" under "1.2 Tarato il: / Date Calibrated" read as
    // two cells; the first date alone had been taken, marked high.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Rapporto di taratura', 233]], 107, 15),
        ...row([['CALIBRATION CERTIFICATE', 241]], 120, 9),
        ...row([['LAT 269 23/7671', 258]], 136, 11),
        ...row([["1. Identificazione dell'oggetto / Instrument Data", 50]], 156, 9),
        ...row(
          [
            ['1.1 Descrizione:', 50],
            ['Bilancia di precisione', 135],
            ['1.1 Ricevuto il', 308],
            ['1.2 Tarato il:', 427],
          ],
          169,
          7.5,
        ),
        ...row(
          [
            ['Instrument', 50],
            ['Receipt Date', 308],
            ['Date Calibrated', 426],
          ],
          175,
          7.5,
        ),
        ...row(
          [
            ['2023-11-08', 308],
            ['2023-11-13', 427],
            ['2023-11-14', 485],
          ],
          184,
          7.5,
        ),
        ...row(
          [
            ['1.2 Marca:', 51],
            ['Sartorius', 135],
          ],
          189,
          7.5,
        ),
        ...row(
          [
            ['1.4 N. di serie:', 51],
            ['X-66/0037', 135],
          ],
          227,
          7.5,
        ),
        ...row([['Serial No.', 50]], 236, 7.5),
      ]),
    );
    expect(read.fields.calibrationDate).toBe('2023-11-14');
    expect(read.fields.serialNumber).toBe('X-66/0037');
  });

  it('keeps two dates apart when the second stands under a caption of its own', () => {
    const read = extractionOf(
      analyseScannedPage([
        ...row([['CALIBRATION CERTIFICATE', 241]], 120, 12),
        ...row(
          [
            ['Serial No.:', 50],
            ['X-66/0037', 135],
          ],
          150,
          8,
        ),
        ...row(
          [
            ['Date Calibrated', 308],
            ['Issue Date', 370],
          ],
          175,
          8,
        ),
        ...row(
          [
            ['2023-11-13', 308],
            ['2023-11-14', 370],
          ],
          186,
          8,
        ),
      ]),
    );
    expect(read.fields.calibrationDate).toBe('2023-11-13');
  });

  it('is a range when a day stands apart before a date of the same month', () => {
    // Seed 17251: "25–26 agosto 2024" read as "25" | "26 agosto 2024": no date had been read.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['CERTIFICATO DI TARATURA', 188]], 98, 15.5),
        ...row([['LAT 296 24/6811', 244]], 129, 12.5),
        ...row(
          [
            ['Descrizione', 54],
            ['Produttore', 196],
            ['Modello', 318],
            ['Matricola', 425],
          ],
          168,
          9.5,
        ),
        ...row(
          [
            ['Unit Under Test', 54],
            ['Mfr.', 196],
            ['Model', 318],
            ['Serial Number', 426],
          ],
          179,
          9.5,
        ),
        ...row(
          [
            ['Chiave dinamometrica', 53],
            ['Norbar', 192],
            ['TTi 50', 317],
            ['T56742783', 422],
          ],
          195,
          9.5,
        ),
        ...row([['Dati della taratura / Calibration details', 51]], 267, 9.5),
        ...row(
          [
            ['Ricevuto il', 53],
            ['23 agosto 2024', 152],
            ['Data di taratura', 301],
            ['25', 400],
            ['26 agosto 2024', 421],
          ],
          284,
          9.5,
        ),
        ...row(
          [
            ['Received', 53],
            ['Date Calibrated', 301],
          ],
          294,
          9.5,
        ),
        ...row(
          [
            ['Frequenza di taratura', 53],
            ['12 mesi', 153],
            ['Emesso il', 301],
            ['28 agosto 2024', 400],
          ],
          310,
          9.5,
        ),
        ...row(
          [
            ['Calibration Interval', 53],
            ['Date Issued', 301],
          ],
          321,
          9.5,
        ),
      ]),
    );
    expect(read.fields.calibrationDate).toBe('2024-08-26');
    expect(read.fields.dueDate).toBe('2025-08-26');
  });
});

/** Seed 17261's first page: its interval's caption garbled, its customer's caption too. */
const garbledGerman = [
  ...row([['KS-80061/25', 497]], 36, 9.5),
  ...row([['Kalibrierzertifikat', 240]], 98, 9.5),
  ...row([['CALIBRATION CERTIFICATE', 238]], 112, 9.5),
  ...row([['Kalibriergegenstand / Instrument Data', 50]], 135, 9.5),
  ...row(
    [
      ['Gegenstand / Equipment', 50],
      ['Manometer', 169],
      ['Kalibrierdatum / Date', 311],
      ['11.04.2025', 406],
    ],
    152,
    9.5,
  ),
  ...row(
    [
      ['Description', 50],
      ['of Calibration', 311],
    ],
    161,
    9.5,
  ),
  ...row(
    [
      ['Fabrikat / Manufacturer', 50],
      ['WIKA', 169],
    ],
    173,
    9.5,
  ),
  ...row(
    [
      ['Empfohlenes', 311],
      ['12 Monate', 406],
    ],
    178,
    9.5,
  ),
  ...row(
    [
      ['Typ / Model', 50],
      ['CPG 1500', 169],
      ['Kalibries inter vall /', 311],
    ],
    186,
    9.5,
  ),
  ...row(
    [
      ['Serien-Nr. / Serial Number', 50],
      ['3413-0004', 169],
      ['Recall Interval', 311],
    ],
    200,
    9.5,
  ),
  ...row(
    [
      ['Datum der Ausstellung/', 311],
      ['22.04.2025', 406],
    ],
    214,
    9.5,
  ),
  ...row([['Date Issued', 311]], 227, 9.5),
  ...row([['Auftraggeber / Customer Data', 50]], 289, 9.5),
  ...row([['Au wayyebei / Submitted By', 51]], 302, 6.5),
  ...row([['Bergmann Fahrzeugtechnik AG', 50]], 313, 9.5),
  ...row([['Porschestraße 100', 50]], 324, 7.5),
  ...row([['38440 Wolfsburg', 50]], 334, 9.5),
];

describe('captions a scan garbled past reading', () => {
  it("computes the due date from the certificate's one interval, as a guess", () => {
    const read = extractionOf(analyseScannedPage(garbledGerman));
    expect(read.fields.dueDate).toBe('2026-04-11');
    expect(read.fields.dueDateCalculated).toBe(true);
    expect(read.confidence.dueDate).toBe('low');
  });

  it('computes nothing from two intervals that disagree', () => {
    const read = extractionOf(
      analyseScannedPage([
        ...garbledGerman,
        ...row(
          [
            ['Garantie', 50],
            ['24 Monate', 169],
          ],
          360,
          9.5,
        ),
      ]),
    );
    expect(read.fields.dueDate).toBeNull();
  });

  it('reads a bilingual caption by its gloss when its first language is garbled', () => {
    const read = extractionOf(analyseScannedPage(garbledGerman));
    expect(read.fields.customer).toBe('Bergmann Fahrzeugtechnik AG');
  });

  it('joins a caption whose words a scan set apart as two cells', () => {
    // Seed 17131: "Asset | Number: | LAB/7692": "Asset" alone had its value "Number:".
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Certificate of Calibration', 198]], 120, 17),
        ...row([['42840/25', 273]], 139, 13.5),
        ...row(
          [
            ['Equipment:', 50],
            ['Analytical Balance', 138],
            ['Date of', 319],
            ['20-JUN-2025', 418],
          ],
          286,
          9.5,
        ),
        ...row(
          [
            ['Serial No.:', 50],
            ['03818P', 139],
            ['Calibration', 319],
          ],
          333,
          9.5,
        ),
        ...row(
          [
            ['Asset', 50],
            ['Number:', 91],
            ['LAB/7692', 139],
          ],
          346,
          9.5,
        ),
      ]),
    );
    expect(read.fields.equipmentId).toBe('LAB/7692');
  });
});

describe("a certificate's number in the corner", () => {
  it('is read without the speck a scan put before it', () => {
    // Seed 17231: ".CAL-241465-05" above "Calibration Report" was no code.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['.CAL-241465-05', 472]], 36, 11),
        ...row([['Pacific Standards Calibration', 51]], 44, 17),
        ...row([['Calibration Report', 220]], 126, 18.5),
        ...row(
          [
            ['Item Description:', 51],
            ['Maker:', 221],
          ],
          172,
          8.5,
        ),
        ...row(
          [
            ['Optical Tachometer', 50],
            ['Extech', 221],
          ],
          185,
          11,
        ),
        ...row([['Serial No.:', 51]], 213, 9),
        ...row([['BS48206800', 50]], 226, 11),
        ...row([['Calibrated On:', 50]], 362, 8.5),
        ...row([['19-Aug-24 to 20-Aug-24', 51]], 375, 11),
      ]),
    );
    expect(read.fields.certificateNumber).toBe('CAL-241465-05');
  });
});

describe('a caption and its value a scan read as one cell', () => {
  const page = (valueX: number) =>
    analyseScannedPage([
      ...row([['Werkskalibrierschein', 223]], 108, 16.5),
      ...row([['Calibration Certificate', 250]], 128, 11.5),
      ...row(
        [
          ['Zertifikat-Nr.', 308],
          ['2024-57229', 416],
        ],
        168,
        10,
      ),
      ...row(
        [
          ['Seriennummer', 54],
          ['8287NL39149', 148],
          ['Kalibriert am', 308],
          ['3. Januar 2024', 416],
        ],
        214,
        10,
      ),
      ...row([['Auftraggeber / Customer Data', 50]], 388, 10),
      ...row(
        [
          ['Auftraggeber', 50],
          ['Norddeutsche Präzisionsmechanik GmbH &', valueX],
        ],
        406,
        10,
      ),
      ...row(
        [
          ['Customer', 50],
          ['Co. KG', valueX],
        ],
        418,
        10,
      ),
    ]);

  it("takes no caption's other language for its value past a wide gap", () => {
    // Seed 15091: "Réf. certificat  Certificate" over "Number", the slash lost: the caption's
    // gloss had become the certificate's number, and its number was lost.
    const read = extractionOf(
      analyseScannedPage([
        ...row([["CERTIFICAT D'ÉTALONNAGE", 201]], 107, 14),
        ...row([['Calibration Report', 265]], 120, 9.5),
        ...row(
          [
            ['Réf. certificat  Certificate', 53],
            ['Étalonné le / Date of', 250],
          ],
          218,
          8,
        ),
        ...row(
          [
            ['Number', 53],
            ['Calibration', 250],
          ],
          228,
          8,
        ),
        ...row(
          [
            ['CE2585681', 53],
            ['19/12/2025', 251],
          ],
          242,
          8,
        ),
        ...row(
          [
            ['Objet / Instrument:', 50],
            ["Contrôleur d'isolement", 160],
          ],
          313,
          8,
        ),
        ...row(
          [
            ['N° de série / Ser. No.:', 50],
            ['N31490454', 160],
          ],
          349,
          8,
        ),
      ]),
    );
    expect(read.fields.certificateNumber).toBe('CE2585681');
  });

  it('parts them at a gap wider than the words spaces, and the value goes on below', () => {
    // Seed 17181: the caption, a gap of 0.8 em, the value: the customer had been cut at "&".
    const read = extractionOf(page(118));
    expect(read.fields.customer).toBe('Norddeutsche Präzisionsmechanik GmbH & Co. KG');
  });
});

describe('dates a scan parted (fresh block 18)', () => {
  it('reads a lone day under its caption with the date beside it as the range', () => {
    // Seed 18061: "16–17 giugno 2025" read as "16" | "17 giugno 2025" under "Tarato il:".
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Rapporto di taratura', 214]], 96, 15.5),
        ...row(
          [
            ['Strumento', 53],
            ['Oscilloscopio', 152],
            ['Numero di serie', 301],
            ['X-31/0080', 400],
          ],
          215,
          8.5,
        ),
        ...row([['Dati della taratura', 50]], 267, 10),
        ...row(
          [
            ['Numero certificato:', 50],
            ['Tarato il:', 215],
            ['Data prossima taratura:', 381],
          ],
          279,
          7,
        ),
        ...row(
          [
            ['0440/2025', 50],
            ['16', 216],
            ['17 giugno 2025', 240],
            ['17 dicembre 2025', 381],
          ],
          289,
          8.5,
        ),
      ]),
    );
    expect(read.fields.calibrationDate).toBe('2025-06-17');
    expect(read.fields.dueDate).toBe('2025-12-17');
  });

  it("goes on with a date's year beside its caption's next line in a form of two columns", () => {
    // Seed 18241: "2.3 Kalibrierdatum | 12. September" over "/ Date of | 2024", the model's
    // "376 FC" at the left of that line: no date had been read.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Kalibrierzertifikat', 204]], 60, 18),
        ...row(
          [
            ['2. 1 Messgerät', 51],
            ['Instrument:', 132],
            ['2.1', 311],
            ['2024-15228', 439],
          ],
          82,
          11.5,
        ),
        ...row(
          [
            ['Zangenstrommessgerät', 51],
            ['Zertifikatsnummer /', 311],
          ],
          98,
          11.5,
        ),
        ...row([['Report No.', 311]], 111, 11.5),
        ...row(
          [
            ['2.3 Modell / Type:', 51],
            ['2.3 Kalibrierdatum', 311],
            ['12. September', 439],
          ],
          164,
          11.5,
        ),
        ...row(
          [
            ['376 FC', 51],
            ['/ Date of', 311],
            ['2024', 439],
          ],
          175,
          11.5,
        ),
        ...row([['Calibration', 311]], 186, 11.5),
        ...row(
          [
            ['2.4 Fabrik-Nr.', 51],
            ['Ser. No.:', 136],
          ],
          205,
          9,
        ),
        ...row([['07958D', 51]], 218, 11.5),
      ]),
    );
    expect(read.fields.calibrationDate).toBe('2024-09-12');
    expect(read.fields.model).toBe('376 FC');
  });
});

describe("a customer's caption whose gloss reaches under the name", () => {
  it('has the name beside it, not the town line under its gloss', () => {
    // Seed 18131: "Kunde: | Bergmann Fahrzeugtechnik AG" over "Customer Name", wider than
    // "Kunde:": "38440 Wolfsburg" had been the customer, marked high.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Kalibrierschein', 237]], 98, 16),
        ...row(
          [
            ['Zertifikat-Nr.:', 50],
            ['2025-20702', 174],
          ],
          150,
          8.5,
        ),
        ...row(
          [
            ['Kalibriert am:', 51],
            ['14. Marz 2025', 174],
          ],
          194,
          8.5,
        ),
        ...row(
          [
            ['Typ', 53],
            ['FM 1000', 157],
            ['Fabrik-Nr.', 301],
            ['WR16818694', 403],
          ],
          378,
          8.5,
        ),
        ...row(
          [
            ['Model', 54],
            ['Serial No.', 301],
          ],
          389,
          8.5,
        ),
        ...row([['Auftraggeber / Customer Data', 50]], 410, 10.5),
        ...row(
          [
            ['Kunde:', 47],
            ['Bergmann Fahrzeugtechnik AG', 95],
          ],
          425,
          8.5,
        ),
        ...row([['Customer Name', 50]], 434, 7),
        ...row([['Porschestrae 100', 95]], 444, 8.5),
        ...row([['38440 Wolfsburg', 94]], 455, 8.5),
      ]),
    );
    expect(read.fields.customer).toBe('Bergmann Fahrzeugtechnik AG');
  });
});

describe('a value a speck closed with a colon, in a row of values under captions', () => {
  const page = (name: string) =>
    analyseScannedPage([
      ...row([['Calibration Report', 225]], 101, 17),
      ...row(
        [
          ['Instrument:', 50],
          ['Make:', 173],
          ['Cal Date:', 316],
          ['Next Calibration:', 439],
        ],
        143,
        9,
      ),
      ...row(
        [
          [name, 50],
          ['Norbar', 173],
          ['2023-10-27', 316],
          ['2024-10-27', 439],
        ],
        155,
        10.5,
      ),
      ...row(
        [
          ['Model No.:', 50],
          ['Serial Number:', 174],
        ],
        180,
        9,
      ),
      ...row(
        [
          ['TTi 200', 50],
          ['15L-0075', 174],
        ],
        192,
        10.5,
      ),
    ]);

  it('is the value without the colon', () => {
    // Session 47, block 23: "Torque Wrench:" had been taken for a caption, and the name lost.
    expect(extractionOf(page('Torque Wrench:')).fields.equipmentName).toBe('Torque Wrench');
  });

  it('is no value when it reads as a caption', () => {
    expect(extractionOf(page('Serial Number:')).fields.equipmentName).toBeNull();
  });
});

describe('two dates under one caption, the dash between them lost', () => {
  const page = (dates: string) =>
    analyseScannedPage([
      ...row([['CERTIFICATO DI TARATURA', 183]], 96, 15),
      ...row(
        [
          ['Descrizione', 53],
          ['Costruttore', 177],
          ['Modello', 291],
          ['Matricola', 417],
        ],
        136,
        9,
      ),
      ...row(
        [
          ['Comparatore a orologio', 53],
          ['Mitutoyo', 177],
          ['513-404-10E', 295],
          ['4746WU01045', 417],
        ],
        151,
        9,
      ),
      ...row(
        [
          ['Certificato n.', 53],
          ['Data di taratura', 217],
          ['Emesso il', 383],
        ],
        246,
        9,
      ),
      ...row(
        [
          ['CT25/6962', 53],
          [dates, 217],
          ['10.03.2025', 384],
        ],
        262,
        9,
      ),
    ]);

  it('are a range: its last day, not vouched for', () => {
    // Seed 24031: "04.03.2025 – 05.03.2025" read without its dash; the first day had been
    // taken, high.
    const read = extractionOf(page('04.03.2025  05.03.2025'));
    expect(read.fields.calibrationDate).toBe('2025-03-05');
    expect(read.confidence.calibrationDate).toBe('medium');
  });

  it('are no range when weeks apart: the first is the date', () => {
    const read = extractionOf(page('04.03.2025  10.04.2025'));
    expect(read.fields.calibrationDate).toBe('2025-03-04');
  });
});

describe("an organisation's name a scan's wide word space parted after its caption", () => {
  const page = (rest: string) =>
    analyseScannedPage([
      ...row([["CERTIFICAT D'ÉTALONNAGE N° CE2398268", 131]], 103, 17),
      ...row([['Client / Customer Data', 50]], 145, 12.5),
      ...row(
        [
          ["Donneur d'ordre Verrerie", 51],
          [rest, 178],
        ],
        163,
        10.5,
      ),
      ...row([['Customer', 50]], 174, 10.5),
      ...row(
        [
          ['Appareil', 50],
          ['Balance de précision', 169],
        ],
        218,
        10.5,
      ),
      ...row(
        [
          ['Numéro de série', 50],
          ['02085J', 169],
        ],
        238,
        10.5,
      ),
      ...row(
        [
          ['Etalonné le', 50],
          ['25/05/2023', 169],
        ],
        258,
        10.5,
      ),
    ]);

  it('goes on into the next cell', () => {
    // Seed 24151: the customer had been "Verrerie".
    expect(extractionOf(page('Champenoise SARL')).fields.customer).toBe(
      'Verrerie Champenoise SARL',
    );
  });

  it('does not take a code or a caption beside it', () => {
    expect(extractionOf(page('Réf. 2023-114')).fields.customer).toBe('Verrerie');
  });
});

describe('a caption a scan garbled, over its gloss, beside a caption over its own gloss', () => {
  it('is a caption: the value is under the gloss', () => {
    // Seed 25081: "Konformifaisaissaye" (for "Konformitätsaussage") over "Result" had been taken
    // for the result's value, and the "konform" under "Result" lost.
    const read = extractionOf(
      analyseScannedPage([
        ...row([['Werkskalibrierschein', 226]], 120, 9.5),
        ...row([['Calibration Report', 258]], 135, 11.5),
        ...row(
          [
            ['Bezeichnung', 50],
            ['Messuhr', 112],
            ['Eingang am', 308],
            ['Datum der Kalibrierung', 427],
          ],
          263,
          9.5,
        ),
        ...row(
          [
            ['Description', 50],
            ['Receipt Date', 308],
            ['Date Calibrated', 427],
          ],
          272,
          8,
        ),
        ...row(
          [
            ['2023-07-14', 308],
            ['2023-07-18', 427],
          ],
          284,
          9.5,
        ),
        ...row(
          [
            ['Hersteller', 50],
            ['Mahr', 112],
          ],
          289,
          9.5,
        ),
        ...row([['Mfr.', 50]], 299, 8),
        ...row(
          [
            ['Serien-Nr.', 50],
            ['W-15/0016', 112],
          ],
          338,
          9.5,
        ),
        ...row([['Serial No.', 50]], 349, 8),
        ...row(
          [
            ['rel. Luftfeuchte', 308],
            ['Konformifaisaissaye', 427],
          ],
          354,
          9.5,
        ),
        ...row(
          [
            ['Relative Humidity', 308],
            ['Result', 427],
          ],
          362,
          8,
        ),
        ...row(
          [
            ['37 % r.F.', 308],
            ['konform', 426],
          ],
          374,
          9.5,
        ),
      ]),
    );
    expect(read.fields.result).toBe('Pass');
  });
});
