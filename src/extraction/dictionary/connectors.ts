/**
 * The small words that join the words of a name or of a caption, in the languages we read. One
 * list, so that the readers that ask "does this line stop on a connector?" agree on the words.
 */
import { escapeRegExp } from './normalize.js';

/** Prepositions: "Date of calibration", "N° de série", "Ateliers de Savoie", "Institut für …". */
export const PREPOSITIONS: readonly string[] = [
  'de',
  'des',
  'du',
  'der',
  'del',
  'della',
  'di',
  'da',
  'do',
  'dos',
  'of',
  'für',
  'fur',
];

/** Conjunctions inside a name: "Mesures y Control", "Haas & Co.", "Pesi e Misure". */
export const CONJUNCTIONS: readonly string[] = ['y', 'e', 'et', 'und', 'and', '&'];

/**
 * Words joining an instrument's name to what comes with it or what it is for: "Thermometer
 * with Probe", "Thermomètre avec sonde", "Pipette à piston", "Termómetro con sonda".
 */
export const NAME_LINKS: readonly string[] = [
  'with',
  'without',
  'for',
  'mit',
  'ohne',
  'zur',
  'zum',
  'avec',
  'sans',
  'pour',
  'à',
  'a',
  'con',
  'sin',
  'para',
  'com',
  'sem',
  'per',
];

/** Articles and the rest a letterhead's name holds between its capitalised words. */
export const NAME_FILLERS: readonly string[] = [
  'die',
  'das',
  'the',
  'la',
  'le',
  'en',
  'for',
  '-',
  '|',
];

/** The words as a regular-expression alternation ("de|des|…"), for patterns built on them. */
export function alternation(words: readonly string[]): string {
  return words.map(escapeRegExp).join('|');
}
