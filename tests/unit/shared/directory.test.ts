import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  ALL_STATES,
  filterLabs,
  stateName,
  statesPresent,
  summarizeLabs,
  type LabRecord,
} from '../../../src/shared/directory.js';

/** The published data the directory page bundles (src/client/features/directory/labs-data.ts). */
const LABS = JSON.parse(
  readFileSync(new URL('../../../content/directory/labs.json', import.meta.url), 'utf8'),
) as LabRecord[];

function lab(overrides: Partial<LabRecord>): LabRecord {
  return {
    organizationName: 'Example Metrology',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    location: 'Austin, TX',
    accreditationBody: 'A2LA',
    certificateNumber: '1234.01',
    program: 'ISO/IEC 17025 Calibration',
    phone: null,
    website: null,
    source: 'https://example.org/scope.pdf',
    sourceDate: '2024-01-01',
    validTo: null,
    notes: null,
    ...overrides,
  };
}

const labs = [
  lab({}),
  lab({
    organizationName: 'Keysight Technologies, Inc. Service Center',
    city: 'Tempe',
    state: 'AZ',
    location: 'Tempe, AZ',
    accreditationBody: 'ANAB',
    certificateNumber: 'AC-1498.05',
  }),
  lab({
    organizationName: 'State Metrology Laboratory',
    city: null,
    state: 'OH',
    location: 'OH',
    accreditationBody: 'NVLAP',
    certificateNumber: '200420-0',
  }),
];

describe('filterLabs', () => {
  it('returns everything for an empty query and All States', () => {
    expect(filterLabs(labs, { query: '', state: ALL_STATES })).toHaveLength(3);
    expect(filterLabs(labs, { query: '   ', state: ALL_STATES })).toHaveLength(3);
  });

  it('searches name, location and certificate number without regard to case', () => {
    expect(filterLabs(labs, { query: 'KEYSIGHT', state: ALL_STATES })).toHaveLength(1);
    expect(filterLabs(labs, { query: 'tempe', state: ALL_STATES })).toHaveLength(1);
    expect(filterLabs(labs, { query: 'ac-1498', state: ALL_STATES })).toHaveLength(1);
    expect(filterLabs(labs, { query: '200420', state: ALL_STATES })).toHaveLength(1);
    expect(filterLabs(labs, { query: 'no such lab', state: ALL_STATES })).toHaveLength(0);
  });

  it('does not match on fields outside the search (source, notes)', () => {
    expect(filterLabs(labs, { query: 'example.org', state: ALL_STATES })).toHaveLength(0);
  });

  it('combines the search with the state filter', () => {
    expect(filterLabs(labs, { query: '', state: 'OH' })).toHaveLength(1);
    expect(filterLabs(labs, { query: 'keysight', state: 'OH' })).toHaveLength(0);
    expect(filterLabs(labs, { query: 'keysight', state: 'AZ' })).toHaveLength(1);
  });
});

describe('statesPresent', () => {
  it('lists each state once, sorted by the name the filter shows', () => {
    expect(statesPresent(labs)).toEqual(['AZ', 'OH', 'TX']);
    expect(
      statesPresent([lab({ state: 'IA' }), lab({ state: 'ID' }), lab({ state: 'IA' })]),
    ).toEqual(['ID', 'IA']);
    expect(stateName('ID')).toBe('Idaho');
  });
});

describe('the published directory data', () => {
  it('holds the 24 sourced rows in 18 states (content/directory/labs.json)', () => {
    const summary = summarizeLabs(LABS);
    expect(summary.labCount).toBe(LABS.length);
    expect(summary.labCount).toBe(24);
    expect(summary.stateCount).toBe(18);
    expect(summary.bodies).toEqual(['A2LA', 'ANAB', 'NVLAP']);
  });

  it('gives every row a source and a valid state', () => {
    for (const entry of LABS) {
      expect(entry.source).toMatch(/^https?:\/\//);
      expect(stateName(entry.state)).not.toBe(entry.state);
    }
  });

  it('finds the Michigan labs with the state filter', () => {
    expect(filterLabs(LABS, { query: '', state: 'MI' }).map((l) => l.organizationName)).toEqual([
      'Novastar Metrology',
      'Sun-Tec Corporation',
    ]);
  });
});
