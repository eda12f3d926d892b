import { describe, expect, it } from 'vitest';
import type { OcrLine, OcrWord } from '../../../../src/extraction/ocr/ocr-engine.js';
import {
  clipOverlaps,
  correctReadings,
  estimateSkew,
  splitRunTogether,
  wordsToPage,
} from '../../../../src/extraction/ocr/words-to-runs.js';
import { A4_AT_300_DPI as GEOMETRY, SCALE } from './recognised-line.js';

/**
 * A recognised word in a 10 pt line whose baseline is at `baseline` px: characters 22 px wide
 * with 3 px between them, capitals 29 px tall (0.7 em of 41.7 px).
 */
function word(text: string, x: number, baseline: number, confidence = 95, capHeight = 29): OcrWord {
  const symbols = [...text].map((char, index) => {
    const x0 = x + index * 25;
    const top = /[a-z]/.test(char) && !/[bdhkl]/.test(char) ? baseline - 21 : baseline - capHeight;
    return { text: char, box: { x0, y0: top, x1: x0 + 22, y1: baseline } };
  });
  return {
    text,
    confidence,
    box: { x0: x, y0: baseline - capHeight, x1: x + text.length * 25 - 3, y1: baseline },
    symbols,
  };
}

/**
 * A word on baseline 800 the recogniser doubted as a word (wordConfidence) while reading each of
 * its characters at `confidence`.
 */
function doubted(
  text: string,
  x: number,
  confidence: number,
  wordConfidence: number,
  capHeight = 29,
): OcrWord {
  const read = word(text, x, 800, wordConfidence, capHeight);
  return { ...read, symbols: read.symbols.map((symbol) => ({ ...symbol, confidence })) };
}

function line(words: OcrWord[], baseline: number, slope = 0): OcrLine {
  const x0 = words[0]!.box.x0;
  const x1 = words[words.length - 1]!.box.x1;
  return {
    words,
    baseline: { x0, y0: baseline, x1, y1: baseline + slope * (x1 - x0) },
    box: { x0, y0: baseline - 29, x1, y1: baseline },
  };
}

describe('wordsToPage', () => {
  it("joins a code's last group read apart with its hyphen, spaced as the code's own hyphens", () => {
    // Session 72, block 78 (seed 78121): "293-340" | "-30", the "-30" 13 px after the "0"
    // where the code's hyphens stand 9 and 11 px from their digits; the model lost "-30".
    const read = (gap: number) =>
      wordsToPage(
        {
          lines: [
            line(
              [word('Modell', 223, 1063), word('293-340', 600, 1063), word('-30', 772 + gap, 1063)],
              1063,
            ),
          ],
        },
        GEOMETRY,
      ).page.runs.map((run) => run.text);
    // The helper's glyphs stand 3 px apart, hyphens too.
    expect(read(4)).toEqual(['Modell', '293-340-30']);
    // A word space off, it is no group of the code ("0 -30 °C", a range's end).
    expect(read(15)).toEqual(['Modell', '293-340', '-30']);
  });

  it("joins a hyphen the recogniser read apart to a code's letters and number", () => {
    // Session 63, seed 61131: "CAL" "-" "83822/23", the hyphen 4 px tall, went as noise.
    const hyphen = (x: number): OcrWord => ({
      text: '-',
      confidence: 91,
      box: { x0: x, y0: 1063 - 13, x1: x + 9, y1: 1063 - 9 },
      symbols: [{ text: '-', box: { x0: x, y0: 1050, x1: x + 9, y1: 1054 } }],
    });
    const read = (words: OcrWord[]) =>
      wordsToPage({ lines: [line(words, 1063)] }, GEOMETRY).page.runs.map((run) => run.text);
    expect(
      read([
        word('Nº', 1386, 1063),
        word('CAL', 1692, 1063),
        hyphen(1781),
        word('83822/23', 1800, 1063),
      ]),
    ).toEqual(['Nº', 'CAL-83822/23']);
    // Session 64, seed 63151: an ampersand among the letters ("M&TE" "-" "3144").
    expect(
      read([
        word('Codice', 223, 1063),
        word('M&TE', 618, 1063),
        hyphen(713),
        word('3144', 731, 1063),
      ]),
    ).toEqual(['Codice', 'M&TE-3144']);
    // A date range's dash is no code's: "2023-05-11 - 2023-05-12" keeps its two dates.
    expect(
      read([word('2023-05-11', 1000, 1063), hyphen(1259), word('2023-05-12', 1280, 1063)]).join(
        ' ',
      ),
    ).not.toContain('2023-05-11-2023');
  });

  it("keeps a range's dash after a date, flat as it is, and drops a flat rule elsewhere", () => {
    // Session 64, seed 63151: "2025-02-24 —", the range's second date wrapped to the next line;
    // the dash, 5 px tall, went as noise, and the first date stood for the range.
    const dash = (x: number, y0: number): OcrWord => ({
      text: '—',
      confidence: 80,
      box: { x0: x, y0, x1: x + 23, y1: y0 + 5 },
      symbols: [{ text: '—', box: { x0: x, y0, x1: x + 23, y1: y0 + 5 } }],
    });
    const read = (words: OcrWord[]) =>
      wordsToPage({ lines: [line(words, 862)] }, GEOMETRY).page.runs.map((run) => run.text);
    expect(
      read([word('2025-02-24', 1283, 862), dash(1308 + 250, 848), word('2025-03-08', 1778, 862)]),
    ).toEqual(['2025-02-24', '—', '2025-03-08']);
    // After a word, or far from the date, a flat stroke is a rule's remnant.
    expect(
      read([word('Calibrated', 1283, 862), dash(1283 + 250 + 20, 848), word('On', 1778, 862)]),
    ).toEqual(['Calibrated', 'On']);
    expect(
      read([word('2025-02-24', 1283, 862), dash(1283 + 250 + 200, 848), word('x', 1900, 862)]),
    ).not.toContain('—');
  });

  it('places words in PDF points, top-left origin, on their baseline', () => {
    const baseline = Math.round(100 * SCALE);
    const { page, words } = wordsToPage(
      {
        lines: [
          line([word('Serial', 250, baseline), word('No.:', 420, baseline)], baseline),
          line([word('12345', 1000, baseline)], baseline),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual(['Serial', 'No.:', '12345']);
    const serial = page.runs[0]!;
    expect(serial.x).toBeCloseTo(250 / SCALE, 1);
    expect(serial.y).toBeCloseTo(100, 0);
    expect(serial.size).toBe(10);
    expect(words[2]).toMatchObject({ text: '12345', confidence: 95, page: 1 });
  });

  it('measures a word of one capital by it when a small letter is boxed as tall', () => {
    // Session 56, seed 47151: "Genii" wrapped under "DPI 620", its "e" boxed as tall as its
    // "G", measured 16 pt beside the 11.5 pt of its line, and left out of the model.
    const baseline = Math.round(100 * SCALE);
    const genii = word('Genii', 250, baseline);
    genii.symbols[1] = {
      ...genii.symbols[1]!,
      box: { ...genii.symbols[1]!.box, y0: baseline - 29 },
    };
    const { page } = wordsToPage({ lines: [line([genii], baseline)] }, GEOMETRY);
    expect(page.runs[0]!.size).toBe(10);
  });

  it('joins a code parted at a gap narrower than the line’s spaces', () => {
    // Session 56, block 44 (seed 44291): "MS204TS" read "MS" "204TS" 8 px apart, the line's
    // spaces 15 and 17 px; the model had a space in it, high.
    const baseline = Math.round(100 * SCALE);
    const texts = (gap: number) =>
      wordsToPage(
        {
          lines: [
            line(
              [
                word('Typ', 100, baseline),
                word('MS', 200, baseline),
                word('204TS', 247 + gap, baseline),
                word('12', 600, baseline),
                word('febbraio', 663, baseline),
                word('2025', 877, baseline),
              ],
              baseline,
            ),
          ],
        },
        GEOMETRY,
      ).page.runs.map((run) => run.text);
    expect(texts(8)).toEqual(['Typ', 'MS204TS', '12', 'febbraio', '2025']);
    // A space as wide as the line's others is a space.
    expect(texts(16)).toEqual(['Typ', 'MS', '204TS', '12', 'febbraio', '2025']);
    // Neither part mixing letters and digits: a mark and its year, spaced as printed.
    const mark = wordsToPage(
      {
        lines: [
          line(
            [
              word('72392', 100, baseline),
              word('D-K', 250, baseline),
              word('25', 330, baseline),
              word('14.', 600, baseline),
              word('Oktober', 691, baseline),
              word('2025', 880, baseline),
            ],
            baseline,
          ),
        ],
      },
      GEOMETRY,
    ).page.runs.map((run) => run.text);
    expect(mark).toContain('D-K');
  });

  it('levels a page scanned 1° crooked, so a row stays one line', () => {
    const slope = Math.tan((1 * Math.PI) / 180);
    const baseline = 1200;
    const left = word('Model', 200, baseline);
    const right = word('87V', 1800, Math.round(baseline + slope * 1600));
    const { page, skewDegrees } = wordsToPage(
      { lines: [line([left, right], baseline, slope)] },
      GEOMETRY,
    );
    expect(skewDegrees).toBeCloseTo(1, 1);
    const [a, b] = page.runs;
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
  });

  it('keeps a line printed straight on a crooked page on one baseline', () => {
    // The body is tilted 0.5° (three long lines); the letterhead line above it is level, as
    // on a pre-printed letterhead: levelling the page must not tilt it.
    const slope = Math.tan((0.5 * Math.PI) / 180);
    const body = [1000, 1100, 1200].map((y) =>
      line(
        [word('Calibration', 200, y), word('certificate', 2000, Math.round(y + slope * 1800))],
        y,
        slope,
      ),
    );
    const letterhead = line(
      [
        word('Kipp', 150, 400),
        word('&', 280, 400),
        word('Delftechpark', 500, 400),
        word('www.kz.com', 2100, 400),
      ],
      400,
    );
    const { page, skewDegrees } = wordsToPage({ lines: [letterhead, ...body] }, GEOMETRY);
    expect(skewDegrees).toBeCloseTo(0.5, 1);
    const heads = page.runs.filter((run) => run.y < 150);
    expect(heads).toHaveLength(4);
    expect(new Set(heads.map((run) => run.y.toFixed(3))).size).toBe(1);
  });

  it('gives body lines one size, so OCR jitter makes no headings', () => {
    const lines = [400, 500, 600, 700].map((baseline, index) =>
      line([word('Label', 200, baseline, 95, 27 + index)], baseline),
    );
    const title = line([word('TITLE', 200, 300, 95, 58)], 300);
    const { page } = wordsToPage({ lines: [title, ...lines] }, GEOMETRY);
    const sizes = page.runs.map((run) => run.size);
    expect(new Set(sizes.slice(1)).size).toBe(1);
    expect(sizes[0]).toBeGreaterThan(sizes[1]! * 1.5);
  });

  it('drops specks, border remnants and flat rule fragments', () => {
    const baseline = 800;
    const speck: OcrWord = {
      text: ':',
      confidence: 60,
      box: { x0: 1500, y0: baseline - 3, x1: 1503, y1: baseline },
      symbols: [],
    };
    const border = { ...word('|', 1700, baseline), text: '|' };
    const tildes = { ...word('~~', 1200, baseline), text: '~~' };
    const flat: OcrWord = {
      text: '7',
      confidence: 66,
      box: { x0: 1900, y0: baseline - 1, x1: 1913, y1: baseline },
      symbols: [],
    };
    const { page } = wordsToPage(
      { lines: [line([word('Druck', 1000, baseline), tildes, speck, border, flat], baseline)] },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual(['Druck']);
  });

  it('drops a capital read in a box too short for one, doubted: dust over the next line', () => {
    // Seed 66171: "Pa." 14 px tall at 27 over "Juni 2025" (capitals 37 px) was taken as the
    // due date's value, and the due date was lost.
    const baseline = 900;
    const dust = (confidence: number): OcrWord => ({
      text: 'Pa.',
      confidence,
      box: { x0: 600, y0: baseline - 14, x1: 645, y1: baseline },
      symbols: [],
    });
    const runs = (confidence: number) =>
      wordsToPage(
        { lines: [line([word('MIT430/2', 200, baseline), dust(confidence)], baseline)] },
        GEOMETRY,
      ).page.runs.map((run) => run.text);
    expect(runs(27)).toEqual(['MIT430/2']);
    // Read with some belief, a short reading is small print, and stays.
    expect(runs(80).join(' ')).toContain('Pa.');
  });

  it("keeps a caption's short last word the recogniser barely believed", () => {
    // Seed 19081: "Performed(8) by(8)" under a signature; without "by" the role line named
    // nobody, and the technician was lost.
    const baseline = 900;
    const role = (last: string) =>
      wordsToPage(
        {
          lines: [
            line([word('Michael', 200, 800), word('Torres', 400, 800)], 800),
            line([word('Performed', 200, baseline, 8), word(last, 440, baseline, 8)], baseline),
          ],
        },
        GEOMETRY,
      ).page.runs.map((run) => run.text);
    expect(role('by')).toEqual(['Michael', 'Torres', 'Performed', 'by']);
    // A doubtful short word that completes no caption is still noise.
    expect(role('bq')).toEqual(['Michael', 'Torres', 'Performed']);
  });

  it('keeps a whole caption the recogniser barely believed after its section number', () => {
    // Session 60, seed 54261: "2.4 S/N" read "24{4} S/N{4}" over a table rule; without the
    // caption the serial beside it was nobody's.
    const baseline = 900;
    const runs = (caption: string) =>
      wordsToPage(
        {
          lines: [
            line(
              [word('2.3', 200, 800), word('Model', 260, 800), word('MarCator', 1000, 800)],
              800,
            ),
            line(
              [
                word('24', 200, baseline, 4),
                word(caption, 262, baseline, 4),
                word('02710C', 1000, baseline),
              ],
              baseline,
            ),
          ],
        },
        GEOMETRY,
      ).page.runs.map((run) => run.text);
    expect(runs('S/N')).toContain('S/N');
    // A doubtful short word that is no caption is dust still.
    expect(runs('S/W').join(' ')).not.toContain('S/W');
  });

  it('keeps a short word the recogniser doubted as a word but read letter by letter surely', () => {
    // Seed 24231: "PA 56401158" (a wide glyph's gap read as a space) came back as two words at
    // confidence 0, every character at 99; "PA" had been dropped as dust, the serial cut.
    const sure = (text: string, x: number, confidence: number) => doubted(text, x, confidence, 0);
    const runs = (first: OcrWord) =>
      wordsToPage(
        { lines: [line([word('Serial', 200, 800), first, sure('56401158', 500, 99)], 800)] },
        GEOMETRY,
      ).page.runs.map((run) => run.text);
    expect(runs(sure('PA', 430, 99))).toEqual(['Serial', 'PA', '56401158']);
    // Session 49, block 26: "TFX 430", both at 0, the "4" at 94.
    expect(runs(sure('PA', 430, 92))).toEqual(['Serial', 'PA', '56401158']);
    // Session 67, block 68: "TFX 430", the "T" at 87 (a speck above it boxed with it).
    expect(runs(sure('PA', 430, 87))).toEqual(['Serial', 'PA', '56401158']);
    // Session 70, block 74: a caption's section number "3.2" at 6, each character at 99.
    expect(runs(sure('3.2', 430, 99))).toEqual(['Serial', '3.2', '56401158']);
    // Characters read doubtfully are dust still.
    expect(runs(sure('PA', 430, 60))).toEqual(['Serial', '56401158']);
    expect(runs(sure('3.2', 430, 60))).toEqual(['Serial', '56401158']);
  });

  it('keeps a lone digit read surely a word space before a word of sure letters', () => {
    // Session 70, block 75 (seed 75031): "Intervalo de calibración: 1 año", "1" and "año" both
    // at 4, every character at 99; the "1" went as dust and the interval with it.
    const sure = (text: string, x: number, confidence: number, capHeight = 29) =>
      doubted(text, x, confidence, 4, capHeight);
    const runs = (digit: OcrWord) =>
      wordsToPage(
        { lines: [line([word('Intervalo:', 200, 800), digit, sure('año', 540, 99)], 800)] },
        GEOMETRY,
      ).page.runs.map((run) => run.text);
    expect(runs(sure('1', 500, 99))).toEqual(['Intervalo:', '1', 'año']);
    // Read doubtfully, or standing taller than the word after it (a rule's fragment): dust.
    expect(runs(sure('1', 500, 60))).toEqual(['Intervalo:', 'año']);
    expect(runs(sure('1', 500, 99, 60))).toEqual(['Intervalo:', 'año']);
    // Before a capitalised word, a name's, it is a logo's or a speck's.
    const named = wordsToPage(
      {
        lines: [
          line([word('Lab:', 200, 800), sure('1', 500, 99), sure('Metrologia', 540, 99)], 800),
        ],
      },
      GEOMETRY,
    ).page.runs.map((run) => run.text);
    expect(named).toEqual(['Lab:', 'Metrologia']);
  });

  it('keeps the sure letters of a short doubted word whose edge speck took its confidence', () => {
    // Session 53, blocks 40 and 41: "FK 100" came back as "'FK" at confidence 0 (the F at 98,
    // the K at 99, a speck before them read as a quote) and "100": the model lost its letters.
    const read = (text: string, x: number, confidences: number[]): OcrWord => {
      const plain = word(text, x, 800, 0);
      return {
        ...plain,
        symbols: plain.symbols.map((symbol, index) => ({
          ...symbol,
          confidence: confidences[index]!,
        })),
      };
    };
    const runs = (first: OcrWord) =>
      wordsToPage(
        { lines: [line([word('Model', 200, 800), first, read('100', 500, [99, 99, 99])], 800)] },
        GEOMETRY,
      ).page.runs.map((run) => run.text);
    expect(runs(read("'FK", 420, [84, 98, 99]))).toEqual(['Model', 'FK', '100']);
    // Letters read doubtfully behind the speck are dust still.
    expect(runs(read("'FK", 420, [84, 60, 70]))).toEqual(['Model', '100']);
  });

  it("drops a mark read at a word's edge wholly under its characters: a speck beside it", () => {
    // Session 67, block 68: "~M&TE-0253" at 15, its "~" boxed under the baseline, came back
    // as the ID with the tilde.
    const code = (text: string, tildeTop: number): OcrWord => {
      const plain = word(text, 420, 800, 40);
      return {
        ...plain,
        symbols: plain.symbols.map((symbol, index) =>
          index === 0
            ? { ...symbol, box: { ...symbol.box, y0: tildeTop, y1: tildeTop + 3 }, confidence: 87 }
            : { ...symbol, confidence: 98 },
        ),
      };
    };
    const runs = (first: OcrWord) =>
      wordsToPage({ lines: [line([word('Asset', 200, 800), first], 800)] }, GEOMETRY).page.runs.map(
        (run) => run.text,
      );
    expect(runs(code('~M&TE-0253', 805))).toEqual(['Asset', 'M&TE-0253']);
    // A mark beside the characters' height is part of the word.
    expect(runs(code('~M&TE-0253', 785))).toEqual(['Asset', '~M&TE-0253']);
  });

  it("sizes a line by its capitals when its baseline is not its words' (two rows joined)", () => {
    // Session 61, seed 55181: "Unit Under Test Bourdon Tube Pressure" joined with a row a
    // quarter line lower; measured from the joined baseline the line came out at 8 pt, its
    // wrapped "Gauge" (10 pt) no longer its second line.
    const { page } = wordsToPage(
      {
        lines: [
          line([word('Manufacturer', 200, 700), word('Druck', 700, 700)], 700),
          line([word('Model', 200, 800), word('DPI', 700, 800)], 800),
          line([word('Bourdon', 200, 900), word('Tube', 450, 900)], 890),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.size)).toEqual([10, 10, 10, 10, 10, 10]);
  });

  it('sizes a caption read over its two lines by its baseline, not its tall boxes', () => {
    // Session 61, seed 52061: "Próxima" over "calibración:" read as one line, each glyph boxed
    // two lines tall; measured by the boxes the line came out at 23.5 pt and the date beside it
    // was lost.
    const twoLinesTall = (text: string, x: number, baseline: number): OcrWord => {
      const plain = word(text, x, baseline);
      const symbols = plain.symbols.map((symbol) => ({
        ...symbol,
        box: { ...symbol.box, y1: baseline + 30 },
      }));
      return { ...plain, box: { ...plain.box, y1: baseline + 30 }, symbols };
    };
    const { page } = wordsToPage(
      {
        lines: [
          line([word('Manufacturer', 200, 700), word('Druck', 700, 700)], 700),
          line([word('Model', 200, 800), word('DPI', 700, 800)], 800),
          line([twoLinesTall('Proxima', 1200, 900), twoLinesTall('CAL', 1420, 900)], 900),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.size)).toEqual([10, 10, 10, 10, 10, 10]);
  });

  it('places a caption read over its two lines on its upper line, where its value stands', () => {
    // Session 68, block 70 (seed 70151): "Modèle" over "Model" read "Model", each glyph boxed
    // over both lines and the baseline set on the lower one; the model "RTB2004", beside the
    // upper line, was a line too high to pair with it. Read at 44, the word is not measured:
    // the line has the page's size.
    const overTwoLines = (text: string, x: number, baseline: number): OcrWord => {
      const plain = word(text, x, baseline, 44);
      const symbols = plain.symbols.map((symbol) => ({
        ...symbol,
        box: { ...symbol.box, y0: baseline - 87 },
      }));
      return { ...plain, box: { ...plain.box, y0: baseline - 87 }, symbols };
    };
    const { page } = wordsToPage(
      {
        lines: [
          line([word('Constructeur', 200, 700), word('Rohde', 700, 700)], 700),
          line([word('RTB2004', 700, 1130)], 1130),
          line([overTwoLines('Model', 200, 1187)], 1187),
        ],
      },
      GEOMETRY,
    );
    const y = (text: string) => page.runs.find((run) => run.text === text)!.y;
    expect(Math.abs(y('Model') - y('RTB2004'))).toBeLessThan(1);
    // A line of one height keeps its baseline.
    expect(y('Rohde')).toBeCloseTo(700 / SCALE, 0);
  });

  it("drops a stop a speck's size after a number; an abbreviation keeps its stop", () => {
    // Session 68, block 71 (seed 71201): "Micromar 40. EWR", the stop 2 pixels square at an
    // em of 34.5 (the page's printed stops measure 4 to 9); the model kept it, marked high.
    const withStop = (text: string, x: number, side: number): OcrWord => {
      const plain = word(text.slice(0, -1), x, 700);
      const at = plain.box.x1 + 4;
      const stop = { text: '.', box: { x0: at, y0: 700 - side, x1: at + side, y1: 700 } };
      return {
        ...plain,
        text,
        box: { ...plain.box, x1: at + side },
        symbols: [...plain.symbols, stop],
      };
    };
    const texts = (words: OcrWord[]) =>
      wordsToPage({ lines: [line(words, 700)] }, GEOMETRY).page.runs.map((run) => run.text);
    expect(
      texts([word('Micromar', 200, 700), withStop('40.', 420, 2), word('EWR', 500, 700)]),
    ).toEqual(['Micromar', '40', 'EWR']);
    expect(texts([word('Calibration', 200, 700), withStop('Co.', 500, 2)])).toEqual([
      'Calibration',
      'Co.',
    ]);
  });

  it("drops a speck's stop floating above the baseline at either end of a word", () => {
    // Session 71, block 76: "Carlos Eduardo. Souza" (seed 76211), a stop 3 pixels square 3
    // above the letters' feet, marked high; ".12/2024" (seed 76181), a due date read as none.
    const stop = (x: number, raised: number, side = 3) => ({
      text: '.',
      box: { x0: x, y0: 700 - raised - side, x1: x + side, y1: 700 - raised },
    });
    const texts = (words: OcrWord[]) =>
      wordsToPage({ lines: [line(words, 700)] }, GEOMETRY).page.runs.map((run) => run.text);
    const ending = (raised: number, side?: number): OcrWord => {
      const plain = word('Eduardo', 400, 700);
      const dot = stop(plain.box.x1 + 4, raised, side);
      return {
        ...plain,
        text: 'Eduardo.',
        box: { ...plain.box, x1: dot.box.x1 },
        symbols: [...plain.symbols, dot],
      };
    };
    const name = (stopped: OcrWord) => [word('Carlos', 200, 700), stopped, word('Souza', 640, 700)];
    expect(texts(name(ending(3)))).toEqual(['Carlos', 'Eduardo', 'Souza']);
    // On the baseline, or a stop of print's size, it is the word's.
    expect(texts(name(ending(0)))).toEqual(['Carlos', 'Eduardo.', 'Souza']);
    expect(texts(name(ending(3, 6)))).toEqual(['Carlos', 'Eduardo.', 'Souza']);
    const opening = (raised: number): OcrWord => {
      const plain = word('12/2024', 500, 700);
      const dot = stop(490, raised);
      return {
        ...plain,
        text: '.12/2024',
        box: { ...plain.box, x0: 490 },
        symbols: [dot, ...plain.symbols],
      };
    };
    expect(texts([word('Next', 200, 700), opening(4)])).toEqual(['Next', '12/2024']);
    expect(texts([word('Next', 200, 700), opening(0)])).toEqual(['Next', '.12/2024']);
  });

  it('drops a short doubted word whose capital is boxed too short to be one', () => {
    // Session 68, block 71 (seed 71031): dirt at the page's edge read "BSS" at 19 before the
    // role "Executado por", an "S" boxed 7 pixels tall in a 46-pixel em; the caption was lost.
    const dirt: OcrWord = {
      text: 'BSS',
      confidence: 19,
      box: { x0: 16, y0: 660, x1: 175, y1: 706 },
      symbols: [
        { text: 'B', box: { x0: 16, y0: 660, x1: 39, y1: 706 }, confidence: 96 },
        { text: 'S', box: { x0: 66, y0: 666, x1: 99, y1: 673 }, confidence: 92 },
        { text: 'S', box: { x0: 141, y0: 677, x1: 175, y1: 699 }, confidence: 88 },
      ],
    };
    const texts = (words: OcrWord[]) =>
      wordsToPage({ lines: [line(words, 700)] }, GEOMETRY).page.runs.map((run) => run.text);
    expect(texts([dirt, word('Executado', 196, 700), word('por', 436, 700)])).toEqual([
      'Executado',
      'por',
    ]);
    // A short word read surely, its capitals as tall as capitals, stays.
    expect(texts([word('BSS', 16, 700, 19), word('Executado', 196, 700)])).toEqual([
      'BSS',
      'Executado',
    ]);
  });

  it('keeps a character of a code the recogniser cut in three, read surely', () => {
    // Session 68, block 71 (seed 71221): the serial "YV92480812" read "Y" (32), "V" (0, its
    // character at 97) and "92480812" (0), 7 and 8 pixels apart; the "V" went as dust.
    const piece = (text: string, x0: number, x1: number, confidence: number): OcrWord => ({
      text,
      confidence,
      box: { x0, y0: 756, x1, y1: 782 },
      symbols: [...text].map((char, index) => {
        const width = (x1 - x0) / text.length;
        return {
          text: char,
          confidence: 97,
          box: { x0: x0 + index * width, y0: 756, x1: x0 + (index + 1) * width - 2, y1: 782 },
        };
      }),
    });
    const { page } = wordsToPage(
      {
        lines: [
          line(
            [
              piece('293-340-30', 209, 366, 92),
              piece('Y', 702, 721, 32),
              piece('V', 729, 744, 0),
              piece('92480812', 751, 884, 0),
            ],
            782,
          ),
        ],
      },
      GEOMETRY,
    );
    // Kept, the "V" is joined to its neighbours by the layout, a glyph's gap from each.
    expect(page.runs.map((run) => run.text)).toEqual(['293-340-30', 'Y', 'V', '92480812']);
  });

  it('sizes a short caption by its shorter capital when a speck makes the other twice as tall', () => {
    // Seed 67011: "Number:" alone on its line, its "b" boxed 42 px for a 21-px "N", came out at
    // 14.5 pt and joined the caption row above it to the value row.
    const small = 21;
    const specked = (text: string, x: number, baseline: number): OcrWord => {
      const plain = word(text, x, baseline, 95, small);
      const symbols = plain.symbols.map((symbol) =>
        symbol.text === 'b' ? { ...symbol, box: { ...symbol.box, y0: baseline - 42 } } : symbol,
      );
      return { ...plain, box: { ...plain.box, y0: baseline - 42 }, symbols };
    };
    const { page } = wordsToPage(
      {
        lines: [
          line([word('Manufacturer', 200, 700), word('Druck', 700, 700)], 700),
          line([word('Model', 200, 800), word('DPI', 700, 800)], 800),
          line([specked('Nb', 1200, 900)], 900),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.at(-1)!.size).toBeLessThan(8);
  });

  it('drops a lone digit under half the em tall: a raised mark, not a value', () => {
    // Seed 65231: a degree sign read "9" set on the caption line above, taken as its value.
    const baseline = 900;
    const raised: OcrWord = {
      text: '9',
      confidence: 62,
      box: { x0: 1735, y0: baseline - 18, x1: 1744, y1: baseline - 2 },
      symbols: [],
    };
    const { page } = wordsToPage(
      { lines: [line([word('Inventarnummer', 200, baseline), raised], baseline)] },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual(['Inventarnummer']);
  });

  it('sizes each column of a line apart when the recogniser joined two print sizes', () => {
    // Session 61, seed 57011: a name's wrapped "Coop." read in one line with the smaller
    // address beside it; sized as the address, it was no longer the name's second line.
    const small = 23;
    const { page } = wordsToPage(
      {
        lines: [
          line([word('Manufacturer', 200, 700), word('Druck', 700, 700)], 700),
          line([word('Sociale', 200, 800), word('Soc.', 400, 800)], 800),
          line(
            [
              word('Coop.', 200, 900),
              word('15', 1000, 900, 95, small),
              word('Reservoir', 1080, 900, 95, small),
              word('Lane', 1330, 900, 95, small),
            ],
            900,
          ),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.slice(4).map((run) => [run.text, run.size])).toEqual([
      ['Coop.', 10],
      ['15', 8],
      ['Reservoir', 8],
      ['Lane', 8],
    ]);
  });

  it("drops a doubted letter alone on its line: a table rule's crossing, not a word", () => {
    // Session 61, seed 56131: where a row's rule meets the table's border the scan read "x" (at
    // 23) on a line of its own, boxed over the caption "Tipo" under it: "x Tipo" was no caption
    // and the model was lost.
    const read = (confidence: number, conjunctionAt: number) =>
      wordsToPage(
        {
          lines: [
            line([word('x', 200, 790, confidence)], 790),
            line([word('Tipo', 215, 800), word('HygroLog', 600, 800)], 800),
            line([word('Pressione', 200, 900), word('e', conjunctionAt, 900, confidence)], 900),
          ],
        },
        GEOMETRY,
      ).page.runs.map((run) => run.text);
    expect(read(23, 1400)).toEqual(['Tipo', 'HygroLog', 'Pressione']);
    // A letter believed, or one beside a word (a conjunction, an initial), is kept.
    expect(read(90, 1400)).toEqual(['x', 'Tipo', 'HygroLog', 'Pressione', 'e']);
    expect(read(23, 440)).toEqual(['Tipo', 'HygroLog', 'Pressione', 'e']);
  });

  it('drops a tall letter alone on its line boxed too short to be one, however sure', () => {
    // Session 71, block 76 (seed 76281): a speck far right of a customer's name read "i" at 49,
    // 12 pixels tall in a 34-pixel em; the name's line became two cells and the customer was lost.
    const lone = (text: string, tall: number, confidence: number): OcrWord => ({
      text,
      confidence,
      box: { x0: 1663, y0: 800 - tall, x1: 1672, y1: 800 },
      symbols: [{ text, box: { x0: 1663, y0: 800 - tall, x1: 1672, y1: 800 }, confidence: 92 }],
    });
    const read = (letter: OcrWord) =>
      wordsToPage(
        { lines: [line([word('Caseificio', 200, 800), word('Sociale', 470, 800), letter], 800)] },
        GEOMETRY,
      ).page.runs.map((run) => run.text);
    expect(read(lone('i', 12, 49))).toEqual(['Caseificio', 'Sociale']);
    // As tall as its letter: a word of one letter, kept when believed.
    expect(read(lone('i', 30, 49))).toEqual(['Caseificio', 'Sociale', 'i']);
    // A small letter is that short in print.
    expect(read(lone('x', 16, 49))).toEqual(['Caseificio', 'Sociale', 'x']);
  });

  it('drops an opening quote no quote on its line closes, so the word keeps its column', () => {
    // Session 57, block 48, seed 48071: a row of a table read "“Bilancia di", its wrapped
    // "precisione" no longer under it, and the instrument's name lost its second line.
    const { page } = wordsToPage(
      {
        lines: [
          line(
            [word('“Bilancia', 200, 800), word('di', 440, 800), word('Sartorius', 700, 800)],
            800,
          ),
          line([word('“As', 200, 900), word('found”', 300, 900)], 900),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual([
      'Bilancia',
      'di',
      'Sartorius',
      '“As',
      'found”',
    ]);
    // The word starts where its first letter does.
    expect(page.runs[0]!.x).toBeCloseTo(225 / SCALE, 1);
  });

  it("drops opening quotes that pair with no closing one, another speck's among them", () => {
    // Session 64, seed 63161: "“Micrómetro de" beside "‘Mitutoyo", each a speck read as an
    // opening quote; taken as each other's pair, both stayed, and the name's wrapped
    // "exteriores" no longer stood under it.
    const { page } = wordsToPage(
      {
        lines: [
          line(
            [word('“Micrómetro', 208, 613), word('de', 429, 613), word('‘Mitutoyo', 656, 613)],
            613,
          ),
          line([word('“Norme', 208, 700), word('d’étalonnage', 600, 700)], 700),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual([
      'Micrómetro',
      'de',
      'Mitutoyo',
      // An apostrophe after it may close a quotation: the quote stays.
      '“Norme',
      'd’étalonnage',
    ]);
  });

  it('drops a tick drawn over a form, read as one huge letter, and keeps a large letter alone', () => {
    // Session 49, seed 26211: a tick over "bestanden" came back as "a" three times the print's
    // size; as a run it joined "Modell: XPR205" and "Seriennummer: FA42215480" into one line,
    // and the model and the serial both read "XPR205 FA42215480", high.
    const mark = (text: string, box: { x0: number; y0: number; x1: number; y1: number }) =>
      line([{ text, confidence: 56, box, symbols: [{ text, box, confidence: 93 }] }], box.y1);
    const { page } = wordsToPage(
      {
        lines: [
          mark('K', { x0: 200, y0: 100, x1: 300, y1: 220 }),
          line([word('Modell:', 209, 878), word('XPR205', 535, 878), word('oad', 1284, 878)], 878),
          line([word('Seriennummer:', 209, 928), word('FA42215480', 535, 928)], 928),
          mark('a', { x0: 1300, y0: 844, x1: 1332, y1: 898 }),
          line([word('Inventar', 209, 978), word('M&TE-4469', 535, 978)], 978),
          line([word('Kunde:', 209, 1028)], 1028),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual([
      'K',
      'Modell:',
      'XPR205',
      'oad',
      'Seriennummer:',
      'FA42215480',
      'Inventar',
      'M&TE-4469',
      'Kunde:',
    ]);
  });

  it('drops a line of specks read in small print among the words of a large title', () => {
    const sized = (words: OcrWord[], baseline: number, capHeight: number): OcrLine => ({
      ...line(words, baseline),
      box: {
        x0: words[0]!.box.x0,
        y0: baseline - capHeight,
        x1: words.at(-1)!.box.x1,
        y1: baseline,
      },
    });
    const title = [word('Certificat', 485, 526, 95, 60), word('N°', 1401, 526, 95, 60)];
    const dust = [word('gs', 702, 500, 36, 15), word('rd', 952, 500, 56, 15)];
    const { page } = wordsToPage(
      {
        lines: [
          sized(title, 526, 60),
          sized(dust, 500, 15),
          line([word('Kunde', 200, 900), word('Stadtwerke', 600, 900)], 900),
          line([word('Hersteller', 200, 1000), word('Testo', 600, 1000)], 1000),
          // Small print of its own stays, and so does a short code beside the title.
          sized([word('Seite', 200, 3300, 95, 15), word('1', 360, 3300, 95, 15)], 3300, 15),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual([
      'Certificat',
      'N°',
      'Kunde',
      'Stadtwerke',
      'Hersteller',
      'Testo',
      'Seite',
      '1',
    ]);
  });

  it('drops a doubted reading lying wholly inside a taller word of the next line', () => {
    // "fra" at 28, read from the dust in "Calibrated" onto the caption line above it: with it,
    // "Calibrated fra On" was no caption and the calibration date was lost.
    const dust = { ...word('fra', 1381, 663, 28, 11) };
    const { page } = wordsToPage(
      {
        lines: [
          line(
            [word('Model', 211, 657), word('Number', 400, 657), word('SIN', 724, 657), dust],
            657,
          ),
          line([word('Calibrated', 1331, 677), word('On', 1600, 677)], 677),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual([
      'Model',
      'Number',
      'S/N',
      'Calibrated',
      'On',
    ]);
  });

  it("drops a title's apostrophe read as a number and a comma, lying on the title's word", () => {
    // Session 64, seed 62051: "1,2" at 60 from the apostrophe of "d'étalonnage", its box half
    // above the word: it joined "Certificat" on a line of its own, the title was lost, and two
    // certificates of one file became one.
    const title = line(
      [word('Certificat', 855, 430, 96, 53), word("d'étalonnage", 1186, 430, 96, 53)],
      430,
    );
    const apostrophe = {
      text: '1,2',
      confidence: 60,
      box: { x0: 1233, y0: 371, x1: 1279, y1: 403 },
      symbols: [...'1,2'].map((char, index) => ({
        text: char,
        box: { x0: 1233 + index * 15, y0: 371, x1: 1248 + index * 15, y1: 403 },
      })),
    };
    const { page } = wordsToPage(
      {
        lines: [
          line([apostrophe], 403),
          title,
          line([word('Appareil:', 209, 1150), word('Pince', 678, 1150)], 1150),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toEqual([
      'Certificat',
      "d'étalonnage",
      'Appareil:',
      'Pince',
    ]);
  });

  it('keeps a sure short word beside a taller word, and a doubted one outside it', () => {
    const { page } = wordsToPage(
      {
        lines: [
          line([word('Model', 211, 657), word('fra', 1200, 663, 28, 11)], 657),
          line([word('Calibrated', 1331, 677), word('On', 1600, 677)], 677),
        ],
      },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text)).toContain('fra');
  });

  it('drops a letter of a word read again as a word of the line under it', () => {
    // The "g" of "digital" came back a second time as "9", 8 px lower, at full confidence: its
    // line then stood between "Due:" and the date under it.
    const digital = word('digital', 210, 1230, 86, 33);
    const nine = { text: '9', confidence: 95, box: { x0: 253, y0: 1205, x1: 278, y1: 1238 } };
    const glyph = { ...nine, symbols: [{ text: '9', box: nine.box }] };
    // The recogniser gave the "9" the date's line, its baseline sloping from one to the other.
    const date = word('18/07/2027', 1780, 1266);
    const sloped: OcrLine = {
      words: [glyph, date],
      baseline: { x0: 253, y0: 1238, x1: 2035, y1: 1266 },
      box: { x0: 253, y0: 1205, x1: 2035, y1: 1266 },
    };
    // The page's body print is smaller than the line of values: its usual word is 22 px tall.
    const body = [200, 600, 1000, 1400].map((x) => word('body', x, 2000, 95, 22));
    const { page } = wordsToPage(
      { lines: [line([digital, word('Due:', 1780, 1209)], 1230), sloped, line(body, 2000)] },
      GEOMETRY,
    );
    expect(page.runs.map((run) => run.text).slice(0, 3)).toEqual(['digital', 'Due:', '18/07/2027']);
  });

  it('keeps both rows of a line the recogniser joined across two form columns', () => {
    // Left column's row stands 26 px lower than the right column's caption; tesseract gave the
    // line one baseline, the right row's.
    const low = 1148;
    const high = 1122;
    const left = [word('Inventory', 220, low), word('CAL-YBE-01', 620, low)];
    const right = [
      word('Interval', 1300, high),
      word('two', 1700, high),
      word('years', 1800, high),
    ];
    const joined: OcrLine = { ...line([...left, ...right], high) };
    const { page } = wordsToPage(
      { lines: [joined, line([word('Serial', 220, 1000)], 1000)] },
      GEOMETRY,
    );
    const at = (text: string) => page.runs.find((run) => run.text === text);
    expect(page.runs.map((run) => run.text)).toEqual(
      expect.arrayContaining(['Inventory', 'CAL-YBE-01', 'Interval', 'two', 'years']),
    );
    expect(at('CAL-YBE-01')!.y).toBeCloseTo(low / SCALE, 0);
    expect(at('Interval')!.y).toBeCloseTo(high / SCALE, 0);
    expect(at('CAL-YBE-01')!.size).toBe(at('Serial')!.size);
  });

  it('keeps one line one line when a mark sits off its baseline', () => {
    const baseline = 1148;
    const speck: OcrWord = {
      text: '.',
      confidence: 40,
      box: { x0: 520, y0: 1170, x1: 524, y1: 1174 },
      symbols: [{ text: '.', box: { x0: 520, y0: 1170, x1: 524, y1: 1174 } }],
    };
    const words = [word('Serial', 220, baseline), speck, word('12345', 1300, baseline)];
    const { page } = wordsToPage({ lines: [line(words, baseline)] }, GEOMETRY);
    expect(page.runs.filter((run) => /\w/.test(run.text)).map((run) => run.y)).toEqual([
      baseline / SCALE,
      baseline / SCALE,
    ]);
  });

  it('reads an empty page as no runs', () => {
    expect(wordsToPage({ lines: [] }, GEOMETRY).page.runs).toEqual([]);
  });
});

describe('splitRunTogether', () => {
  const em = 41.7;

  it('splits a code where a space-wide gap sits next to a digit', () => {
    const symbols = ['3', '7', '3', '4', '3', 'D', '-', 'K', '2', '3'].map((text, index) => {
      // Spaces after "37343" and after "D-K".
      const x0 = index * 25 + (index >= 5 ? 12 : 0) + (index >= 8 ? 12 : 0);
      return { text, box: { x0, y0: 0, x1: x0 + 22, y1: 29 } };
    });
    const parts = splitRunTogether(
      { text: '37343D-K23', confidence: 90, box: { x0: 0, y0: 0, x1: 270, y1: 29 }, symbols },
      em,
    );
    expect(parts.map((part) => part.text)).toEqual(['37343', 'D-K', '23']);
  });

  it('splits a connector off the word before it at a word space wider than its other gaps', () => {
    // Session 70, block 73: "Mécaniques de Savoie" read "Mécaniquesde", 10 px between the "s"
    // and the "d" at an em of 44 px, 3 px or fewer between its other letters.
    const glued = (text: string, space: number) => {
      let x = 0;
      const symbols = [...text].map((char, index) => {
        if (index === text.length - 2) x += space;
        const box = { x0: x, y0: 0, x1: x + 18, y1: 31 };
        x += 19;
        return { text: char, box };
      });
      return { text, confidence: 71, box: { x0: 0, y0: 0, x1: x, y1: 31 }, symbols };
    };
    expect(splitRunTogether(glued('Mécaniquesde', 9), 44).map((part) => part.text)).toEqual([
      'Mécaniques',
      'de',
    ]);
    // A word ending so, its letters evenly set: one word ("Méthode", "Stunde").
    expect(splitRunTogether(glued('Méthode', 0), 44).map((part) => part.text)).toEqual(['Méthode']);
    expect(splitRunTogether(glued('Stunde', 2), 44).map((part) => part.text)).toEqual(['Stunde']);
  });

  it('never splits a word of letters, however its letters are spaced', () => {
    const symbols = [...'Manufacturer'].map((text, index) => {
      const x0 = index * 25 + (index >= 8 ? 14 : 0);
      return { text, box: { x0, y0: 0, x1: x0 + 22, y1: 29 } };
    });
    const whole = {
      text: 'Manufacturer',
      confidence: 90,
      box: { x0: 0, y0: 0, x1: 320, y1: 29 },
      symbols,
    };
    expect(splitRunTogether(whole, em)).toEqual([whole]);
  });

  it('splits after a small "i" at a space-wide gap, but allows a "1" its side bearings', () => {
    // Session 68, block 70 (seed 70111): the model "TTi 50" read "TTi50", 15 px between the
    // "i" and the "5" at an em of 41.4 px, 2 to 4 px between its other glyphs.
    const boxes: [string, number, number][] = [
      ['T', 621, 643],
      ['T', 645, 667],
      ['i', 671, 676],
      ['5', 691, 709],
      ['0', 713, 731],
    ];
    const symbols = boxes.map(([text, x0, x1]) => ({ text, box: { x0, y0: 834, x1, y1: 864 } }));
    const read = {
      text: 'TTi50',
      confidence: 86,
      box: { x0: 621, y0: 833, x1: 731, y1: 865 },
      symbols,
    };
    expect(splitRunTogether(read, 41.4).map((part) => part.text)).toEqual(['TTi', '50']);
    // The same gap beside a "1": a serif "1" is set in a digit's width, its ink narrow.
    const one = {
      ...read,
      text: 'TT150',
      symbols: symbols.map((s, i) => (i === 2 ? { ...s, text: '1' } : s)),
    };
    expect(splitRunTogether(one, 41.4).map((part) => part.text)).toEqual(['TT150']);
  });
});

describe('clipOverlaps', () => {
  it('ends a word whose last letter the recogniser stretched over the next words', () => {
    const box = (x0: number, x1: number) => ({ x0, y0: 980, x1, y1: 1018 });
    const words = [
      { text: 'Constructeur', confidence: 93, box: box(1248, 1535), symbols: [] },
      { text: '/', confidence: 93, box: box(1445, 1460), symbols: [] },
      { text: 'Type', confidence: 96, box: box(1474, 1539), symbols: [] },
    ];
    expect(clipOverlaps(words).map((word) => [word.box.x0, word.box.x1])).toEqual([
      [1248, 1445],
      [1445, 1460],
      [1474, 1539],
    ]);
  });
});

describe('correctReadings', () => {
  it('reads the numero sign taken for a nine before the words it opens, never before a code', () => {
    // Session 60, block 54: "1.4 N9 serie" lost the serial's caption, and the serial.
    expect(correctReadings(['1.4', 'N9', 'serie'])).toEqual(['1.4', 'Nº', 'serie']);
    expect(correctReadings(['N.9', 'de', 'série'])).toEqual(['N.º', 'de', 'série']);
    expect(correctReadings(['N9', '1500'])).toEqual(['N9', '1500']);
    // Seed 66181: "Informe de calibración N.º CC984069", its raised "º" read as a pound sign.
    expect(correctReadings(['calibración', 'N.£', 'CC', '984069'])).toEqual([
      'calibración',
      'N.º',
      'CC',
      '984069',
    ]);
  });

  it('reads a capital A under a speck as no grave A opening a word', () => {
    // Session 60, block 54: "Certificat émis par Àtelier Métrologique du Jura." made the lab
    // "Àtelier …".
    expect(correctReadings(['par', 'Àtelier'])).toEqual(['par', 'Atelier']);
    expect(correctReadings(['Àquele', 'À', 'Às'])).toEqual(['Àquele', 'À', 'Às']);
  });

  it("reads a code's prefix in capitals where small letters share their shape", () => {
    // Session 58, block 51: the certificate number "CC606972" in the page's header read
    // "cc606972" was no code, and the certificate had no number.
    expect(correctReadings(['cc606972'])).toEqual(['CC606972']);
    expect(correctReadings(['ab606972', 'x10'])).toEqual(['ab606972', 'x10']);
  });

  it('reads a brace a bracket on its line answers as that bracket', () => {
    // Session 56, seed 47181: "(Calibration place)" under a customer's name.
    expect(correctReadings(['{Calibration', 'place)'])).toEqual(['(Calibration', 'place)']);
    expect(correctReadings(['(23', '±', '2}'])).toEqual(['(23', '±', '2)']);
    expect(correctReadings(['{x}'])).toEqual(['{x}']);
    expect(correctReadings(['{Calibration', 'place'])).toEqual(['{Calibration', 'place']);
  });

  it('reads a lone "+" in a tolerance as "±"', () => {
    expect(correctReadings(['(21', '+', '1)', '°C'])).toEqual(['(21', '±', '1)', '°C']);
    expect(correctReadings(['23', '°C', 'x', '2', '°C'])).toEqual(['23', '°C', '±', '2', '°C']);
  });

  it('leaves phone numbers and sizes alone', () => {
    expect(correctReadings(['Tel.', '+', '49', '40'])).toEqual(['Tel.', '+', '49', '40']);
    expect(correctReadings(['10', 'x', '20', 'mm'])).toEqual(['10', 'x', '20', 'mm']);
  });

  it('reads the degree sign in its misreadings', () => {
    expect(correctReadings(['19º', 'C+', '2"C'])).toEqual(['19', '°C ±', '2 °C']);
    expect(correctReadings(['19º', 'C'])).toEqual(['19', '°C']);
    // Seed 73041: the degree sign read as a quote, a word of its own; a quoted word stays.
    expect(correctReadings(['22', '“C'])).toEqual(['22', '°C']);
    expect(correctReadings(['(20', '±', '2)', '“F'])).toEqual(['(20', '±', '2)', '°F']);
    expect(correctReadings(['Grade', '“C”'])).toEqual(['Grade', '“C”']);
    expect(correctReadings(['100-1000', 'pL'])).toEqual(['100-1000', 'µL']);
    // Seed 65001: a speck after it.
    expect(correctReadings(['100-1000', 'pL.'])).toEqual(['100-1000', 'µL.']);
    expect(correctReadings(['100-1000', 'uL'])).toEqual(['100-1000', 'µL']);
    // Session 55, block 44: the µ's tail read as a stem.
    expect(correctReadings(['100-1000', 'HL'])).toEqual(['100-1000', 'µL']);
    // Not after a number: a word of its own.
    expect(correctReadings(['Tacta', 'uL'])).toEqual(['Tacta', 'uL']);
    expect(correctReadings(['(23', '±', '1)%C'])).toEqual(['(23', '±', '1) °C']);
    expect(correctReadings(['19', 'ºC'])).toEqual(['19', '°C']);
    expect(correctReadings(['(20', '±', '1)°C'])).toEqual(['(20', '±', '1) °C']);
    expect(correctReadings(['(22', '±', '1)"°C'])).toEqual(['(22', '±', '1) °C']);
    expect(correctReadings(['22,5\u2019°C'])).toEqual(['22,5°C']);
    // The German humidity unit keeps its space.
    expect(correctReadings(['52', '%r.F.'])).toEqual(['52', '% r.F.']);
    expect(correctReadings(['57', '%RH'])).toEqual(['57', '%RH']);
    // The numero sign keeps its ordinal indicator.
    expect(correctReadings(['Nº', 'de', 'série'])).toEqual(['Nº', 'de', 'série']);
  });

  it('reads the numero sign and S/N in their misreadings', () => {
    expect(correctReadings(['Ne', 'serie'])).toEqual(['Nº', 'serie']);
    expect(correctReadings(['N.2', 'de', 'inventário'])).toEqual(['N.º', 'de', 'inventário']);
    expect(correctReadings(['ENAC', 'N*', '141/LC10.093'])).toEqual(['ENAC', 'Nº', '141/LC10.093']);
    expect(correctReadings(['SIN:', 'M22793563'])).toEqual(['S/N:', 'M22793563']);
    // Session 51, seed 32101: the gloss under "N° de serie", beside the next caption's.
    expect(correctReadings(['SIN'])).toEqual(['S/N']);
    expect(correctReadings(['SIN', 'Tag', 'No.'])).toEqual(['S/N', 'Tag', 'No.']);
    expect(correctReadings(['CALIBRADO', 'SIN', 'AJUSTE'])).toEqual(['CALIBRADO', 'SIN', 'AJUSTE']);
    expect(correctReadings(['SIN', 'ajuste'])).toEqual(['SIN', 'ajuste']);
  });

  it('drops a speck read as a colon before a caption’s section number', () => {
    // Session 51, block 33: ":2.6 Tecnico /" beside a date (the technician had been lost).
    expect(correctReadings([':2.6', 'Tecnico', '/'])).toEqual(['2.6', 'Tecnico', '/']);
    expect(correctReadings(['Ratio', '1:2.5'])).toEqual(['Ratio', '1:2.5']);
    expect(correctReadings([':30'])).toEqual([':30']);
    // Before a certificate's code in a title: "Informe de calibración N.2 CC179569".
    expect(correctReadings(['calibración', 'N.2', 'CC179569'])).toEqual([
      'calibración',
      'N.º',
      'CC179569',
    ]);
    // "Ne" is a French word elsewhere.
    expect(correctReadings(['Ne', 'pas'])).toEqual(['Ne', 'pas']);
  });

  it("reads a stop between a name's word and its legal form as the space it stands in", () => {
    // Session 67, block 68: the lab's only line "Thames Valley Metrology.Ltd 18 Cradock Road".
    expect(correctReadings(['Valley', 'Metrology.Ltd', '18'])).toEqual([
      'Valley',
      'Metrology Ltd',
      '18',
    ]);
    expect(correctReadings(['Instruments.GmbH,'])).toEqual(['Instruments GmbH,']);
    // A web address or an abbreviation is no name and a form.
    expect(correctReadings(['www.ltd.example', 'Dipl.Ing.'])).toEqual([
      'www.ltd.example',
      'Dipl.Ing.',
    ]);
  });

  it('reads the legal form S.r.l. with its l misread', () => {
    expect(correctReadings(['Rossi', 'S.r.1.'])).toEqual(['Rossi', 'S.r.l.']);
    expect(correctReadings(['Rossi', 'S.r.I.,'])).toEqual(['Rossi', 'S.r.l.,']);
  });

  it('reads an E misread as F where no word starts that way', () => {
    expect(correctReadings(['Metrologia', 'Fmiliana'])).toEqual(['Metrologia', 'Emiliana']);
    expect(correctReadings(['Fluke', 'France', 'Fmax'])).toEqual(['Fluke', 'France', 'Emax']);
  });

  it('reads an f taken for the pound sign after a small letter ("Ré£.")', () => {
    expect(correctReadings(['Ré£.', 'certificat'])).toEqual(['Réf.', 'certificat']);
    expect(correctReadings(['Ré£érence'])).toEqual(['Référence']);
    // A price keeps its sign.
    expect(correctReadings(['£120.00'])).toEqual(['£120.00']);
  });

  it('drops a speck after a label colon, and a dash after a code', () => {
    expect(correctReadings(['UMIDITÀ:.', '(35'])).toEqual(['UMIDITÀ:', '(35']);
    expect(correctReadings(['Certificate', '#:', 'TVM24-6325-'])).toEqual([
      'Certificate',
      '#:',
      'TVM24-6325',
    ]);
    // A range keeps its dash before a word.
    expect(correctReadings(['10-', 'to'])).toEqual(['10-', 'to']);
  });

  it('puts the umlaut back on the German "Gerät"', () => {
    expect(correctReadings(['Temperaturmessgerat', 'Prüfgerate', 'Gerat'])).toEqual([
      'Temperaturmessgerät',
      'Prüfgeräte',
      'Gerät',
    ]);
    expect(correctReadings(['erat', 'Generator'])).toEqual(['erat', 'Generator']);
  });

  it('reads a capital I taken for an l where no word opens so ("ldent-Nr.")', () => {
    expect(correctReadings(['ldent-Nr.:', 'lnventar-Nr.'])).toEqual(['Ident-Nr.:', 'Inventar-Nr.']);
    // Words that open on an l before a vowel, a doubled l or a short unit stay.
    expect(correctReadings(['laboratorio', 'llave', 'lbs', 'lx'])).toEqual([
      'laboratorio',
      'llave',
      'lbs',
      'lx',
    ]);
  });

  it('drops an accented small letter glued before a code ("ñF407")', () => {
    expect(correctReadings(['ñF407', 'éCAL-2231'])).toEqual(['F407', 'CAL-2231']);
    // A word, a unit or a code in lower case keeps its letter.
    expect(correctReadings(['éTALON', 'µA741', 'ñandú'])).toEqual(['éTALON', 'µA741', 'ñandú']);
  });

  it('reads the numero sign before a gloss slash ("Certificado n.2/")', () => {
    expect(correctReadings(['Certificado', 'n.2/', '2.2'])).toEqual(['Certificado', 'n.º/', '2.2']);
    expect(correctReadings(['Certificado', 'N2/'])).toEqual(['Certificado', 'Nº/']);
    expect(correctReadings(['page', 'n.2'])).toEqual(['page', 'n.2']);
  });

  it('spells DAkkS as the body does', () => {
    expect(correctReadings(['DAKKS', 'D-K-15062-01-00'])).toEqual(['DAkkS', 'D-K-15062-01-00']);
  });

  it("takes a speck's accent off a code's capital", () => {
    expect(correctReadings(['TAG:', 'ÉQ-00995'])).toEqual(['TAG:', 'EQ-00995']);
    // A word keeps its accent.
    expect(correctReadings(['Étalonnage', 'Éric'])).toEqual(['Étalonnage', 'Éric']);
  });

  it("reads a numeric date's letters as the digits they resemble", () => {
    // Session 63, seed 61111: "2026-03-2G" had been the 2nd of March, its "6" read "G".
    expect(correctReadings(['2026-03-2G', '2025-0G-23', '2O23-08-28', '12.O5.2024'])).toEqual([
      '2026-03-26',
      '2025-06-23',
      '2023-08-28',
      '12.05.2024',
    ]);
    // A code shaped like a date, with letters for more than a digit or two, keeps them.
    expect(correctReadings(['GOSS-12-12', 'AB12-34-56'])).toEqual(['GOSS-12-12', 'AB12-34-56']);
  });

  it('reads a C with a speck through it, opening a code, as a C', () => {
    // Session 63, seed 60021: the certificate number in a page's header.
    expect(correctReadings(['€C032230'])).toEqual(['CC032230']);
    // An amount keeps its euro sign.
    expect(correctReadings(['€1.200', '€', '250'])).toEqual(['€1.200', '€', '250']);
  });

  it("drops a speck's stop between a name's capital and its letters", () => {
    expect(correctReadings(['María', 'J.osé', 'Fernández'])).toEqual([
      'María',
      'José',
      'Fernández',
    ]);
    // Abbreviations keep theirs.
    expect(correctReadings(['N.ro', 'V.le', 'J.', 'S.p.A.'])).toEqual([
      'N.ro',
      'V.le',
      'J.',
      'S.p.A.',
    ]);
  });

  it('reads the French first of the month with its one misread', () => {
    expect(correctReadings(['ler', 'avril', '2027'])).toEqual(['1er', 'avril', '2027']);
    expect(correctReadings(['Ier', 'mars', '2025'])).toEqual(['1er', 'mars', '2025']);
    // Not before another word.
    expect(correctReadings(['ler', 'étage'])).toEqual(['ler', 'étage']);
  });
});

describe('estimateSkew', () => {
  it('ignores short lines', () => {
    const baseline = 500;
    const short = line([word('a', 10, baseline), word('b', 40, baseline)], baseline, 0.2);
    expect(estimateSkew([short], 2480)).toBe(0);
  });
});

describe('correctReadings: certain misreadings around measurements and codes', () => {
  it('reads "°€" as °C and drops a speck between a number and its degree sign', () => {
    expect(correctReadings(['22,3:°C'])).toEqual(['22,3 °C']);
    expect(correctReadings(['22,1', '°€'])).toEqual(['22,1', '°C']);
  });

  it('reads "£10)" after a bracket\'s value as a tolerance', () => {
    expect(correctReadings(['(37', '£10)', '%'])).toEqual(['(37', '± 10)', '%']);
    expect(correctReadings(['(22', '+1)', '°C'])).toEqual(['(22', '± 1)', '°C']);
    expect(correctReadings(['Tel.', '+44)'])).toEqual(['Tel.', '+44)']);
  });

  it('reads "+£2" after a unit as a tolerance', () => {
    expect(correctReadings(['19', '°C', '+£2', '°C'])).toEqual(['19', '°C', '± 2', '°C']);
  });

  it('drops a lone opening quote before a code, keeps quoted text', () => {
    expect(correctReadings(['‘F-92/0052'])).toEqual(['F-92/0052']);
    expect(correctReadings(['"(20'])).toEqual(['(20']);
    expect(correctReadings(['"Precision"'])).toEqual(['"Precision"']);
  });
});
