/**
 * Accents the recogniser dropped, put back from the language's word list (dictionary-fr, -es,
 * -pt from npm).
 */
import { describe, expect, it } from 'vitest';
import { restoreAccents } from '../../../src/extraction/ocr/restore-accents.js';

describe('restoreAccents', () => {
  it.each([
    ['Metrologie', 'fr', 'Métrologie'],
    ['ETALONNAGE', 'fr', 'ÉTALONNAGE'],
    ['Thermo-hygrometre', 'fr', 'Thermo-hygromètre'],
    ['pressao', 'pt', 'pressão'],
    ["d'Etalonnage", 'fr', "d'Étalonnage"],
    ['Calibracao', 'pt', 'Calibração'],
    ['Numero', 'es', 'Número'],
    ['Farmaceutica', 'es', 'Farmacéutica'],
  ])('%s (%s) → %s', (word, language, restored) => {
    expect(restoreAccents(word, language)).toBe(restored);
  });

  it.each([
    ['Metrologia', 'pt'],
    ['Laboratoire', 'fr'],
    ['Fluke', 'fr'],
    ['Druck', 'es'],
    ['Gilson', 'pt'],
    ['FX-1042', 'fr'],
    ['CEI', 'fr'],
  ])('leaves %s (%s) alone: a word as it is, a name or a code', (word, language) => {
    expect(restoreAccents(word, language)).toBe(word);
  });

  it('does nothing for languages without a freely licensed word list, or none', () => {
    expect(restoreAccents('Temperaturmessgerat', 'de')).toBe('Temperaturmessgerat');
    expect(restoreAccents('Metrologie', 'en')).toBe('Metrologie');
    expect(restoreAccents('Metrologie', null)).toBe('Metrologie');
  });

  it('reads a Spanish "ñ" the recogniser split into "fi"', () => {
    expect(restoreAccents('afio', 'es')).toBe('año');
    expect(restoreAccents('Afios', 'es')).toBe('Años');
    expect(restoreAccents('Pequefio', 'es')).toBe('Pequeño');
    // Real words with "fi" stay.
    expect(restoreAccents('filtro', 'es')).toBe('filtro');
    expect(restoreAccents('fin', 'es')).toBe('fin');
  });
});
