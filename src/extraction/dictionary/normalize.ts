/**
 * One normal form for labels and phrases so that "N° de série", "No. de serie", "Serial #",
 * "S/N" and "Serial Number" compare as the words they are: accents dropped, lower case,
 * punctuation turned into spaces, and every way of writing "number" turned into "no".
 */
const NUMBER_WORDS = new Set(['no', 'nr', 'num', 'number', 'numero', 'nummer', 'n', 'nro', 'nbr']);

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

export function stripAccents(text: string): string {
  return ASCII.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
}

export function normalizeLabel(text: string): string {
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
export function normalizeText(text: string): string {
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
