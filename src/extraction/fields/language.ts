/**
 * The dominant language of the text (ISO 639-1) by counting frequent function words and
 * calibration vocabulary of each of the six languages. Bilingual certificates report the
 * language with most evidence.
 */
import { normalizeText } from '../dictionary/normalize.js';

const WORDS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'the',
    'of',
    'and',
    'is',
    'was',
    'with',
    'for',
    'calibration',
    'date',
    'certificate',
    'serial',
    'this',
    'by',
    'were',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'des',
    'mit',
    'von',
    'wurde',
    'ist',
    'nicht',
    'kalibrierung',
    'kalibrierschein',
    'datum',
    'den',
    'im',
  ],
  fr: [
    'le',
    'les',
    'du',
    'et',
    'est',
    'pour',
    'avec',
    'une',
    'etalonnage',
    'certificat',
    'au',
    'aux',
    'sur',
  ],
  es: [
    'el',
    'los',
    'las',
    'del',
    'y',
    'con',
    'para',
    'por',
    'una',
    'calibracion',
    'certificado',
    'fecha',
    'se',
  ],
  it: [
    'il',
    'gli',
    'della',
    'dello',
    'di',
    'e',
    'con',
    'per',
    'sono',
    'taratura',
    'certificato',
    'data',
    'dei',
  ],
  pt: [
    'o',
    'os',
    'da',
    'do',
    'das',
    'dos',
    'com',
    'para',
    'uma',
    'calibracao',
    'certificado',
    'em',
    'nao',
  ],
};

const MIN_EVIDENCE = 3;

export function detectLanguage(text: string): string | null {
  const counts = new Map<string, number>();
  const sets = Object.entries(WORDS).map(
    ([language, words]) => [language, new Set(words)] as const,
  );
  // A word run into digits is part of a code: "E2" (a mass class) is no Italian "e".
  for (const word of normalizeText(text).split(/[^a-z0-9]+/)) {
    if (word === '' || /\d/.test(word)) continue;
    for (const [language, words] of sets) {
      if (words.has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  let bestCount = MIN_EVIDENCE - 1;
  for (const [language, count] of counts) {
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}
