/**
 * The micro sign of a volume unit read as a capital M: "Tacta 100-1000 ML" for "µL", the "M"
 * boxed 7 px lower at its top and 8 px lower at its foot than the "L" beside it; or as a "U"
 * or "u" ("UL", its "U" 8 and 9 px lower, seed 85291). A "µ" is a
 * small letter with a tail below the line: its box starts at the small letters' height and
 * hangs below the baseline, where a capital's box stands on the line from the capitals'
 * height. So an "M" before an "L" boxed lower at both ends by a share of the em is a "µ".
 */
import type { OcrWord } from './ocr-engine.js';

/** Both ends of the sign's box lie this share of the em below the "L"'s at least. */
const LOWER_EM = 0.12;

export function withMicroSign(word: OcrWord, em: number): OcrWord {
  const symbols = word.symbols;
  if (!/^[MUu]L[.,]?$/.test(word.text) || symbols.length !== word.text.length) return word;
  const [sign, litre] = symbols as [(typeof symbols)[number], (typeof symbols)[number]];
  const lower = LOWER_EM * em;
  if (sign.box.y0 - litre.box.y0 < lower || sign.box.y1 - litre.box.y1 < lower) return word;
  return {
    ...word,
    text: `µ${word.text.slice(1)}`,
    symbols: [{ ...sign, text: 'µ' }, ...symbols.slice(1)],
  };
}
