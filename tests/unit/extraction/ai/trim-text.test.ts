import { describe, expect, it } from 'vitest';
import {
  isMeasurementRow,
  TRIM_ABOVE_CHARS,
  trimForAi,
} from '../../../../src/extraction/ai/trim-text.js';

const HEADER = [
  'Certificate of Calibration   No. C-2025-118',
  'Instrument: Pressure Gauge   Manufacturer: WIKA   Model: 232.50   Serial No.: 771001',
  '1  Pressure Gauge   WIKA   232.50   SN 771001   ID PG-01',
  'Calibration Date: 2025-03-04   Next calibration: 2026-03-04',
];
const ROWS = Array.from(
  { length: 200 },
  (_, i) => `${i * 5}.000 bar   ${i * 5}.002 bar   0.002   ± 0.010   0.003   Pass`,
);

describe('trimForAi', () => {
  it('tells result rows from instrument rows', () => {
    expect(isMeasurementRow('10.000 mm  10.002 mm  0.002 mm  ±0.005 mm  PASS')).toBe(true);
    expect(isMeasurementRow('1  Pressure Gauge   WIKA   232.50   SN 771001   ID PG-01')).toBe(
      false,
    );
    expect(isMeasurementRow('Calibration Date: 2025-03-04')).toBe(false);
  });

  it('cuts a long results table to its first rows and keeps every line around it', () => {
    const text = [...HEADER, ...ROWS, 'Technician: Amanda Brooks'].join('\n');
    expect(text.length).toBeGreaterThan(TRIM_ABOVE_CHARS);
    const { text: sent, rowsLeftOut } = trimForAi(text, 12_000);
    expect(rowsLeftOut).toBe(198);
    for (const line of HEADER) expect(sent).toContain(line);
    expect(sent).toContain(ROWS[0]);
    expect(sent).toContain(ROWS[1]);
    expect(sent).not.toContain(ROWS[2]);
    expect(sent).toContain('[… 198 rows of measurement results left out …]');
    expect(sent).toContain('Technician: Amanda Brooks');
  });

  it('sends a short certificate whole', () => {
    const text = [...HEADER, ...ROWS.slice(0, 10)].join('\n');
    expect(text.length).toBeLessThanOrEqual(TRIM_ABOVE_CHARS);
    expect(trimForAi(text, 12_000)).toEqual({ text, rowsLeftOut: 0 });
  });

  it('caps what is left', () => {
    const text = Array.from({ length: 2_000 }, (_, i) => `Remark ${i}: see annex`).join('\n');
    expect(trimForAi(text, 12_000).text.length).toBe(12_000);
  });
});
