import { describe, expect, it } from 'vitest';
import { legalNameOpeningAddress } from '../../../src/extraction/fields/lab-statements.js';

describe('a legal name opening a footer address line', () => {
  it.each([
    [
      'Metrologia Emiliana S.p.A. Via dell’Industria 9, 40138 Bologna',
      'Metrologia Emiliana S.p.A.',
    ],
    [
      'Calibraciones del Levante S.A. · Avda. del Puerto 118, 46023 Valencia',
      'Calibraciones del Levante S.A.',
    ],
    // Session 51, seed 32121: the "·" read as two dashes.
    [
      'Calibraciones del Levante S.A. --Avda. del Puerto 118, 46023 Valencia:',
      'Calibraciones del Levante S.A.',
    ],
    // Session 51, seed 32181: the stop of "Co." read as a comma, the "·" lost.
    [
      'Messtechnik Schwaben GmbH & Co, KG Industriestraße 14, 70565 Stuttgart',
      'Messtechnik Schwaben GmbH & Co, KG',
    ],
    // Session 56, seed 47211: the "·" read as a plus.
    [
      'Laboratorio Taratura Adriatico S.r.l. + Via del Porto 88, 60121 Ancona',
      'Laboratorio Taratura Adriatico S.r.l.',
    ],
    // Session 57, seeds 48191 and 48211: the "·" read as ".-" after a dotted form, and as "»".
    [
      'Servicios Metrológicos del Bajío S. de R.L. de C.V..- Av. Cousliluyetiles 1042, 76040 Querétaro',
      'Servicios Metrológicos del Bajío S. de R.L. de C.V.',
    ],
    [
      'Calibraciones del Levante S.A. » Avda. del Puerto 118, 46023 Valencia',
      'Calibraciones del Levante S.A.',
    ],
  ])('%s → %s', (line, name) => {
    expect(legalNameOpeningAddress(line)).toBe(name);
  });

  it('is no name when no address follows the legal form', () => {
    expect(legalNameOpeningAddress('Calibraciones del Levante S.A. certifica que')).toBeNull();
    expect(legalNameOpeningAddress('Messtechnik Schwaben GmbH & Co, KG')).toBeNull();
  });
});
