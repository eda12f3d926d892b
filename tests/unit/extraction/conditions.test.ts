/** Ambient conditions: one reading, a reading with its tolerance, or a from/to range. */
import { describe, expect, it } from 'vitest';
import { keyValues, row, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const INSTRUMENT = keyValues([
  ['Instrument', 'Precision Balance'],
  ['Serial No.', 'PB-1-0042'],
  ['Calibration Date', '2025-02-10'],
]);

describe('ambient conditions', () => {
  it('reads a min/max table as a range in the printed unit', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...INSTRUMENT,
        ...row(['Min.', 'Max.'], [250, 350], 230, true),
        ...row(['Temperature (°C)', '19,8', '20,3'], [50, 250, 350], 248),
        ...row(['Relative humidity (%)', '38', '41'], [50, 250, 350], 266),
      ],
    ]);
    expect(fields).toMatchObject({ temperature: '19,8 °C to 20,3 °C', humidity: '38 % to 41 %' });
  });

  it('reads a temperature printed without a degree sign', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...INSTRUMENT,
        ...keyValues([['Temp', '72F']], { y: 230 }),
      ],
    ]);
    expect(fields.temperature).toBe('72F');
  });

  it('keeps a single reading when the numbers beside it are no range', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...INSTRUMENT,
        ...row(['Reading', 'Uncertainty'], [250, 350], 230, true),
        ...row(['Temperature (°C)', '20,1', '0,2'], [50, 250, 350], 248),
      ],
    ]);
    expect(fields.temperature).toBe('20,1 °C');
  });
});
