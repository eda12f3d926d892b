import { describe, expect, it } from 'vitest';
import {
  confidenceMark,
  displayValue,
  fieldInputKind,
  inputValue,
  instrumentName,
  toCorrection,
} from '../../../../src/client/lib/review-fields.js';
import { validateCorrection } from '../../../../src/shared/corrections.js';
import { emptyInstrumentFields, FIELD_KEYS } from '../../../../src/shared/extraction.js';

describe('review fields', () => {
  it('gives dates a date input, the interval a number, the result a choice', () => {
    expect(fieldInputKind('calibrationDate')).toBe('date');
    expect(fieldInputKind('dueDate')).toBe('date');
    expect(fieldInputKind('calibrationInterval')).toBe('number');
    expect(fieldInputKind('result')).toBe('select');
    expect(fieldInputKind('serialNumber')).toBe('text');
  });

  it('turns what was typed into a correction the server accepts', () => {
    expect(toCorrection('calibrationInterval', ' 12 ')).toBe(12);
    expect(toCorrection('serialNumber', '  A-1 ')).toBe('A-1');
    expect(toCorrection('dueDate', '')).toBeNull();
    expect(
      validateCorrection('calibrationInterval', toCorrection('calibrationInterval', '12')),
    ).toEqual({ ok: true, value: 12 });
    expect(validateCorrection('dueDate', toCorrection('dueDate', '2026-05-01'))).toEqual({
      ok: true,
      value: '2026-05-01',
    });
    // Not a number: sent as typed, so the server's message explains it.
    expect(
      validateCorrection('calibrationInterval', toCorrection('calibrationInterval', 'abc')).ok,
    ).toBe(false);
  });

  it('shows empty values as not found and starts their input empty', () => {
    expect(displayValue(null)).toBe('Not found');
    expect(displayValue(12)).toBe('12');
    expect(inputValue(null)).toBe('');
    expect(inputValue('2026-01-10')).toBe('2026-01-10');
  });

  it('marks low and medium confidence only', () => {
    expect(confidenceMark('low')).toBe('low');
    expect(confidenceMark('medium')).toBe('medium');
    expect(confidenceMark('high')).toBeNull();
    expect(confidenceMark(undefined)).toBeNull();
  });

  it('names an instrument by what it is, else by its place', () => {
    const fields = emptyInstrumentFields();
    expect(instrumentName(fields, 1)).toBe('Instrument 2');
    expect(instrumentName({ ...fields, serialNumber: 'SN-1' }, 0)).toBe('SN-1');
    expect(instrumentName({ ...fields, equipmentName: 'Axle Weighing Scale' }, 0)).toBe(
      'Axle Weighing Scale',
    );
    expect(FIELD_KEYS.every((key) => typeof fieldInputKind(key) === 'string')).toBe(true);
  });
});
