/**
 * How far a scan's reading is from a word of a closed vocabulary (captions, titles, legal
 * forms): an edit distance in which mistaking one look-alike letter for another costs half.
 */

/**
 * Letters a worn or noisy scan makes look alike: thin upright strokes ("Zeirlifikalsnummer" for
 * "Zertifikatsnummer", "Lid" for "Ltd"), arches ("ansgestellt", "Kalihrier") and rounds.
 * Mistaking one for another costs half a letter.
 */
const LOOKALIKES = ['iljrtf', 'nuhb', 'ceo'];
/** What mistaking one look-alike letter for another costs. */
export const LOOKALIKE_STEP = 0.5;

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  return LOOKALIKES.some((group) => group.includes(a) && group.includes(b)) ? LOOKALIKE_STEP : 1;
}

/**
 * Two letters a scan runs together into one, or one it parts into two: "rn" read as "m"
 * ("Chauvin A moux" for Arnoux), "cl" as "d". Mistaking one for the other costs half a letter.
 */
const JOINED_LOOKALIKES: readonly (readonly [string, string])[] = [
  ['rn', 'm'],
  ['cl', 'd'],
];

/** What reading `two` (two letters of one word) as `one` (one letter of the other) costs. */
function joinedCost(two: string, one: string): number {
  return JOINED_LOOKALIKES.some(([pair, single]) => pair === two && single === one)
    ? LOOKALIKE_STEP
    : Infinity;
}

/**
 * Edit distance in letters (lower case), a look-alike letter counting half; giving up (returning
 * limit + 1) beyond `limit`.
 */
export function lookalikeDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit + 1) return limit + 1;
  let older: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previousBest = 0;
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = substitutionCost(a[i - 1]!, b[j - 1]!);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      // Two letters of one word for one of the other, either way round.
      if (i >= 2) value = Math.min(value, older[j - 1]! + joinedCost(a.slice(i - 2, i), b[j - 1]!));
      if (j >= 2)
        value = Math.min(value, previous[j - 2]! + joinedCost(b.slice(j - 2, j), a[i - 1]!));
      current[j] = value;
      best = Math.min(best, value);
    }
    // A joined pair reaches back two rows: give up only when two rows in a row are beyond.
    if (best > limit && previousBest > limit) return limit + 1;
    older = previous;
    previous = current;
    previousBest = best;
  }
  const distance = previous[b.length]!;
  return distance > limit ? limit + 1 : distance;
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
  let nearest: string | null = null;
  let nearestDistance = limit + 1;
  let tie = false;
  for (const word of vocabulary) {
    const distance = lookalikeDistance(reading, word, limit);
    if (distance < nearestDistance) {
      nearest = word;
      nearestDistance = distance;
      tie = false;
    } else if (distance === nearestDistance) {
      tie = true;
    }
  }
  return nearestDistance <= limit && !tie ? nearest : null;
}
