/** The confidence rules of select.ts, one case each. */
import { describe, expect, it } from 'vitest';
import { keyValues, paragraph, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

describe('confidence', () => {
  it('is high for a value next to an exact label, medium for a generic one', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Instrument', 'Caliper'],
          ['Serial No.', 'CL-77'],
          ['Type', 'CD-15APX'],
          ['Date', '2025-03-14'],
        ]),
      ],
    ]);
    expect(extraction.confidence).toMatchObject({
      equipmentName: 'high',
      serialNumber: 'high',
      model: 'medium',
      calibrationDate: 'medium',
    });
  });

  it('is medium for a value read from a sentence, low for a letterhead guess', async () => {
    const extraction = await extracted([
      [
        { text: 'Acme Calibration Laboratory Inc.', x: 50, y: 40, size: 14, bold: true },
        title('Calibration Certificate'),
        ...paragraph(
          ['The Caliper, serial number CL-77, was calibrated on 14 March 2025.'],
          50,
          150,
        ),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Acme Calibration Laboratory Inc.');
    expect(extraction.confidence).toMatchObject({
      serialNumber: 'medium',
      calibrationDate: 'medium',
      calibrationLab: 'low',
    });
  });

  it('drops a level when two labelled values disagree', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Instrument', 'Caliper'],
          ['Serial No.', 'CL-77'],
          ['Calibration Date', '2025-03-14'],
        ]),
        ...keyValues([['S/N', 'CL-78']], { y: 300 }),
      ],
    ]);
    expect(extraction.fields.serialNumber).toBe('CL-77');
    expect(extraction.confidence.serialNumber).toBe('medium');
  });
});
