/**
 * Certificate titles as the field readers compare them, and the beginning of one cut by a scan
 * ("CERTIFICADO DE", "CERTIFICADO DE CA"): long enough not to be the start of a name, it is the
 * title (fields/title.ts) and never the lab's name in the letterhead (fields/organisations.ts).
 */
import { CERTIFICATE_TITLES } from '../dictionary/document-kinds.js';
import { normalizeText } from '../dictionary/normalize.js';

/** The certificate titles of the dictionary, in normalizeText's form. */
export const TITLES: readonly string[] = [...new Set(CERTIFICATE_TITLES.map(normalizeText))];
/** A title cut this short or shorter says too little to be told from a name. */
const MIN_CUT_TITLE = 10;

export function isCutTitle(text: string): boolean {
  const folded = normalizeText(text);
  return folded.length >= MIN_CUT_TITLE && TITLES.some((title) => title.startsWith(folded));
}
