/**
 * One normal form for labels and phrases so that "N° de série", "No. de serie", "Serial #",
 * "S/N" and "Serial Number" compare as the words they are: accents dropped, lower case,
 * punctuation turned into spaces, and every way of writing "number" turned into "no".
 */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([
  'no',
  'nr',
  'num',
  'number',
  'numero',
  'nummer',
  'n',
  'nro',
  'nbr',
]);

// Printable ASCII plus tab and newlines: text that has no accents to fold.
const ASCII = /^[\t\n\r\x20-\x7e]*$/;
const foldedChars = new Map<string, string>();

/** The character without accents and in lower case, when that keeps it one character. */
function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    const candidate = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    folded = candidate.length === char.length ? candidate : char;
    if (char === '’' || char === '‘' || char === '´') folded = "'";
    foldedChars.set(char, folded);
  }
  return folded;
}

/** Text as a literal inside a regular expression ("S.A." matches only "S.A."). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a character carries a diacritic ("é", "Ô", "ñ", "ç"): it decomposes into a base and
 * marks. The one test the scan readers share for a letter's accent.
 */
export function isAccented(char: string): boolean {
  return char.normalize('NFD').length > 1;
}

export function stripAccents(text: string): string {
  return ASCII.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
}

const memos: Array<Map<string, unknown>> = [];

/**
 * A pure string function remembered for short inputs: the readers normalise and look up the same
 * cell texts many times per document. Bounded so hostile text cannot grow it without limit
 * (cleared when full), and emptied for each document by `forgetRememberedText`.
 */
export function memoiseText<T>(compute: (text: string) => T): (text: string) => T {
  const MAX_KEY_LENGTH = 200;
  const MAX_ENTRIES = 20_000;
  const remembered = new Map<string, T>();
  memos.push(remembered);
  return (text) => {
    if (text.length > MAX_KEY_LENGTH) return compute(text);
    let value = remembered.get(text);
    if (value === undefined && !remembered.has(text)) {
      value = compute(text);
      if (remembered.size >= MAX_ENTRIES) remembered.clear();
      remembered.set(text, value);
    }
    return value as T;
  };
}

/**
 * Empties every memo: called once per document (by the layout), so one document's text is not
 * kept for the next, and a benchmark repeating one file measures what a new file costs.
 */
export function forgetRememberedText(): void {
  for (const memo of memos) memo.clear();
}

export const normalizeLabel = memoiseText(normalizeLabelOnce);

function normalizeLabelOnce(text: string): string {
  const words = stripAccents(text)
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\bn\s*\.?\s*[°º]/g, ' no ')
    .replace(/#/g, ' no ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  return words
    .filter((word) => word !== '')
    .map((word) => (NUMBER_WORDS.has(word) ? 'no' : word))
    .join(' ');
}

/** Lower case, accents dropped, whitespace collapsed: for phrase search inside sentences. */
export const normalizeText = memoiseText(normalizeTextOnce);

function normalizeTextOnce(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Lower case without accents, one character for one, so a match's indices are valid in the
 * original text (for cutting out the value as printed).
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase().replace(/`/g, "'");
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    out += char < '\x80' ? char.toLowerCase() : foldChar(char);
  }
  return out.replace(/`/g, "'");
}
