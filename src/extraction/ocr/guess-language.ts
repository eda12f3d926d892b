/**
 * The language of a scanned page from a first English reading of its top part, to choose the
 * OCR model for the rest. A page's top holds the title and the first labels, which is little
 * running text: the general detector (fields/language.ts, function words) often abstains
 * there, so the words certificates label things with count too. The English model drops
 * accents, so words are compared without them.
 */
import { lookalikeDistance } from '../dictionary/lookalikes.js';
import { detectLanguage } from '../fields/language.js';

/**
 * Month names that only one of the languages we read writes this way (folded): Spanish and
 * Portuguese share most captions ("certificado", "fabricante", "modelo", "calibrado"), so a
 * bilingual Spanish page tied with Portuguese and was read with the English model, losing its
 * accents — a date line tells them apart. "abril", "agosto", "marzo" (es/it), "novembre" (fr/it)
 * and "mai" (de/fr) name two languages and are left out.
 */
const MONTHS = {
  de: ['januar', 'februar', 'maerz', 'juni', 'juli', 'oktober', 'dezember'],
  fr: ['janvier', 'fevrier', 'avril', 'juin', 'juillet', 'aout', 'octobre', 'decembre'],
  es: [
    'enero',
    'febrero',
    'mayo',
    'junio',
    'julio',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  it: [
    'gennaio',
    'febbraio',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'settembre',
    'ottobre',
    'dicembre',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'maio',
    'junho',
    'julho',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
} as const;

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
    'bezeichnung',
    'typ',
    'auftrag*',
    'kalibrier*',
    'rekalibrier*',
    'zertifikat*',
    'pruef*',
    'inventar*',
    'messunsicher*',
    'umgebung*',
    'sollwert*',
    'abweichung*',
    'bewertung',
    '*nummer',
    '*datum',
    '*feuchte',
    ...MONTHS.de,
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
    'etalonnage*',
    'echeance',
    'modele',
    'client',
    'mode',
    'operatoire',
    'incertitude*',
    'reference*',
    'prochain*',
    // An instrument's captions on a bilingual page ("Appareil | Marque | Type", "Repère").
    'appareil',
    'marque',
    'repere',
    // A bilingual page's other captions ("Lieu d'étalonnage", "Émis le", "Méthode", "Facturer à").
    'lieu',
    'emis',
    'methode',
    'facturer',
    ...MONTHS.fr,
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
    'calibrado',
    'modelo',
    'marca',
    'serie',
    'incertidumbre',
    'cliente',
    'emision',
    'descripcion',
    'patrones',
    'recibido',
    'expedicion',
    'vencimiento',
    // Section headings Portuguese spells otherwise ("Datos del cliente", "Identificación del
    // instrumento"; "Dados do cliente", "Identificação").
    'datos',
    'identificacion',
    ...MONTHS.es,
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
    'modello',
    'data',
    'emissione',
    'scadenza',
    'incertezza',
    'cliente',
    'tarat*',
    ...MONTHS.it,
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
    'modelo',
    'marca',
    'calibrado',
    'incerteza',
    'cliente',
    'emissao',
    'descricao',
    'padroes',
    'recebido',
    'validade',
    'dados',
    // "-ção", "-ções", folded, and "ç" read as "g" ("calibragao"): no other language we read
    // ends a word so, and Spanish shares most of the captions.
    '*cao',
    '*coes',
    '*gao',
    ...MONTHS.pt,
  ],
};

/** At least this many vocabulary hits, and more than any other language. */
const MIN_HITS = 2;
/**
 * A bilingual certificate (German labels with their English translation under each) reads
 * as English to the general detector; this many hits of one other language's own words make
 * it that language, since its model is read together with English anyway.
 */
const MIN_BILINGUAL_HITS = 3;
/** Vocabulary words that are English words too: no evidence against English. */
const ENGLISH_WORDS = new Set([
  ...VOCABULARY.en!,
  'date',
  'temperature',
  'designation',
  'client',
  'mode',
  'reference',
  'references',
  'data',
]);

function folded(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !/\d/.test(word));
}

/**
 * Whether a word is one of a language's vocabulary entries: "kalibrier*" is a stem any word may
 * start with and "*nummer" an ending, because German builds its labels as compounds
 * ("Kalibriergegenstand", "Inventarnummer") that no list of whole words covers.
 */
function inVocabulary(word: string, vocabulary: readonly string[]): boolean {
  // "détalonnage": an elision whose apostrophe the glimpse lost, its article run into the word.
  const elided = /^[dl][aeiou]/.test(word) ? word.slice(1) : null;
  if (elided && elided.length >= MIN_ELIDED && inVocabulary(elided, vocabulary)) return true;
  return vocabulary.some((entry) =>
    entry.endsWith('*')
      ? word.startsWith(entry.slice(0, -1))
      : entry.startsWith('*')
        ? word.endsWith(entry.slice(1)) && word.length > entry.length
        : word === entry || nearLongEntry(word, entry),
  );
}

/** A word after an elided article is this long at least ("détalonnage", not "dame"). */
const MIN_ELIDED = 6;

/**
 * From this length a vocabulary word counts read one letter off: the glimpse is read at half
 * resolution by the English model, which reads "ó" as "é" ("Descripcién", "calibraciéon").
 */
const NEAR_ENTRY_LENGTH = 9;
let wholeEntries: Set<string> | null = null;

/**
 * A word one letter from a long whole-word entry, and no entry of any language itself: an
 * English "certificate" is one letter from the Italian "certificato", and counts as English.
 */
function nearLongEntry(word: string, entry: string): boolean {
  if (entry.length < NEAR_ENTRY_LENGTH || Math.abs(word.length - entry.length) > 1) return false;
  wholeEntries ??= new Set(
    Object.values(VOCABULARY)
      .flat()
      .filter((other) => !other.includes('*')),
  );
  return !wholeEntries.has(word) && lookalikeDistance(word, entry, 1) <= 1;
}

/** The language with the most vocabulary hits (null on a tie), and its hits. */
function mostHits(
  words: readonly string[],
  languages: readonly string[],
  counts: (word: string) => boolean = () => true,
): { language: string | null; hits: number } {
  let best: string | null = null;
  let bestHits = 0;
  let tie = false;
  for (const language of languages) {
    const vocabulary = VOCABULARY[language]!;
    const hits = words.filter((word) => inVocabulary(word, vocabulary) && counts(word)).length;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
      tie = false;
    } else if (hits === bestHits) {
      tie = true;
    }
  }
  return { language: tie ? null : best, hits: bestHits };
}

/**
 * Certificate titles by language (folded, an elision's apostrophe a space). A bilingual page
 * prints its own language's title first ("Certificat d'étalonnage" over "CALIBRATION
 * CERTIFICATE"), a Canadian English one the English title first.
 */
const TITLES: Readonly<Record<string, readonly string[]>> = {
  en: ['calibration certificate', 'certificate of calibration', 'calibration report'],
  de: ['kalibrierschein', 'kalibrierzertifikat', 'kalibrierbericht'],
  fr: ['certificat d etalonnage', 'constat d etalonnage', 'rapport d etalonnage'],
  es: ['certificado de calibracion', 'informe de calibracion'],
  it: ['certificato di taratura', 'rapporto di taratura', 'certificato di calibrazione'],
  pt: ['certificado de calibracao', 'relatorio de calibracao'],
};

/** The language of the first certificate title in the words, when it is not English. */
function titleLanguage(words: readonly string[]): string | null {
  let first: { language: string; at: number } | null = null;
  for (const [language, titles] of Object.entries(TITLES)) {
    for (const title of titles) {
      const at = titleAt(words, title);
      if (at >= 0 && (first === null || at < first.at)) first = { language, at };
    }
  }
  return first && first.language !== 'en' ? first.language : null;
}

/**
 * Where a title starts among the words (its first word's index), or -1: as printed, or one
 * letter off as the glimpse may read it ("informe de calibracieon").
 */
function titleAt(words: readonly string[], title: string): number {
  const length = title.split(' ').length;
  for (let at = 0; at + length <= words.length; at++) {
    const window = words.slice(at, at + length).join(' ');
    if (window === title || lookalikeDistance(window, title, 1) <= 1) return at;
  }
  return -1;
}

/** The other languages' own words in the text: the most any one of them has (English's not). */
function otherLanguageHits(words: readonly string[]): { language: string | null; hits: number } {
  return mostHits(
    words,
    Object.keys(VOCABULARY).filter((language) => language !== 'en'),
    (word) => !ENGLISH_WORDS.has(word),
  );
}

/**
 * Whether text read as English holds words of another language's own vocabulary: a bilingual
 * page's glosses outnumber them below its letterhead, where its title in its own language
 * stands ("Certificate of Calibration" under "CERTIFICAT D'ETALONNAGE", seed 85151).
 */
export function hasOtherLanguageWords(text: string): boolean {
  return otherLanguageHits(folded(text)).hits > 0;
}

/** ISO 639-1 code, or null when the text does not say. */
export function guessLanguage(text: string): string | null {
  const words = folded(text);
  const general = detectLanguage(text);
  if (general && general !== 'en') return general;
  const other = otherLanguageHits(words);
  if (other.language && other.hits >= MIN_BILINGUAL_HITS) return other.language;
  const titled = titleLanguage(words);
  if (titled) return titled;
  if (general) return general;
  const best = mostHits(words, Object.keys(VOCABULARY));
  return best.hits >= MIN_HITS ? best.language : null;
}
