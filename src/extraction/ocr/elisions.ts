/**
 * French and Italian elide "de" and "le"/"la" before a vowel: "d'Étalonnage", "l'Ouest",
 * "dell'Industria". A faint apostrophe is easily lost on a scan, and the recogniser then reads
 * a lone "d" or "l" before the word ("Laboratoire d Étalonnage"), which breaks the name. Neither
 * language writes "d" or "l" as a word of its own, so before a word opening with a vowel or an
 * "h" the apostrophe is put back and the two words joined. An elided "l" read as a capital I
 * ("de I'Ouest") is the "l".
 */
import type { OcrWord } from './ocr-engine.js';

const ELIDED = /^(?:d|l|dell|dall|nell|sull|all|quell)$/;
const OPENS_WITH_VOWEL = /^[aeiouyhàâäéèêëîïôöùûüAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜ]/u;

/** "I'Ouest", "I'instrument": the elided "l" read as a capital I, which neither language elides. */
const CAPITAL_I_ELISION = /^I(?=['’][aeiouyhàâäéèêëîïôöùûüAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜ])/u;

export function restoreElisions(words: readonly OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (let index = 0; index < words.length; index++) {
    const read = words[index]!;
    // At the start of a line it may open a sentence ("L'instrument").
    const word = CAPITAL_I_ELISION.test(read.text)
      ? { ...read, text: read.text.replace(CAPITAL_I_ELISION, index === 0 ? 'L' : 'l') }
      : read;
    const next = words[index + 1];
    if (!next || !ELIDED.test(word.text) || !OPENS_WITH_VOWEL.test(next.text)) {
      out.push(word);
      continue;
    }
    out.push({
      text: `${word.text}'${next.text}`,
      confidence: Math.min(word.confidence, next.confidence),
      box: {
        x0: word.box.x0,
        y0: Math.min(word.box.y0, next.box.y0),
        x1: next.box.x1,
        y1: Math.max(word.box.y1, next.box.y1),
      },
      // The apostrophe has no box of its own: the symbols keep the letters that were read.
      symbols: [...word.symbols, ...next.symbols],
    });
    index += 1;
  }
  return out;
}
