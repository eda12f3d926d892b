/** Several instruments on one certificate: one item each, shared header fields copied in. */
import { describe, expect, it } from 'vitest';
import { heading, keyValues, row, table, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';
import { instrumentConfidence } from '../../../src/shared/extraction.js';

describe('several instruments on one certificate', () => {
  it('reads one item per row of an instrument table', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Certificate No.', 'MC-2025-077'],
          ['Customer', 'Blue Ridge Water Authority'],
          ['Calibration Date', '2025-03-14'],
        ]),
        heading('Instruments Calibrated', 50, 230),
        ...table(
          ['Item Description', 'Manufacturer', 'Serial Number', 'Due Date'],
          [
            ['Pressure Gauge', 'WIKA', 'PG-1001', '2026-03-14'],
            ['Pressure Gauge', 'WIKA', 'PG-1002', '2026-03-14'],
            ['Digital Thermometer', 'Testo', 'DT-2203', '2025-09-14'],
          ],
          [50, 200, 320, 450],
          250,
        ),
      ],
    ]);
    expect(extraction.items).toHaveLength(3);
    expect(
      extraction.items.map((item) => [item.equipmentName, item.serialNumber, item.dueDate]),
    ).toEqual([
      ['Pressure Gauge', 'PG-1001', '2026-03-14'],
      ['Pressure Gauge', 'PG-1002', '2026-03-14'],
      ['Digital Thermometer', 'DT-2203', '2025-09-14'],
    ]);
    for (const item of extraction.items) {
      expect(item).toMatchObject({
        certificateNumber: 'MC-2025-077',
        customer: 'Blue Ridge Water Authority',
        calibrationDate: '2025-03-14',
      });
    }
    expect(extraction.fields).toEqual(extraction.items[0]);
  });

  it('splits two captions printed as one header cell', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Certificate No.', 'MC-2025-078'],
          ['Calibration Date', '2025-03-14'],
        ]),
        // "Tag No. Instrument" arrives as one run: the producer set the two captions 4 pt apart.
        { text: 'Tag No. Instrument', x: 50, y: 230, bold: true },
        { text: 'Make', x: 250, y: 230, bold: true },
        { text: 'Serial Number', x: 340, y: 230, bold: true },
        ...table(
          [],
          [
            ['T-101', 'Flow Meter', 'Krohne', 'FM-88120'],
            ['T-102', 'Level Transmitter', 'Vega', 'LT-30417'],
          ],
          [50, 100, 250, 340],
          230,
        ),
      ],
    ]);
    expect(extraction.items.map((item) => [item.equipmentId, item.equipmentName])).toEqual([
      ['T-101', 'Flow Meter'],
      ['T-102', 'Level Transmitter'],
    ]);
  });

  it('reads instruments described one block after the other', async () => {
    const block = (y: number, name: string, make: string, serial: string) =>
      keyValues(
        [
          ['Unit Under Test', name],
          ['Manufacturer', make],
          ['Serial Number', serial],
        ],
        { y },
      );
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Certificate No.', 'MB-2025-12'],
          ['Calibration Date', '13-Oct-24'],
        ]),
        heading('Item 1 of 2', 50, 200),
        ...block(220, 'Data Logger', 'Testo', '03457F'),
        heading('Item 2 of 2', 50, 290),
        ...block(310, 'Data Logger', 'Rotronic', '9942KY17826'),
      ],
    ]);
    expect(extraction.items.map((item) => [item.manufacturer, item.serialNumber])).toEqual([
      ['Testo', '03457F'],
      ['Rotronic', '9942KY17826'],
    ]);
    expect(extraction.items.every((item) => item.calibrationDate === '2024-10-13')).toBe(true);
    expect(extraction.items.every((item) => item.certificateNumber === 'MB-2025-12')).toBe(true);
  });

  it('does not take the rows of a results table for instruments', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Instrument', 'Digital Multimeter'],
          ['Serial No.', '44120017'],
          ['Calibration Date', '2025-03-14'],
        ]),
        ...table(
          ['Description', 'Nominal', 'As Found', 'As Left'],
          [
            ['DC Voltage', '10 V', '10.001 V', '10.000 V'],
            ['AC Voltage', '10 V', '9.998 V', '10.000 V'],
          ],
          [50, 200, 300, 400],
          240,
        ),
      ],
    ]);
    expect(extraction.items).toHaveLength(1);
    expect(extraction.fields.serialNumber).toBe('44120017');
  });
});

describe("each instrument's confidence", () => {
  it("is its own: a later block's doubtful date is marked there, not judged by the first's", async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([['Certificate No.', 'MB-2025-13']]),
        heading('Item 1 of 2', 50, 200),
        ...keyValues(
          [
            ['Unit Under Test', 'Data Logger'],
            ['Serial Number', '03457F'],
            ['Calibration Date', '13-Oct-24'],
          ],
          { y: 220 },
        ),
        heading('Item 2 of 2', 50, 290),
        ...keyValues(
          [
            ['Unit Under Test', 'Hygrometer'],
            ['Serial Number', '9942KY17826'],
            ['Calibration Date', '03/04/24'],
          ],
          { y: 310 },
        ),
      ],
    ]);
    // "03/04/24" could be the 3rd of April or the 4th of March.
    expect(extraction.items.map((item) => item.calibrationDate)).toEqual([
      '2024-10-13',
      '2024-03-04',
    ]);
    expect(extraction.itemConfidence).toHaveLength(2);
    expect(extraction.itemConfidence![0]).toEqual(extraction.confidence);
    expect(extraction.confidence.calibrationDate).toBe('high');
    const second = instrumentConfidence(extraction, 1);
    expect(second.calibrationDate).toBe('low');
    expect(second.serialNumber).toBe('high');
    // What the second block does not repeat is the document's, as sure as it is for the first.
    expect(second.certificateNumber).toBe(extraction.confidence.certificateNumber);
    expect(second.certificateNumber).toBeDefined();
  });

  it('marks a table row by its own cells', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Certificate No.', 'MC-2025-079'],
          ['Calibration Date', '2025-03-14'],
        ]),
        heading('Instruments Calibrated', 50, 230),
        ...table(
          ['Item Description', 'Manufacturer', 'Serial Number', 'Due Date'],
          [
            ['Pressure Gauge', 'WIKA', 'PG-1001', '2026-03-14'],
            // "03/09/2025": the 3rd of September or the 9th of March?
            ['Digital Thermometer', '', 'DT-2203', '03/09/2025'],
          ],
          [50, 200, 320, 450],
          250,
        ),
      ],
    ]);
    expect(extraction.items.map((item) => item.manufacturer)).toEqual(['WIKA', null]);
    expect(instrumentConfidence(extraction, 0).manufacturer).toBe('high');
    expect(instrumentConfidence(extraction, 0)).toMatchObject({
      serialNumber: 'high',
      dueDate: 'high',
    });
    expect(instrumentConfidence(extraction, 1)).toMatchObject({
      serialNumber: 'high',
      dueDate: 'low',
    });
    expect(instrumentConfidence(extraction, 1).manufacturer).toBeUndefined();
  });
});

describe('one instrument given as a one-row table over its results', () => {
  it('is one instrument: the results table under it lists readings, not instruments', async () => {
    const xs = [50, 216, 380];
    const results = [52, 152, 251, 349, 449];
    const extraction = await extracted([
      [
        title('Certificado de calibración'),
        ...keyValues([['Fecha calibración / Calibration Date', '15 de enero de 2025']], { y: 120 }),
        ...row(['Objeto / Unit Under Test', 'Fabricante / Manufacturer', 'Tipo / Type'], xs, 204),
        ...row(['Micropipeta monocanal', 'Sartorius', 'Tacta 100-1000 µL'], xs, 214),
        ...row(
          ['N° de serie / Serial No.', 'Identificación / Equipment ID', 'Alcance / Capacity'],
          xs,
          240,
        ),
        ...row(['4894PV71601', 'QA-0450', '100 µL a 1000 µL'], xs, 249),
        ...row(['Valor nominal', 'Lectura', 'Error', 'Tolerancia', 'Incertidumbre'], results, 275),
        ...row(['100,00', '99,92', '-0,08', '± 0,80', '0,20'], results, 290),
        ...row(['500,00', '500,38', '0,38', '± 4,00', '1,00'], results, 304),
        ...row(['1000,00', '1000,38', '0,38', '± 8,00', '2,00'], results, 318),
      ],
    ]);
    expect(extraction.items).toHaveLength(1);
    expect(extraction.fields).toMatchObject({
      serialNumber: '4894PV71601',
      equipmentId: 'QA-0450',
    });
  });
});
