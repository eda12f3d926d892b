import { describe, expect, it } from 'vitest';
import { guessLanguage } from '../../../src/extraction/ocr/guess-language.js';

describe('guessLanguage (a scanned page top read with the English model)', () => {
  it.each([
    ['Metrologia Emiliana S.p.A. CERTIFICATO DI TARATURA CERTIFICATO N° COMMITTENTE', 'it'],
    ['Metrolab Lusitania, Lda. Relatorio de calibracao Numero do certificado Contratante', 'pt'],
    ['Rheinisches Kalibrierlabor GmbH Kalibrierschein Kalibrierzeichen: 37343 D-K 23', 'de'],
    ['Certificat d etalonnage Numero du certificat Constructeur', 'fr'],
    ['Certificado de calibracion Fecha de calibracion Fabricante', 'es'],
    ['Pacific Standards Calibration Certificate of Calibration Cert. No.: 797506-4', 'en'],
  ])('%s → %s', (text, language) => {
    expect(guessLanguage(text)).toBe(language);
  });

  it('abstains on a letterhead alone', () => {
    expect(guessLanguage('Northbridge Ltd Unit 7 Sheffield S9 1EP')).toBeNull();
  });
});
