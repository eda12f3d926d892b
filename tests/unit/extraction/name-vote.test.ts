/**
 * An organisation's name a scan misread in one footer of several (session 46, seed 19111: the
 * second certificate of a file took its lab from its own first page's footer, "Calihieiones del
 * Levante SA.", where three other footers read "Calibraciones del Levante S.A.").
 */
import { describe, expect, it } from 'vitest';
import type { Candidate, CandidateField } from '../../../src/extraction/fields/candidate.js';
import { withVotedNames } from '../../../src/extraction/fields/name-vote.js';

const RIGHT = 'Calibraciones del Levante S.A.';
const MISREAD = 'Calihieiones del Levante SA.';

function at(page: number, value: string, field: CandidateField = 'calibrationLab'): Candidate {
  return {
    field,
    value,
    page,
    x: 50,
    y: 795,
    line: page * 30,
    label: null,
    method: 'heuristic',
    generic: false,
    unit: null,
  };
}

const values = (candidates: Candidate[]) => withVotedNames(candidates).map((c) => c.value);

describe('a name the file prints in several places', () => {
  it('takes the spelling read at twice as many places', () => {
    expect(values([at(1, RIGHT), at(2, RIGHT), at(3, MISREAD), at(4, RIGHT)])).toEqual([
      RIGHT,
      RIGHT,
      RIGHT,
      RIGHT,
    ]);
  });

  it('keeps a reading as often read as the other', () => {
    expect(values([at(3, MISREAD), at(4, RIGHT)])).toEqual([MISREAD, RIGHT]);
  });

  it("keeps another organisation's name, and values that are no names", () => {
    const other = 'Calibraciones del Norte S.L.';
    expect(values([at(1, RIGHT), at(2, RIGHT), at(3, other)])).toEqual([RIGHT, RIGHT, other]);
    const serials = [
      at(1, 'SN-2024-00412', 'serialNumber'),
      at(2, 'SN-2024-00412', 'serialNumber'),
    ];
    const third = at(3, 'SN-2024-00413', 'serialNumber');
    expect(values([...serials, third])).toEqual([
      'SN-2024-00412',
      'SN-2024-00412',
      'SN-2024-00413',
    ]);
  });
});
