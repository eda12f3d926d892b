import { describe, expect, it } from 'vitest';
import { findDates, tokenDate } from '../../../src/extraction/fields/dates.js';
import { pickDateToken } from '../../../src/extraction/fields/dates-pick.js';

const only = (text: string) => {
  const tokens = findDates(text, 2025);
  expect(tokens).toHaveLength(1);
  return tokens[0]!;
};

describe('date notations', () => {
  it.each([
    ['2025-03-14', '2025-03-14'],
    ['2025/03/14', '2025-03-14'],
    ['03/14/2025', '2025-03-14'],
    ['14/03/2025', '2025-03-14'],
    ['14.03.2025', '2025-03-14'],
    ['14-03-2025', '2025-03-14'],
    ['14 March 2025', '2025-03-14'],
    ['March 14, 2025', '2025-03-14'],
    ['Mar 14 2025', '2025-03-14'],
    ['14-Mar-25', '2025-03-14'],
    ['14-MAR-2025', '2025-03-14'],
    ['06/May/2025', '2025-05-06'],
    ['14th March 2025', '2025-03-14'],
    ['1st of June 2024', '2024-06-01'],
    ['October 01, 2024', '2024-10-01'],
    ['2025-Mar-14', '2025-03-14'],
  ])('%s → %s', (text, iso) => {
    expect(only(text).iso).toBe(iso);
  });

  it.each([
    ['de', '14. März 2025', '2025-03-14'],
    ['de', '3. Mai 25', '2025-05-03'],
    ['de', '1. Dezember 2024', '2024-12-01'],
    ['fr', '1er mars 2025', '2025-03-01'],
    ['fr', '14 févr. 2025', '2025-02-14'],
    ['fr', '21 août 2024', '2024-08-21'],
    ['es', '14 de marzo de 2025', '2025-03-14'],
    ['es', '5 de septiembre de 2024', '2024-09-05'],
    ['it', '14 marzo 2025', '2025-03-14'],
    ['it', '7 aprile 2025', '2025-04-07'],
    ['pt', '14 de março de 2025', '2025-03-14'],
    ['pt', '9 de outubro de 2024', '2024-10-09'],
  ])('month names in %s: %s', (_language, text, iso) => {
    expect(only(text).iso).toBe(iso);
  });

  it('reads both ends of an ISO range whose spaced dash a scan lost', () => {
    const tokens = findDates('2024-10-22-2024-10-23', 2026);
    expect(tokens.map((token) => [token.iso, token.text])).toEqual([
      ['2024-10-22', '2024-10-22'],
      ['2024-10-23', '2024-10-23'],
    ]);
  });

  it.each([
    ['25-10-2025-26-10-2025', '25-10-2025', '26-10-2025'],
    ['24.07.2025-25.07.2025', '24.07.2025', '25.07.2025'],
  ])(
    'reads both ends of a day-month-year range whose spaced dash a scan lost: %s',
    (text, from, to) => {
      const tokens = findDates(text, 2026);
      expect(tokens.map((token) => token.text)).toEqual([from, to]);
    },
  );

  it('reads a month whose O a scan took for a zero, and keeps the text as printed', () => {
    expect([only('22-0CT-2025').iso, only('22-0CT-2025').text]).toEqual([
      '2025-10-22',
      '22-0CT-2025',
    ]);
    expect(only('3 N0V 2024').iso).toBe('2024-11-03');
    // A code with the same letters is no date.
    expect(findDates('Model 0CT-25', 2025)).toEqual([]);
  });

  it('reads a month whose hanging J a scan lost or took for a bracket', () => {
    expect([only('23 ) anuary 2025').iso, only('23 ) anuary 2025').text]).toEqual([
      '2025-01-23',
      '23 ) anuary 2025',
    ]);
    expect(only('3 une 2024').iso).toBe('2024-06-03');
    expect(only('14. uli 2023').iso).toBe('2023-07-14');
    // Without a year after it, "une" is a word.
    expect(findDates('le 3 une fois', 2025)).toEqual([]);
  });

  it('reads a month\'s abbreviation whose J a scan took for a bracket ("07-) UL-2023")', () => {
    expect(only('07-) UL-2023').iso).toBe('2023-07-07');
    expect(only('07-)UL-2024').iso).toBe('2024-07-07');
    expect(only('28] UN-2023').iso).toBe('2023-06-28');
    // Without the bracket, "un" and "an" after a number are words, not months.
    expect(findDates('3 un 2024', 2025)).toEqual([]);
  });

  it('reads a month\'s abbreviation a scan spaced after its first letter ("26-J UL-2025")', () => {
    // Session 50, block 29: both dates of the report had been lost.
    expect(only('26-J UL-2025').iso).toBe('2025-07-26');
    expect(only('3 M AR 2024').iso).toBe('2024-03-03');
    expect(only('26-J UL-2025').text).toBe('26-J UL-2025');
    // Letters that make no month stay apart.
    expect(findDates('12-A B-2024', 2025)).toEqual([]);
  });

  it('reads a month whose "de" either side a scan ran into it ("27 demaiode 2024")', () => {
    // Session 67, block 69: the calibration date had been lost.
    expect(only('27 demaiode 2024').iso).toBe('2024-05-27');
    expect(only('27 de maiode 2024').iso).toBe('2024-05-27');
    expect(only('27 demaio de 2024').iso).toBe('2024-05-27');
    // A month's own letters after "de" are no month ("Dezember" is no "de" + "zember").
    expect(only('3 Dezember 2024').iso).toBe('2024-12-03');
    // Session 75, block 85 (seed 85081): every space lost, in a date and in a range of days.
    expect(only('22demarçode2024').iso).toBe('2024-03-22');
    expect(only('29a30demarçode2024')).toMatchObject({ iso: '2024-03-30', range: true });
  });

  it('reads a dotted date one of whose stops a scan read as a colon', () => {
    // Session 50, block 29: "04:02.2025" under "Calibrado em".
    expect(tokenDate(only('04:02.2025'), 'dmy')).toBe('2025-02-04');
    expect(tokenDate(only('04.02:2025'), 'dmy')).toBe('2025-02-04');
    expect(only('04:02.2025').text).toBe('04:02.2025');
    // A time has no year after it.
    expect(findDates('10:30', 2025)).toEqual([]);
  });

  it('keeps both readings of an ambiguous numeric date', () => {
    const token = only('05/03/2025');
    expect(token.iso).toBeNull();
    expect(token.readings).toEqual({ dmy: '2025-03-05', mdy: '2025-05-03' });
    expect(tokenDate(token, 'dmy')).toBe('2025-03-05');
    expect(tokenDate(token, 'mdy')).toBe('2025-05-03');
  });

  it('says which order an unambiguous numeric date proves', () => {
    expect(only('14/03/2025').proves).toBe('dmy');
    expect(only('03/14/2025').proves).toBe('mdy');
    expect(only('03/03/2025').proves).toBeNull();
  });

  it('marks dotted dates as day-first by convention', () => {
    expect(only('05.03.2025').dotted).toBe(true);
  });

  it('reads two-digit years around today', () => {
    expect(only('14-Mar-99').iso).toBe('1999-03-14');
    expect(only('14-Mar-30').iso).toBe('2030-03-14');
  });

  it('reads month-only dates as the last day of that month', () => {
    expect(only('03/2026')).toMatchObject({ iso: '2026-03-31', monthOnly: true });
    expect(only('March 2026')).toMatchObject({ iso: '2026-03-31', monthOnly: true });
  });

  it('reads a compact range as its last day', () => {
    expect(only('2–6 May 2024')).toMatchObject({ iso: '2024-05-06', range: true });
    expect(only('May 2-6, 2024')).toMatchObject({ iso: '2024-05-06', range: true });
  });

  it('does not read codes, standards or impossible dates as dates', () => {
    expect(findDates('02-2025-FORC-0042', 2025)).toEqual([]);
    expect(findDates('ISO 7500-1:2018', 2025)).toEqual([]);
    expect(findDates('31/02/2025', 2025)).toEqual([]);
    expect(findDates('version 1.2.3.4', 2025)).toEqual([]);
  });
});

describe('which date of a value counts', () => {
  it('takes the end of a calibration date range', () => {
    expect(pickDateToken('2020-08-07 to 2020-08-08', 'calibration', 2025)?.iso).toBe('2020-08-08');
    expect(pickDateToken('13.05.2024 - 16.05.2024', 'calibration', 2025)?.iso).toBe('2024-05-16');
    // Session 47, block 22: a scan read the dash twice, with no space around it.
    expect(pickDateToken('2024-08-26—-2024-08-27', 'calibration', 2025)?.iso).toBe('2024-08-27');
    expect(pickDateToken('26.08.2024—-27.08.2024', 'calibration', 2025)?.iso).toBe('2024-08-27');
    expect(pickDateToken('2024-08-26 —- 2024-08-27', 'calibration', 2025)?.iso).toBe('2024-08-27');
    // Session 49, block 26: a speck run into "au" ("du 2023-06-05 au 2023-06-06").
    expect(pickDateToken('2023-06-05-au 2023-06-06', 'calibration', 2025)?.iso).toBe('2023-06-06');
    expect(pickDateToken('05.06.2023 .bis 06.06.2023', 'calibration', 2025)?.iso).toBe(
      '2023-06-06',
    );
    // Session 64, block 62: the range's second date with its last stop read as a space.
    expect(pickDateToken('12.03.2023 a 13.03 2023', 'calibration', 2025)?.iso).toBe('2023-03-13');
    expect(pickDateToken('15/03/2023 to 16/03 2023', 'calibration', 2025)?.iso).toBe('2023-03-16');
    // Without a range before it, a number and a year are no date.
    expect(findDates('11.03 2023', 2025)).toEqual([]);
  });

  it('takes the first of unrelated dates', () => {
    expect(pickDateToken('2025-03-14 (received 2025-03-10)', 'calibration', 2025)?.iso).toBe(
      '2025-03-14',
    );
  });

  it('accepts a month-only due date but not a month-only calibration date', () => {
    expect(pickDateToken('03/2026', 'due', 2025)?.iso).toBe('2026-03-31');
    expect(pickDateToken('03/2026', 'calibration', 2025)).toBeNull();
  });
});
