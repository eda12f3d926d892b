/**
 * The words of the register's dates and codes read twice more on their own: two readings of
 * three win, a believed reading against the first leaves it in doubt, noise says nothing.
 */
import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../../../src/extraction/ocr/gray-image.js';
import type { OcrResult } from '../../../../src/extraction/ocr/ocr-engine.js';
import {
  doubled,
  nearVariant,
  rereadValueWords,
  verdict,
  withRereadRuns,
  withRereads,
  type ReadStrip,
} from '../../../../src/extraction/ocr/value-rereads.js';
import type { PlacedWord } from '../../../../src/extraction/ocr/words-to-runs.js';
import type { PageText } from '../../../../src/extraction/layout/types.js';
import {
  emptyInstrumentFields,
  type Extraction,
  type InstrumentFields,
} from '../../../../src/shared/extraction.js';

describe('nearVariant', () => {
  it('is a reading of the same length with a character or two of its kind changed', () => {
    expect(nearVariant('2024-09-15', '2024-09-18')).toBe(true);
    expect(nearVariant('685820176', 'G85820176')).toBe(true);
    expect(nearVariant('2024-09-15', '2024-03-18')).toBe(true);
  });

  it('is no reading cut otherwise, longer, or with a separator changed', () => {
    expect(nearVariant('2024-09-15', '2024-09-15')).toBe(false);
    expect(nearVariant('2024-09-15', '2024-09-1')).toBe(false);
    expect(nearVariant('2024-09-15', '2024/09-15')).toBe(false);
    expect(nearVariant('2024-09-15', '2021-08-18')).toBe(false);
  });

  it('is no reading that differs only by a mark over a letter', () => {
    // Session 62, seed 59221: "ÉQ-00995" read again twice over the corrected "EQ-00995".
    expect(nearVariant('EQ-00995', 'ÉQ-00995')).toBe(false);
    expect(nearVariant('EQ-00995', 'ÉQ-00996')).toBe(true);
  });
});

const sure = (text: string) => ({ text, confidence: 95 });

describe('verdict', () => {
  it('takes two believed new readings that agree against the first', () => {
    // Session 54, block 44, seed 44081: a bold "2024-09-18" read "2024-09-15" at 96 on the page.
    expect(verdict('2024-09-15', [sure('2024-09-18'), sure('2024-09-18')])).toEqual({
      kind: 'reread',
      text: '2024-09-18',
    });
  });

  it('doubts the first reading when a believed new one differs and nothing confirms it', () => {
    expect(verdict('2024-09-15', [sure('2024-09-18'), null])).toEqual({ kind: 'doubt' });
    expect(verdict('2024-09-15', [sure('2024-09-18'), sure('2024-09-16')])).toEqual({
      kind: 'doubt',
    });
  });

  it('keeps the first reading when the other new reading confirms it', () => {
    expect(verdict('2024-09-15', [sure('2024-09-18'), sure('2024-09-15')])).toBeNull();
  });

  it('hears nothing from readings the recogniser doubts or that are no near variant', () => {
    // A real scan: "2024-09-10" read again "2024-08-10" at 64 and "2024-03-10" at 77.
    expect(
      verdict('2024-09-10', [
        { text: '2024-08-10', confidence: 64 },
        { text: '2024-03-10', confidence: 77 },
      ]),
    ).toBeNull();
    expect(verdict('2024-09-15', [sure('2024-09-1S x'), sure('24-09-15')])).toBeNull();
  });
});

describe('doubled', () => {
  it('repeats each pixel twice across and twice down', () => {
    const image: GrayImage = { width: 2, height: 1, data: new Uint8Array([0, 200]) };
    expect(doubled(image)).toEqual({
      width: 4,
      height: 2,
      data: new Uint8Array([0, 0, 200, 200, 0, 0, 200, 200]),
    });
  });
});

const PAGE: GrayImage = { width: 400, height: 300, data: new Uint8Array(400 * 300).fill(255) };

function placed(text: string, y: number, confidence = 96): PlacedWord {
  return {
    text,
    confidence,
    page: 1,
    x0: 100,
    x1: 160,
    baseline: y,
    size: 10,
    pixels: { x0: 20, y0: 2 * y - 30, x1: 200, y1: 2 * y },
  };
}

function extraction(fields: Partial<InstrumentFields>, y: Record<string, number>): Extraction {
  const all: InstrumentFields = { ...emptyInstrumentFields(), ...fields };
  const sources = Object.fromEntries(
    Object.entries(y).map(([key, baseline]) => [key, { page: 1, x: 100, y: baseline }]),
  );
  return { fields: all, items: [all], sources } as unknown as Extraction;
}

/** A recogniser answering each strip row (in order) with the given words, at either scale. */
function scripted(byFactor: Record<1 | 2, string[]>): { read: ReadStrip; calls: number[] } {
  const calls: number[] = [];
  const read: ReadStrip = async (image, factor) => {
    calls.push(factor);
    const readings = byFactor[factor];
    // Crops of one height c are stacked with c of white above each and below the last.
    const c = image.height / (2 * readings.length + 1);
    const result: OcrResult = {
      lines: readings.map((text, index) => {
        const y0 = c + index * 2 * c + 2;
        const box = { x0: 40, y0, x1: 200, y1: y0 + c - 4 };
        return { baseline: box, box, words: [{ text, confidence: 94, box, symbols: [] }] };
      }),
    };
    return result;
  };
  return { read, calls };
}

describe('rereadValueWords', () => {
  it('reads the dates’ and codes’ words twice more in one strip each and votes', async () => {
    const date = placed('2024-09-15', 100);
    const serial = placed('4457-0074', 130);
    const name = placed('Fluke', 160);
    const { read, calls } = scripted({
      1: ['2024-09-18', '4457-0074'],
      2: ['2024-09-18', '4457-0074'],
    });
    const out = await rereadValueWords(
      extraction(
        { calibrationDate: '2024-09-15', serialNumber: '4457-0074', manufacturer: 'Fluke' },
        { calibrationDate: 100, serialNumber: 130 },
      ),
      [date, serial, name],
      new Map([[1, PAGE]]),
      read,
    );
    expect(calls).toEqual([1, 2]);
    expect([...out]).toEqual([[date, { kind: 'reread', text: '2024-09-18' }]]);

    const words = withRereads([date, serial, name], out);
    expect(words.map((word) => word.text)).toEqual(['2024-09-18', '4457-0074', 'Fluke']);
    const pages: PageText[] = [
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [date, serial].map((word) => ({
          text: word.text,
          page: 1,
          x: word.x0,
          y: word.baseline,
          width: 60,
          size: 10,
          font: 'ocr@10',
        })),
      },
    ];
    expect(withRereadRuns(pages, out)[0]!.runs.map((run) => run.text)).toEqual([
      '2024-09-18',
      '4457-0074',
    ]);
  });

  it('caps a doubted word’s confidence so that its field is no longer high', async () => {
    const serial = placed('805-0087', 130);
    const { read } = scripted({ 1: ['80S-0087'], 2: ['805-0O87x'] });
    const out = await rereadValueWords(
      extraction({ serialNumber: '805-0087' }, { serialNumber: 130 }),
      [serial],
      new Map([[1, PAGE]]),
      read,
    );
    expect(out.get(serial)).toEqual({ kind: 'doubt' });
    expect(withRereads([serial], out)[0]!.confidence).toBeLessThan(85);
  });

  it('leaves everything as read when the recogniser fails', async () => {
    const date = placed('2024-09-15', 100);
    const out = await rereadValueWords(
      extraction({ calibrationDate: '2024-09-15' }, { calibrationDate: 100 }),
      [date],
      new Map([[1, PAGE]]),
      async () => {
        throw new Error('timed out');
      },
    );
    expect(out.size).toBe(0);
  });
});
