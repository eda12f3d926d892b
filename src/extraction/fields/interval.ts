/**
 * Calibration intervals: "12 months", "1 Jahr", "24 Monate", "annual", "365 days", "2 ans",
 * "12 meses", "12 mesi", in a labelled cell or in a sentence ("recommended recalibration
 * interval: 24 months", "should be recalibrated every 12 months"). Result in whole months.
 */
import { normalizeText } from '../dictionary/normalize.js';

const UNIT_MONTHS: readonly [RegExp, number][] = [
  [/^(?:months?|mos?\.?|monate?n?|mois|meses|mes|mesi|mese)$/, 1],
  // "afo", "aflo": a scan's "año", its "ñ" read as "f" or "fl".
  [/^(?:years?|yrs?\.?|jahre?n?|ans?|annees?|anos?|afl?os?|anni|anno)$/, 12],
  [/^(?:weeks?|wochen?|semaines?|semanas?|settimane?)$/, 0.25],
  [/^(?:days?|tagen?|tage|jours?|dias|giorni|giorno)$/, 1 / 30.4],
];

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  six: 6,
  twelve: 12,
  eighteen: 18,
  'twenty-four': 24,
  ein: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  sechs: 6,
  zwolf: 12,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  douze: 12,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  seis: 6,
  doce: 12,
  due: 2,
  sei: 6,
  dodici: 12,
  um: 1,
  dois: 2,
  doze: 12,
};

const ANNUAL =
  /\b(?:annual(?:ly)?|yearly|every year|jahrlich|annuel(?:le)?|anual(?:mente)?|annuale|annualmente)\b/;

const UNIT =
  '(months?|mos?\\.?|monate?n?|mois|meses|mes|mesi|mese|years?|yrs?\\.?|jahre?n?|ans?|annees?|anos?|afl?os?|anni|anno|weeks?|wochen?|semaines?|semanas?|settimane?|days?|tagen?|tage|jours?|dias|giorni|giorno)';
/** "12 months", "12months", "one year": a number, or a number word, then its unit. */
const AMOUNT = new RegExp(`\\b(?:(\\d{1,3}(?:[.,]\\d)?)\\s*|([a-z-]+)\\s+)${UNIT}\\b`, 'g');

/** A whole value whose "1" a scan read as a letter, glued to its unit ("laño", "I Jahr"). */
const ONE_AS_LETTER = new RegExp(`^[li|]\\s*${UNIT}$`);

/** Months in a value such as "12 months" or "1 Jahr"; null when there is none. */
export function parseInterval(raw: string): number | null {
  const text = normalizeText(raw);
  const one = ONE_AS_LETTER.exec(text.trim());
  if (one) {
    const unit = UNIT_MONTHS.find(([pattern]) => pattern.test(one[1]!));
    if (unit && unit[1] >= 1) return unit[1];
  }
  for (const match of text.matchAll(AMOUNT)) {
    const amount = match[1]
      ? Number(match[1].replace(',', '.'))
      : (WORD_NUMBERS[match[2]!] ?? null);
    const unit = UNIT_MONTHS.find(([pattern]) => pattern.test(match[3]!));
    if (amount === null || !unit) continue;
    const months = Math.round(amount * unit[1]);
    if (months >= 1 && months <= 120) return months;
  }
  if (ANNUAL.test(text)) return 12;
  const bare = /^(\d{1,2})$/.exec(text);
  if (bare) {
    const months = Number(bare[1]);
    return months >= 1 && months <= 60 ? months : null;
  }
  return null;
}

const WHOLE_AMOUNT = new RegExp(
  `^(?:\\d{1,3}(?:[.,]\\d)?\\s*|(?:${Object.keys(WORD_NUMBERS).join('|')})\\s+)${UNIT}$`,
);

/** The whole value is an interval ("12 mesi", "1 Jahr", "annual"): never an identifier. */
export function isOnlyInterval(raw: string): boolean {
  const text = normalizeText(raw).replace(/[\s.]+$/, '');
  if (ANNUAL.test(text) && text.replace(ANNUAL, '').trim() === '') return true;
  return WHOLE_AMOUNT.test(text);
}

/**
 * Words that introduce an interval: the interval itself, recalibration, the next calibration,
 * a validity ("valid for 1 year", "Durée de validité : 1 an") or a cycle ("every 6 months").
 */
const INTERVAL_CONTEXT =
  /(?:interval\w*|intervall\w*|periodicit\w*|periodicid\w*|frequenc\w*|frecuencia|frequenza|calibration cycle|cal cycle|calibration period|recall period|kalibrierzyklus|recalibrat\w*|re-calibrat\w*|rekalibrier\w*|reetalonn\w*|re-etalonn\w*|ritaratur\w*|ritarar\w*|recalibra\w*|wiederhol\w*|nouvel etalonnage|prochain etalonnage|nuova taratura|prossima taratura|nueva calibracion|proxima calibracion|nova calibracao|proxima calibracao|next calibration|nachste kalibrierung|due date|valid|validity|validit\w*|validez|validade|gultig\w*|calibrated every|every|alle|tous les|cada|ogni)\b/;

/** An interval stated in a sentence ("Recommended recalibration interval: 24 months"). */
export function intervalInSentence(raw: string): number | null {
  const text = normalizeText(raw);
  const context = INTERVAL_CONTEXT.exec(text);
  if (!context) return null;
  return parseInterval(text.slice(context.index));
}
