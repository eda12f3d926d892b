/**
 * Captions and values wrapped or parted over lines and cells (session 52, fresh blocks 34 and
 * 35): a header row's caption wrapped over three lines; a customer whose legal form goes on on
 * a third line; a caption's gloss beside another form's key and value; a name and its legal
 * form a scan set apart; a lab's name parted in the closing line; a certificate number with a
 * spaced slash; an instrument's name and a date range whose second line a scan measured larger.
 */
import { describe, expect, it } from 'vitest';
import { legalFormGoesOn } from '../../../src/extraction/fields/lab-statements.js';
import type { TextRun } from '../../../src/extraction/layout/types.js';
import { paragraph, row, title, type Text } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';
import {
  analyseScannedPage,
  analyseScannedPages,
  extractionOf,
  narrowCells,
} from './helpers/scanned-page.js';

/** A row of text cells in one size. */
function sized(size: number, texts: readonly string[], xs: readonly number[], y: number): Text[] {
  return row(texts, xs, y).map((text) => ({ ...text, size }));
}

/** Words at the x and width the recogniser measured (seed 35061's reading). */
function measured(words: readonly (readonly [string, number, number])[], y: number, size: number) {
  return words.map(([text, x, width]): TextRun => ({
    text,
    page: 1,
    x,
    y,
    width,
    size,
    font: `ocr@${size}`,
  }));
}

describe("a header row's caption wrapped over three lines", () => {
  // Seed 35031: "Fecha de próxima" / "calibración / Next" / "Cal Date". The first two lines
  // read as a due date's caption, and the third alone as a calibration date's, standing
  // between the caption and its value: the due date was lost.
  const page = [
    title('Certificado de calibración', 100),
    ...row(['Equipo / Description', 'Pinza amperimétrica'], [50, 174], 404),
    ...row(['Fabricante / Make', 'Chauvin Arnoux'], [50, 174], 420),
    ...row(['Nº serie / Serial #', '51P-0060'], [50, 174], 436),
    ...row(
      ['Calibrado el / Date', 'Fecha de próxima', 'Fecha de emisión /', 'Método / Method'],
      [53, 176, 298, 421],
      500,
    ),
    ...row(['Calibrated', 'calibración / Next', 'Issue Date'], [53, 176, 298], 512),
    ...row(['Cal Date'], [176], 524),
    ...row(['25/03/2024', '24/03/2025', '07/04/2024', 'CP-CLM-003'], [53, 176, 298, 421], 542),
  ];

  it('reads the value under its third line as the due date', async () => {
    const extraction = await extracted([page]);
    expect(extraction.fields.dueDate).toBe('2025-03-24');
    expect(extraction.fields.calibrationDate).toBe('2024-03-25');
  });
});

describe("a customer's name whose legal form goes on on the next line", () => {
  it('keeps "de C.V." under "… S.A."', async () => {
    // Seed 35031: "Industrias Plásticas" / "de Occidente S.A." / "de C.V.": a name that had
    // reached a legal form was taken as whole, the form's rest as its address.
    const extraction = await extracted([
      [
        title('Certificado de calibración', 100),
        { text: 'Solicitante / Customer', x: 50, y: 318, size: 8 },
        ...paragraph(['Industrias Plásticas', 'de Occidente S.A.', 'de C.V.'], 50, 331, 12.5),
        ...row(['Equipo / Description', 'Pinza amperimétrica'], [50, 174], 404),
        ...row(['Nº serie / Serial #', '51P-0060'], [50, 174], 420),
        ...row(['Fecha de calibración', '25/03/2024'], [50, 174], 436),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Industrias Plásticas de Occidente S.A. de C.V.');
  });

  it('is told by where the legal form closing both lines begins', () => {
    expect(legalFormGoesOn('Industrias de Occidente S.A.', 'de C.V.')).toBe(true);
    expect(legalFormGoesOn('Messtechnik Schwaben GmbH', '& Co. KG')).toBe(true);
    // A line that only holds a legal form of its own does not lengthen the first one's.
    expect(legalFormGoesOn('Acme Ltd', 'SE')).toBe(false);
    expect(legalFormGoesOn('Aceros del Norte S.A.', 'Calle 5 de Mayo')).toBe(false);
  });
});

describe("a caption's gloss beside another form's key and value", () => {
  it('leaves the due date under the gloss, not the date above the caption', async () => {
    // Seed 34161: "Vencimiento:" over "Next Cal Date", on a line that also holds "Modelo:
    // U1282A" of the form to the left. The gloss had ended the caption's reach downwards and
    // the receipt date above it had been taken as the due date, high.
    const extraction = await extracted([
      [
        title('Certificado de calibración', 100),
        ...sized(7.5, ['Instrumento:', 'Multímetro digital'], [50, 115], 244),
        ...sized(6, ['N° de certificado:', 'Fecha de recepción:'], [308, 426], 244),
        ...sized(6, ['Equipment Description'], [50], 252.4),
        ...sized(5.6, ['Cert. No.', 'Receipt Date'], [308, 426], 252.4),
        ...sized(7.5, ['CC686266', '26/08/2023'], [308, 426], 258.8),
        ...sized(7.5, ['Marca:', 'Keysight'], [50, 115], 263.4),
        ...sized(6, ['Manufacturer'], [50], 271.6),
        ...sized(6, ['Fecha de calibración:', 'Vencimiento:'], [308, 426], 278.6),
        ...sized(7.5, ['Modelo:', 'U1282A'], [50, 115], 282.6),
        ...sized(5.6, ['Date Calibrated', 'Next Cal Date'], [308, 426], 282.6),
        ...sized(6, ['Model'], [50], 290.9),
        ...sized(7.5, ['04/09/2023', '05/03/2024'], [308, 426], 294.8),
        ...sized(7.5, ['Nº serie:', '05440T'], [50, 115], 301.9),
      ],
    ]);
    expect(extraction.fields.dueDate).toBe('2024-03-05');
    expect(extraction.fields.calibrationDate).toBe('2023-09-04');
  });
});

describe('a scan that set parts of one value apart', () => {
  it("reads a customer's name and its legal form under the caption as one", () => {
    // Seed 35061: "Laboratoires Dumont | SA", the form a wide gap away, was read as a
    // "key  value" line under a lone caption: the customer was lost.
    const read = extractionOf(
      analyseScannedPage([
        ...narrowCells([['CERTIFICAT D’ÉTALONNAGE', 198]], 98, 15),
        ...narrowCells(
          [
            ['Instrument', 53],
            ['Manomètre', 187],
          ],
          380,
          9,
        ),
        ...narrowCells(
          [
            ['Numéro de série:', 53],
            ['09489B', 187],
          ],
          400,
          9,
        ),
        ...narrowCells(
          [
            ['Date de l’étalonnage:', 53],
            ['2023-11-30', 187],
          ],
          420,
          9,
        ),
        ...measured(
          [
            ['Client', 50.6, 39.1],
            ['/', 89.8, 6],
            ['Customer', 102, 44.4],
            ['Data', 152.9, 21.8],
          ],
          442.8,
          10.5,
        ),
        ...measured(
          [
            ['Demandeur', 50.4, 36],
            ['/', 91.2, 2.9],
            ['Customer:', 99.4, 34.6],
          ],
          456.5,
          7,
        ),
        ...measured(
          [
            ['Laboratoires', 50.6, 59.8],
            ['Dumont', 116.6, 29.3],
            ['SA', 152.4, 9.4],
          ],
          467,
          9,
        ),
        // The results table under it, whose second column starts where "SA" does: the
        // column parts the line's cells there.
        ...narrowCells(
          [
            ['Valeur nominale', 52],
            ['Valeur lue', 151],
            ['Erreur', 251],
            ['Tolérance', 349],
          ],
          508.7,
          9,
        ),
        ...[522.2, 535.8, 549.5, 563.1].flatMap((y, index) =>
          narrowCells(
            [
              [`${index * 2},000`, 52],
              [`${index * 2},003`, 151],
              ['0,003', 251],
              ['± 0,050', 349],
            ],
            y,
            9,
          ),
        ),
      ]),
    );
    expect(read.items[0]!.customer).toBe('Laboratoires Dumont SA');
  });

  it("reads the lab's name parted before its legal name in the closing line", () => {
    // Seed 34071: "Centro Taratura | Lombardo S.r.l. | Via Giuseppe Di Vittorio 27": the
    // first cell alone had been the lab.
    const read = extractionOf(
      analyseScannedPage([
        ...narrowCells([['Centro di taratura ACCREDIA LAT N° 231', 386]], 22, 8),
        ...narrowCells([['CERTIFICATO DI TARATURA', 200]], 100, 16),
        ...narrowCells(
          [
            ['Strumento:', 50],
            ['Calibro a corsoio', 160],
          ],
          200,
        ),
        ...narrowCells(
          [
            ['Numero di serie:', 50],
            ['A-2231', 160],
          ],
          215,
        ),
        ...narrowCells(
          [
            ['Data di taratura:', 50],
            ['12/03/2025', 160],
          ],
          230,
        ),
        ...narrowCells(
          [
            ['Centro Taratura', 50],
            ['Lombardo S.r.l.', 113],
            ['Via Giuseppe Di Vittorio 27, 20090 Segrate (MI)', 183],
          ],
          802,
          7,
        ),
      ]),
    );
    expect(read.items[0]!.calibrationLab).toBe('Centro Taratura Lombardo S.r.l.');
  });

  it('reads a certificate number under the title with a slash spaced from its prefix', () => {
    // Seed 35011: "MSR /2025/0765" was no code under the title, so no number was read.
    const read = extractionOf(
      analyseScannedPage([
        ...narrowCells([["CERTIFICAT D'ÉTALONNAGE", 180]], 104.5, 17.5),
        ...narrowCells([['Certificate of Calibration', 239]], 121, 12.5),
        ...narrowCells([['MSR /2025/0765', 252]], 140, 11),
        ...narrowCells(
          [
            ['Instrument:', 50],
            ['Micromètre', 160],
          ],
          200,
        ),
        ...narrowCells(
          [
            ['Numéro de série:', 50],
            ['73C-0052', 160],
          ],
          215,
        ),
        ...narrowCells(
          [
            ['Étalonné le:', 50],
            ['2025-01-27', 160],
          ],
          230,
        ),
      ]),
    );
    expect(read.items[0]!.certificateNumber).toBe('MSR/2025/0765');
  });

  it("reads an instrument's name and a date range whose second lines it measured larger", () => {
    // Seed 34081: "Enregistreur de" / "température et" / "d'humidité" and "24/10/2024 au" /
    // "25/10/2024", the second lines read at 11.5 pt under 9.5: the name was cut after "de"
    // and the range's first day taken, high.
    const read = extractionOf(
      analyseScannedPage([
        ...narrowCells([["Certificat d'étalonnage", 210]], 126, 18.5),
        ...narrowCells(
          [
            ['Instrument', 51],
            ['Fabricant', 169],
            ['N° de certificat', 304],
            ["Date d'étalonnage", 427],
          ],
          171.8,
        ),
        ...narrowCells(
          [
            ['Enregistreur de', 51],
            ['Vaisala', 169],
            ['24-ET-03284', 308],
            ['24/10/2024 au', 427],
          ],
          185,
        ),
        ...narrowCells(
          [
            ['température et', 50],
            ['25/10/2024', 427],
          ],
          198.5,
          11.5,
        ),
        ...narrowCells([["d'humidité", 50]], 211.6),
        ...narrowCells(
          [
            ['Modèle', 51],
            ['N° de série', 169],
          ],
          239,
        ),
        ...narrowCells(
          [
            ['HM40', 51],
            ['00957', 169],
          ],
          252.4,
          11.5,
        ),
      ]),
    );
    expect(read.items[0]!.equipmentName).toBe("Enregistreur de température et d'humidité");
    expect(read.items[0]!.calibrationDate).toBe('2024-10-25');
  });
});

/** Seed 37181's and 37091's rows of numbered captions over their values, as measured. */
function numberedRow(words: readonly (readonly [string, number, number])[], y: number) {
  return measured(words, y, 11.5);
}

function numberedCertificate(rows: TextRun[]) {
  return extractionOf(
    analyseScannedPage([
      ...narrowCells([['Relatório de calibração', 207]], 126, 18),
      ...narrowCells(
        [
          ['2.1 Objeto', 50],
          ['Paquímetro', 160],
        ],
        304.7,
        11.5,
      ),
      ...narrowCells(
        [
          ['2.4 Nº série', 50],
          ['06F-0085', 160],
        ],
        355.1,
        11.5,
      ),
      ...rows,
    ]),
  );
}

describe('a row of numbered captions', () => {
  it("parts two captions a scan ran into one cell at the second one's number", () => {
    // Seed 37181: "4.2 Data da calibração 4.3 Procedimento de", one cell, named no field.
    const read = numberedCertificate([
      ...numberedRow(
        [
          ['4,1', 53.3, 14.2],
          ['N.º', 71.3, 14.4],
          ['do', 88.3, 11.5],
          ['certificado', 103.7, 52.3],
          ['4.2', 170.6, 14.2],
          ['Data', 188.6, 21.6],
          ['da', 213.8, 11.5],
          ['calibração', 229, 51.1],
          ['4.3', 287.3, 14.2],
          ['Procedimento', 305.3, 68.6],
          ['de', 378, 11.5],
        ],
        483.6,
      ),
      ...numberedRow([['calibração', 287.5, 50.6]], 496.1),
      ...numberedRow(
        [
          ['7330/2025', 49.7, 51.6],
          ['23/05/2025', 170.9, 50.9],
          ['VDI/VDE/DGQ', 283.9, 70.3],
          ['2618-9.1', 359.3, 39.6],
        ],
        514.6,
      ),
    ]);
    expect(read.items[0]!.calibrationDate).toBe('2025-05-23');
    expect(read.items[0]!.certificateNumber).toBe('7330/2025');
  });

  it("keeps a date's day set left of its caption, past the column to the left", () => {
    // Seed 37091: "10 | août 2025" under "Etalonné le": the day, left of the caption's start,
    // had been cut off as the left column's, and "août 2025" is no date.
    const read = numberedCertificate([
      ...numberedRow(
        [
          ['1.1', 54, 13.4],
          ['Réf.', 71.3, 18.7],
          ['certificat', 93.6, 44.2],
          ['Etalonné', 173.5, 43.2],
          ['le', 220.8, 7.9],
          ['1.3', 242.6, 13.4],
          ['Date', 259.9, 22.1],
          ['du', 285.1, 12],
        ],
        175.4,
      ),
      ...numberedRow([['prochain', 242.4, 43]], 187.9),
      ...numberedRow([['étalonnage', 241.9, 55.2]], 200.8),
      ...numberedRow(
        [
          ['25-ET-05526', 53.5, 60.2],
          ['10', 156.2, 10.1],
          ['août', 171.1, 19.2],
          ['2025', 194.2, 21.4],
          ['10', 242.6, 10.1],
          ['août', 256.8, 20.4],
          ['2026', 281.3, 20.9],
        ],
        219.4,
      ),
    ]);
    expect(read.items[0]!.calibrationDate).toBe('2025-08-10');
    expect(read.items[0]!.dueDate).toBe('2026-08-10');
  });
});

describe("a certificate's number in the corner of each page", () => {
  const secondPage = (corner: TextRun[]) => [
    ...corner,
    ...narrowCells([['Standards used', 51]], 85, 12.5),
    ...narrowCells([['The results relate only to the item calibrated.', 50]], 208, 10.5),
  ];
  const firstPage = (corner: TextRun[]) => [
    ...corner,
    ...narrowCells([['Ridgeline Instrument Calibration Co.', 51]], 44, 16.5),
    ...narrowCells([['Calibration Report', 214]], 123, 18),
    ...narrowCells(
      [
        ['Item Description', 53],
        ['Mfr.', 192],
        ['Ser. No.', 405],
      ],
      150.6,
      10.5,
    ),
    ...narrowCells(
      [
        ['Dial Indicator', 50],
        ['Kafer', 192],
        ['XY86069455', 404],
      ],
      168.6,
      10.5,
    ),
    ...narrowCells(
      [
        ['Date of Calibration', 50],
        ['10-Dec-24', 168],
      ],
      193.1,
      10.5,
    ),
  ];
  const misread = measured(
    [
      ['73085', 495.6, 31.7],
      ['{', 528.2, 3.4],
      ['24', 532.3, 12.2],
    ],
    35.8,
    10.5,
  );
  const repeated = measured([['73085/24', 495.6, 49]], 36.2, 11.5);

  it('is read on the next page where the first page misread it', () => {
    // Seed 37031: "73085 { 24" on the first page, "73085/24" on the second: no number read.
    const read = extractionOf(analyseScannedPages(firstPage(misread), secondPage(repeated)));
    expect(read.items[0]!.certificateNumber).toBe('73085/24');
  });

  it('is not taken from the next page where the first page has nothing in its corner', () => {
    const read = extractionOf(analyseScannedPages(firstPage([]), secondPage(repeated)));
    expect(read.items[0]!.certificateNumber).toBeNull();
  });
});

describe("a caption run into the next column's caption, which wraps under it", () => {
  it('parts them, so each caption takes the value under it', () => {
    // Seed 38131 as the recogniser read it: "Datum der Kalibrierung" and "Empfohlenes" (over
    // "Kalibrierintervall") 10 pt apart at 11 pt, one cell. As one caption it had the date's
    // value inline, "Empfohlenes", and the calibration date under it was lost.
    const outcome = analyseScannedPage([
      ...measured(
        [
          ['Kalibrierschein', 146, 90],
          ['Nr.', 240, 18],
          ['KS-73076/23', 262, 70],
        ],
        150,
        14,
      ),
      ...measured(
        [
          ['Datum', 53.3, 38.9],
          ['der', 96.2, 19.4],
          ['Kalibrierung', 119.5, 74.9],
          ['Empfohlenes', 205, 75.8],
          ['Prüfanweisung', 384, 87.1],
        ],
        253.9,
        11,
      ),
      ...measured([['Kalibrierintervall', 205, 102]], 266.4, 11),
      ...measured(
        [
          ['17.02.2023', 54, 58.1],
          ['12', 198.5, 18.7],
          ['Monate', 221.8, 39.6],
          ['PR-DIM-02', 384, 57.1],
        ],
        285.1,
        11,
      ),
      ...measured(
        [
          ['Bezeichnung', 53, 70],
          ['Seriennummer', 335, 80],
        ],
        330,
        11,
      ),
      ...measured(
        [
          ['Messschieber', 53, 72],
          ['4376-0093', 334, 55],
        ],
        346,
        11,
      ),
    ]);
    expect(extractionOf(outcome).fields).toMatchObject({
      calibrationDate: '2023-02-17',
      calibrationInterval: 12,
      dueDate: '2024-02-17',
      procedure: 'PR-DIM-02',
    });
  });
});

describe('a day a scan set apart from the rest of its date, beside a caption of four lines', () => {
  it('is the date, though a band of captions stands under it', () => {
    // Seed 40211's second certificate as the recogniser read it: "3.2 Data" / "taratura /" /
    // "Date" / "Calibrated" beside "7" | "8 agosto 2023" (the range's dash lost). The caption
    // heads a grid, and "7" alone was no date, so the calibration date was lost.
    const outcome = analyseScannedPage([
      ...measured(
        [
          ['Certificato', 182, 70],
          ['di', 258, 12],
          ['taratura', 276, 52],
        ],
        120,
        14,
      ),
      ...measured(
        [
          ['Descrizione', 53.3, 68.2],
          ['/', 128.9, 4.8],
          ['Costruttore', 157.4, 68.2],
          ['/', 232.8, 5.0],
          ['Modello', 267.4, 43.2],
          ['/', 318, 5.0],
          ['Matricola', 346.3, 55.7],
          ['/', 409.4, 5.0],
          ['Codice', 438.0, 36.7],
          ['/', 482.2, 4.8],
          ['Asset', 494.2, 30.5],
        ],
        169.1,
        11.5,
      ),
      ...measured(
        [
          ['Description', 53.3, 67.9],
          ['Manufacturer', 157.0, 74.9],
          ['Model', 267.4, 30.5],
          ['Serial', 346.3, 36.7],
          ['Number', 390.5, 37.0],
          ['No.', 437.8, 16.1],
        ],
        181.6,
        11.5,
      ),
      ...measured(
        [
          ['Tachimetro', 52.8, 62.2],
          ['Extech', 157.4, 36.2],
          ['RPM33', 267.6, 30.2],
          ['00377', 346.6, 30.0],
          ['INV-2022-072', 438.2, 73.7],
        ],
        200.2,
        11.5,
      ),
      ...measured([['digitale', 53.3, 49.2]], 213.0, 11.5),
      ...measured(
        [
          ['2.1', 50.4, 13.9],
          ['Committente', 70.6, 54.2],
          ['Customer:', 141.1, 42.7],
        ],
        236.4,
        8.5,
      ),
      ...measured(
        [
          ['Meccanica', 49.9, 55.9],
          ['Rossi', 113.3, 30.5],
          ['S.r.l.', 151.0, 35.0],
        ],
        249.5,
        11.5,
      ),
      ...measured(
        [
          ['Via', 50.2, 15.1],
          ['Emilia', 72, 30.7],
          ['Ovest', 109.2, 25.4],
          ['1480', 141.8, 19.9],
        ],
        262.7,
        9.5,
      ),
      ...measured(
        [
          ['41123', 50.2, 25.9],
          ['Modena', 82.3, 31.2],
        ],
        275.3,
        9.5,
      ),
      ...measured(
        [
          ['3.1', 53.3, 17.8],
          ['23-08788', 152.4, 49.0],
          ['3.2', 301.0, 17.5],
          ['Data', 326.2, 23.8],
          ['7', 399.8, 5.0],
          ['8', 425.0, 5.3],
          ['agosto', 437.8, 36.5],
          ['2023', 481.9, 23.8],
        ],
        306.1,
        11.5,
      ),
      ...measured(
        [
          ['Certificato', 53.3, 68.2],
          ['n.', 129.1, 9.4],
          ['taratura', 301.0, 49.0],
          ['/', 357.6, 4.8],
        ],
        319.2,
        13.5,
      ),
      ...measured(
        [
          ['/', 53.3, 4.8],
          ['Certificate', 66, 67.9],
          ['Date', 301.0, 24],
        ],
        331.3,
        11.5,
      ),
      ...measured(
        [
          ['#', 52.8, 6.2],
          ['Calibrated', 301.0, 61.4],
        ],
        343.9,
        11.5,
      ),
      ...measured(
        [
          ['3.3', 53.3, 17.5],
          ['Data', 78.5, 23.8],
          ['di', 109.9, 11.5],
          ['21', 152.4, 11.3],
          ['agosto', 171.1, 36.7],
          ['2023', 215.3, 23.8],
          ['3.4', 301.0, 18],
          ['Procedura', 326.4, 55.0],
          ['CP-RPM-001', 400.1, 61.7],
        ],
        362.5,
        11.5,
      ),
      ...measured(
        [
          ['emissione', 53.3, 55.7],
          ['/', 116.4, 4.8],
          ['/', 301.0, 4.8],
          ['Work', 313.0, 25.0],
        ],
        375,
        11.5,
      ),
      ...measured(
        [
          ['Issue', 53.8, 30.0],
          ['Date', 91.2, 24],
          ['Instruction', 301.4, 67.4],
        ],
        387.7,
        11.5,
      ),
    ]);
    expect(extractionOf(outcome).fields).toMatchObject({
      certificateNumber: '23-08788',
      serialNumber: '00377',
      calibrationDate: '2023-08-08',
    });
  });
});
