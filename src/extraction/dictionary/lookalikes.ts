/**
 * How far a scan's reading is from a word of a closed vocabulary (captions, titles, legal
 * forms): an edit distance in which mistaking one look-alike letter for another costs half.
 */

/**
 * Letters a worn or noisy scan makes look alike: thin upright strokes ("Zeirlifikalsnummer" for
 * "Zertifikatsnummer", "Lid" for "Ltd"), arches ("ansgestellt", "Kalihrier") and rounds
 * ("Salicitante" for "Solicitante" in small grey print), an arch too many ("Désigmation"). Mistaking one for another costs half a
 * letter.
 */
export const LOOKALIKES: readonly string[] = ['iljrtf', 'nmuhb', 'ceoa'];
/**
 * Small letters whose capital is the same glyph enlarged (c o s v w x z): a scan tells the two
 * apart by size alone ("cc606972" for "CC606972", "MarcCal" for "MarCal").
 */
export const SMALL_TWINS = 'cosvwxz';
/**
 * The same and "u", whose small form differs from "U" only by the short stem on its right: where
 * a letter's box or place among a code's capitals says capital, a "u" is one too.
 */
export const SMALL_TWINS_AND_U = `${SMALL_TWINS}u`;

/** What mistaking one look-alike letter for another costs. */
export const LOOKALIKE_STEP = 0.5;

/**
 * Whether two words of one length differ only in look-alike letters (or accents), at most
 * `most` of them: "laharatorio" and "laboratorio" (h/b, a/o), not "testo" and "texto".
 */
export function lookalikeLettersOnly(a: string, b: string, most: number): boolean {
  const x = [...a.toLowerCase()];
  const y = [...b.toLowerCase()];
  if (x.length !== y.length) return false;
  let changed = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    const bare = (char: string) => char.normalize('NFD').charAt(0);
    if (
      bare(x[i]!) !== bare(y[i]!) &&
      substitutionCost(bare(x[i]!), bare(y[i]!)) !== LOOKALIKE_STEP
    )
      return false;
    changed++;
  }
  return changed > 0 && changed <= most;
}

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  return LOOKALIKES.some((group) => group.includes(a) && group.includes(b)) ? LOOKALIKE_STEP : 1;
}

/**
 * Two letters a scan runs together into one, or one it parts into two: "rn" read as "m"
 * ("Chauvin A moux" for Arnoux), "cl" as "d". Mistaking one for the other costs half a letter.
 * Keyed by the pair's second letter, which is where the distance meets it.
 */
const JOINED_LOOKALIKES: Readonly<Record<string, { first: string; single: string }>> = {
  n: { first: 'r', single: 'm' },
  l: { first: 'c', single: 'd' },
};

/**
 * Edit distance in letters (lower case), a look-alike letter counting half; giving up (returning
 * limit + 1) beyond `limit`.
 */
export function lookalikeDistance(a: string, b: string, limit: number): number {
  // Lengths further apart than the limit are not compared: a joined pair makes up a letter of
  // length for half a letter, but looking for that in every pair of words costs twice the time
  // (the caption vocabulary is searched for every doubtful word of a scan).
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let older: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previousBest = 0;
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    const letter = a[i - 1]!;
    // "rn" of a, ending at this letter, for an "m" of b.
    const joinedA = i >= 2 ? JOINED_LOOKALIKES[letter] : undefined;
    const pairA = joinedA !== undefined && a[i - 2] === joinedA.first ? joinedA.single : null;
    for (let j = 1; j <= b.length; j++) {
      const other = b[j - 1]!;
      let value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + substitutionCost(letter, other),
      );
      if (pairA === other) value = Math.min(value, older[j - 1]! + LOOKALIKE_STEP);
      // "rn" of b, ending at this letter of b, for an "m" of a.
      const joinedB = j >= 2 ? JOINED_LOOKALIKES[other] : undefined;
      if (joinedB !== undefined && b[j - 2] === joinedB.first && joinedB.single === letter)
        value = Math.min(value, previous[j - 2]! + LOOKALIKE_STEP);
      current[j] = value;
      if (value < best) best = value;
    }
    // A joined pair reaches back two rows, at half a letter at least.
    if (best > limit && previousBest + LOOKALIKE_STEP > limit) return limit + 1;
    older = previous;
    previous = current;
    previousBest = best;
  }
  const distance = previous[b.length]!;
  return distance > limit ? limit + 1 : distance;
}

/**
 * The words of a vocabulary nearest a reading, within `limit` (look-alike letters counting
 * half): none when none is that near, several when they are equally near.
 */
export function nearestWordsInVocabulary(
  reading: string,
  vocabulary: Iterable<string>,
  limit: number,
): string[] {
  let nearest: string[] = [];
  let nearestDistance = limit + 1;
  for (const word of vocabulary) {
    const distance = lookalikeDistance(reading, word, limit);
    if (distance < nearestDistance) {
      nearest = [word];
      nearestDistance = distance;
    } else if (distance === nearestDistance && distance <= limit) {
      nearest.push(word);
    }
  }
  return nearest;
}

/**
 * The one word of a vocabulary nearest a reading, within `limit` (look-alike letters counting
 * half), or null when none is that near or two are equally near: a correction only goes where
 * no other reading is as likely.
 */
export function nearestInVocabulary(
  reading: string,
  vocabulary: Iterable<string>,
  limit: number,
): string | null {
  const nearest = nearestWordsInVocabulary(reading, vocabulary, limit);
  return nearest.length === 1 ? nearest[0]! : null;
}
