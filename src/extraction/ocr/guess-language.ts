/**
 * The language of a scanned page from a first English reading of its top part, to choose the
 * OCR model for the rest. A page's top holds the title and the first labels, which is little
 * running text: the general detector (fields/language.ts, function words) often abstains
 * there, so the words certificates label things with count too. The English model drops
 * accents, so words are compared without them.
 */
import { detectLanguage } from '../fields/language.js';

const VOCABULARY: Readonly<Record<string, readonly string[]>> = {
  en: [
    'calibration',
    'certificate',
    'serial',
    'instrument',
    'manufacturer',
    'customer',
    'due',
    'issued',
    'humidity',
    'procedure',
    'performed',
    'description',
  ],
  de: [
    'kalibrierschein',
    'kalibrierung',
    'kalibriert',
    'kalibrierzeichen',
    'hersteller',
    'seriennummer',
    'auftraggeber',
    'gegenstand',
    'pruefling',
    'prufling',
    'luftfeuchte',
    'luftfeuchtigkeit',
    'messbedingungen',
    'bearbeiter',
  ],
  fr: [
    'etalonnage',
    'certificat',
    'constructeur',
    'fabricant',
    'numero',
    'serie',
    'designation',
    'humidite',
    'temperature',
    'demandeur',
    'etalonne',
    'date',
  ],
  es: [
    'calibracion',
    'certificado',
    'fabricante',
    'fecha',
    'numero',
    'humedad',
    'solicitante',
    'equipo',
    'realizado',
    'proxima',
  ],
  it: [
    'taratura',
    'certificato',
    'costruttore',
    'produttore',
    'matricola',
    'committente',
    'umidita',
    'eseguito',
    'strumento',
    'oggetto',
    'della',
    'di',
  ],
  pt: [
    'calibracao',
    'certificado',
    'fabricante',
    'numero',
    'serie',
    'umidade',
    'humidade',
    'contratante',
    'executado',
    'proxima',
    'relatorio',
    'equipamento',
  ],
};

/** At least this many vocabulary hits, and more than any other language. */
const MIN_HITS = 2;

function folded(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z]+/)
    .filter((word) => word !== '');
}

/** ISO 639-1 code, or null when the text does not say. */
export function guessLanguage(text: string): string | null {
  const general = detectLanguage(text);
  if (general) return general;
  const words = folded(text);
  let best: string | null = null;
  let bestHits = 0;
  let tie = false;
  for (const [language, vocabulary] of Object.entries(VOCABULARY)) {
    const known = new Set(vocabulary);
    const hits = words.filter((word) => known.has(word)).length;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
      tie = false;
    } else if (hits === bestHits) {
      tie = true;
    }
  }
  return bestHits >= MIN_HITS && !tie ? best : null;
}
