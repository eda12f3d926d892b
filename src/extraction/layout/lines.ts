/**
 * Rebuilds lines and cells from positioned text runs. PDF producers emit text in any order,
 * split words into pieces, draw bold text twice and centre values between two label lines; the
 * page's geometry is the only reliable order, so we sort by baseline, merge runs whose baselines
 * agree, and split each line into cells wherever a horizontal gap is wider than a word space.
 */
import { NUMERIC_DATE_END } from '../dictionary/months.js';
import type { Cell, Line, TextRun } from './types.js';

/** Baselines closer than this fraction of the font size belong to one line. */
const SAME_LINE = 0.5;
/** A gap wider than this fraction of the font size separates cells (word spaces are ~0.25–0.3). */
const CELL_GAP = 1.0;
/** Runs whose font sizes differ by more than this factor are not one phrase. */
const MIXED_SIZE_RATIO = 1.4;
/** Below this fraction of the font size two runs touch: join without a space. */
const TOUCHING = 0.08;
/** Overlapping a cell by more than this share of its smaller font size, text collided with it. */
const COLLISION_OVERLAP = 0.2;
/** Runs of three or more spaces inside one run are column gaps the producer typed as spaces. */
const TYPED_GAP = /\s{3,}/;
/** Inside an open bracket, text this many cell gaps away still belongs to the cell. */
const BRACKET_GAP = 2;
/** …when it or the few pieces after it close the bracket ("±" "10)" "%", a run a word). */
const BRACKET_PIECES = 3;

interface Piece {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  font: string;
}

/** Splits a run at typed column gaps, spreading the run's width by character count. */
function piecesOf(run: TextRun): Piece[] {
  const text = run.text.replace(/\s+$/, '');
  if (!TYPED_GAP.test(text)) {
    const lead = text.length - text.trimStart().length;
    const perChar = run.width / Math.max(1, run.text.length);
    return [
      {
        text: text.trim(),
        x0: run.x + lead * perChar,
        x1: run.x + run.width,
        y: run.y,
        size: run.size,
        font: run.font,
      },
    ];
  }
  const perChar = run.width / Math.max(1, run.text.length);
  const pieces: Piece[] = [];
  const pattern = /\S+(?:\s{1,2}\S+)*/g;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    pieces.push({
      text: match[0],
      x0: run.x + start * perChar,
      x1: run.x + (start + match[0].length) * perChar,
      y: run.y,
      size: run.size,
      font: run.font,
    });
  }
  return pieces;
}

/** Drops the second copy of text drawn twice at (almost) the same place to fake bold. */
function withoutDuplicates(pieces: Piece[]): Piece[] {
  const kept: Piece[] = [];
  // Only pieces with the same text can be copies: compare within those (linear, not every
  // kept piece for every piece, which was quadratic on a dense page).
  const keptByText = new Map<string, Piece[]>();
  for (const piece of pieces) {
    const same = keptByText.get(piece.text);
    const duplicate = same?.some(
      (other) =>
        Math.abs(other.x0 - piece.x0) < piece.size * 0.3 &&
        Math.abs(other.y - piece.y) < piece.size * 0.3,
    );
    if (duplicate) continue;
    kept.push(piece);
    if (same) same.push(piece);
    else keptByText.set(piece.text, [piece]);
  }
  return kept;
}

function groupIntoLines(pieces: Piece[]): Piece[][] {
  const sorted = [...pieces].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const groups: { baseline: number; size: number; pieces: Piece[] }[] = [];
  for (const piece of sorted) {
    // Compare with the open lines near this baseline, newest first: later lines are closer.
    let target: (typeof groups)[number] | undefined;
    for (let i = groups.length - 1; i >= 0 && i >= groups.length - 4; i--) {
      const group = groups[i]!;
      const tolerance = SAME_LINE * Math.min(group.size, piece.size);
      // A smaller run a little above or below the baseline is a super- or subscript, whichever
      // of the two was met first.
      const small = piece.size < group.size ? piece : { y: group.baseline, size: group.size };
      const large = piece.size < group.size ? { y: group.baseline, size: group.size } : piece;
      const beside = group.pieces.some(
        (other) => Math.max(other.x0 - piece.x1, piece.x0 - other.x1) <= large.size,
      );
      const superscript =
        beside &&
        small.size < large.size * 0.8 &&
        small.y <= large.y + large.size * 0.3 &&
        small.y >= large.y - large.size * 0.7;
      if (Math.abs(piece.y - group.baseline) <= tolerance || superscript) {
        // Text drawn over other text at the same height is another line (a stamp, a
        // second layer); touching neighbours in a tight grid are not.
        const overlaps = group.pieces.some((other) => {
          const overlap = Math.min(piece.x1, other.x1) - Math.max(piece.x0, other.x0);
          return overlap > 0.5 * Math.min(piece.x1 - piece.x0, other.x1 - other.x0);
        });
        if (!overlaps || superscript) {
          target = group;
          break;
        }
      }
    }
    if (target) {
      target.pieces.push(piece);
      if (piece.size > target.size) {
        target.size = piece.size;
        target.baseline = piece.y;
      }
    } else {
      groups.push({ baseline: piece.y, size: piece.size, pieces: [piece] });
    }
  }
  return groups.map((group) => group.pieces.sort((a, b) => a.x0 - b.x0));
}

/**
 * Runs a recogniser read from a scan (font "ocr@…") are whole words: it saw a space between
 * them, however close their boxes ("Certificate" and "of" touching at 17 pt).
 */
export function recognised(font: string): boolean {
  return font.startsWith('ocr@');
}

function joinText(left: string, right: string, gap: number, size: number, words: boolean): string {
  if (left.endsWith(' ') || right.startsWith(' ')) return left + right;
  if (gap <= size * TOUCHING && !words) return left + right;
  return `${left} ${right}`;
}

/** A dash after a date's last characters (NUMERIC_DATE_END). */
const DASH = /^[-–—]$/u;

/** A mark of no letter or digit a scan may make of a speck of dirt ("=", "~", "‘"). */
const SPECK = /^[=~_|'"‘’“”`^·•.,\-–—]{1,2}$/u;

/**
 * A recognised speck alone in a column gap ("Temperature = Make" for "Temperature | Make"): the
 * white on either side of it is wider than a cell gap, so the speck is no word between them but
 * noise, and it must not join two columns into one cell.
 */
function speckInGap(pieces: readonly Piece[], at: number, current: Cell | null): boolean {
  const piece = pieces[at]!;
  const next = pieces[at + 1];
  if (!current || !next || !recognised(piece.font) || !SPECK.test(piece.text.trim())) return false;
  const limit = CELL_GAP * Math.max(piece.size, next.size);
  const before = piece.x0 - current.x1;
  const after = next.x0 - piece.x1;
  const apart = (gap: number) => gap > piece.size * TOUCHING;
  // A dash a word space after a date is its range's, going on to the next line ("2025-02-24 —"
  // over "2025-02-25"), with the next column's date far to its right.
  if (
    DASH.test(piece.text.trim()) &&
    NUMERIC_DATE_END.test(current.text.trim()) &&
    before <= piece.size
  )
    return false;
  // The white either side of the speck, without the speck: a column gap it fell into.
  return before + after > limit && apart(before) && apart(after);
}

/**
 * A recognised reading in a smaller size lying wholly within a larger word of the line ("o_o"
 * inside a 16 pt letterhead's "Rheinisches"): print never sets text on text, so it is noise the
 * recogniser read in the word's ink, and it must not part the word from the rest of its line.
 */
function buriedInWord(piece: Piece, current: Cell | null): boolean {
  if (!current || !recognised(piece.font)) return false;
  return (
    piece.size * MIXED_SIZE_RATIO < current.size && piece.x0 >= current.x0 && piece.x1 <= current.x1
  );
}

/** Splits one line's pieces into cells at wide gaps. */
function cellsOf(pieces: Piece[], page: number, line: number): Cell[] {
  const cells: Cell[] = [];
  let current: Cell | null = null;
  for (const [at, piece] of pieces.entries()) {
    if (speckInGap(pieces, at, current) || buriedInWord(piece, current)) continue;
    const size = piece.size;
    const gap = current ? piece.x0 - current.x1 : Infinity;
    // Text in another size (a 20 pt title, a 9 pt number beside it) is another cell once a
    // gap wider than a word space of the smaller text separates them.
    const sizes = current ? [size, current.size].sort((a, b) => a - b) : [size, size];
    const mixed = sizes[1]! > sizes[0]! * MIXED_SIZE_RATIO;
    const limit = CELL_GAP * (mixed ? sizes[0]! : sizes[1]!);
    // Text of another size drawn into the end of a cell collided with it (a long letterhead
    // name running into the certificate number in the corner): two texts, not one word.
    const collided = mixed && gap < -COLLISION_OVERLAP * sizes[0]!;
    // A bracket the cell opened and the next text closes holds one value, whatever gap a scan
    // measured inside it ("(48" | "± 10) %": the sign's box set apart).
    const closesBracket =
      current !== null &&
      gap <= limit * BRACKET_GAP &&
      /\([^)]*$/.test(current.text) &&
      /^[^(]*\)/.test(
        pieces
          .slice(at, at + BRACKET_PIECES)
          .map((next) => next.text)
          .join(' '),
      );
    if (current && (gap <= limit || closesBracket) && !collided) {
      const words = recognised(piece.font) && recognised(current.font);
      current.text = joinText(current.text, piece.text, gap, size, words);
      current.parts.push({ text: piece.text, x0: piece.x0, x1: piece.x1 });
      current.x1 = Math.max(current.x1, piece.x1);
      current.top = Math.min(current.top, piece.y - size);
      current.bottom = Math.max(current.bottom, piece.y + size * 0.25);
      if (size > current.size) {
        current.size = size;
        current.font = piece.font;
      }
      continue;
    }
    current = {
      text: piece.text,
      page,
      x0: piece.x0,
      x1: piece.x1,
      top: piece.y - size,
      bottom: piece.y + size * 0.25,
      baseline: piece.y,
      size,
      font: piece.font,
      line,
      index: cells.length,
      parts: [{ text: piece.text, x0: piece.x0, x1: piece.x1 }],
    };
    cells.push(current);
  }
  return cells;
}

/** Lines of one page, top to bottom, each with its cells left to right. */
export function buildLines(runs: TextRun[], page: number, firstIndex: number): Line[] {
  const pieces = withoutDuplicates(runs.flatMap(piecesOf).filter((piece) => piece.text !== ''));
  return groupIntoLines(pieces).map((group, offset) => {
    const index = firstIndex + offset;
    const cells = cellsOf(group, page, index);
    const baseline = median(group.map((piece) => piece.y));
    const size = Math.max(...group.map((piece) => piece.size));
    return {
      index,
      page,
      baseline,
      top: Math.min(...cells.map((cell) => cell.top)),
      bottom: Math.max(...cells.map((cell) => cell.bottom)),
      x0: cells[0]!.x0,
      x1: Math.max(...cells.map((cell) => cell.x1)),
      size,
      cells,
      text: cells.map((cell) => cell.text).join(' '),
      repeated: false,
      heading: false,
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
