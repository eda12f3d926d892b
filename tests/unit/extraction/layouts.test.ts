/**
 * Each layout style certificates use, built as a PDF and read back: the same instrument must
 * come out of every arrangement of labels and values.
 */
import { describe, expect, it } from 'vitest';
import {
  heading,
  keyValues,
  paragraph,
  row,
  table,
  title,
  type Text,
} from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const INSTRUMENT = {
  certificateNumber: 'C-2025-0314',
  equipmentName: 'Digital Multimeter',
  manufacturer: 'Fluke',
  model: '87V',
  serialNumber: '44120017',
  calibrationDate: '2025-03-14',
  dueDate: '2026-03-14',
};

describe('layout styles', () => {
  it('reads "Label: value" lines with values in their own column', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Certificate No.', 'C-2025-0314'],
          ['Instrument', 'Digital Multimeter'],
          ['Manufacturer', 'Fluke'],
          ['Model', '87V'],
          ['Serial No.', '44120017'],
          ['Asset No.', 'QA-0815'],
          ['Calibration Date', '2025-03-14'],
          ['Due Date', '2026-03-14'],
          ['Customer', 'Northwind Manufacturing Co.'],
          ['Technician', 'Amanda Brooks'],
          ['Procedure', 'CP-DMM-004'],
          ['Ambient Temperature', '23 °C'],
          ['Relative Humidity', '45 %'],
          ['Result', 'Pass'],
        ]),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      ...INSTRUMENT,
      equipmentId: 'QA-0815',
      customer: 'Northwind Manufacturing Co.',
      technician: 'Amanda Brooks',
      procedure: 'CP-DMM-004',
      temperature: '23 °C',
      humidity: '45 %',
      result: 'Pass',
      dueDateCalculated: false,
    });
    expect(extraction.items).toEqual([extraction.fields]);
    expect(extraction.confidence.serialNumber).toBe('high');
    expect(extraction.sources.serialNumber).toMatchObject({ page: 1, x: 220, label: 'Serial No.' });
  });

  it('reads labels without colons and with the colon in a cell of its own', async () => {
    const noColon = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues(
          [
            ['Certificate No.', 'C-2025-0314'],
            ['Description', 'Digital Multimeter'],
            ['Make', 'Fluke'],
            ['Model', '87V'],
            ['Serial Number', '44120017'],
            ['Date of Calibration', 'March 14, 2025'],
            ['Calibration Due', 'March 14, 2026'],
          ],
          { colon: false },
        ),
      ],
    ]);
    expect(noColon.fields).toMatchObject(INSTRUMENT);

    const colonCells: Text[] = [
      ['Certificate No.', 'C-2025-0314'],
      ['Calibration Item', 'Digital Multimeter'],
      ['Make / Model', 'Fluke / 87V'],
      ['Serial No.', '44120017'],
      ['Date of Calibration', '14 March 2025'],
      ['Next Calibration', '14 March 2026'],
    ].flatMap(([label, value], index) => [
      { text: label!, x: 50, y: 150 + index * 16 },
      { text: ':', x: 170, y: 150 + index * 16 },
      { text: value!, x: 180, y: 150 + index * 16 },
    ]);
    const separate = await extracted([[title('CALIBRATION CERTIFICATE'), ...colonCells]]);
    expect(separate.fields).toMatchObject(INSTRUMENT);
  });

  it('reads a grid with labels above their values', async () => {
    const xs = [50, 190, 330, 450];
    const extraction = await extracted([
      [
        title('Certificate of Calibration'),
        ...row(['Certificate No.', 'Instrument', 'Manufacturer', 'Model'], xs, 130),
        ...row(['C-2025-0314', 'Digital Multimeter', 'Fluke', '87V'], xs, 143),
        ...row(['Serial Number', 'Calibration Date', 'Due Date', 'Result'], xs, 170),
        ...row(['44120017', '2025-03-14', '2026-03-14', 'In Tolerance'], xs, 183),
      ],
    ]);
    expect(extraction.fields).toMatchObject({ ...INSTRUMENT, result: 'Pass' });
    expect(extraction.confidence.serialNumber).toBe('high');
  });

  it('reads a form that prints each caption under its value', async () => {
    const xs = [50, 300];
    const pairs: [string, string][] = [
      ['C-2025-0314', 'Digital Multimeter'],
      ['Certificate No.', 'Instrument'],
      ['Fluke', '87V'],
      ['Manufacturer', 'Model'],
      ['44120017', '2025-03-14'],
      ['Serial Number', 'Calibration Date'],
      ['2026-03-14', ''],
      ['Due Date', ''],
    ];
    const texts = pairs.flatMap(([left, right], index) =>
      row(
        [left, right].filter((text) => text !== ''),
        xs,
        130 + index * 13 + Math.floor(index / 2) * 8,
        index % 2 === 1,
      ),
    );
    const extraction = await extracted([[title('Calibration Certificate'), ...texts]]);
    expect(extraction.fields).toMatchObject(INSTRUMENT);
  });

  it('reads two columns of label/value pairs side by side', async () => {
    const left = keyValues(
      [
        ['Instrument', 'Digital Multimeter'],
        ['Manufacturer', 'Fluke'],
        ['Model', '87V'],
        ['Serial No.', '44120017'],
      ],
      { x: 50, valueX: 140 },
    );
    const right = keyValues(
      [
        ['Certificate No.', 'C-2025-0314'],
        ['Calibration Date', '2025-03-14'],
        ['Due Date', '2026-03-14'],
        ['Customer', 'Harlow Precision Ltd'],
      ],
      { x: 300, valueX: 410 },
    );
    const extraction = await extracted([[title('Calibration Certificate'), ...left, ...right]]);
    expect(extraction.fields).toMatchObject({ ...INSTRUMENT, customer: 'Harlow Precision Ltd' });
  });

  it('reads a certificate written as sentences', async () => {
    const extraction = await extracted([
      [
        title('Certificate of Calibration'),
        { text: 'Certificate No.: C-2025-0314', x: 350, y: 110 },
        ...paragraph(
          [
            'This is to certify that the Digital Multimeter, manufactured by Fluke, model 87V,',
            'serial number 44120017, belonging to Harlow Precision Ltd, was calibrated on',
            '14 March 2025 in accordance with procedure CP-DMM-004.',
            'The next calibration is due on 14 March 2026.',
            'Calibration performed by Amanda Brooks.',
          ],
          50,
          150,
        ),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      ...INSTRUMENT,
      customer: 'Harlow Precision Ltd',
      procedure: 'CP-DMM-004',
      technician: 'Amanda Brooks',
    });
    expect(extraction.confidence.calibrationDate).toBe('medium');
  });

  it('reads a multi-page certificate with running headers, footers and a results table', async () => {
    const header = (page: number): Text[] => [
      { text: 'Certificate No. C-2025-0314', x: 50, y: 40, size: 8 },
      { text: `Page ${page} of 2`, x: 480, y: 810, size: 8 },
    ];
    const extraction = await extracted([
      [
        ...header(1),
        title('Calibration Certificate'),
        ...keyValues([
          ['Instrument', 'Digital Multimeter'],
          ['Manufacturer', 'Fluke'],
          ['Model', '87V'],
          ['Serial No.', '44120017'],
          ['Calibration Date', '2025-03-14'],
          ['Due Date', '2026-03-14'],
        ]),
      ],
      [
        ...header(2),
        heading('Measurement Results', 50, 90),
        ...table(
          ['Nominal', 'Reading', 'Error', 'Tolerance', 'Pass/Fail'],
          [
            ['10.000 V', '10.001 V', '0.001 V', '± 0.005 V', 'Pass'],
            ['100.00 V', '100.02 V', '0.02 V', '± 0.05 V', 'Pass'],
          ],
          [50, 150, 250, 350, 450],
          115,
        ),
        ...paragraph(
          ['The instrument was found within the manufacturer’s specifications.'],
          50,
          200,
        ),
      ],
    ]);
    expect(extraction.pageCount).toBe(2);
    expect(extraction.fields).toMatchObject({ ...INSTRUMENT, result: 'Pass' });
    expect(extraction.text).toContain('Measurement Results');
  });

  it('reads bilingual labels stacked over each other', async () => {
    const stacked = (german: string, english: string, value: string, y: number): Text[] => [
      { text: `${german}:`, x: 60, y },
      { text: `${english}:`, x: 60, y: y + 11 },
      { text: value, x: 220, y },
    ];
    const extraction = await extracted([
      [
        { text: 'Kalibrierschein', x: 330, y: 70, size: 16, bold: true },
        { text: 'Calibration Certificate', x: 330, y: 86, size: 12 },
        ...stacked('Gegenstand', 'Object', 'Digitalmultimeter', 130),
        { text: 'Digital multimeter', x: 220, y: 141 },
        ...stacked('Hersteller', 'Manufacturer', 'Fluke', 170),
        ...stacked('Typ', 'Type', '87V', 210),
        ...stacked('Kennnummer', 'Serial No.', '44120017', 250),
        ...stacked('Kalibrierzeichen', 'Calibration mark', '1234 D-K 25', 290),
        ...stacked('Datum der Kalibrierung', 'Date of calibration', '14.03.2025', 330),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      certificateNumber: '1234 D-K 25',
      equipmentName: 'Digitalmultimeter',
      manufacturer: 'Fluke',
      model: '87V',
      serialNumber: '44120017',
      calibrationDate: '2025-03-14',
      dueDate: null,
    });
    expect(extraction.confidence.equipmentName).toBe('high');
  });

  it('joins a value wrapped over several lines of a narrow column', async () => {
    const extraction = await extracted([
      [
        title('Calibration Report'),
        ...keyValues([['Equipment', 'Insulation']], { valueX: 150 }),
        { text: 'Resistance Tester', x: 150, y: 161 },
        ...keyValues(
          [
            ['Serial No.', '04390S'],
            ['Cal Date', '2023-12-19'],
          ],
          { valueX: 150, y: 180 },
        ),
      ],
    ]);
    expect(extraction.fields.equipmentName).toBe('Insulation Resistance Tester');
  });
});
