/**
 * Words the recogniser read against another row's baseline are read again on their own.
 * Session 54, fresh scan block 43 (seed 43041): "1.2 Costruttore Sartorius" on the left and a
 * value row half a line higher on the right were read as one line, and clear bold print came
 * back "43-03837" (73) and "96/08/2023" (82); read on their own they are "23-03837" and
 * "06/08/2023".
 */
import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../../../src/extraction/ocr/gray-image.js';
import type { OcrResult } from '../../../../src/extraction/ocr/ocr-engine.js';
import { withOffRowRereads } from '../../../../src/extraction/ocr/off-row-rereads.js';
import { boxedLine, boxedWord } from './recognised-line.js';
import { blank, fill } from './clean-image/gray-pages.js';

const word = boxedWord;
const line = boxedLine;

/** The left row on its baseline, the right row's words 21 px higher, read as one line. */
function joinedRows(rightConfidence: number): OcrResult {
  return {
    lines: [
      line(
        word('1.2', { x0: 213, y0: 714, x1: 270, y1: 745 }),
        word('Costruttore', { x0: 306, y0: 715, x1: 560, y1: 746 }),
        word('Sartorius', { x0: 657, y0: 715, x1: 860, y1: 746 }),
        word('43-03837', { x0: 1284, y0: 693, x1: 1480, y1: 724 }, rightConfidence),
      ),
    ],
  };
}

/** A recogniser that reads every cut-out as `text`, and records what it was given. */
function scripted(text: string, confidence: number) {
  const given: GrayImage[] = [];
  const read = async (part: GrayImage): Promise<OcrResult> => {
    given.push(part);
    return {
      lines: [
        line(word(text, { x0: 20, y0: 20, x1: part.width - 20, y1: part.height - 20 }, confidence)),
      ],
    };
  };
  return { given, read };
}

const texts = (result: OcrResult) => result.lines.flatMap((l) => l.words.map((w) => w.text));

describe('withOffRowRereads', () => {
  it('reads a doubted word of the other row again on its own, and keeps the surer reading', async () => {
    const { given, read } = scripted('23-03837', 91);
    const result = await withOffRowRereads(blank(2400, 1200), joinedRows(73), read);
    expect(texts(result)).toEqual(['1.2', 'Costruttore', 'Sartorius', '23-03837']);
    // Only the doubted part was cut out: about its own height, not the whole line's width.
    expect(given).toHaveLength(1);
    expect(given[0]!.width).toBeLessThan(400);
    // The new word stands where the old one stood on the page.
    const reread = result.lines[0]!.words[3]!;
    expect(reread.box.x0).toBeGreaterThan(1250);
    expect(reread.box.y0).toBeLessThan(714);
  });

  it('keeps, word by word, the reading believed more', async () => {
    // Session 56: a part read again for its doubted word keeps its other words as first read
    // where the new reading of them is believed less ("digital" at 96, again "diaital" at 91).
    const rows: OcrResult = {
      lines: [
        line(
          word('Costruttore', { x0: 306, y0: 715, x1: 560, y1: 746 }),
          word('43-03837', { x0: 1284, y0: 693, x1: 1480, y1: 724 }, 50),
          word('digital', { x0: 1500, y0: 693, x1: 1600, y1: 724 }, 96),
        ),
      ],
    };
    // The cut-out starts 5 px (reach) and 21 px (margin) left of the part's first word.
    const read = async (): Promise<OcrResult> => ({
      lines: [
        line(
          word('23-03837', { x0: 26, y0: 20, x1: 222, y1: 51 }, 91),
          word('diaital', { x0: 242, y0: 20, x1: 342, y1: 51 }, 91),
        ),
      ],
    });
    const result = await withOffRowRereads(blank(2400, 1200), rows, read);
    expect(texts(result)).toEqual(['Costruttore', '23-03837', 'digital']);
  });

  it('keeps the first reading when the second is believed no more', async () => {
    const { read } = scripted('23-03837', 74);
    const result = await withOffRowRereads(blank(2400, 1200), joinedRows(73), read);
    expect(texts(result)).toContain('43-03837');
  });

  it('reads nothing again when the recogniser was sure of every word', async () => {
    const { given, read } = scripted('23-03837', 99);
    const result = await withOffRowRereads(blank(2400, 1200), joinedRows(90), read);
    expect(given).toHaveLength(0);
    expect(texts(result)).toContain('43-03837');
  });

  it('reads a part again whole where ink no word covers touches its end, a letter it lost', async () => {
    // Session 60, seed 54061: a bold "Eppendorf" on a row joined to the one under it came back
    // "ppendo" at 93, its first and last letters left out; the maker was wrong and high.
    const rows = (maker: string): OcrResult => ({
      lines: [
        line(
          word(maker, { x0: 733, y0: 1151, x1: 895, y1: 1182 }, 93),
          word('Fecha', { x0: 1284, y0: 1172, x1: 1410, y1: 1203 }),
          word('21/11/2025', { x0: 1778, y0: 1172, x1: 2000, y1: 1203 }),
        ),
      ],
    });
    const page = () => {
      const image = blank(2400, 1400);
      fill(image, 733, 1151, 895, 1182); // the letters read
      fill(image, 706, 1151, 728, 1182); // the "E" left out, 5 px before them
      return image;
    };
    const again = (text: string, confidence: number) => async (): Promise<OcrResult> => ({
      lines: [line(word(text, { x0: 20, y0: 20, x1: 240, y1: 51 }, confidence))],
    });
    const read = (result: OcrResult) => texts(result);
    expect(read(await withOffRowRereads(page(), rows('ppendo'), again('Eppendorf', 95)))).toEqual([
      'Eppendorf',
      'Fecha',
      '21/11/2025',
    ]);
    // A new reading that changes what was read, or believed little, says nothing.
    expect(read(await withOffRowRereads(page(), rows('ppendo'), again('Epperdorf', 95)))).toContain(
      'ppendo',
    );
    expect(read(await withOffRowRereads(page(), rows('ppendo'), again('Eppendorf', 60)))).toContain(
      'ppendo',
    );
    // Without ink beside it, a sure part is not read again.
    const { given, read: recorder } = scripted('Eppendorf', 95);
    await withOffRowRereads(blank(2400, 1400), rows('ppendo'), recorder);
    expect(given).toHaveLength(0);
  });

  it('reads nothing again in a line of one row, however doubtful', async () => {
    const { given, read } = scripted('Sartorius', 99);
    const oneRow: OcrResult = {
      lines: [
        line(
          word('1.2', { x0: 213, y0: 714, x1: 270, y1: 745 }),
          word('Costruttore', { x0: 306, y0: 715, x1: 560, y1: 746 }),
          word('Sartorlus', { x0: 657, y0: 715, x1: 860, y1: 746 }, 60),
        ),
      ],
    };
    const result = await withOffRowRereads(blank(2400, 1200), oneRow, read);
    expect(given).toHaveLength(0);
    expect(texts(result)).toContain('Sartorlus');
  });
});
