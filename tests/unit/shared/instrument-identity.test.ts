import { describe, expect, it } from 'vitest';
import {
  groupByInstrument,
  normaliseIdentifier,
  normaliseMaker,
  type IdentityFields,
} from '../../../src/shared/instrument-identity.js';

const record = (overrides: Partial<IdentityFields>): IdentityFields => ({
  serialNumber: null,
  manufacturer: null,
  equipmentId: null,
  certificateNumber: null,
  ...overrides,
});

describe('instrument identity', () => {
  it('ignores case, spaces and dashes of any kind in identifiers', () => {
    expect(normaliseIdentifier(' sn 12-345 ')).toBe('SN12345');
    expect(normaliseIdentifier('SN\u201312\u2014345')).toBe('SN12345');
    expect(normaliseIdentifier('AB/12')).toBe('AB/12');
  });

  it('treats a maker’s legal form and suffix words as the same maker', () => {
    expect(normaliseMaker('Fluke Corporation')).toBe(normaliseMaker('FLUKE'));
    expect(normaliseMaker('Fluke Calibration')).toBe(normaliseMaker('fluke corp.'));
    expect(normaliseMaker('Rohde & Schwarz GmbH & Co. KG')).toBe(normaliseMaker('ROHDE'));
    expect(normaliseMaker('Keysight')).not.toBe(normaliseMaker('Fluke'));
  });

  it('joins two calibrations of the same serial and maker, whatever their spelling', () => {
    const groups = groupByInstrument([
      record({ serialNumber: 'SN-1001', manufacturer: 'Fluke', certificateNumber: 'C-1' }),
      record({ serialNumber: 'sn 1001', manufacturer: 'FLUKE Corp.', certificateNumber: 'C-2' }),
    ]);
    expect(groups).toEqual([0, 0]);
  });

  it('keeps two different makers with the same serial apart', () => {
    const groups = groupByInstrument([
      record({ serialNumber: '12345', manufacturer: 'Fluke' }),
      record({ serialNumber: '12345', manufacturer: 'Mitutoyo' }),
      record({ serialNumber: '12345', manufacturer: 'Fluke Corporation' }),
    ]);
    expect(groups).toEqual([0, 1, 0]);
  });

  it('joins a record without a maker only when its serial belongs to one maker', () => {
    expect(
      groupByInstrument([
        record({ serialNumber: 'X-9', manufacturer: 'Vaisala' }),
        record({ serialNumber: 'x9' }),
      ]),
    ).toEqual([0, 0]);
    // Two makers use serial 12345: a maker-less record cannot be placed, so it stays apart.
    expect(
      groupByInstrument([
        record({ serialNumber: '12345', manufacturer: 'Fluke' }),
        record({ serialNumber: '12345', manufacturer: 'Mitutoyo' }),
        record({ serialNumber: '12345' }),
      ]),
    ).toEqual([0, 1, 2]);
  });

  it('falls back to the equipment ID, then to the certificate number', () => {
    const groups = groupByInstrument([
      record({ equipmentId: 'EQ-7', certificateNumber: 'A' }),
      record({ equipmentId: 'eq 7', certificateNumber: 'B' }),
      record({ certificateNumber: 'CERT-1' }),
      record({ certificateNumber: 'cert1' }),
      record({}),
      record({}),
    ]);
    expect(groups).toEqual([0, 0, 1, 1, 2, 3]);
  });

  it('joins a record without a serial to the one instrument carrying its equipment ID', () => {
    const groups = groupByInstrument([
      record({ serialNumber: 'S-1', manufacturer: 'Testo', equipmentId: 'ASSET-4' }),
      record({ equipmentId: 'asset 4' }),
      record({ serialNumber: 'S-2', manufacturer: 'Testo', equipmentId: 'ASSET-5' }),
      record({ serialNumber: 'S-3', manufacturer: 'Testo', equipmentId: 'ASSET-5' }),
      record({ equipmentId: 'ASSET-5' }),
    ]);
    // ASSET-5 is on two instruments: the serial-less record is not guessed into either.
    expect(groups).toEqual([0, 0, 1, 2, 3]);
  });

  it('does not join instruments on a shared certificate number when they have serials', () => {
    const groups = groupByInstrument([
      record({ serialNumber: 'A1', manufacturer: 'Fluke', certificateNumber: 'MULTI-1' }),
      record({ serialNumber: 'A2', manufacturer: 'Fluke', certificateNumber: 'MULTI-1' }),
    ]);
    expect(groups).toEqual([0, 1]);
  });
});
