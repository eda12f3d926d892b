/**
 * Reference-standards tables recognised by structure when their layout is awkward: a header set
 * on two or three lines (a gloss, a caption broken by a narrow column), cells wrapped onto lines of
 * their own, a heading without a standards word, the same heading on every page of a file holding
 * several certificates. Their serials and dates must never become the instrument's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TextRun } from '../../../src/extraction/layout/types.js';
import type { Extraction } from '../../../src/shared/extraction.js';
import { buildLayout } from '../../../src/extraction/layout/document.js';
import { findLabels } from '../../../src/extraction/fields/label-blocks.js';
import { heading, keyValues, row, title, type Text } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';
import {
  analyseScannedPage,
  extractionOf,
  scannedRow,
  scannedWords,
} from './helpers/scanned-page.js';

const XS = [50, 125, 190, 255, 320, 385, 450, 515];
const STANDARD_SERIALS = ['1334239', '00933', 'NX16849622', 'MN892892-32', 'MN892892-'];

function instrument(y: number): Text[] {
  return keyValues(
    [
      ['Equipment', 'Torque Wrench'],
      ['Manufacturer', 'Gedore'],
      ['Model', 'DREMOMETER SE'],
      ['Serial Number', '7301539'],
      ['Calibration Date', '2025-10-31'],
      ['Next Calibration Date', '2027-10-31'],
    ],
    { y },
  );
}

function expectInstrumentOnly(extraction: Extraction): void {
  expect(extraction.items).toHaveLength(1);
  expect(extraction.fields).toMatchObject({
    serialNumber: '7301539',
    calibrationDate: '2025-10-31',
    dueDate: '2027-10-31',
  });
  const values = extraction.items.flatMap((item) => Object.values(item).map(String));
  for (const serial of STANDARD_SERIALS) expect(values).not.toContain(serial);
}

/** A standards table without a heading: Portuguese captions, English gloss broken over lines. */
function glossedStandardsTable(y: number): Text[] {
  return [
    ...row(
      [
        'Descrição',
        'Fabricante',
        'Modelo',
        'N.º de série',
        'Código',
        'Certificado',
        'Calibrado',
        'Próxima cal.',
      ],
      XS,
      y,
      true,
    ),
    ...row(
      [
        'De- scription',
        'M- anufacturer',
        'Model',
        'Serial Number',
        'Asset No.',
        'C- ertificate',
        'Cal Date',
        'Due Date',
      ],
      XS,
      y + 11,
      true,
    ),
    { text: 'No.', x: XS[5]!, y: y + 22, bold: true },
    ...row(
      [
        'Transdutor de',
        'Norbar',
        '50767.LOG',
        '1334239',
        'REF-891',
        'ML25-09321',
        '2025-07-27',
        '2027-07-27',
      ],
      XS,
      y + 38,
    ),
    { text: 'torque', x: XS[0]!, y: y + 48 },
    ...row(
      [
        'Bancada de',
        'Norbar',
        'TWA 400',
        '00933',
        'STD-473',
        '8769/2025',
        '2025-02-01',
        '2027-02-01',
      ],
      XS,
      y + 62,
    ),
    { text: 'calibração', x: XS[0]!, y: y + 72 },
    ...row(
      [
        'Transdutor de',
        'Norbar',
        '50767.LOG',
        'NX16849622',
        'STD-485',
        'CAL-97754/25',
        '2025-08-03',
        '2027-08-03',
      ],
      XS,
      y + 86,
    ),
  ];
}

describe('reference standards recognised by structure', () => {
  it('reads a table header continued by a gloss and a broken caption, and leaves the table out', async () => {
    expectInstrumentOnly(
      await extracted([
        [title('Calibration Certificate'), ...glossedStandardsTable(110), ...instrument(250)],
      ]),
    );
  });

  it('takes "Equipos de referencia" for a standards heading', async () => {
    const extraction = await extracted([
      [
        title('Certificado de calibración'),
        ...instrument(110),
        heading('Equipos de referencia', 50, 250),
        ...row(['Descripción', 'Marca', 'Modelo', 'N° de serie'], [50, 200, 300, 400], 270, true),
        ...row(['Termómetro patrón', 'Fluke', '1524', '1334239'], [50, 200, 300, 400], 286),
      ],
    ]);
    expectInstrumentOnly(extraction);
    expect(extraction.fields.model).toBe('DREMOMETER SE');
  });

  it('takes a heading for one with a stray mark far out on its line (a scan\'s ":")', async () => {
    const extraction = await extracted([
      [
        title('Certificado de calibração'),
        ...instrument(110),
        heading('Rastreabilidade', 50, 250),
        { text: ':', x: 420, y: 250 },
        ...row(
          ['Descrição', 'Fabricante', 'Modelo', 'N.º de série'],
          [50, 200, 300, 400],
          270,
          true,
        ),
        ...row(['Termómetro padrão', 'Fluke', '1524', '1334239'], [50, 200, 300, 400], 286),
        ...row(['Forno de calibração', 'Fluke', '9142', '00933'], [50, 200, 300, 400], 302),
      ],
    ]);
    expectInstrumentOnly(extraction);
    expect(extraction.fields.model).toBe('DREMOMETER SE');
  });

  it('leaves out a table without a heading whose rows carry their own dates, whatever its date captions read', async () => {
    const extraction = await extracted([
      [
        title('Kalibrierschein'),
        ...instrument(110),
        ...row(
          [
            'Description',
            'Manufacturer',
            'Model',
            'Serial Number',
            'Asset No.',
            'Kalibriert Nachste',
          ],
          XS.slice(0, 6),
          250,
          true,
        ),
        ...row(
          ['Kalibrator', 'Fluke', '5522A', '1334239', 'REF-531', '8. August 2025'],
          XS.slice(0, 6),
          266,
        ),
        ...row(
          ['Multimeter', 'Keysight', '3458A', '00933', 'STD-191', '4. Juli 2025'],
          XS.slice(0, 6),
          282,
        ),
        ...row(
          ['Stromspule', 'Fluke', '5500A/COIL', 'NX16849622', 'P-113', '6. Mai 2025'],
          XS.slice(0, 6),
          298,
        ),
      ],
    ]);
    expectInstrumentOnly(extraction);
    expect(extraction.fields.model).toBe('DREMOMETER SE');
  });

  it('recognises the same standards heading on every certificate of a file', async () => {
    const page = (serial: string, standardSerial: string): Text[] => [
      title('Calibration Certificate'),
      heading('1. Traceability', 50, 110),
      ...row(
        ['Description', 'Serial Number', 'Cal Date', 'Due Date'],
        [50, 200, 300, 400],
        130,
        true,
      ),
      ...row(
        ['Reference thermometer', standardSerial, '2023-01-14', '2025-01-14'],
        [50, 200, 300, 400],
        146,
      ),
      ...keyValues(
        [
          ['Equipment', 'Thermometer'],
          ['Serial Number', serial],
          ['Calibration Date', '2025-10-31'],
        ],
        { y: 200 },
      ),
    ];
    const extraction = await extracted([
      page('A-100', '1334239'),
      page('B-200', '00933'),
      page('C-300', 'NX16849622'),
    ]);
    expect(extraction.items.map((item) => item.serialNumber)).toEqual(['A-100', 'B-200', 'C-300']);
  });

  it("ends at the instrument's caption band, though a second certificate repeats it at the same height", async () => {
    // Session 47, block 21: under the standards, the instrument's own table; on the second
    // certificate of the file its captions stand where the first's did (a running header?).
    const page = (instrument: string[], number: string, date: string, standard: string): Text[] => [
      title('Calibration Certificate'),
      heading('Standards used', 50, 110),
      ...row(['Description', 'Serial Number', 'Cal Date', 'Due Date'], [50, 200, 300, 400], 126),
      ...row(
        ['Pressure Controller', standard, '2024-06-25', '2025-06-25'],
        [50, 200, 300, 400],
        140,
      ),
      ...row(
        ['Item Description', 'Manufacturer', 'Model No.', 'Serial No.', 'Equipment ID'],
        [50, 150, 250, 350, 450],
        156,
      ),
      ...row(instrument, [50, 150, 250, 350, 450], 170),
      ...keyValues(
        [
          ['Certificate No.', number],
          ['Calibration Date', date],
        ],
        { y: 220 },
      ),
    ];
    const extraction = await extracted([
      page(
        ['Pressure Gauge', 'Additel', 'ADT681-10', '6913-0096', 'PM 5444'],
        'CAL-1001',
        '2025-10-31',
        '1906-0031',
      ),
      page(
        ['Torque Wrench', 'Gedore', 'DREMOMETER A', '1269227', 'QA-0438'],
        'PC/24/0077',
        '2025-09-04',
        '00552',
      ),
    ]);
    expect(extraction.items.map((item) => [item.serialNumber, item.model])).toEqual([
      ['6913-0096', 'ADT681-10'],
      ['1269227', 'DREMOMETER A'],
    ]);
  });

  it('does not read two forms side by side ("(Serial) | (Class) | (Serial)") as a table', async () => {
    const extraction = await extracted([
      [
        title('Certificado de calibración'),
        ...row(['Serie:', '303843F', 'Clase:', 'B', 'No. serie:'], [50, 150, 250, 330, 400], 150),
        ...row(['(Serial)', '(Class)', '(Serial)'], [50, 250, 400], 160),
        ...row(['Método', '(Method):'], [50, 100], 175),
        ...row(['Procedimiento interno:', 'Condiciones ambientales'], [50, 250], 190),
        ...row(['(Internal procedure)', 'Temperatura: 21.7 °C'], [50, 250], 205),
        ...keyValues([['Fecha de calibración', '2024-01-26']], { y: 230 }),
      ],
    ]);
    expect(extraction.items).toHaveLength(1);
    expect(extraction.fields.serialNumber).toBe('303843F');
  });
});

describe('a standards table whose captions narrow columns broke inside a word', () => {
  // Procedural seed 38111: "Seriennumm-" / "er / Serial" / "Number" and "Kalibriersche-" /
  // "in / Certificate" / "No." over rows that each carry their own certificate and dates, above
  // the instrument's own form. Read as "Seriennumm- er", no caption named the serial column,
  // the table was not known as one, and its first row became a second instrument.
  it('reads each caption whole and leaves the table out', async () => {
    const xs = [50, 111, 173, 235, 297, 359, 421, 486];
    const cells = (texts: (string | null)[], y: number, bold = false): Text[] =>
      texts.flatMap((text, index) => (text ? [{ text, x: xs[index]!, y, bold, size: 8 }] : []));
    const extraction = await extracted([
      [
        title('Kalibrierschein'),
        ...cells(
          [
            'Bezeichnung /',
            'Hersteller /',
            'Typ / Model',
            'Seriennumm-',
            'Inventar-Nr. /',
            'Kalibriersche-',
            'Kalibriert / Cal',
            'Nächste Kal. /',
          ],
          110,
          true,
        ),
        ...cells(
          [
            'Description',
            'Manufacturer',
            null,
            'er / Serial',
            'Asset No.',
            'in / Certificate',
            'Date',
            'Due Date',
          ],
          119,
          true,
        ),
        ...cells([null, null, null, 'Number', null, 'No.'], 128, true),
        ...cells(
          [
            'Parallelendm-',
            'Mitutoyo',
            '516-940-26',
            '1334239',
            'P-487',
            'KS-03382/25',
            '24. Januar 2025',
            '24. Januar 2026',
          ],
          142,
        ),
        ...cells(['aßsatz'], 151),
        ...cells(
          [
            'Einstellring',
            'Mahr',
            '4475100',
            '00933',
            'P-703',
            '2024-71036',
            '15. Dezember',
            '15. Dezember',
          ],
          163,
        ),
        ...cells([null, null, null, null, null, null, '2024', '2025'], 172),
        ...cells(
          [
            'Längenmess-',
            'TESA',
            'UPC 1000',
            'NX16849622',
            'REF-729',
            '2024-47971',
            '27. Oktober',
            '27. Oktober',
          ],
          184,
        ),
        ...cells(['maschine', null, null, null, null, null, '2024', '2026'], 193),
        ...instrument(230),
      ],
    ]);
    expectInstrumentOnly(extraction);
    expect(extraction.fields.equipmentId).toBeNull();
  });

  it('reads a caption over four lines, its gloss under a slash and broken at a hyphen', () => {
    // Procedural seed 172: "Costruttore" / "/" / "Manufactur-" / "er" in a traceability table.
    // Taken as "Costruttore /" alone, the rest made a second band of captions, and the second
    // certificate of the file took the "Number" beside "Manufacturer" as its maker (high).
    const xs = [52, 114, 176, 238, 300, 362];
    const band = [
      ['Descrizione', 'Costruttore', 'Modello /', 'Matricola /', 'Codice /', 'Certificato'],
      ['/', '/', 'Model', 'Serial', 'Asset No.', '/'],
      ['Description', 'Manufactur-', null, 'Number', null, 'Certificate'],
      [null, 'er', null, null, null, 'No.'],
    ];
    const runs: TextRun[] = band.flatMap((texts, line) =>
      texts.flatMap((text, column) =>
        text
          ? [
              {
                text,
                page: 1,
                x: xs[column]!,
                y: 260 + 9 * line,
                width: 4 * text.length,
                size: 8,
                font: 'Helvetica-Bold',
              },
            ]
          : [],
      ),
    );
    const layout = buildLayout([{ number: 1, width: 595, height: 842, runs }]);
    const captions = findLabels(layout).blocks.map((block) => ({
      target: block.hit.target,
      cells: block.cells.map((cell) => cell.text),
    }));
    expect(captions).toContainEqual({
      target: 'manufacturer',
      cells: ['Costruttore', '/', 'Manufactur-', 'er'],
    });
    expect(captions).toContainEqual({
      target: 'equipmentName',
      cells: ['Descrizione', '/', 'Description'],
    });
    // No caption starts on the third line: its words are the first line's glosses.
    const thirdLine = layout.lines.find((line) => line.text.startsWith('Description'))!.index;
    expect(findLabels(layout).blocks.filter((block) => block.firstLine === thirdLine)).toEqual([]);
  });
});

describe('the wrapped last row of a standards table', () => {
  it('is part of the table, not the value of the heading under it', async () => {
    const xs = [50, 130, 200, 270, 350, 420, 490];
    const extraction = await extracted([
      [
        title('Certificate of Calibration'),
        ...row(
          [
            'Description',
            'Manufacturer',
            'Model',
            'Serial Number',
            'Asset No.',
            'Cal Date',
            'Due Date',
          ],
          xs,
          110,
          true,
        ),
        ...row(
          ['Reference', 'Keysight', '3458A', '4703FV56719', 'STD-147', '2024-06-28', '2025-06-28'],
          xs,
          126,
        ),
        { text: 'Multimeter', x: 50, y: 136 },
        ...row(
          ['Current', 'Fluke', '5500A/COIL', '02/4118', 'MP-138', '2024-04-26', '2026-04-26'],
          xs,
          150,
        ),
        { text: 'Clamp Coil', x: 50, y: 160 },
        { text: 'Customer Data', x: 50, y: 180, size: 11, bold: true },
        { text: 'Customer', x: 50, y: 196 },
        { text: 'Blue Ridge Water Authority', x: 50, y: 209 },
        ...keyValues(
          [
            ['Item Description', 'True RMS Multimeter'],
            ['Serial Number', '7065078'],
            ['Calibration Date', '2024-11-25'],
          ],
          { y: 240 },
        ),
      ],
    ]);
    expect(extraction.items).toHaveLength(1);
    expect(extraction.fields.customer).toBe('Blue Ridge Water Authority');
  });
});

describe('a short sentence under a standards table', () => {
  it('ends the table, and its advice on the interval is read', async () => {
    const xs = [50, 130, 200, 270, 350, 420, 490];
    const extraction = await extracted([
      [
        title('Certificado de calibração'),
        ...keyValues(
          [
            ['Objeto', 'Manómetro digital'],
            ['N.º de série', 'R40741404'],
            ['Data de calibração', '2023-03-20'],
          ],
          { y: 110 },
        ),
        heading('Padrões utilizados', 50, 200),
        ...row(
          [
            'Descrição',
            'Fabricante',
            'Modelo',
            'N.º de série',
            'Código',
            'Calibrado',
            'Próxima cal.',
          ],
          xs,
          216,
          true,
        ),
        ...row(
          ['Controlador', 'Druck', 'PACE 5000', 'PG44478004', 'MP-340', '2023-02-15', '2025-02-15'],
          xs,
          230,
        ),
        ...row(
          ['Manômetro', 'Fluke', '2700G', '13/7566', 'REF-165', '2022-12-18', '2024-12-18'],
          xs,
          244,
        ),
        // Three words only, across the table's columns.
        { text: 'Recomenda-se recalibrar anual.', x: 50, y: 272 },
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      serialNumber: 'R40741404',
      calibrationInterval: 12,
      dueDate: '2024-03-20',
      dueDateCalculated: true,
    });
  });

  it("ends the table when a scan lost the sentence's stop, and its verdict is read", () => {
    // Seed 40021's scan: "All measured values were within the specified tolerance" right
    // under the "Masters" table, its full stop lost, had been taken as one of its rows.
    const column = [50, 114, 176, 238, 300, 362, 424, 486];
    const cells = (texts: string[], y: number) =>
      texts.flatMap((text, index) => scannedWords(text, column[index]!, y, { letter: 4.5 }));
    const outcome = analyseScannedPage([
      ...scannedWords('Certificate of Calibration', 228, 90, { size: 14, letter: 8 }),
      ...cells(['Serial Number', 'R40741404'], 130),
      ...cells(['Calibration Date', '2025-09-19'], 146),
      ...scannedWords('Masters', 50, 200, { size: 11 }),
      ...cells(
        [
          'Description',
          'Maker',
          'Model',
          'Serial',
          'Asset No.',
          'Cert. No.',
          'Cal Date',
          'Due Date',
        ],
        216,
      ),
      ...cells(
        ['Controller', 'Druck', 'PACE', 'T-60/0073', 'P-644', 'NBC-247', '19-Sep-25', '19-Sep-26'],
        230,
      ),
      ...cells(
        ['Tester', 'Fluke', '2700G', 'E78647146', 'MP-013', '251417', '02-Jan-25', '02-Jan-26'],
        244,
      ),
      ...scannedWords('All measured values were within the specified tolerance', 50, 262),
    ]);
    expect(extractionOf(outcome).fields).toMatchObject({
      serialNumber: 'R40741404',
      result: 'Pass',
    });
  });
});

describe('a standards table whose broken captions a scan ran into their neighbours', () => {
  it('gives none of its due dates to an instrument that has none', async () => {
    const xs = [40, 120, 190, 250, 330, 395, 530];
    const extraction = await extracted([
      [
        title('Kalibrierschein'),
        ...keyValues(
          [
            ['Gegenstand', 'Manometer'],
            ['Hersteller', 'Druck'],
            ['Serien-Nr.', '3573TY16520'],
            ['Datum der Kalibrierung', '2. August 2024'],
          ],
          { y: 110 },
        ),
        ...row(
          [
            'Bezeichnung',
            'Hersteller',
            'Typ',
            'Seriennumm-',
            'Inventar-Nr.',
            'Kalibriersche- Kalibriert',
            'Nächste Kal.',
          ],
          xs,
          300,
        ),
        ...row(['er', 'in'], [253, 397], 309),
        ...row(
          ['Regler', 'Druck', 'PACE 5000', 'U-14/0082', 'P-105', '63576 D-K 24', '10.07.2025'],
          xs,
          321,
        ),
        ...row(
          ['Manometer', 'Fluke', '2700G', '7898PE24498', 'REF-128', '2023-71488', '12.10.2024'],
          xs,
          336,
        ),
        ...row(['Waage', 'DH', '580', '00017', 'P-682', '47005 D-K 23', '17.11.2025'], xs, 351),
      ],
    ]);
    expect(extraction.items).toHaveLength(1);
    expect(extraction.fields).toMatchObject({ serialNumber: '3573TY16520', dueDate: null });
  });
});

describe('a standards table whose broken captions a scan ran into one cell', () => {
  /** Courier as the recogniser places it: 6 pt a letter and a space. */
  const words = (line: string, x: number, y: number) =>
    scannedWords(line, x, y, { letter: 6, space: 6, size: 10 });

  it('is still a standards table: its names, models and due dates stay out', () => {
    const outcome = analyseScannedPage([
      ...words('KALIBRIERSCHEIN', 228, 85),
      // "Seriennumm- Inventar-N- Kalibriers- Kalibriert" ran into one cell; the captions'
      // ends are on the line under them, each under its own word.
      ...words('Bezeichnung Hersteller Typ', 50, 133),
      ...words('Seriennumm- Inventar-N- Kalibriers- Kalibriert    Nächste Kal.', 235, 133),
      ...words('er', 238, 142),
      ...words('r.', 307, 142),
      ...words('chein', 379, 142),
      ...words('Referenzth- Fluke 1524', 50, 156),
      ...words('10U-0017    REF-267 17296 D-K 25 8.06.2025  8.06.2026', 235, 156),
      ...words('ermometer', 52, 165),
      ...words('Platin-Wid- Fluke 5615-12', 50, 179),
      ...words('00788       P-377   14598 D-K 25 23.02.2025 23.02.2026', 235, 179),
      ...words('erstandsth-', 52, 189),
      ...words('ermometer', 52, 199),
      ...words('Kalibriergegenstand', 50, 258),
      ...words('Bezeichnung       Hersteller  Typ     Seriennummer Inventar-Nr.', 53, 278),
      ...words('Thermohygrometer  Testo       635-2   4969221      00537', 53, 295),
      ...words('Datum der Kalibrierung 12.12.2025', 50, 421),
    ]);
    expect(outcome.ok && outcome.extraction.items).toHaveLength(1);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Thermohygrometer',
      manufacturer: 'Testo',
      model: '635-2',
      serialNumber: '4969221',
      dueDate: null,
    });
  });
});

describe('a standards table whose first three captions a scan ran into one cell', () => {
  it('is still a standards table: its rows are no instruments of the certificate', async () => {
    const xs = [50, 114, 176, 235, 297, 362, 421, 483];
    const extraction = await extracted([
      [
        title('Certificat d’étalonnage N° 24-ET-01260', 98),
        heading('3. Identification de l’instrument', 51, 284),
        ...row(
          ['Désignation', 'Constructeur', 'Type', 'N° de série', 'Identification'],
          [54, 158, 265, 341, 437],
          301,
        ),
        ...row(
          ['Calibrateur de', 'Druck', 'DPI 620 Genii', 'A-90/0059', 'LAB/8761'],
          [53, 159, 269, 341, 437],
          318,
        ),
        { text: 'pression', x: 54, y: 328 },
        // The scan ran three captions into one cell and guessed its size too large.
        { text: 'Désignation Constructeur Type', x: 50, y: 346, size: 12.5 },
        ...row(
          ['N° de série', 'Identification Certificat', 'Étalonnéie', 'Échéance'],
          [235, 297, 421, 483],
          346,
        ),
        ...row(
          [
            'Contrôleur de',
            'Druck',
            'PACE 5000',
            '70D-0084',
            'MP-068',
            '23-ET-08329',
            '2023-12-30',
            '2024-12-30',
          ],
          xs,
          362,
        ),
        { text: 'pression', x: 52, y: 371 },
        ...row(
          [
            'Manomètre',
            'Fluke',
            '2700G-BG70M',
            '00451',
            'REF-687',
            'MSR/2024/9764',
            '2024-01-29',
            '2025-01-29',
          ],
          xs,
          384,
        ),
        ...keyValues([['Date de l’étalonnage', '2024-05-17']], { y: 420 }),
      ],
    ]);
    expect(extraction.items).toHaveLength(1);
    expect(extraction.fields).toMatchObject({ serialNumber: 'A-90/0059', dueDate: null });
  });
});

describe('a standards table whose dates a narrow column wrapped', () => {
  it('is a standards table though no row prints a whole date on one line', async () => {
    const xs = [50, 112, 174, 235, 297, 359, 421, 483];
    const extraction = await extracted([
      [
        title('Certificado de calibración N.º 3520-2025'),
        ...row(
          ['Descripción', 'Fabricante', 'Modelo', 'N° de serie', 'Código', 'Certificado'],
          xs,
          127,
        ),
        // The scan ran the two date captions together: neither names its column.
        { text: 'Calibrado — Próxima cal.', x: 421, y: 127 },
        ...row(
          [
            'Controlador',
            'Druck',
            'PACE 5000',
            '6600XM91',
            'STD-833',
            'CC908857',
            '14 de marzo',
            '14 de marzo',
          ],
          xs,
          144,
        ),
        ...row(['de presión', 'de 2025', 'de 2027'], [50, 421, 483], 154),
        ...row(
          [
            'Manómetro',
            'Fluke',
            '2700G-BG7',
            '00330',
            'P-968',
            '8575-2025',
            '9 de enero de',
            '9 de enero de',
          ],
          xs,
          167,
        ),
        ...row(['de referencia', '2025', '2027'], [50, 421, 483], 177),
        ...keyValues(
          [
            ['Instrumento', 'Manómetro digital'],
            ['Modelo', 'DPI 104'],
            ['Número de serie', '7394-0069'],
            ['Calibrado el', '16 de octubre de 2025'],
          ],
          { y: 210 },
        ),
      ],
    ]);
    expect(extraction.items).toHaveLength(1);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Manómetro digital',
      model: 'DPI 104',
      serialNumber: '7394-0069',
    });
  });
});

describe('a standards table whose first header line a scan garbled', () => {
  it('is read from its gloss line, though a caption there joined the garbled one above', async () => {
    const xs = [50, 114, 176, 238, 300, 362, 424, 486];
    const small = (texts: Text[]) => texts.map((text) => ({ ...text, size: 7 }));
    const extraction = await extracted([
      [
        title("Certificat d'étalonnage"),
        ...instrument(110),
        // "N° de série /" read as "desérie/", two captions run together; "Échéance/" over
        // "Due Date" is one caption block of two lines.
        ...small(
          row(
            [
              'Désignation',
              '/ Constructeur / Type/Model',
              'desérie/',
              'Identification / Certificat/',
              'Etalonnéle/',
              'Échéance/',
            ],
            [50, 100, 249, 297, 421, 483],
            377,
          ),
        ),
        ...small(
          row(
            [
              'Description',
              'Manufacturer',
              'Serial Number',
              'Asset No.',
              'Certificate No.',
              'Cal Date',
              'Due Date',
            ],
            [50, 114, 238, 300, 362, 424, 486],
            386,
          ),
        ),
        ...small(
          row(
            [
              'Jeu de masses',
              'Mettler',
              'E2 1mg-200 g',
              'NX16849622',
              'P-972',
              '23-ET-05760',
              '2023-04-08',
              '2024-04-08',
            ],
            xs,
            398,
          ),
        ),
        ...small(
          row(
            [
              'Comparateur',
              'Sartorius',
              'CCE 6',
              '1334239',
              'STD-623',
              'MSR/2023/02',
              '2023-05-11',
              '2024-05-11',
            ],
            xs,
            420,
          ),
        ),
      ],
    ]);
    expectInstrumentOnly(extraction);
  });
});

describe('a standards table and a grid as a scan breaks them', () => {
  const small = (texts: Text[]) => texts.map((text) => ({ ...text, size: 7 }));
  const xs = [52, 114, 176, 238, 300, 362, 486];
  /** The German captions broken at hyphens and run together, over the English ones. */
  const standards = (): Text[] => [
    ...small(row(['Bezeichnun- Hersteller', 'Typ'], [50, 173], 144)),
    ...small(row(['Seriennum- Inventar-Nr- Kalibriersc- Kalibriert'], [235], 144)),
    ...small(row(['Nächste Kal.'], [483], 144)),
    ...small(
      row(
        ['g', 'Model', 'mer', 'hein', 'C- al Date', 'Due Date'],
        [52, 176, 238, 362, 424, 486],
        153,
      ),
    ),
    ...small(
      row(
        ['Descripti- on', 'Manufactur-', 'Serial', 'Asset No.', 'Certifi- cate'],
        [53, 114, 238, 300, 362],
        163,
      ),
    ),
    ...small(row(['er', 'Number', 'No.'], [114, 238, 362], 173)),
    ...small(
      row(
        ['Gewichtssa-', 'Mettler', 'E2 1 mg-200', '00275', 'P-767', '49567 D-K 23', '2024-03-30'],
        xs,
        186,
      ),
    ),
    ...small(row(['tz E2', 'Toledo', 'g'], [52, 114, 176], 196)),
    ...small(
      row(
        ['Massekomp-', 'Sartorius', 'CCE 6', '36T-0093', 'MP-588', '57189 D-K 23', '2025-02-17'],
        xs,
        209,
      ),
    ),
    ...small(row(['arator'], [52], 219)),
  ];

  it("keeps the garbled header line's captions out: its run-on cell is no model", async () => {
    const extraction = await extracted([
      [
        title('Kalibrierschein'),
        ...standards(),
        ...keyValues(
          [
            ['Seriennummer', '4914TG41909'],
            ['Kalibrierdatum', '2023-07-22'],
          ],
          { y: 300 },
        ),
      ],
    ]);
    expect(extraction.fields).toMatchObject({ serialNumber: '4914TG41909', model: null });
  });

  it('makes no row of a speck under a serial number in a one-row grid', () => {
    // Procedural seed 2291's scanned page as the recogniser read it: a pipette's grid, its
    // model wrapped and a speck read as "E" under its serial, under a standards table.
    const runs = (
      JSON.parse(
        readFileSync(
          new URL('../../fixtures/ocr-runs/pipette-grid-under-standards.json', import.meta.url),
          'utf8',
        ),
      ) as Omit<TextRun, 'page'>[]
    ).map((run) => ({ ...run, page: 1 }));
    const outcome = analyseScannedPage(runs);
    expect(outcome.ok && outcome.extraction.items).toHaveLength(1);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      model: 'Research plus 100-1000 µL',
      serialNumber: '4914TG41909',
      dueDate: '2024-07-21',
    });
  });
});

describe('a standards heading a scan parted into two cells', () => {
  it('heads a section as wide as the whole heading: its table gives no instrument name', () => {
    // Session 58, block 51: "Verwendete | Normale", parted where the table's second column
    // starts; the section had started at "Normale", and the first column's standards
    // ("Kraftaufneh-" / "mer") had become the instrument's name on both certificates.
    const captions: [string, number][] = [
      ['Bezeichnung', 50],
      ['Hersteller', 115],
      ['Typ', 176],
      ['Seriennummer', 238],
      ['Inventar-Nr.', 300],
      ['Kalibriert', 424],
      ['Nächste Kal.', 486],
    ];
    const read = extractionOf(
      analyseScannedPage([
        ...scannedRow([['Kalibrierzertifikat', 216]], 98, 16),
        ...scannedRow(
          [
            ['Verwendete', 50],
            ['Normale', 113],
          ],
          122,
          9,
        ),
        ...scannedRow(captions, 138, 9),
        ...scannedRow(
          [
            ['Kraftaufneh-', 50],
            ['HBM', 114],
            ['Z4A', 176],
            ['080816', 235],
            ['REF-463', 298],
            ['08.12.2022', 424],
            ['08.12.2024', 486],
          ],
          160,
          9,
        ),
        ...scannedRow([['mer', 52]], 169, 9),
        ...scannedRow(
          [
            ['Messverstär-', 50],
            ['HBM', 114],
            ['DMP41', 174],
            ['9237BF96299', 238],
            ['STD-636', 298],
            ['10.12.2022', 424],
            ['10.12.2024', 486],
          ],
          182,
          9,
        ),
        ...scannedRow([['ker', 53]], 191, 9),
        ...scannedRow([['Auftraggeber', 50]], 210, 10),
        ...scannedRow(
          [
            ['Kunde', 50],
            ['Bergmann Fahrzeugtechnik AG', 86],
          ],
          226,
          9,
        ),
        ...scannedRow([['Kalibriergegenstand', 50]], 246, 10),
        ...scannedRow(
          [
            ['Kalibriergegenstand', 54],
            ['Fabrikat', 192],
            ['Modell', 273],
            ['Seriennummer', 345],
            ['Inventar-Nr.', 447],
          ],
          262,
          9,
        ),
        ...scannedRow(
          [
            ['Kraftmessgerät', 53],
            ['Mark-10', 191],
            ['M5-100', 273],
            ['94/6514', 344],
            ['INV-2016-078', 447],
          ],
          278,
          9,
        ),
        ...scannedRow([['Angaben zur Kalibrierung', 50]], 300, 10),
        ...scannedRow(
          [
            ['Datum der Kalibrierung', 50],
            ['18. Juni 2023', 173],
          ],
          316,
          9,
        ),
        ...scannedRow([['Seite 1 von 1', 491]], 813, 8),
      ]),
    );
    expect(read.items).toHaveLength(1);
    expect(read.fields).toMatchObject({
      equipmentName: 'Kraftmessgerät',
      serialNumber: '94/6514',
      customer: 'Bergmann Fahrzeugtechnik AG',
    });
  });
});
