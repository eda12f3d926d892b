/**
 * OCR splits a number where the print has none: a wide glyph gap becomes a space ("022721 128762",
 * "01 7281 140049", model "CMP 1 1"). On a scanned page, identifiers made only of digit groups are
 * read as one number, as is a serial or ID that is a code with digits and then digits ("EQ-002
 * 65"), and single digits split apart are joined; a text layer keeps its spaces as printed. A
 * code's hyphen or slash with a space on one side only had none ("INV -2019-036", "MSR
 * /2025/0765"): codes do not space a separator on one side. A model's Roman numeral read with a
 * small "l" ("Cubis Il") is given its capitals back: a model code holds no word "Il". A zero
 * between two capitals of a model is the letter O the recogniser took for it ("DS0X1204G"): makers
 * put digits in runs of their own ("DSOX1204G", "MSO44"). A company's legal form with a look-alike
 * letter misread ("Lid") is the form. A code ending in a speck read as a full stop ("07791M.")
 * ends before it. A code ending in a "]" it never opened ends in the J the
 * recogniser took for it ("03458]"), and one inside a code that opens none is a J too
 * ("CAL-CV]-08", "5395L)14226", "CAL-]BD-04"). A code's first or last digit spaced from its other
 * digits belongs to them ("8 647-202 3"), and an initial read with a comma ("M, Girard") has its
 * full stop, and an instrument's name has no full stop between a whole word and a word in lower
 * case ("Termômetro. digital"). A condition's "±" read as "=" is the "±" ("(38 = 10) % HR"), a
 * dotted legal form's comma its full stop ("S.A,") and its lost middle stop back ("SA."), and
 * "deC.V." has its space. Round specks before a code ("oO CE2499589") are not the code's, and a
 * code's prefix parted into lone capitals ("P M 3762") is one, as is a code parted between two
 * slanted capitals ("2810Y V26297"). A model's protection rating is "IP67", never "1P67", and a
 * date's day has no three digits ("124 July 2023": a table rule read as a one). Codes hold no yen
 * sign ("¥X0358…" is "YX0358…"), euro sign ("€-2024-01791" is "C-2024-01791") nor dollar sign
 * ("S$70018868" is "S70018868", the S read twice), and a German calibration mark no full stop
 * ("37979 D-K. 23") and keeps its hyphen ("91251 DK 24"). A model's microlitres wrapped under
 * its volume keep their µ ("Tacta 100-1000 HL"), and an instrument's name, maker or model ends
 * on no quote it never opened ("Bügelmessschraube’": a speck). A capital read twice, the second
 * time small ("1512FJj42159"), is one, and a round or slanted capital read small among capitals
 * ("CAL-UWw-03") is the capital. A code's prefix parted before its slash ("LA B/5476") is one.
 */
import { alternation, CONJUNCTIONS, PREPOSITIONS } from '../dictionary/connectors.js';
import { ONE_WORD_LEGAL_FORMS } from '../dictionary/legal-forms.js';
import { lookalikeDistance, SMALL_TWINS_AND_U } from '../dictionary/lookalikes.js';
import type { Candidate, CandidateField } from './candidate.js';
import { tidy } from './values.js';

const NUMBER_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'certificateNumber',
  'serialNumber',
  'equipmentId',
]);
const DIGIT_GROUPS = /^\d+(?: \d+)+$/;
const SPLIT_DIGITS = /(?<=\b\d) (?=\d\b)/g;
/** "Il", "lI", "Ill": I and l mixed, a Roman II or III. */
const MISREAD_NUMERAL = /(?<=\s)(?=[Il]*l)[Il]{2,3}(?=\s|$)/g;

const ZERO_FOR_O = /(?<=\p{Lu})0(?=\p{Lu})/gu;

/** An ingress-protection rating ("IP67") whose I was read as a one: "1P67". */
const IP_RATING_ONE = /(?<![\p{L}\d])1P(?=\d{2}(?!\d))/gu;

/** Two lone capitals that open a code before its digits ("P M 3762"): one prefix. */
const SPACED_PREFIX = /^(\p{Lu}) (\p{Lu})(?= \d)/u;

/**
 * A code's prefix of capitals parted before its slash or hyphen ("LA B/5476", "LA B/9731"): no
 * code spaces the letters of its prefix, a scan's wide glyph gap does.
 */
const PARTED_PREFIX = /^(\p{Lu}{1,2}) (\p{Lu}{1,2}[/-]\d[\p{Lu}\d/-]*)$/u;

/** A lone digit spaced from the digits of a code it starts or ends ("8 647-202 3"). */
const LONE_END_DIGIT = /(?<=^\d) (?=\d)|(?<=\d) (?=\d$)/;

/** A full stop after a word of seven letters or more and before a word in lower case. */
const SPECK_IN_NAME = /(?<=\p{L}{7})\.(?= \p{Ll})/u;

/** "38 = 10": a tolerance's sign read as an equals sign between two numbers. */
const PLUS_MINUS_AS_EQUALS = /(\d)\s?=\s?(\d)/;

/** An initial closed by a comma before a capitalised surname. */
const INITIAL_WITH_COMMA = /^(\p{Lu}),(?= \p{Lu}\p{Ll})/u;

/** A code with a digit in it, one space, and digits: one identifier the scan spaced. */
const CODE_THEN_DIGITS = /^(?=\S*\p{L})\S*\d\S* \d+$/u;

/**
 * Round specks before a code ("oO CE2499589"): a word of o's, O's and zeros holding a lower-case
 * "o", which no code opens with, before a word with a digit.
 */
const LEADING_ROUND_SPECKS = /^(?=[oO0°]{1,3}\s)[oO0°]*o[oO0°]*\s+(?=\S*\d)/u;

/** A table rule read as a "1" before a date's day ("124 July 2023"): no day has three digits. */
const RULE_BEFORE_DAY = /^[1Il|](?=(?:[12]\d|3[01]|0[1-9])\.?\s+\p{L})/u;

const DATE_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'calibrationDate',
  'dueDate',
]);

/**
 * A capital read twice, the second time small, inside a code of capitals and digits
 * ("1512FJj42159"): one letter. The code holds no other small letter.
 */
function withoutEchoedCapital(value: string): string | null {
  if ((value.match(/\p{Ll}/gu) ?? []).length !== 1 || !/\d/.test(value)) return null;
  const echo = /(\p{Lu})(\p{Ll})(?=[\p{Lu}\d])/u.exec(value);
  if (!echo || echo[2] !== echo[1]!.toLowerCase()) return null;
  return value.slice(0, echo.index + 1) + value.slice(echo.index + 2);
}

/**
 * A small letter whose capital has its shape, after a capital inside a one-word code of
 * capitals and digits ("CAL-UWw-03"): the capital, read a size too small. Only the round and
 * slanted letters (c o s u v w x z) look the same in both cases; the code holds no other
 * small letter.
 */
const CODE_SMALL_TWIN = new RegExp(`(?<=\\p{Lu})[${SMALL_TWINS_AND_U}](?=[\\p{Lu}\\d/.-]|$)`, 'u');

function withCapitalForSmallTwin(value: string): string | null {
  if (/\s/.test(value) || (value.match(/\p{Ll}/gu) ?? []).length !== 1 || !/\d/.test(value))
    return null;
  const twin = CODE_SMALL_TWIN.exec(value);
  if (!twin) return null;
  return value.slice(0, twin.index) + twin[0].toUpperCase() + value.slice(twin.index + 1);
}

/** A code of one word ending in a hyphen after a letter or digit ("MC6-Ex-"). */
const SPECK_HYPHEN = /^\S*[\p{L}\d]-$/u;

/** A code of one word with a digit, ending in a full stop after a capital or digit ("07791M."). */
const SPECK_STOP = /^(?=\S*\d)\S*[\p{Lu}\d]\.$/u;

/** A code ending in "]" with no "[" in it ("03458]", "PX-2]"). */
const LONE_BRACKET_J = /^([^[\s]*[\p{L}\d-])\]$/u;

/**
 * A closing bracket inside a code ("CAL-CV]-08", "5395L)14226", "CAL-]BD-04"): a J. Before a J
 * ("CAL-E)JC-08") it is the hook of that J read once more, and goes.
 */
const INNER_BRACKET_J = /(?<=[\p{L}\d-])[\])](J?)(?=[\p{L}\d-])/u;

/** A closing bracket opening a code ("]-65/0086"): no code starts by closing a bracket; a J. */
const LEADING_BRACKET_J = /^[\])](?=[\p{L}\d-][^\s()[\]]*$)/u;

/**
 * A closing bracket ending a code's first word, one space, and the rest of the code ("9513)
 * W69901", "E] 88856766"): the J, the white under its hook read as a word space. Both words
 * hold a digit, or the first is a prefix of a few capitals.
 */
const SPACED_BRACKET_J =
  /^(?=[^\s]*\d|\p{Lu}{1,3}[)\]] )([^\s()[\]]*[\p{L}\d])[)\]] ([\p{Lu}\d][^\s()[\]]*\d[^\s()[\]]*)$/u;

/**
 * A code of two words with digits parted between two slanted capitals ("2810Y V26297"): the
 * diagonals of "Y" and "V" leave a word space of white between them where none was printed.
 */
const SLANTED_JOIN = /^(?=\S*\d\S* )(\S*[AVWXY]) ([AVWXY]\S*\d\S*)$/u;

/**
 * A short prefix of capitals ending in a slanted one, one space, and digits ("Y 06548425",
 * "SY 44289013", "PA 56401158"): the white beside the diagonal, not a printed space.
 */
const SLANTED_PREFIX = /^(\p{Lu}{0,2}[AVWXY]) (\d{4,})$/u;

/**
 * "M&TE" (measuring and test equipment), the common prefix of an instrument's ID, its
 * ampersand read as an S, an E, an 8 or a space ("MSTE-4252", "ME TE-4946"). No other prefix
 * is spelled so.
 */
const MISREAD_MTE = /^M(?:[SE8] ?| )TE(?=-?\d)/u;

/**
 * One space beside a code's hyphen or slash, on one side only ("INV -2019-036", "CAL- AHD-08",
 * "MSR /2025/0765").
 */
const SPACED_HYPHEN = /^(\S+)(?: ([-/])|([-/]) )(\S+)$/;
/** A model of capitals and digits spaced so ("CD -15APX"): a code, not two words. */
const SPACED_CODE_HYPHEN = /^[\p{Lu}\d]+(?: [-/]|[-/] )[\p{Lu}\d][\p{Lu}\d-]*$/u;

/**
 * A code's prefix of capitals, a hyphen read as a word of its own, and the code's number
 * ("M&TE - 8072": the recogniser boxed the prefix's last letter over the rest and read the
 * hyphen and the number as words apart, at 23). No code is printed with a spaced hyphen before
 * its number.
 */
const HYPHEN_AS_WORD = /^([\p{Lu}&]+[\p{Lu}\d&]*) - (\d[\p{Lu}\d/-]*)$/u;

/** Fields whose value is a company's name, which may end in its legal form. */
const COMPANY_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'customer',
  'calibrationLab',
  'manufacturer',
]);

/** Legal forms as printed, by their lower-case letters. */
const LEGAL_FORMS = new Map(ONE_WORD_LEGAL_FORMS.map((form) => [form.toLowerCase(), form]));

/**
 * The legal form that ends a company's name, one look-alike letter misread ("Engineering Lid",
 * "Champenoise SARI") or read in small letters ("Manufacturing inc."): a closed vocabulary, so
 * the nearest form is the one printed.
 */
function repairLegalForm(name: string): string {
  // The form may stand before a bracketed remark ("… inc. (Calibration place)").
  const match = /(?<=\s)(\p{L}{3,7})(\.?)(?=(\s*\([^()]*\))?$)/u.exec(name);
  if (!match) return name;
  const after = name.slice(match.index + match[0].length);
  const word = match[1]!.toLowerCase();
  const printed = LEGAL_FORMS.get(word);
  if (printed !== undefined) {
    // "Manufacturing inc.": a form read in small letters after a capitalised name is its
    // capital misread ("I" and "i" differ by a dot); a name in small letters keeps its case.
    const capitalised = /(?:^|\s)\p{Lu}\S*\s+$/u.test(name.slice(0, match.index));
    return capitalised && match[1] === word && printed !== word
      ? `${name.slice(0, match.index)}${printed}${match[2]}${after}`
      : name;
  }
  const near = [...LEGAL_FORMS.keys()].filter(
    (form) => form.length === word.length && lookalikeDistance(word, form, 1) <= 0.5,
  );
  if (near.length !== 1) return name;
  return `${name.slice(0, match.index)}${LEGAL_FORMS.get(near[0]!)!}${match[2]}${after}`;
}

/**
 * "GmbH &Co. KG", "& Co.KG": the compound legal form with a space the scan lost, or its stop
 * read as a comma ("& Co, KG"). "Co KG" without a stop is a spelling of its own: left alone.
 */
const SQUEEZED_CO_KG = /&\s?Co[.,]\s?KG$/u;

/**
 * "S. de R.L. deC.V.", "S.A.deC.V.": the spaces around the "de" of a Mexican form's "C.V." lost
 * after the form before it.
 */
const SQUEEZED_DE_CV = /(?<=\p{L}\.|\s)\s?de\s?(?=C\.\s?V\.?$)/u;

/**
 * "S.A, de C.V.", "S.A..de C.V.": the stop closing a dotted form before "de C.V." read as a
 * comma, or doubled by a speck. The Mexican forms print one stop and a space there.
 */
const MISREAD_FORM_STOP = /(?<=\p{Lu})(?:,|\.[.,])\s?(?=de\s?C\.?\s?V\.?$)/u;

/**
 * "S.A. de CV.", "S.A. de CV,": the form's middle full stop lost, after a dotted form that
 * prints them all, its last read as a full stop or a comma (seed 85041).
 */
const LOST_CV_STOP = /(?<=\p{Lu}\.\s?de\s)CV[.,]$/u;

/**
 * "S.A. de c.v.": the form's letters read small. A "c" and a "v" are drawn alike in both cases,
 * only their size tells; after the dotted capitals of the form before it they are "C.V.".
 */
const SMALL_CV = /(?<=\p{Lu}\.\s?de\s)c\.\s?v\.?$/u;

/**
 * "A ciéries de Lorraine": a company name's first capital vowel boxed apart from its word. A
 * vowel is a word of its own in prose ("A incerteza"), but a company's name opens with a
 * capitalised word, not a vowel before a word in lower case (a connector aside: "A de …").
 */
const PARTED_FIRST_VOWEL = new RegExp(
  `^([AEIOUÁÉÍÓÚÀÈ]) (?!(?:${alternation([...PREPOSITIONS, ...CONJUNCTIONS])})\\b)(?=\\p{Ll}{3,})`,
  'u',
);

/**
 * "Elétricos SA.": the legal form "S.A." with its middle full stop lost. A form printed without
 * stops has none at its end ("SA"); one with its last stop has both.
 */
const LOST_SA_STOP = /(?<=\s)SA\.$/u;

/** "Levante S A.": the legal form "S.A." with its middle full stop read as a space, its last perhaps lost. */
const SPACED_SA = /(?<=\s)S\sA\.?$/u;

/**
 * "¥X03589368": a Y read as the yen sign, which no serial, ID, model or certificate number
 * holds.
 */
const YEN_FOR_Y = /¥/gu;
/** "€-2024-01791": a C read as the euro sign, glued to a code, which holds no currency. */
const EURO_FOR_C = /€(?=[\p{L}\d-])/gu;
/** "Bügelmessschraube’": a speck after a name's last letter read as a closing quote. */
const SPECK_CLOSING_QUOTE = /(?<=\p{L})[’”"]$/u;
const OPENING_QUOTE = /[‘“"„]/u;
const INSTRUMENT_NAME_FIELDS: ReadonlySet<CandidateField> = new Set<CandidateField>([
  'equipmentName',
  'manufacturer',
  'model',
]);

/**
 * "Tacta 100-1000 HL": a model's volume unit, wrapped under its number, read without its µ
 * ("HL", "pL", "uL"; words-to-runs.ts reads it so on the number's own line), or as an "n"
 * after a thousand or more: a thousand nanolitres are printed as a microlitre.
 */
const MICROLITRE_MISREAD = /(?<=\d\s?)(?:H|p|u)L$|(?<=(?<![\d.,])[1-9]\d{3,}\s?)nL$/u;
/**
 * "S$70018868": an S read as the dollar sign, glued to a code, which holds no currency; read
 * after its own S, the sign is that S read twice — between two, thrice ("KS$S-82953/25").
 */
const DOLLAR_FOR_S = /S?\$S?(?=[\p{L}\d-])/gu;
/**
 * "08348)": a J, whose hook the recogniser reads as a closing bracket, ending a code that
 * opened no bracket: no serial, ID or certificate number closes one it never opened.
 */
const BRACKET_FOR_J = /(?<=^[^()]*[\p{Lu}\d])\)$/u;
/**
 * "DP| 612": an I read as a bar ending a code's word of capitals, where a bar separates
 * nothing (between letters and digits it may part them: "AB|1234" stays).
 */
const BAR_FOR_I = /(?<=(?:^|\s)\p{Lu}{1,4})\|(?=\s|$)/gu;

/**
 * "37979 D-K. 23": a speck read as a full stop after the "D-K" of a German calibration mark
 * (number, "D-K", two-digit year), which prints none.
 */
const SPECK_IN_CALIBRATION_MARK = /(?<=\d\sD-K)\.(?=\s\d{2}$)/u;
/** "72392 D-K25": the same mark with the space before its year lost (printed "72392 D-K 25"). */
const YEAR_GLUED_TO_MARK = /(?<=\d\sD-K)(?=\d{2}$)/u;
/** "91251 DK 24": the mark's hyphen lost (too thin at the scan's resolution); it is "D-K". */
const HYPHEN_LOST_IN_MARK = /(?<=^\d{4,6}\sD)(?=K\s\d{2}$)/u;
/**
 * "QA-0584°": a speck after a code's last digit read as a degree sign; an ID, serial or
 * certificate number measures nothing.
 */
const DEGREE_AFTER_CODE = /(?<=[A-Z]+-?\d+)°$/u;

/**
 * The repairs of a name's legal form, in order: the stop before "de C.V." first, so that the
 * spaces around "de" are then looked for as printed.
 */
const LEGAL_FORM_REPAIRS: readonly (readonly [RegExp, string])[] = [
  [SQUEEZED_CO_KG, '& Co. KG'],
  [MISREAD_FORM_STOP, '. '],
  [SQUEEZED_DE_CV, ' de '],
  [LOST_CV_STOP, 'C.V.'],
  [SMALL_CV, 'C.V.'],
  [LOST_SA_STOP, 'S.A.'],
  [SPACED_SA, 'S.A.'],
];

/**
 * "150 8655-6:2022": "ISO" read as digits before a standard's number. A method's reference
 * names its standard; no method is numbered "150 8655".
 */
const ISO_READ_AS_DIGITS = /(?<![\p{L}\d])(?!ISO)[1Il|][S5][O0](?=(?:\/IEC)?\s?\d{3,5}\b)/u;

/**
 * "Aceros del Norte S.A,", "Northwind Manufacturing Co,": a dotted legal form's last full stop
 * read as a comma ("Co" is not written without its stop).
 */
const FORM_STOP_AS_COMMA = /(?<=\s(?:(?:\p{Lu}\.\s?)+\p{Lu}|Co)),$/u;

export function closeOcrGaps(candidate: Candidate): Candidate {
  const value = tidy(candidate.value);
  if (COMPANY_FIELDS.has(candidate.field)) {
    // "S.A. de CV,": the comma is a stop, and tidying would drop it.
    if (LOST_CV_STOP.test(candidate.value.trim()))
      return closeOcrGaps({
        ...candidate,
        value: candidate.value.trim().replace(LOST_CV_STOP, 'C.V.'),
      });
    // Tidied values end without the comma: it is looked for in the value as read.
    const stop = FORM_STOP_AS_COMMA.test(candidate.value.trim()) && !value.endsWith('.');
    const repaired = `${LEGAL_FORM_REPAIRS.reduce(
      (name, [pattern, replacement]) => name.replace(pattern, replacement),
      // "Indústrias Metalúrgicas. do Norte": a speck after a whole word, before a connector.
      repairLegalForm(value.replace(PARTED_FIRST_VOWEL, '$1').replace(SPECK_IN_NAME, '')),
    )}${stop ? '.' : ''}`;
    return repaired === value ? candidate : { ...candidate, value: repaired };
  }
  if (candidate.field === 'procedure' && ISO_READ_AS_DIGITS.test(value))
    return { ...candidate, value: value.replace(ISO_READ_AS_DIGITS, 'ISO') };
  if ((NUMBER_FIELDS.has(candidate.field) || candidate.field === 'model') && value.includes('¥'))
    return closeOcrGaps({ ...candidate, value: value.replace(YEN_FOR_Y, 'Y') });
  if (NUMBER_FIELDS.has(candidate.field) && EURO_FOR_C.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(EURO_FOR_C, 'C') });
  if ((NUMBER_FIELDS.has(candidate.field) || candidate.field === 'model') && BAR_FOR_I.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(BAR_FOR_I, 'I') });
  if (NUMBER_FIELDS.has(candidate.field) && BRACKET_FOR_J.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(BRACKET_FOR_J, 'J') });
  if (NUMBER_FIELDS.has(candidate.field) && DOLLAR_FOR_S.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(DOLLAR_FOR_S, 'S') });
  // A quote that closes none opened: a speck after the name.
  if (
    INSTRUMENT_NAME_FIELDS.has(candidate.field) &&
    SPECK_CLOSING_QUOTE.test(value) &&
    !OPENING_QUOTE.test(value.slice(0, -1))
  )
    return closeOcrGaps({ ...candidate, value: value.slice(0, -1) });
  if (candidate.field === 'model' && MICROLITRE_MISREAD.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(MICROLITRE_MISREAD, 'µL') });
  if (candidate.field === 'certificateNumber' && SPECK_IN_CALIBRATION_MARK.test(value))
    return { ...candidate, value: value.replace(SPECK_IN_CALIBRATION_MARK, '') };
  if (candidate.field === 'certificateNumber' && HYPHEN_LOST_IN_MARK.test(value))
    return { ...candidate, value: value.replace(HYPHEN_LOST_IN_MARK, '-') };
  if (candidate.field === 'certificateNumber' && YEAR_GLUED_TO_MARK.test(value))
    return { ...candidate, value: value.replace(YEAR_GLUED_TO_MARK, ' ') };
  if (NUMBER_FIELDS.has(candidate.field) && DEGREE_AFTER_CODE.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(DEGREE_AFTER_CODE, '') });
  if (DATE_FIELDS.has(candidate.field) && RULE_BEFORE_DAY.test(value))
    return { ...candidate, value: value.replace(RULE_BEFORE_DAY, '') };
  // "oO CE2499589": specks before a code, read as round letters, one in lower case.
  if (NUMBER_FIELDS.has(candidate.field) && LEADING_ROUND_SPECKS.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(LEADING_ROUND_SPECKS, '') });
  // "MC6-Ex-": a speck after a code read as a hyphen; nothing went on under it.
  if (
    (NUMBER_FIELDS.has(candidate.field) || candidate.field === 'model') &&
    SPECK_HYPHEN.test(value)
  )
    return closeOcrGaps({ ...candidate, value: value.slice(0, -1) });
  // "07791M.": a speck after a code read as a full stop; codes end on a letter or digit.
  if (NUMBER_FIELDS.has(candidate.field) && SPECK_STOP.test(value))
    return closeOcrGaps({ ...candidate, value: value.slice(0, -1) });
  // "03458]": a closing bracket with none opened, ending a code, is the J the scan misread.
  if (
    (NUMBER_FIELDS.has(candidate.field) || candidate.field === 'model') &&
    LONE_BRACKET_J.test(value)
  )
    return { ...candidate, value: value.replace(LONE_BRACKET_J, '$1J') };
  if (NUMBER_FIELDS.has(candidate.field) && LEADING_BRACKET_J.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(LEADING_BRACKET_J, 'J') });
  if (NUMBER_FIELDS.has(candidate.field) && SPACED_BRACKET_J.test(value))
    return { ...candidate, value: value.replace(SPACED_BRACKET_J, '$1J$2') };
  // "CAL-CV]-08", "5395L)14226": so is one inside a code that opens no bracket.
  if (
    (NUMBER_FIELDS.has(candidate.field) || candidate.field === 'model') &&
    !/[[(\s]/.test(value) &&
    INNER_BRACKET_J.test(value)
  )
    return closeOcrGaps({ ...candidate, value: value.replace(INNER_BRACKET_J, 'J') });
  if (NUMBER_FIELDS.has(candidate.field) && MISREAD_MTE.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(MISREAD_MTE, 'M&TE') });
  // "P M 3762": a code's letter prefix the scan parted into lone capitals.
  if (NUMBER_FIELDS.has(candidate.field) && SPACED_PREFIX.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(SPACED_PREFIX, '$1$2') });
  if (NUMBER_FIELDS.has(candidate.field) && PARTED_PREFIX.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(PARTED_PREFIX, '$1$2') });
  if (NUMBER_FIELDS.has(candidate.field) && DIGIT_GROUPS.test(value))
    return { ...candidate, value: value.replace(/ /g, '') };
  // "8 647-202 3": a code's first or last digit split from its digits.
  if (NUMBER_FIELDS.has(candidate.field) && LONE_END_DIGIT.test(value))
    return closeOcrGaps({ ...candidate, value: value.replace(LONE_END_DIGIT, '') });
  // "(38 = 10) % HR": a condition's "±" read as "=".
  if (
    (candidate.field === 'temperature' || candidate.field === 'humidity') &&
    PLUS_MINUS_AS_EQUALS.test(value)
  )
    return { ...candidate, value: value.replace(PLUS_MINUS_AS_EQUALS, '$1 ± $2') };
  // "M, Girard": an initial's full stop read as a comma ("Girard, M" keeps its comma).
  if (candidate.field === 'technician' && INITIAL_WITH_COMMA.test(value))
    return { ...candidate, value: value.replace(INITIAL_WITH_COMMA, '$1.') };
  // "EQ-002 65", "4237SK 56457": a code holding digits, then digits alone after one space.
  if (
    (candidate.field === 'serialNumber' || candidate.field === 'equipmentId') &&
    CODE_THEN_DIGITS.test(value)
  )
    return closeOcrGaps({ ...candidate, value: value.replace(' ', '') });
  if (
    (candidate.field === 'serialNumber' || candidate.field === 'equipmentId') &&
    SLANTED_JOIN.test(value)
  )
    return { ...candidate, value: value.replace(SLANTED_JOIN, '$1$2') };
  if (
    (candidate.field === 'serialNumber' || candidate.field === 'equipmentId') &&
    SLANTED_PREFIX.test(value)
  )
    return { ...candidate, value: value.replace(SLANTED_PREFIX, '$1$2') };
  if (NUMBER_FIELDS.has(candidate.field) && HYPHEN_AS_WORD.test(value))
    return { ...candidate, value: value.replace(HYPHEN_AS_WORD, '$1-$2') };
  if (
    (NUMBER_FIELDS.has(candidate.field) ||
      (candidate.field === 'model' && SPACED_CODE_HYPHEN.test(value))) &&
    SPACED_HYPHEN.test(value)
  )
    // Then read again as one code: "88] -0098" holds a J ("88J-0098") once it is one word.
    return closeOcrGaps({ ...candidate, value: value.replace(SPACED_HYPHEN, '$1$2$3$4') });
  const unechoed = NUMBER_FIELDS.has(candidate.field) ? withoutEchoedCapital(value) : null;
  if (unechoed) return { ...candidate, value: unechoed };
  const capital = NUMBER_FIELDS.has(candidate.field) ? withCapitalForSmallTwin(value) : null;
  if (capital) return { ...candidate, value: capital };
  // "Termômetro. digital": a speck after a whole word, before one in lower case, is no stop
  // (an abbreviation, "Therm. digital", is shorter).
  if (candidate.field === 'equipmentName' && SPECK_IN_NAME.test(value))
    return { ...candidate, value: value.replace(SPECK_IN_NAME, '') };
  if (candidate.field !== 'model') return candidate;
  const model = value
    .replace(MISREAD_NUMERAL, (numeral) => 'I'.repeat(numeral.length))
    .replace(ZERO_FOR_O, 'O')
    .replace(IP_RATING_ONE, 'IP');
  const joined = model.replace(SPLIT_DIGITS, '');
  return joined === value ? candidate : { ...candidate, value: joined };
}
