import { describe, expect, it } from 'vitest';
import { isoToUtcDay } from '../../../src/shared/due-status.js';
import { utcDayOf } from '../../../src/excel/utc-days.js';

describe('utcDayOf: remembered ISO day numbers', () => {
  it('answers as isoToUtcDay does, on the first and on a repeated call, for valid and invalid dates', () => {
    for (const iso of ['2026-03-10', '2024-02-29', '2025-02-29', '2026-13-01', '10/03/2026', '']) {
      expect(utcDayOf(iso)).toBe(isoToUtcDay(iso));
      expect(utcDayOf(iso)).toBe(isoToUtcDay(iso));
    }
  });

  it('keeps answering correctly after more distinct dates than it remembers', () => {
    const start = isoToUtcDay('2000-01-01')!;
    for (let offset = 0; offset < 25_000; offset += 1) {
      const iso = new Date((start + offset) * 86_400_000).toISOString().slice(0, 10);
      expect(utcDayOf(iso)).toBe(start + offset);
    }
    expect(utcDayOf('2000-01-01')).toBe(start);
  });
});
