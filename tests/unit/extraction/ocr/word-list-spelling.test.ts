/**
 * A scan's reading that is no word of its language, one look-alike letter from exactly one word
 * of the language's list, is that word; names and brands read plainly keep their letters.
 */
import { describe, expect, it } from 'vitest';
import { pageText } from './page-text.js';
import {
  withListedSpellings,
  wordListCheck,
} from '../../../../src/extraction/ocr/word-list-spelling.js';
import { accentLexicons } from '../../../../src/runtime/ocr/accent-word-lists.js';
import { tesseractWordLists } from '../../../../src/runtime/ocr/tesseract-word-lists.js';

const lists = tesseractWordLists();
const lexicons = accentLexicons();

const page = pageText;

/** The texts of one scanned page read in `language`, each word read at `confidence`. */
function corrected(language: string, texts: string[], confidence = 90): string[] {
  const pages = [page(1, texts)];
  const sureness = new Map(
    texts.flatMap((text) => text.split(/\s+/)).map((word) => [word.toLowerCase(), confidence]),
  );
  const check = wordListCheck(lists, lexicons(language), language);
  return withListedSpellings(pages, new Set([1]), check, sureness)[0]!.runs.map((run) => run.text);
}

describe('spellings from the language word list', () => {
  it.each([
    ['pt', 'Femanda Lima', 'Fernanda Lima'],
    ['es', 'María José Femández', 'María José Fernández'],
    ['it', 'Taboratorio Analisi Veneto S.p.A.', 'Laboratorio Analisi Veneto S.p.A.'],
    ['de', 'Bergmann Fahrzengtechnik AG', 'Bergmann Fahrzeugtechnik AG'],
    // "ro" run into an "m".
    ['fr', 'Métmlogie Services Rhône SAS', 'Métrologie Services Rhône SAS'],
    // The list holds the form without its accent too: the accent list puts it back.
    ['es', 'Industrias Plaslicas de Occidente', 'Industrias Plásticas de Occidente'],
  ])('%s: "%s" is "%s"', (language, reading, spelling) => {
    expect(corrected(language, [reading])).toEqual([spelling]);
  });

  it('reads a German compound part by part', () => {
    // The list lacks both compounds; each has one part a look-alike letter off a word of it.
    expect(corrected('de', ['Drehzahimessgerät', 'Bergmann Fahrzengtechnik'])).toEqual([
      'Drehzahlmessgerät',
      'Bergmann Fahrzeugtechnik',
    ]);
    // "Kali" is a word, and "brierdienst" one letter from "briefdienst": too short a part to
    // rest on (seed 59011, read right and then changed).
    expect(corrected('de', ['Kalibrierdienst Nord GmbH'])).toEqual(['Kalibrierdienst Nord GmbH']);
    // A part may be English: "Datenlogger" is a word, though "Datenjogger" is one letter off
    // (seed 63181, read right and then changed).
    expect(corrected('de', ['Datenlogger Temperatur/Feuchte'])).toEqual([
      'Datenlogger Temperatur/Feuchte',
    ]);
    // A compound of two words of the list is a word: "Gewichtslücke" is one letter away.
    expect(corrected('de', ['Gewichtstücke'])).toEqual(['Gewichtstücke']);
    // The list holds fragments ("rheinl", "sches"): no part shorter than a word is trusted
    // (seed 62091, read right and then changed).
    expect(corrected('de', ['Rheinisches Kalibrierlabor GmbH'])).toEqual([
      'Rheinisches Kalibrierlabor GmbH',
    ]);
  });

  it('reads an exclamation mark among letters as the "l" that makes a word', () => {
    expect(corrected('es', ['Tacómetro digita!', 'F!uke', 'Atención!'])).toEqual([
      'Tacómetro digital',
      'Fluke',
      'Atención!',
    ]);
  });

  it("reads a digit inside a word of small letters as the letter, or the letter's mark", () => {
    // Seed 84001: the circumflex of "Dinamômetro" read as a "6" beside its "o".
    expect(corrected('pt', ['Dinamo6metro digital', 'Term0metro', 'Kal5'])).toEqual([
      'Dinamômetro digital',
      'Termômetro',
      'Kal5',
    ]);
    // A code keeps its digits: a capital or a digit next to them, or no word either way.
    expect(corrected('pt', ['PT100 sonda', 'M6x1 rosca', 'abc6defgh'])).toEqual([
      'PT100 sonda',
      'M6x1 rosca',
      'abc6defgh',
    ]);
  });

  it('takes a mark off a word in small letters that is English without it', () => {
    expect(corrected('fr', ['Calibrateur de procéss'], 96)).toEqual(['Calibrateur de process']);
    // A word of the language keeps its accent, though its list holds it without ("espectroscopia").
    expect(corrected('es', ['espectroscopía'])).toEqual(['espectroscopía']);
  });

  it('leaves a reading found alike in three places: it is printed so', () => {
    expect(corrected('es', ['Norbar', 'NORBAR', 'Norbar Torque', 'Norbar'], 80)).toEqual([
      'Norbar',
      'NORBAR',
      'Norbar Torque',
      'Norbar',
    ]);
  });

  it('keeps the case the word was read in', () => {
    expect(corrected('pt', ['FEMANDA LIMA', 'femanda'])).toEqual(['FERNANDA LIMA', 'fernanda']);
  });

  it('leaves a reading the recogniser was sure of, though a word of the list is a letter off', () => {
    // "Femanda" read at 96: a name spelled so is printed plainly and read surely.
    expect(corrected('pt', ['Femanda Lima'], 96)).toEqual(['Femanda Lima']);
  });

  it('changes an accent the recogniser misread at any confidence, and never drops one', () => {
    expect(corrected('es', ['Termómetro digital', 'Termômetro'], 96)).toEqual([
      'Termómetro digital',
      'Termómetro',
    ]);
    // "Häfner" is one dropped umlaut from "hafner"; the recogniser saw a mark there.
    expect(corrected('de', ['Dr. Häfner'], 80)).toEqual(['Dr. Häfner']);
  });

  it('leaves words of the language or of English, short words, brands with inner capitals and codes', () => {
    const texts = ['Laboratorio Calibration Fluke', 'MarCal 16 EW', 'ABCDEF12 Nomad'];
    expect(corrected('es', texts, 50)).toEqual(texts);
  });

  it('decides nothing when two words of the list are in reach', () => {
    // "e" for "a" and for "o" are both look-alike misreadings of a round letter.
    const read = (words: string[]) =>
      withListedSpellings(
        [page(1, ['Plastices'])],
        new Set([1]),
        wordListCheck(() => new Set(words), null, 'es'),
        new Map(),
      )[0]!.runs[0]!.text;
    expect(read(['plasticas'])).toBe('Plasticas');
    expect(read(['plasticas', 'plasticos'])).toBe('Plastices');
  });

  it('reads no text page, and nothing without a word list', () => {
    const check = wordListCheck(lists, null, 'pt');
    const pages = [page(1, ['Femanda Lima']), page(2, ['Femanda Lima'])];
    const out = withListedSpellings(pages, new Set([2]), check, new Map());
    expect(out.map((one) => one.runs[0]!.text)).toEqual(['Femanda Lima', 'Fernanda Lima']);
    expect(wordListCheck(lists, null, 'nl')).toBeNull();
    expect(wordListCheck(undefined, null, 'pt')).toBeNull();
  });
});

describe("a word's first capital read as a word of its own", () => {
  /** One line of word runs, each word its own run, `gap` points between them. */
  function line(words: string[], gap = 2.5) {
    let x = 50;
    const runs = words.map((text) => {
      const run = { text, page: 1, x, y: 100, width: text.length * 5, size: 9, font: 'ocr@9' };
      x += run.width + gap;
      return run;
    });
    return { number: 1, width: 595, height: 842, runs };
  }
  const joined = (words: string[], gap?: number) => {
    const check = wordListCheck(lists, lexicons('it'), 'it');
    return withListedSpellings([line(words, gap)], new Set([1]), check, new Map())[0]!.runs.map(
      (run) => run.text,
    );
  };

  it('joins it to the rest of its word when only together they are a word', () => {
    // Seed 67081: "E ntro tolleranza", the verdict lost.
    expect(joined(['E', 'ntro', 'tolleranza'])).toEqual(['Entro', 'tolleranza']);
  });

  it('leaves a word that is one, and a capital far from the next word', () => {
    // The rest a word itself ("norma"): two words. A capital a word space away stays too.
    expect(joined(['A', 'norma'])).toEqual(['A', 'norma']);
    expect(joined(['E', 'ntro'], 8)).toEqual(['E', 'ntro']);
  });
});
