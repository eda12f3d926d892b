import { describe, expect, it } from 'vitest';
import { documentDateOrder, resolveToken } from '../../../src/extraction/fields/date-order.js';
import { findDates } from '../../../src/extraction/fields/dates.js';
import { keyValues, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const tokens = (text: string) => findDates(text, 2025);

describe('day/month order from evidence in the document', () => {
  it('is proven by another date that reads only one way', () => {
    const decision = documentDateOrder(tokens('05/03/2025 issued 21/03/2025'), 'en', '');
    expect(decision).toEqual({ order: 'dmy', strength: 'proven' });
    expect(documentDateOrder(tokens('05/03/2025 issued 03/21/2025'), 'en', '')).toEqual({
      order: 'mdy',
      strength: 'proven',
    });
  });

  it('is proven by a date format printed with a label', async () => {
    const { fields, confidence } = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Instrument', 'Dial Gauge'],
          ['Serial No.', 'DG-5120'],
          ['Calibration Date (dd/mm/yyyy)', '05/03/2025'],
          ['Due Date (dd/mm/yyyy)', '05/09/2025'],
        ]),
        { text: 'Gauge House Inc., 410 Mill St, Akron, OH 44308, USA', x: 50, y: 300 },
      ],
    ]);
    expect(fields).toMatchObject({ calibrationDate: '2025-03-05', dueDate: '2025-09-05' });
    expect(confidence.calibrationDate).toBe('high');
  });

  it('follows the language: the other five write the day first', () => {
    expect(documentDateOrder(tokens('05/03/2025'), 'de', '')).toEqual({
      order: 'dmy',
      strength: 'language',
    });
  });

  it('follows the country of an English certificate', () => {
    expect(documentDateOrder(tokens('05/03/2025'), 'en', 'Columbus, OH 43212, USA')).toEqual({
      order: 'mdy',
      strength: 'country',
    });
    expect(documentDateOrder(tokens('05/03/2025'), 'en', 'Sheffield, United Kingdom')).toEqual({
      order: 'dmy',
      strength: 'country',
    });
  });

  it('falls back to month first when nothing tells', () => {
    expect(documentDateOrder(tokens('05/03/2025'), 'en', '')).toEqual({
      order: 'mdy',
      strength: 'default',
    });
  });

  it('marks how sure a reading is', () => {
    const token = tokens('05/03/2025')[0]!;
    expect(resolveToken(token, { order: 'dmy', strength: 'proven' })).toEqual({
      iso: '2025-03-05',
      uncertain: false,
      guessed: false,
    });
    expect(resolveToken(token, { order: 'mdy', strength: 'country' })).toMatchObject({
      uncertain: true,
      guessed: false,
    });
    expect(resolveToken(token, { order: 'mdy', strength: 'default' })).toMatchObject({
      guessed: true,
    });
    const dotted = tokens('05.03.2025')[0]!;
    expect(resolveToken(dotted, { order: 'mdy', strength: 'default' })?.iso).toBe('2025-03-05');
  });
});
