/**
 * The word lists read out of tesseract's own language models (their LSTM dictionaries).
 */
import { describe, expect, it } from 'vitest';
import { readLanguageData } from '../../../../src/runtime/ocr/tesseract-assets.js';
import {
  tesseractWordLists,
  wordsOfTraineddata,
} from '../../../../src/runtime/ocr/tesseract-word-lists.js';

describe('tesseract word lists', () => {
  it('reads whole word forms, accents and all, from a model file', () => {
    const words = new Set(wordsOfTraineddata(readLanguageData('spa')));
    expect(words.size).toBeGreaterThan(100_000);
    for (const word of ['Laboratorio', 'plásticas', 'Fernández', 'Termómetro']) {
      expect(words.has(word)).toBe(true);
    }
    // A scan's misreadings are no words of it.
    for (const word of ['Taboratorio', 'Femández', 'plaslicas']) {
      expect(words.has(word)).toBe(false);
    }
  });

  it('answers each language by its ISO code in lower case, and nothing for others', () => {
    const lists = tesseractWordLists();
    expect(lists('de')?.has('fahrzeugtechnik')).toBe(true);
    expect(lists('it')?.has('laboratorio')).toBe(true);
    expect(lists('pt')?.has('elétricos')).toBe(true);
    expect(lists('de')?.has('Fahrzeugtechnik')).toBe(false);
    expect(lists('nl')).toBeNull();
  });

  it('gives nothing for a file without a dictionary rather than failing', () => {
    const empty = new Uint8Array(4 + 8 * 24);
    const view = new DataView(empty.buffer);
    view.setInt32(0, 24, true);
    for (let entry = 0; entry < 24; entry++) view.setBigInt64(4 + 8 * entry, -1n, true);
    expect(wordsOfTraineddata(empty)).toEqual([]);
  });
});
