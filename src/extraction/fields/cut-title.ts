/**
 * The beginning of a certificate's title, cut by a scan ("CERTIFICADO DE", "CERTIFICADO DE
 * CA"): long enough not to be the start of a name, it is the title (fields/title.ts) and never
 * the lab's name in the letterhead (fields/organisations.ts).
 */
import { CERTIFICATE_TITLES } from '../dictionary/document-kinds.js';
import { normalizeText } from '../dictionary/normalize.js';

const TITLES = [...new Set(CERTIFICATE_TITLES.map(normalizeText))];
/** A title cut this short or shorter says too little to be told from a name. */
const MIN_CUT_TITLE = 10;

export function isCutTitle(text: string): boolean {
  const folded = normalizeText(text);
  return folded.length >= MIN_CUT_TITLE && TITLES.some((title) => title.startsWith(folded));
}
