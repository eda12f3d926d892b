/**
 * Conformity statements and what they mean for `result`. Phrases are matched after
 * normalizeText(); failures and "cannot be declared" are looked for first so that
 * "non conforme" or "not within tolerance" never count as a pass.
 */
import type { CalibrationResult } from '../../shared/extraction.js';
import { LOOKALIKE_STEP, nearestInVocabulary } from './lookalikes.js';

export interface Statement {
  result: CalibrationResult;
  pattern: RegExp;
}

export const STATEMENTS: readonly Statement[] = [
  {
    result: 'Indeterminate',
    pattern:
      /neither (?:a |the )?(?:compliance|conformity) nor (?:a |the )?non-? ?(?:compliance|conformity)|(?:not possible|impossible|unable) to (?:declare|state|determine|establish|make a statement of) (?:the )?(?:compliance|conformity)|\bweder (?:eine |die )?konformitat noch (?:eine |die )?nicht-?konformitat|keine aussage (?:zur|uber die) konformitat|konformitat (?:ist )?nicht (?:feststellbar|beurteilbar|bewertbar)|(?:il )?n'est pas possible de (?:declarer|statuer|se prononcer)|impossible de (?:declarer|statuer|se prononcer)|\bnon statuable\b|no es posible (?:declarar|establecer|determinar) (?:la )?conformidad|non e possibile (?:dichiarare|stabilire|determinare) (?:la )?conformita|nao e possivel (?:declarar|afirmar|determinar|estabelecer) (?:a )?conformidade|conformidade nem (?:a )?nao conformidade|neither conformity nor non-conformity|(?:compliance|conformity) (?:can ?not|could not) be (?:determined|declared|stated|established)|not (?:be )?declarable|\bindeterminate\b|weder konformitat noch nichtkonformitat|keine konformitatsaussage|konformitat (?:kann nicht|nicht) (?:festgestellt|bestatigt|erklart)|nicht (?:feststellbar|erklarbar)|ni conformite ni non-conformite|conformite (?:ne peut (?:pas )?etre|non) (?:declaree|etablie|declarable)|non declarable|ni conformidad ni no conformidad|conformidad no (?:puede ser )?(?:declarada|declarable|establecida)|no declarable|ne conformita ne non conformita|conformita non (?:puo essere )?dichiarabil|non dichiarabil|nem conformidade nem nao conformidade|conformidade nao (?:pode ser )?declara(?:da|vel)|nao declaravel/,
  },
  {
    result: 'Limited',
    pattern:
      /\blimited (?:calibration|use|range)\b|\bcalibrated with limitations\b|\brestricted use\b|\bwith limitations\b|eingeschrankte? (?:kalibrierung|verwendung|nutzung|verwendbar)|mit einschrankung|eingeschrankt verwendbar|etalonnage limite|utilisation limitee|avec (?:des )?restrictions?|with (?:a )?restrictions?|mit einschrankung(?:en)?|con restricci(?:on|ones)|con restrizion[ei]|com restric(?:ao|oes)|calibracion limitada|uso limitado|con limitaciones|taratura limitata|uso limitato|con limitazion|calibracao limitada|com limitac/,
  },
  {
    result: 'Fail',
    pattern:
      /out[ -]of[ -]tolerance|outside (?:of )?(?:the )?(?:[\w']+ ){0,3}?(?:tolerances?|specifications?|limits)|not (?:with)?in (?:the )?(?:[\w']+ ){0,3}?(?:tolerances?|specifications?|limits|errors)|does not (?:meet|conform|comply)|did not (?:meet|conform|comply|pass)|\bnon[- ]?conform|\bnot compliant|\bnon[- ]?compliant|failed (?:to meet|calibration)|nicht bestanden|ausserhalb der (?:toleranz|spezifikation|fehlergrenze)|(?:erfullt|einhalt) (?:die|der) \w+ nicht|nicht (?:konform|innerhalb der)|hors tolerance|n.est pas conforme|\bno (?:es |esta )?conforme|fuera de (?:la )?(?:tolerancia|especificacion)|\bno cumple|fuori tolleranza|non (?:e )?conforme|\bnon idoneo|fora d[ae] (?:tolerancia|especificacao)|nao (?:e |esta )?conforme|\breprovad|entsprich\w* nicht|(?:ne|n') ?satisfait pas|non soddisfa|nao atende|does not satisfy/,
  },
  {
    result: 'Pass',
    pattern:
      /\bin[ -]tolerance\b|within (?:the )?(?:stated |specified |manufacturer'?s? |published |maximum |permissible |permitted )*(?:error |measurement )?(?:tolerances?|specifications?|limits|accuracy|errors)|meets? (?:the |all )?(?:stated |manufacturer'?s? |published )?specifications?|conforms? to (?:the )?(?:manufacturer|specification|stated)|\bpassed (?:calibration|all)|\bcalibration passed\b|entsprich\w* (?:nun |jetzt )?(?:der|den|dem) (?:\w+ )?(?:spezifikation|herstellerangaben|anforderungen|toleranz)\w*|satisfait (?:aux|a la|au) (?:exigences|specifications|tolerances)|soddisfa (?:i requisiti|le specifiche|la tolleranza)|atende (?:as|aos|a) (?:especificacoes|requisitos|tolerancia)|satisf(?:ies|y) the (?:requirements|specifications?)|\bbestanden\b|innerhalb der (?:\w+ )?(?:toleranz|spezifikation|fehlergrenze)|spezifikation(?:en)? (?:eingehalten|erfullt)|\bist konform\b|\best (?:maintenant |desormais )?conforme\b|\bconforme (?:con|a|au|aux|al|alla|alle|com|as|ao|avec)\b|dans les tolerances|\bcumple con\b|\bes conforme\b|dentro de (?:la |las |los )?(?:tolerancias?|especificacion(?:es)?)|entro (?:i limiti di )?tolleranza|\be conforme\b|\bconforme alle?\b|dentro da (?:tolerancia|especificacao)|\besta conforme\b|\baprovad[oa]\b(?! p(?:or|el[oa])\b)/,
  },
];

/** One-word verdicts, as printed in a result cell ("PASS", "i.O.", "Conforme"). */
const VERDICTS: Readonly<Record<string, CalibrationResult>> = {
  pass: 'Pass',
  passed: 'Pass',
  ok: 'Pass',
  'in tol': 'Pass',
  'in tolerance': 'Pass',
  'within specification': 'Pass',
  'within specifications': 'Pass',
  'within tolerances': 'Pass',
  positivo: 'Pass',
  positive: 'Pass',
  negativo: 'Fail',
  'n i o': 'Fail',
  nio: 'Fail',
  'nicht in ordnung': 'Fail',
  nc: 'Fail',
  c: 'Pass',
  'out of specification': 'Fail',
  'within tolerance': 'Pass',
  conforms: 'Pass',
  conform: 'Pass',
  compliant: 'Pass',
  acceptable: 'Pass',
  accepted: 'Pass',
  // Tick-box options: "☐ ACCEPT ☒ REJECT".
  accept: 'Pass',
  satisfactory: 'Pass',
  bestanden: 'Pass',
  'i o': 'Pass',
  io: 'Pass',
  'in ordnung': 'Pass',
  konform: 'Pass',
  conforme: 'Pass',
  apto: 'Pass',
  idoneo: 'Pass',
  aprovado: 'Pass',
  aprobado: 'Pass',
  // Spanish verdict words: "Pasa" / "No pasa".
  pasa: 'Pass',
  'no pasa': 'Fail',
  // "Cumple" / "No cumple" (complies), Spanish; "Complies" in English forms.
  cumple: 'Pass',
  'no cumple': 'Fail',
  complies: 'Pass',
  'does not comply': 'Fail',
  fail: 'Fail',
  failed: 'Fail',
  oot: 'Fail',
  'out of tol': 'Fail',
  'out of tolerance': 'Fail',
  rejected: 'Fail',
  reject: 'Fail',
  'not ok': 'Fail',
  nok: 'Fail',
  'n ok': 'Fail',
  // "OK / KO" verdict columns (Italian and French usage).
  ko: 'Fail',
  'nicht bestanden': 'Fail',
  'nicht konform': 'Fail',
  'non conforme': 'Fail',
  'no conforme': 'Fail',
  'no apto': 'Fail',
  'non idoneo': 'Fail',
  reprovado: 'Fail',
  'nao conforme': 'Fail',
  limited: 'Limited',
  eingeschrankt: 'Limited',
  limite: 'Limited',
  limitada: 'Limited',
  limitata: 'Limited',
  indeterminate: 'Indeterminate',
  indeterminado: 'Indeterminate',
  indetermine: 'Indeterminate',
  indeterminato: 'Indeterminate',
  unbestimmt: 'Indeterminate',
};

/** Words that move a sentence on to the state the instrument was returned in. */
const FINAL_STATE =
  /\b(?:adjust\w*|repair\w*|returned|as left|after|justier\w*|justage|nach|ajust\w*|apres|repar\w*|tras|despues|regola\w*|dopo|apos|depois)\b/;

/** Where a verdict phrase matches, as [start, end) spans. */
function spans(pattern: RegExp, text: string): [number, number][] {
  let global = GLOBAL_PATTERNS.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, 'g');
    GLOBAL_PATTERNS.set(pattern, global);
  }
  return [...text.matchAll(global)].map((match) => [match.index, match.index + match[0].length]);
}

/** Each statement pattern's global twin, built once (the patterns are long alternations). */
const GLOBAL_PATTERNS = new Map<RegExp, RegExp>();

/**
 * Pass or Fail when both are said: "found out of tolerance, adjusted, and returned within
 * tolerance" ends in the state the instrument left in. A pass phrase inside a fail phrase
 * ("not within tolerance") is part of it, not a verdict of its own.
 */
function passOrFail(text: string): CalibrationResult | null {
  const fail = spans(STATEMENTS.find((s) => s.result === 'Fail')!.pattern, text);
  const pass = spans(STATEMENTS.find((s) => s.result === 'Pass')!.pattern, text).filter(
    ([start, end]) => !fail.some(([from, to]) => start >= from && end <= to),
  );
  if (fail.length === 0) return pass.length > 0 ? 'Pass' : null;
  const lastFail = Math.max(...fail.map(([start]) => start));
  const laterPass = pass.filter(([start]) => start > lastFail);
  const turn = FINAL_STATE.test(text.slice(fail[0]![1], laterPass[0]?.[0] ?? 0));
  return laterPass.length > 0 && turn ? 'Pass' : 'Fail';
}

/**
 * The statement a sentence makes, if any (text already normalised). A sentence that makes none
 * as read may make one with a long word a scan misread by one look-alike letter ("innerhalh der
 * zulässigen Fehlergrenzen").
 */
export function statementResult(text: string): CalibrationResult | null {
  const read = statementAsRead(text);
  if (read !== null) return read;
  const repaired = withStatementWords(text);
  return repaired === text ? null : statementAsRead(repaired);
}

function statementAsRead(text: string): CalibrationResult | null {
  for (const statement of STATEMENTS) {
    if (statement.result === 'Fail' || statement.result === 'Pass') return passOrFail(text);
    if (statement.pattern.test(text)) return statement.result;
  }
  return null;
}

/** A result cell's verdict: a one-word verdict or a statement (text already normalised). */
export function verdictResult(text: string): CalibrationResult | null {
  return verdictWord(text) ?? statementResult(text);
}

/**
 * "i. 0.", "n. i. 0.": the O of "i. O." (in Ordnung) a scan read as a zero, its full stop
 * maybe as a comma ("i. 0,").
 */
const ZERO_FOR_O_VERDICT = /^((?:n\.?\s*)?i\.?\s*)0([.,]?)$/;

/** A verdict word or short phrase alone ("Aprovado", "no pasa"), without reading sentences. */
export function verdictWord(text: string): CalibrationResult | null {
  const word = text
    .trim()
    .replace(ZERO_FOR_O_VERDICT, '$1o$2')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return VERDICTS[word] ?? VERDICTS[nearestVerdictWord(word) ?? ''] ?? null;
}

/** From this many letters, a word one look-alike letter off a statement's word is that word. */
const MISREAD_STATEMENT_LETTERS = 7;
const LONG_WORD = new RegExp(`[a-z]{${MISREAD_STATEMENT_LETTERS},}`, 'g');
/** The statements' long words by length ("innerhalb", "tolerances", "conforme"). */
let statementWords: Map<number, string[]> | null = null;
/** Readings already put right (or left), bounded: the same words recur line after line. */
const repairedWords = new Map<string, string>();
const MAX_REMEMBERED_WORDS = 5000;

function wordsOfStatements(): Map<number, string[]> {
  if (statementWords) return statementWords;
  const words = new Set(
    STATEMENTS.flatMap(
      ({ pattern }) => pattern.source.replace(/\\[a-zA-Z]/g, ' ').match(LONG_WORD) ?? [],
    ),
  );
  statementWords = new Map();
  for (const word of words) {
    statementWords.set(word.length, [...(statementWords.get(word.length) ?? []), word]);
  }
  return statementWords;
}

/**
 * The statement word one look-alike letter from a reading, or the reading. A look-alike letter
 * costs half a letter, a letter read as two ("rn" for "m") too: only words of the reading's
 * length or one letter longer or shorter can be that near.
 */
function statementWord(reading: string): string {
  const remembered = repairedWords.get(reading);
  if (remembered !== undefined) return remembered;
  const byLength = wordsOfStatements();
  const near = [reading.length - 1, reading.length, reading.length + 1].flatMap(
    (length) => byLength.get(length) ?? [],
  );
  const word = near.includes(reading)
    ? reading
    : (nearestInVocabulary(reading, near, LOOKALIKE_STEP) ?? reading);
  if (repairedWords.size >= MAX_REMEMBERED_WORDS) repairedWords.clear();
  repairedWords.set(reading, word);
  return word;
}

/** The text with each long word one look-alike letter from one statement word put right. */
function withStatementWords(text: string): string {
  return text.replace(LONG_WORD, statementWord);
}

/** From this many letters, a verdict word one look-alike letter off is that word. */
const MISREAD_VERDICT_LETTERS = 7;
let longVerdictWords: string[] | null = null;

/**
 * "hestanden": a long verdict word a scan read with one look-alike letter ("b" as "h"). Only one
 * word alone, and only where no other verdict word is as near.
 */
function nearestVerdictWord(word: string): string | null {
  if (word.length < MISREAD_VERDICT_LETTERS || word.includes(' ')) return null;
  longVerdictWords ??= Object.keys(VERDICTS).filter(
    (key) => key.length >= MISREAD_VERDICT_LETTERS && !key.includes(' '),
  );
  return nearestInVocabulary(word, longVerdictWords, LOOKALIKE_STEP);
}
