import { describe, expect, it } from 'vitest';
import {
  intervalInSentence,
  isOnlyInterval,
  parseInterval,
} from '../../../src/extraction/fields/interval.js';

describe('calibration intervals', () => {
  it.each([
    ['12 months', 12],
    ['24 Monate', 24],
    ['1 Jahr', 12],
    ['2 years', 24],
    ['6 mois', 6],
    ['1 an', 12],
    ['12 meses', 12],
    ['18 mesi', 18],
    ['1 ano', 12],
    // A scan's "año", its "ñ" read as "f" (session 48, block 25: the due date was lost).
    ['1 afo', 12],
    ['2 aflos', 24],
    // A scan's "1" read as a letter glued to its unit (session 53, block 40: "1 año" → "laño").
    ['laño', 12],
    ['I Jahr', 12],
    ['365 days', 12],
    ['52 weeks', 13],
    ['annual', 12],
    ['jährlich', 12],
    ['12', 12],
  ])('%s → %i months', (text, months) => {
    expect(parseInterval(text)).toBe(months);
  });

  it('refuses values that are no interval', () => {
    expect(parseInterval('see note 3')).toBeNull();
    expect(parseInterval('500 years')).toBeNull();
    // Only a whole value: a letter inside a word is no "1".
    expect(parseInterval('Plan')).toBeNull();
  });

  it.each([
    ['Recommended recalibration interval: 24 months.', 24],
    ['The instrument should be recalibrated every 12 months.', 12],
    ['Empfohlenes Kalibrierintervall: 1 Jahr', 12],
    ["Périodicité d'étalonnage recommandée : 6 mois", 6],
    ['Intervalo de calibración recomendado: 12 meses', 12],
    ['Periodicidade sugerida para nova calibração: 2 anos.', 24],
    ['Periodicidad de calibración aconsejada: 6 meses', 6],
    ['Recommended calibration frequency: 18 months', 18],
    ['This certificate is valid for 1 year from the date of calibration.', 12],
    ['Kalibrierung gültig für 2 Jahre', 24],
    ['Prochain étalonnage conseillé dans 12 mois', 12],
    ['Si consiglia di ritarare lo strumento entro 6 mesi.', 6],
    ['Wiederholungsprüfung nach 12 Monaten', 12],
    ['Durée de validité : 1 an', 12],
    ['Calibration period: 24 months', 24],
    ['Next calibration in 6 months', 6],
  ])('in a sentence: %s', (text, months) => {
    expect(intervalInSentence(text)).toBe(months);
  });

  it('ignores numbers of months that are not an interval', () => {
    expect(intervalInSentence('The results are valid for the conditions of the test.')).toBeNull();
  });
});

describe('a value that is an interval and nothing else', () => {
  it.each(['12 mesi', '24 Monate.', '1 Jahr', 'one year', '2 ans', 'annual'])('%s', (value) => {
    expect(isOnlyInterval(value)).toBe(true);
  });

  it.each(['DPI 620', 'CPG 1500', 'Quintix 224-1S', '12 months x', 'Model years', 'Mes 12'])(
    'not %s',
    (value) => {
      expect(isOnlyInterval(value)).toBe(false);
    },
  );
});
