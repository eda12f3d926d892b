/**
 * Reference standards are the lab's own equipment: their serial numbers and dates must never
 * become the instrument's, wherever the certificate lists them.
 */
import { describe, expect, it } from 'vitest';
import type { Extraction } from '../../../src/shared/extraction.js';
import { heading, keyValues, paragraph, row, table, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const INSTRUMENT_ROWS: [string, string][] = [
  ['Instrument', 'Pressure Gauge'],
  ['Manufacturer', 'WIKA'],
  ['Model', 'CPG1500'],
  ['Serial No.', 'PG-1122'],
  ['Calibration Date', '2025-03-14'],
];

const STANDARD_VALUES = [
  'Fluke',
  '5520A',
  '9410001',
  '2024-11-02',
  '2025-11-02',
  'Mensor',
  'CPC6050',
  '61001',
];

function expectNoStandards(extraction: Extraction): void {
  expect(extraction.fields).toMatchObject({
    equipmentName: 'Pressure Gauge',
    manufacturer: 'WIKA',
    model: 'CPG1500',
    serialNumber: 'PG-1122',
    calibrationDate: '2025-03-14',
    dueDate: null,
  });
  expect(extraction.items).toHaveLength(1);
  const values = Object.values(extraction.fields).map(String);
  for (const value of STANDARD_VALUES) expect(values).not.toContain(value);
}

const standardsTable = (y: number) =>
  table(
    ['Description', 'Manufacturer', 'Model', 'Serial No.', 'Cal Date', 'Due Date'],
    [
      ['Multifunction Calibrator', 'Fluke', '5520A', '9410001', '2024-11-02', '2025-11-02'],
      ['Pressure Controller', 'Mensor', 'CPC6050', '61001', '2024-10-01', '2025-10-01'],
    ],
    [50, 170, 260, 330, 410, 490],
    y,
  );

describe('reference standards', () => {
  it('ignores a "Standards used" table after the instrument', async () => {
    expectNoStandards(
      await extracted([
        [
          title('Calibration Certificate'),
          ...keyValues(INSTRUMENT_ROWS),
          heading('Standards Used', 50, 280),
          ...standardsTable(300),
          heading('Remarks', 50, 380),
          ...paragraph(['The uncertainty stated is the expanded uncertainty for k = 2.'], 50, 400),
        ],
      ]),
    );
  });

  it('ignores standards listed before the instrument, in German', async () => {
    expectNoStandards(
      await extracted([
        [
          title('Kalibrierschein'),
          heading('Bezugsnormale', 50, 120),
          ...standardsTable(140),
          heading('Kalibriergegenstand', 50, 210),
          ...keyValues(INSTRUMENT_ROWS, { y: 230 }),
        ],
      ]),
    );
  });

  it('ignores a standards column printed beside the results', async () => {
    expectNoStandards(
      await extracted([
        [
          title('Calibration Certificate'),
          ...keyValues(INSTRUMENT_ROWS),
          ...row(['Results', 'Reference Standards'], [50, 330], 270, true),
          ...row(
            ['Nominal', 'Reading', 'Description', 'Serial No.', 'Due'],
            [50, 120, 330, 440, 510],
            290,
          ),
          ...row(
            ['0 bar', '0.001 bar', 'Pressure Controller', '61001', '2025-10-01'],
            [50, 120, 330, 440, 510],
            305,
          ),
          ...row(
            ['10 bar', '10.002 bar', 'Calibrator', '9410001', '2025-11-02'],
            [50, 120, 330, 440, 510],
            320,
          ),
        ],
      ]),
    );
  });

  it('ignores standards named in a labelled line', async () => {
    expectNoStandards(
      await extracted([
        [
          title('Calibration Certificate'),
          ...keyValues(INSTRUMENT_ROWS),
          { text: 'Standards used: Fluke 5520A S/N 9410001, due 2025-11-02', x: 50, y: 280 },
        ],
      ]),
    );
  });

  it('ignores a table whose header names the traceability, without a heading', async () => {
    expectNoStandards(
      await extracted([
        [
          title('Certificado de calibración'),
          ...keyValues([
            ['Instrumento', 'Pressure Gauge'],
            ['Fabricante', 'WIKA'],
            ['Modelo', 'CPG1500'],
            ['Número de serie', 'PG-1122'],
            ['Fecha de calibración', '2025-03-14'],
          ]),
          ...table(
            ['Patrón', 'Número de serie', 'Trazabilidad', 'Vencimiento'],
            [['Fluke 5520A', '9410001', 'CEM', '2025-11-02']],
            [50, 200, 330, 450],
            300,
          ),
        ],
      ]),
    );
  });

  it('reads an instrument that is itself a standard, then still skips the lab’s standards', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Instrument', 'Working standard weight 2 kg'],
          ['Serial No.', 'WS-2-118'],
          ['Calibration Date', '2025-03-14'],
        ]),
        heading('Standards used', 50, 230),
        ...standardsTable(250),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Working standard weight 2 kg',
      serialNumber: 'WS-2-118',
      calibrationDate: '2025-03-14',
      dueDate: null,
    });
  });

  it('does not take a title naming traceability for the start of a standards list', async () => {
    const extraction = await extracted([
      [
        {
          text: 'Certificate of Calibration and Traceability',
          x: 120,
          y: 80,
          size: 15,
          bold: true,
        },
        ...keyValues(INSTRUMENT_ROWS, { y: 110 }),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Pressure Gauge',
      serialNumber: 'PG-1122',
      calibrationDate: '2025-03-14',
    });
  });
});
