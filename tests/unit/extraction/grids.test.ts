/** Grids of captions over values, and tables of instruments, as forms really set them. */
import { describe, expect, it } from 'vitest';
import { keyValues, row, title, type Text } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const XS = [54, 200, 360];
const captions = (cells: string[], y: number): Text[] =>
  cells.map((text, index) => ({ text, x: XS[index]!, y, size: 6.5 }));
const values = (cells: string[], y: number): Text[] =>
  cells.map((text, index) => ({ text, x: XS[index]!, y, size: 9, bold: true }));

describe('grids and instrument tables', () => {
  it('reads a caption row with one known caption among unknown ones', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...captions(['Instrument', 'Manufacturer', 'Serial No.'], 120),
        ...values(['Insulation Tester', 'Megger', 'MIT-4471'], 131),
        ...captions(['Plant No.', 'Test Voltage', 'Scale'], 150),
        ...values(['PL-0093', '1 kV', '0.01 MOhm'], 161),
        ...captions(['Calibration Date'], 180),
        ...values(['2025-03-03'], 191),
      ],
    ]);
    expect(fields).toMatchObject({ serialNumber: 'MIT-4471', equipmentId: 'PL-0093' });
  });

  it('reads a caption printed over two lines that names one field twice', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...row(['Instrument', 'Make', 'Serial #'], XS, 120),
        { text: 'Description', x: 54, y: 130 },
        ...row(['Torque Analyser', 'Norbar', 'TA-8821'], XS, 146),
        ...keyValues([['Calibration Date', '2025-03-03']], { y: 180 }),
      ],
    ]);
    expect(fields.equipmentName).toBe('Torque Analyser');
  });

  it('joins a value wrapped onto a word that is also a caption', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...row(['Description', 'Make', 'Serial #'], XS, 120),
        ...row(['Torque Testing', 'Norbar', 'TT-1190'], XS, 136),
        { text: 'Equipment', x: 54, y: 147 },
        ...row(['Calibration Date', 'Due Date'], XS, 175),
        ...row(['2025-03-03', '2026-03-03'], XS, 191),
      ],
    ]);
    expect(fields.equipmentName).toBe('Torque Testing Equipment');
  });

  it('gives each run of a row cell to the column it starts in', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([['Calibration Date', '2025-03-03']], { y: 110 }),
        ...row(['Description', 'Model', 'Serial Number'], [54, 200, 268], 150, true),
        // The model ends 5 pt before the serial number: one cell of two runs.
        ...row(['Analytical Balance', 'XPR205DR/M', '7781-0031'], [54, 200, 268], 166),
        ...row(['Pipette', 'Research', 'PP-20931'], [54, 200, 268], 182),
      ],
    ]);
    expect(extraction.items.map((item) => [item.model, item.serialNumber])).toEqual([
      ['XPR205DR/M', '7781-0031'],
      ['Research', 'PP-20931'],
    ]);
  });

  it('does not read a numbered section heading as a label and its value', async () => {
    const block = (y: number, n: number, name: string, serial: string): Text[] => [
      { text: `Instrument ${n}/2`, x: 50, y, size: 10.5, bold: true },
      ...keyValues(
        [
          ['Description', name],
          ['Serial No.', serial],
        ],
        { x: 66, y: y + 16, gap: 14 },
      ),
    ];
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([['Calibration Date', '2025-03-03']], { y: 110 }),
        ...block(140, 1, 'Sound Calibrator', 'SC-301'),
        ...block(200, 2, 'Vibration Meter', 'VM-772'),
      ],
    ]);
    expect(extraction.items.map((item) => item.equipmentName)).toEqual([
      'Sound Calibrator',
      'Vibration Meter',
    ]);
  });
});

describe('a row of captions beside a key/value column', () => {
  it('reads the value printed beside the last caption of the row', async () => {
    // Left: a band of captions over values; right: "3.1 Kalibrierdatum  25.03.2023–26.03.2023".
    const extraction = await extracted([
      [
        title('Kalibrierschein'),
        ...row(
          [
            '3.1 Kalibriergegenstand',
            '3.2 Fabrikat',
            '3.1 Kalibrierdatum',
            '25.03.2023–26.03.2023',
          ],
          [50, 170, 300, 420],
          150,
        ),
        ...row(['Handtachometer', 'Testo'], [50, 170], 166),
        ...row(['3.2 Fällig am', '26.03.2025'], [300, 420], 182),
        ...row(['3.4 Fabrik-Nr.', '6329DH38698'], [300, 420], 198),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Handtachometer',
      manufacturer: 'Testo',
      calibrationDate: '2023-03-26',
      dueDate: '2025-03-26',
    });
  });
});

describe('a row of captions holding one value', () => {
  it('reads a word beside its caption when nothing stands under the word', async () => {
    const extraction = await extracted([
      [
        title('Certificate of Calibration'),
        ...row(
          ['Calibration Item', 'Oscilloscope', 'Cert. No.', 'Date of Calibration'],
          [50, 150, 300, 430],
          130,
        ),
        ...row(['19614/24', '27 August 2024'], [300, 430], 141),
        ...keyValues(
          [
            ['Model', 'MDO34'],
            ['Serial Number', 'JJ07546926'],
          ],
          { y: 170 },
        ),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Oscilloscope',
      certificateNumber: '19614/24',
      calibrationDate: '2024-08-27',
    });
  });
});

describe('a band of captions set over three lines', () => {
  it('reads the values under it, past the captions’ glosses', async () => {
    const xs = [50, 170, 300, 430];
    const extraction = await extracted([
      [
        title('Werkskalibrierschein'),
        ...row(
          ['Prüfmittel /', 'Hersteller /', 'Modell / Model No.', 'Fertigungsnummer /'],
          xs,
          130,
        ),
        ...row(['Equipment', 'Manufacturer', 'Serial No.'], [50, 170, 430], 141),
        { text: 'Description', x: 50, y: 152 },
        ...row(['Oszilloskop', 'Keysight', 'DSOX3024T', '7804471'], xs, 166, true),
        ...keyValues([['Kalibriert am', '02.05.2024']], { y: 200 }),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Oszilloskop',
      manufacturer: 'Keysight',
      model: 'DSOX3024T',
      serialNumber: '7804471',
    });
  });
});

describe('a caption we do not know, glossed by one we do', () => {
  it('gives the value beside the caption to the gloss under it', async () => {
    // "Référence  MarCator 810 A" over "Model": the English gloss names the field.
    const extraction = await extracted([
      [
        title("Certificat d'étalonnage"),
        ...row(['Marque', 'Mahr', 'Étalonné le', '14 octobre 2025'], [50, 150, 300, 420], 130),
        ...row(['Make', 'Calibration Date'], [50, 300], 140),
        ...row(
          ['Référence', 'MarCator 810 A', 'Prochain', '14 octobre 2026'],
          [50, 150, 300, 420],
          160,
        ),
        ...row(['Model', 'étalonnage'], [50, 300], 170),
        ...row(['N° de série', 'RR76255271'], [50, 150], 190),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      manufacturer: 'Mahr',
      model: 'MarCator 810 A',
      serialNumber: 'RR76255271',
    });
  });

  it('gives it to a gloss alone on its line, in a list of glossed captions', async () => {
    const extraction = await extracted([
      [
        title("Certificat d'étalonnage"),
        ...row(['Marque', 'Fluke'], [50, 124], 234),
        { text: 'Mfr.', x: 50, y: 244, size: 6 },
        ...row(['Référence', '1524'], [50, 124], 253),
        { text: 'Model', x: 50, y: 263, size: 6 },
        ...row(['N° de série', '00975J'], [50, 124], 272),
        { text: 'Serial Number', x: 50, y: 282, size: 6 },
        ...row(["Date d'étalonnage", '14/10/2025'], [50, 163], 318),
      ],
    ]);
    expect(extraction.fields).toMatchObject({ model: '1524', serialNumber: '00975J' });
  });

  it('leaves a grid of values over captions alone', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...row(['Fluke', '87V', 'MM-2231'], [50, 200, 350], 130),
        ...row(['Manufacturer', 'Model', 'Serial Number'], [50, 200, 350], 141),
        ...keyValues([['Calibration Date', '2025-03-14']], { y: 180 }),
      ],
    ]);
    expect(extraction.fields).toMatchObject({ manufacturer: 'Fluke', model: '87V' });
  });
});

describe("a technician's name wrapped in a narrow column", () => {
  const page = (under: string): Text[] => [
    title('Certificado de calibración'),
    ...keyValues(
      [
        ['Instrumento', 'Tacómetro digital'],
        ['N.º de serie', '5269BS00227'],
      ],
      { y: 110 },
    ),
    ...row(['Calibrado el', 'Temperatura', 'Calibrado por'], [53, 260, 448], 200),
    ...row(['2024-05-20', '20 °C', 'María José'], [53, 260, 448], 215),
    { text: under, x: 448, y: 226 },
  ];

  it('keeps the surname on the line under it', async () => {
    const { fields } = await extracted([page('Fernández')]);
    expect(fields.technician).toBe('María José Fernández');
  });

  it('does not take a role under the name for a surname', async () => {
    const { fields } = await extracted([page('Prüfer')]);
    expect(fields.technician).toBe('María José');
  });
});

describe('a signature block whose second role line a scan lost', () => {
  const page = (names: string[], xs: number[]): Text[] => [
    title('Certificado de calibración'),
    ...keyValues(
      [
        ['Instrumento', 'Tacómetro digital'],
        ['N.º de serie', '5269BS00227'],
      ],
      { y: 110 },
    ),
    ...row(names, xs, 300),
    { text: 'Calibrado por', x: 48, y: 317 },
  ];

  it('takes the name that starts where the role starts', async () => {
    const { fields } = await extracted([page(['Javier Ruiz Ortega', 'Lucía Gómez'], [50, 298])]);
    expect(fields.technician).toBe('Javier Ruiz Ortega');
  });

  it('takes none from two names over it, the second before the role ends', async () => {
    const { fields } = await extracted([page(['J. Ruiz', 'L. Gómez'], [50, 100])]);
    expect(fields.technician).toBeNull();
  });
});

describe("a technician's name a scan set in two cells", () => {
  it('reads both words beside the caption in a row of captions and values', async () => {
    const { fields } = await extracted([
      [
        title('Certificado de calibração'),
        ...keyValues(
          [
            ['Instrumento', 'Osciloscópio'],
            ['N.º de série', 'F54511151'],
          ],
          { y: 110 },
        ),
        ...row(
          ['Técnico', 'Rafael', 'Almeida', 'Aprovado por', 'Carlos Eduardo Souza'],
          [53, 152, 192, 301, 400],
          200,
        ),
      ],
    ]);
    expect(fields.technician).toBe('Rafael Almeida');
  });
});
