/**
 * Word-level repairs of what the recogniser glued or misspelled in a way no language we read
 * writes:
 * - a lower-case connector run into the capitalised word after it ("duJura", "deLorraine",
 *   "vonRoll"), or "of" after it ("Certificateof"): a narrow word space the recogniser did not
 *   see. Names that are spelled so ("DeLonghi", "McKinsey") start with a capital, so they are
 *   left alone;
 * - the Turkish dotless ı ("Messtechnık"), which the recogniser's alphabet holds: on a scan it
 *   is an i whose dot the print or the noise lost.
 */
const GLUED_CONNECTOR =
  /^(du|de|des|del|della|dei|di|da|do|dos|das|der|die|den|von|van|zu|zur|of|the|and|und|et)(\p{Lu}\p{Ll}{2,}.*)$/u;

/**
 * "Certificateof": the English "of" run onto a long capitalised word before it. Words that end
 * so end in "oof" ("Waterproof"), in "hof" (the German and Dutch yard or court: "Sonnenhof",
 * "Bischof") or are short ("Thereof").
 */
const GLUED_OF = /^(\p{Lu}\p{Ll}{5,}[^oh\W])(of)$/u;

export function repairWordText(text: string): string {
  const dotted = text.replace(/ı/g, 'i');
  const glued = GLUED_CONNECTOR.exec(dotted) ?? GLUED_OF.exec(dotted);
  return glued ? `${glued[1]} ${glued[2]}` : dotted;
}
