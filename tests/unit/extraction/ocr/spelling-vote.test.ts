/**
 * A word misread in one place is given the spelling the document prints more often.
 */
import { describe, expect, it } from 'vitest';
import type { PageText } from '../../../../src/extraction/layout/types.js';
import { pageText } from './page-text.js';
import { surenessOf, withVotedSpellings } from '../../../../src/extraction/ocr/spelling-vote.js';

const page = pageText;

const texts = (pages: PageText[]) => pages.map((p) => p.runs.map((run) => run.text));

describe('spellings voted across the document', () => {
  it('gives a misread name the spelling its other occurrences agree on', () => {
    const pages = [
      page(1, ['Kalihrierdienst Nord GmbH', 'info@kalibrierdienst-nord.example']),
      page(2, ['Kalibrierdienst Nord GmbH']),
    ];
    expect(texts(withVotedSpellings(pages, new Set([1, 2])))).toEqual([
      ['Kalibrierdienst Nord GmbH', 'info@kalibrierdienst-nord.example'],
      ['Kalibrierdienst Nord GmbH'],
    ]);
  });

  it('outvotes a letterhead misread alike on every page by the addresses and text read right', () => {
    // Seed 43291: "Kalihrierdienst" in each of three pages' letterheads, the name read right
    // five times (two addresses on two pages, a sentence).
    const pages = [1, 2, 3].map((number) =>
      page(number, [
        'Kalihrierdienst Nord GmbH',
        number < 3 ? 'lab@kalibrierdienst-nord.example www.kalibrierdienst-nord.example' : '',
        number === 3 ? 'Kalibrierdienst Nord GmbH erklärt hiermit' : '',
      ]),
    );
    const voted = texts(withVotedSpellings(pages, new Set([1, 2, 3])));
    expect(voted.map((runs) => runs[0])).toEqual(Array(3).fill('Kalibrierdienst Nord GmbH'));
  });

  it('decides nothing between two spellings seen three times and twice', () => {
    const close = [page(1, ['Kalihrierdienst', 'Kalihrierdienst', 'Kalibrierdienst'])];
    close[0]!.runs.push(...page(1, ['Kalibrierdienst', 'Kalibrierdienst']).runs);
    expect(texts(withVotedSpellings(close, new Set([1])))).toEqual(texts(close));
  });

  it('decides nothing on a tie, and leaves text pages and caption words alone', () => {
    const tie = [page(1, ['Kalihrierdienst Nord GmbH', 'www.kalibrierdienst-nord.example'])];
    expect(texts(withVotedSpellings(tie, new Set([1])))).toEqual(texts(tie));
    // A text layer is read as printed, whatever the scanned pages say.
    const mixed = [page(1, ['Kalihrierdienst']), page(2, ['Kalibrierdienst', 'Kalibrierdienst'])];
    expect(texts(withVotedSpellings(mixed, new Set([2])))).toEqual(texts(mixed));
    // "Certificato" is a caption word of its own, not a misread "Certificate".
    const bilingual = [page(1, ['Certificato di taratura', 'Certificate', 'Certificate'])];
    expect(texts(withVotedSpellings(bilingual, new Set([1])))).toEqual(texts(bilingual));
  });

  it('never changes the letters inside a code', () => {
    const pages = [page(1, ['Serial KALIHRIER12', 'Kalibrier', 'Kalibrier'])];
    expect(texts(withVotedSpellings(pages, new Set([1])))).toEqual(texts(pages));
  });

  it('with the language’s word list, gives a reading that is no word the word it nearly is', () => {
    // Session 55, block 46, seed 46141: the lab's name read "Laharatorio" in the footer, the
    // word "Laboratorio" read right once in a sentence: no majority, but only one is Spanish.
    const words = new Set(['laboratorio', 'acreditado', 'calibrador']);
    const isWord = (word: string) => words.has(word.toLowerCase());
    const pages = [
      page(1, [
        'Laboratorio acreditado ENAC',
        'Laharatorio de Metrología Ibérica S.L.',
        // Only look-alike letters count: an English word one other letter from one stays.
        'Pressure Calibrator',
        'calibrador',
      ]),
    ];
    expect(texts(withVotedSpellings(pages, new Set([1]), isWord))).toEqual([
      [
        'Laboratorio acreditado ENAC',
        'Laboratorio de Metrología Ibérica S.L.',
        'Pressure Calibrator',
        'calibrador',
      ],
    ]);
    // Without a word list, one against one decides nothing.
    expect(texts(withVotedSpellings(pages, new Set([1])))[0]![1]).toBe(
      'Laharatorio de Metrología Ibérica S.L.',
    );
  });

  it("gives a reading the spelling whose stem the document's other words print, on a tie", () => {
    // Session 73, block 80 (seed 80071): "Rheinisches Kalihrierlabor GmbH" in the letterhead,
    // "Kalibrierlabor" once on page 2: a tie, but "Kalibrier" opens five other words.
    const pages = [
      page(1, [
        'Rheinisches Kalihrierlabor GmbH',
        'Kalibrierzertifikat Nr. KS-86406/25',
        'Angaben zur Kalibrierung',
        'Kalibriert am 05.08.2025',
      ]),
      page(2, ['Rheinisches Kalibrierlabor GmbH', 'Kalibrierintervall', 'Kalibrierschein']),
    ];
    expect(texts(withVotedSpellings(pages, new Set([1, 2])))[0]![0]).toBe(
      'Rheinisches Kalibrierlabor GmbH',
    );
    // Without those other words, a tie decides nothing.
    const tie = [page(1, ['Rheinisches Kalihrierlabor GmbH']), page(2, ['Kalibrierlabor'])];
    expect(texts(withVotedSpellings(tie, new Set([1, 2])))[0]![0]).toBe(
      'Rheinisches Kalihrierlabor GmbH',
    );
    // Nor when other words print the reading's stem too: two names alike but for a letter.
    const both = [
      page(1, ['Kalihrierlabor', 'Kalihriert', 'Kalibrierlabor']),
      page(2, ['Kalibrierung', 'Kalibriert', 'Kalibrierschein']),
    ];
    expect(texts(withVotedSpellings(both, new Set([1, 2])))[0]![0]).toBe('Kalihrierlabor');
  });

  it('gives a reading doubted everywhere the spelling one look-alike letter off read surely', () => {
    // Session 57, block 48, seed 48171: the customer "Stadtwerke Lüneburg GmbH" read with
    // "Tüneburg" at 83, its address's "21339 Lüneburg" at 96: one each, no majority.
    const pages = [page(1, ['Stadtwerke Tüneburg GmbH', '21339 Lüneburg'])];
    const sureness = surenessOf([
      { text: 'Stadtwerke', confidence: 93 },
      { text: 'Tüneburg', confidence: 83 },
      { text: 'GmbH', confidence: 96 },
      { text: 'Lüneburg', confidence: 96 },
    ]);
    expect(texts(withVotedSpellings(pages, new Set([1]), null, sureness))[0]).toEqual([
      'Stadtwerke Lüneburg GmbH',
      '21339 Lüneburg',
    ]);
    // Both read surely: two names, nothing changes.
    const both = surenessOf([
      { text: 'Tüneburg', confidence: 90 },
      { text: 'Lüneburg', confidence: 96 },
    ]);
    expect(texts(withVotedSpellings(pages, new Set([1]), null, both))[0]![0]).toBe(
      'Stadtwerke Tüneburg GmbH',
    );
    // Neither read surely: nothing to go by.
    const neither = surenessOf([
      { text: 'Tüneburg', confidence: 70 },
      { text: 'Lüneburg', confidence: 90 },
    ]);
    expect(texts(withVotedSpellings(pages, new Set([1]), null, neither))[0]![0]).toBe(
      'Stadtwerke Tüneburg GmbH',
    );
  });
});
