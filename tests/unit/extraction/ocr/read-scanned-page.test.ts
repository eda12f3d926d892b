import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../../../src/extraction/ocr/gray-image.js';
import type {
  OcrEngine,
  OcrResult,
  RecogniseOptions,
} from '../../../../src/extraction/ocr/ocr-engine.js';
import { correctLabelWords } from '../../../../src/extraction/ocr/label-words.js';
import {
  columnGapsBefore,
  readScannedPage,
  type ScannedPage,
} from '../../../../src/extraction/ocr/read-scanned-page.js';
import { lexiconFromWordList } from '../../../../src/extraction/ocr/restore-accents.js';
import { recognisedLine } from './recognised-line.js';

/** One recognised line of words 40 px apart, 30 px tall, on baseline 200. */
function lineOf(text: string): OcrResult {
  const words = text.split(' ').map((word, index) => {
    const box = { x0: 100 + index * 200, y0: 170, x1: 100 + index * 200 + 160, y1: 200 };
    return { text: word, confidence: 95, box, symbols: [{ text: word, box }] };
  });
  return {
    lines: [
      {
        baseline: { x0: 100, y0: 200, x1: 1000, y1: 200 },
        box: { x0: 100, y0: 170, x1: 1000, y1: 200 },
        words,
      },
    ],
  };
}

/** A recogniser that answers with the given readings in turn and notes the models asked for. */
function fakeEngine(readings: string[]): OcrEngine & { calls: RecogniseOptions[] } {
  const calls: RecogniseOptions[] = [];
  return {
    calls,
    recognise: async (_image: GrayImage, options: RecogniseOptions) => {
      calls.push(options);
      return lineOf(readings[calls.length - 1] ?? 'Pagina 2 di 2');
    },
    close: async () => {},
  };
}

/** A blank A4 page: paper only (its content is what the fake recogniser says). */
const page = (number: number): ScannedPage => ({
  number,
  width: 595,
  height: 842,
  render: async (scale: number) => {
    const width = Math.round(595 * scale);
    const height = Math.round(842 * scale);
    return { width, height, data: new Uint8Array(width * height).fill(235) };
  },
});

describe('readScannedPage: the document language', () => {
  it('glimpses in English, then reads the page in its language', async () => {
    const engine = fakeEngine([
      'Certificato di taratura Committente Costruttore Matricola',
      'Strumento: Micrometro per esterni',
    ]);
    const state = { language: null };
    await readScannedPage({ engine, lexicon: () => null }, page(1), 60_000, state);
    expect(engine.calls.map((call) => call.languages)).toEqual([['eng'], ['ita', 'eng']]);
    expect(state.language).toBe('it');
    await readScannedPage({ engine, lexicon: () => null }, page(2), 60_000, state);
    expect(engine.calls.at(-1)!.languages).toEqual(['ita', 'eng']);
    expect(engine.calls).toHaveLength(3);
  });

  it('glimpses below the letterhead first, and at the letterhead only when that says nothing', async () => {
    // Below the letterhead: a part number and a date, no language; the letterhead names it.
    const engine = fakeEngine([
      'PN 4471-02 2024-03-11',
      'Kalibrierschein Kalibrierlaboratorium Auftraggeber Hersteller',
      'Gegenstand: Messschieber',
    ]);
    const state = { language: null };
    await readScannedPage({ engine, lexicon: () => null }, page(1), 60_000, state);
    expect(engine.calls.map((call) => call.languages)).toEqual([['eng'], ['eng'], ['deu', 'eng']]);
    expect(state.language).toBe('de');
  });
});

describe('readScannedPage: the same page reads the same whatever was read before', () => {
  /**
   * A recogniser whose reading depends on the models it has loaded, as Tesseract's does: the
   * English model reads the Italian captions of a bilingual band well enough to tell the
   * language; with the German one (left loaded by the last document) only the English glosses
   * come out.
   */
  function modelDependentEngine(): OcrEngine & { calls: RecogniseOptions[]; active: string } {
    const calls: RecogniseOptions[] = [];
    const engine = {
      calls,
      active: 'eng',
      recognise: async (_image: GrayImage, options: RecogniseOptions) => {
        calls.push(options);
        if (options.languages.length > 0) engine.active = options.languages.join('+');
        return lineOf(
          engine.active === 'eng'
            ? 'Certificato di taratura Committente Costruttore Matricola'
            : engine.active.startsWith('ita')
              ? 'Strumento: Micrometro per esterni'
              : 'Calibration Certificate Customer Manufacturer Serial number',
        );
      },
      close: async () => {},
    };
    return engine;
  }

  it('tells an Italian page after a German document as it does on a fresh recogniser', async () => {
    const fresh = modelDependentEngine();
    const afterGerman = modelDependentEngine();
    afterGerman.active = 'deu+eng';
    const read = async (engine: OcrEngine) => {
      const state = { language: null };
      const words = await readScannedPage({ engine, lexicon: () => null }, page(1), 60_000, state);
      return { language: state.language, words };
    };
    const first = await read(fresh);
    expect(first.language).toBe('it');
    expect(await read(afterGerman)).toEqual(first);
  });
});

describe('readScannedPage: accents', () => {
  it("puts back the accents the recogniser dropped, from the document language's word list", async () => {
    const reading =
      'Certificat Etalonnage Laboratoire de Metrologie pour le client et la date du certificat';
    const engine: OcrEngine = {
      recognise: async () => recognisedLine(reading),
      close: async () => {},
    };
    const asked: string[] = [];
    const french = lexiconFromWordList('3\nétalonnage/S\nmétrologie/S\nlaboratoire/S\n');
    const lexicon = (language: string) => {
      asked.push(language);
      return language === 'fr' ? french : null;
    };
    const state = { language: null };
    const words = await readScannedPage({ engine, lexicon }, page(1), 60_000, state);
    const text = words.page.runs.map((run) => run.text).join(' ');
    expect(state.language).toBe('fr');
    expect(asked).toEqual(['fr']);
    expect(text).toContain('Étalonnage');
    expect(text).toContain('Métrologie');
    expect(text).toContain('Laboratoire');
  });
});

describe('readScannedPage: label words', () => {
  it('corrects a caption whose i the recogniser read as a dotless ı', async () => {
    const engine: OcrEngine = {
      recognise: async () => recognisedLine('Zeırlifikalsnummer KS-42854/25'),
      close: async () => {},
    };
    const words = await readScannedPage({ engine, lexicon: () => null }, page(1), 60_000, {
      language: null,
    });
    expect(words.page.runs.map((run) => run.text).join(' ')).toContain(
      'Zertifikatsnummer KS-42854/25',
    );
  });
});

describe('column gaps of a recognised line', () => {
  /** Words boxed [text, x0, x1] on one line, 28 px tall, read at 96 (the speck at 33). */
  const words = (boxes: readonly (readonly [string, number, number])[]) =>
    boxes.map(([text, x0, x1]) => ({
      text,
      confidence: text === '~~' ? 33 : 96,
      box: { x0, y0: 1297, x1, y1: 1325 },
      symbols: [],
    }));

  it('are measured from the last word with a letter or digit: a speck in the gap does not close it', () => {
    // Session 74, block 82 (seed 82051): "Instrument ~~ Calibrador de processos", the speck
    // 24 and 18 px from its neighbours, the caption and its value 68 px apart.
    const line = words([
      ['Objeto', 222, 336],
      ['/', 349, 360],
      ['Instrument', 375, 566],
      ['~~', 590, 616],
      ['Calibrador', 634, 816],
      ['de', 829, 870],
      ['processos', 883, 1058],
    ]);
    const gaps = columnGapsBefore(line);
    expect(gaps).toEqual([false, false, false, false, true, false, false]);
    // So the value's first word is not corrected into a caption with the caption's words.
    const readings = line.map((word) => word.text);
    expect(
      correctLabelWords(
        readings,
        line.map((word) => word.confidence),
        gaps,
      )[4],
    ).toBe('Calibrador');
    expect(
      correctLabelWords(
        readings,
        line.map((word) => word.confidence),
      )[4],
    ).toBe('Calibrado');
  });
});

describe('readScannedPage: elisions', () => {
  it('puts back the apostrophe a French page lost, and only on a French or Italian page', async () => {
    const read = async (reading: string) => {
      const engine: OcrEngine = {
        recognise: async () => recognisedLine(reading),
        close: async () => {},
      };
      const words = await readScannedPage({ engine, lexicon: () => null }, page(1), 60_000, {
        language: null,
      });
      return words.page.runs.map((run) => run.text).join(' ');
    };
    expect(
      await read("Certificat d étalonnage émis par Laboratoire d Étalonnage de l'Ouest"),
    ).toContain("Laboratoire d'Étalonnage de l'Ouest");
    expect(await read('Calibration Certificate issued by d Arcy Instruments')).toContain(
      'by d Arcy Instruments',
    );
  });
});
