/**
 * Accents the recogniser dropped, put back from the language's word list (dictionary-fr, -es,
 * -pt from npm, loaded by the OCR runtime as in production).
 */
import { describe, expect, it } from 'vitest';
import {
  lexiconFromWordList,
  restoreFrenchA,
  restoreGermanUmlauts,
  restorePersonName,
  restoreAccents as restoreWithLexicon,
} from '../../../../src/extraction/ocr/restore-accents.js';
import { accentLexicons } from '../../../../src/runtime/ocr/accent-word-lists.js';

const lexicons = accentLexicons();
const restoreAccents = (word: string, language: string | null) =>
  restoreWithLexicon(word, language ? lexicons(language) : null);

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
    // A compound whose last part is a word of the list (session 50, block 28).
    ['Termohigrometro', 'es', 'Termohigrómetro'],
    ['Termohigrometro', 'pt', 'Termohigrômetro'],
    ['Thermohygrometre', 'fr', 'Thermohygromètre'],
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
    // A brand sharing a beginning with "micrómetro", its ending no inflection (block 28).
    ['Micromar', 'es'],
    ['Fernandez', 'es'],
  ])('leaves %s (%s) alone: a word as it is, a name or a code', (word, language) => {
    expect(restoreAccents(word, language)).toBe(word);
  });

  it('gives a word the marks its language prints where the recogniser read another one', () => {
    expect(restoreAccents('calibracáo', 'pt')).toBe('calibração');
    expect(restoreAccents('Descricáo', 'pt')).toBe('Descrição');
    expect(restoreAccents('referéncia', 'pt')).toBe('referência');
    // Marks right as read stay, and so does a mark where the language prints none.
    expect(restoreAccents('étalonnage', 'fr')).toBe('étalonnage');
    expect(restoreAccents('Métrologie', 'fr')).toBe('Métrologie');
    expect(restoreAccents('Gilsón', 'pt')).toBe('Gilsón');
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

describe('restoreFrenchA', () => {
  const read = (line: string) => restoreFrenchA(line.split(' ')).join(' ');
  it.each([
    ['Comparateur a cadran', 'Comparateur à cadran'],
    ['Thermomètre a sonde', 'Thermomètre à sonde'],
    ['de 0 a 150 mm', 'de 0 à 150 mm'],
    ['mesuré a 20 °C', 'mesuré à 20 °C'],
    // Session 50, block 30: the "à" read as its look-alike "3" (high).
    ['Pipette 3 piston', 'Pipette à piston'],
  ])('%s → %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it.each([
    "L'instrument a été étalonné",
    'il a une résolution',
    'Le laboratoire a effectué les mesures',
    'qui a reçu',
    'Pa a',
    'Pipette 3 canaux',
    'Multimètre 3 voies',
    'Jauge 3 mm',
    'de 0 3 150',
  ])('keeps the verb (or the count) in "%s"', (line) => {
    expect(read(line)).toBe(line);
  });

  it('reads a capital "À" inside a line after a number or a word in small letters as a code\'s "A"', () => {
    // Session 73, block 80 (seed 80221): the dial gauge's model "MarCator 810 A" read "810 À".
    expect(read('Référence MarCator 810 À')).toBe('Référence MarCator 810 A');
    expect(read('Classe À')).toBe('Classe A');
    // French sets it capital opening a sentence, and in a line of capitals.
    expect(read('À 20 °C')).toBe('À 20 °C');
    expect(read('Valable un an. À partir')).toBe('Valable un an. À partir');
    expect(read('ÉTALONNAGE À 20 °C')).toBe('ÉTALONNAGE À 20 °C');
  });

  it('reads a cell that ends on "a" with the word its cell goes on with', () => {
    // Session 50, block 30: "Comparateur a | Mahr | …" over "cadran" (a wrapped table cell).
    const row = ['Comparateur', 'a', 'Mahr', 'MarCator'];
    expect(restoreFrenchA(row, [undefined, 'cadran', '', undefined])[1]).toBe('à');
    expect(restoreFrenchA(row, [undefined, 'été', '', undefined])[1]).toBe('a');
    // Nothing under the cell: as before, left as read.
    expect(restoreFrenchA(row, [undefined, '', '', undefined])[1]).toBe('a');
  });
});

describe('restoreGermanUmlauts', () => {
  it('reads the "ii" tesseract makes of a German "ü" as "ü"', () => {
    expect(restoreGermanUmlauts('Drehmomentschliissel')).toBe('Drehmomentschlüssel');
    expect(restoreGermanUmlauts('Kriiger')).toBe('Krüger');
    expect(restoreGermanUmlauts('Priifung')).toBe('Prüfung');
    expect(restoreGermanUmlauts('fiir')).toBe('für');
  });

  it('keeps the "ii" of verbs of foreign stock, word ends and roman numerals', () => {
    expect(restoreGermanUmlauts('variieren')).toBe('variieren');
    expect(restoreGermanUmlauts('initiiert')).toBe('initiiert');
    expect(restoreGermanUmlauts('Hawaii')).toBe('Hawaii');
    expect(restoreGermanUmlauts('II')).toBe('II');
  });

  it('reads an "é" between consonants inside a German word as "ä"', () => {
    // Session 47, block 21.
    expect(restoreGermanUmlauts('Drehzahlmessgerét')).toBe('Drehzahlmessgerät');
    expect(restoreGermanUmlauts('Gerét')).toBe('Gerät');
  });

  it('keeps the "é" of loanwords and names', () => {
    for (const word of ['Café', 'Exposé', 'Séance', 'Frédéric', 'Hélène', 'Société'])
      expect(restoreGermanUmlauts(word)).toBe(word);
  });
});

describe('restorePersonName', () => {
  const spanish = lexiconFromWordList('5\nGómez\nLucía\nGarcía\nGarcia\nmetrología/S\n');

  it('gives a name the accents the language knows it only with', () => {
    // Session 56, seed 47011: the technician of a Spanish certificate read without accents.
    expect(restorePersonName('Lucia Gomez', spanish)).toBe('Lucía Gómez');
    expect(restorePersonName('GOMEZ', spanish)).toBe('GÓMEZ');
  });

  it('keeps a name the list also holds unaccented, or does not hold', () => {
    expect(restorePersonName('Ana Garcia', spanish)).toBe('Ana Garcia');
    expect(restorePersonName('Pedro Smith', spanish)).toBe('Pedro Smith');
    // Words are no names.
    expect(restorePersonName('Metrologia', spanish)).toBe('Metrologia');
    expect(restorePersonName('Lucia Gomez', null)).toBe('Lucia Gomez');
  });
});
