/**
 * Word-level repairs of what the recogniser glued or misspelled in a way no language we read
 * writes:
 * - a lower-case connector run into the capitalised word after it ("duJura", "deLorraine",
 *   "vonRoll"), or "of" after it ("Certificateof"): a narrow word space the recogniser did not
 *   see. Names that are spelled so ("DeLonghi", "McKinsey") start with a capital, so they are
 *   left alone;
 * - the Turkish dotless ı ("Messtechnık"), which the recogniser's alphabet holds: on a scan it
 *   is an i whose dot the print or the noise lost;
 * - the "l" of an elided "l'" read as a one ("de 1'Ouest");
 * - the "l" of the legal form "S.r.l." read as another thin stroke, or as two ("S.r.1l.",
 *   "S.r.I.", "S.r.l]."), or another dotted form's "S" read as a five or a dollar sign, or a stop as a colon
 *   ("5.A.", "S:L."): no word is spelled so, and the company's name is found by its legal form.
 */
import { MONTHS } from '../dictionary/months.js';
import { foldText } from '../dictionary/normalize.js';

const SRL_STROKE = /^([Ss]\.[Rr]\.)(?:[1I|\]][lL]|[lL][1I|\]]|[1I|\]]|11)(\.?[,;]?)$/u;
const GLUED_CONNECTOR =
  /^(du|de|des|del|della|dei|di|da|do|dos|das|der|die|den|von|van|zu|zur|of|the|and|und|et)(\p{Lu}\p{Ll}{2,}.*)$/u;

/**
 * "Certificateof": the English "of" run onto a long capitalised word before it. Words that end
 * so end in "oof" ("Waterproof"), in "hof" (the German and Dutch yard or court: "Sonnenhof",
 * "Bischof") or are short ("Thereof").
 */
const GLUED_OF = /^(\p{Lu}\p{Ll}{5,}[^oh\W])(of)$/u;

/**
 * A zero opening a word of five or more small letters ("0szilloskop"): an "O" whose oval the
 * recogniser took for the digit. A number before a unit is shorter ("0mbar", "0bar").
 */
const ZERO_FOR_O = /^0(?=\p{Ll}{5,}[.,;:]?$)/u;

/**
 * The elided article "l'" with its l read as the digit one ("de 1'Ouest"): no number is written
 * before an apostrophe and a letter.
 */
const ONE_FOR_ELIDED_L = /^1(?=['’]\p{L}{2,})/u;

/**
 * Two capitalised words run together over a stop ("Jürgen.Hoffmann"): a speck the recogniser
 * read in the word space. An abbreviation's stop closes a shorter word ("Dipl.Ing", "St.Gallen").
 */
const SPECK_FOR_SPACE = /^(\p{Lu}\p{Ll}{3,})\.(\p{Lu}\p{Ll}{3,}[.,;:]?)$/u;

/**
 * The dotted legal forms "S.A.", "S.L.", "S.p.A.", "S.r.l.", "B.V." with the "S" read as a five
 * or a dollar sign ("5.A.", "$.A.") or a full stop read as a colon ("S:L."): no word is spelled
 * so, and no sum is written so.
 */
const FIVE_FOR_S_FORM = /^[5$](?=\.(?:A|L|p\.A|r\.l)\.?[,;]?$)/u;
const COLON_IN_FORM = /^([SBN]):([ALV]\.?[,;]?)$/u;

/**
 * A month's name run into the "de" after it ("2 a 3 de abrilde" / "2025", "marçode"): the
 * Romance dates' connector, whose space a scan lost. Only whole month names, not abbreviations
 * that are words.
 */
const GLUED_MONTH_CONNECTOR = /^(\p{L}{4,})(de|del|di|do)([.,]?)$/u;

function gluedMonth(text: string): RegExpExecArray | null {
  const match = GLUED_MONTH_CONNECTOR.exec(text);
  if (!match) return null;
  const month = foldText(match[1]!);
  return MONTHS[month] !== undefined ? match : null;
}

export function repairWordText(text: string): string {
  const dotted = text
    .replace(/ı/g, 'i')
    .replace(SRL_STROKE, '$1l$2')
    .replace(FIVE_FOR_S_FORM, 'S')
    .replace(ZERO_FOR_O, 'O')
    .replace(ONE_FOR_ELIDED_L, 'l')
    .replace(COLON_IN_FORM, '$1.$2');
  const glued =
    GLUED_CONNECTOR.exec(dotted) ??
    GLUED_OF.exec(dotted) ??
    SPECK_FOR_SPACE.exec(dotted) ??
    gluedMonth(dotted);
  return glued ? `${glued[1]} ${glued[2]}${glued[3] ?? ''}` : dotted;
}
