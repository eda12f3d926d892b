/**
 * The word lists tesseract's own language models carry: each traineddata file holds its LSTM
 * dictionary, a DAWG of whole word forms ("plásticas", "Fahrzeugtechnik", "Fernández"), under
 * the models' Apache-2.0 licence. Spelling correction (extraction/ocr/word-list-spelling.ts)
 * checks a scan's readings against them; German and Italian, which have no Hunspell list here,
 * get one this way. Read from node_modules on first use of each language and kept (0.2–0.8 s
 * and ~5 MB a language in lower case, 32 MB for all six).
 */
import { readLanguageData, type OcrLanguage } from './tesseract-assets.js';
import type { WordLists } from '../../extraction/ocr/ocr-engine.js';
import { MODELS } from '../../extraction/ocr/read-scanned-page.js';

/** Component indexes of a traineddata file (tesseract's TessdataType). */
const LSTM_SYSTEM_DAWG = 19;
const LSTM_UNICHARSET = 21;
/** A squished DAWG starts with this 16-bit number. */
const DAWG_MAGIC = 42;
/** An edge's flags, above its letter: last edge of its node, backward edge, end of a word. */
const MARKER_FLAG = 1n;
const DIRECTION_FLAG = 2n;
const WORD_END_FLAG = 4n;
const FLAG_BITS = 3n;

/** One component of a traineddata file: an entry count, 64-bit offsets, then the parts. */
function component(data: Uint8Array, index: number): Uint8Array | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const count = view.getInt32(0, true);
  if (index >= count) return null;
  const offsetOf = (entry: number) => Number(view.getBigInt64(4 + 8 * entry, true));
  const start = offsetOf(index);
  if (start < 0) return null;
  let end = data.byteLength;
  for (let next = index + 1; next < count; next++) {
    if (offsetOf(next) >= 0) {
      end = offsetOf(next);
      break;
    }
  }
  return data.subarray(start, end);
}

/** The unicharset's characters by id: a count line, then one "char properties…" line each. */
function unichars(part: Uint8Array): string[] {
  const lines = new TextDecoder().decode(part).split('\n');
  const count = Number(lines[0]);
  // Id 0 is written "NULL" and stands for the space.
  return lines
    .slice(1, count + 1)
    .map((line) => line.split(' ')[0]!)
    .map((char) => (char === 'NULL' ? ' ' : char));
}

/**
 * Every word of a traineddata file's LSTM dictionary. The DAWG is a list of 64-bit edges, each
 * node's edges in a row (the last one marked): a letter id in the low bits, then three flags,
 * then the edge where the next node's edges start (0: none).
 */
export function wordsOfTraineddata(data: Uint8Array): string[] {
  const charsPart = component(data, LSTM_UNICHARSET);
  const dawg = component(data, LSTM_SYSTEM_DAWG);
  if (!charsPart || !dawg) return [];
  const chars = unichars(charsPart);
  const view = new DataView(dawg.buffer, dawg.byteOffset, dawg.byteLength);
  if (view.getInt16(0, true) !== DAWG_MAGIC) return [];
  const unicharCount = view.getInt32(2, true);
  const edgeCount = view.getInt32(6, true);
  const flagStart = BigInt(Math.ceil(Math.log2(unicharCount)));
  const letterMask = (1n << flagStart) - 1n;
  const edge = (index: number) => view.getBigUint64(10 + 8 * index, true);
  const words: string[] = [];
  const stack: { node: number; prefix: string }[] = [{ node: 0, prefix: '' }];
  while (stack.length > 0) {
    const { node, prefix } = stack.pop()!;
    for (let index = node; index < edgeCount; index++) {
      const record = edge(index);
      const flags = (record >> flagStart) & 7n;
      const next = Number(record >> (flagStart + FLAG_BITS));
      const word = prefix + (chars[Number(record & letterMask)] ?? '');
      if (flags & WORD_END_FLAG) words.push(word);
      if (next !== 0 && !(flags & DIRECTION_FLAG)) stack.push({ node: next, prefix: word });
      if (flags & MARKER_FLAG) break;
    }
  }
  return words;
}

/** Each language's words in lower case, read on first use and kept by this instance. */
export function tesseractWordLists(): WordLists {
  const built = new Map<string, ReadonlySet<string> | null>();
  return (language) => {
    if (!built.has(language)) {
      // The ISO 639-1 code the language guesser answers, as tesseract names its model.
      const model = MODELS[language] as OcrLanguage | undefined;
      built.set(
        language,
        model
          ? new Set(wordsOfTraineddata(readLanguageData(model)).map((word) => word.toLowerCase()))
          : null,
      );
    }
    return built.get(language)!;
  };
}
