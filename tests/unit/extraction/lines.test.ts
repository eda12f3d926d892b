import { describe, expect, it } from 'vitest';
import { buildLayout, layoutText } from '../../../src/extraction/layout/document.js';
import { buildLines } from '../../../src/extraction/layout/lines.js';
import type { TextRun } from '../../../src/extraction/layout/types.js';

const run = (
  text: string,
  x: number,
  y: number,
  width: number,
  size = 10,
  font = 'f1',
): TextRun => ({
  text,
  page: 1,
  x,
  y,
  width,
  size,
  font: `${font}@${size}`,
});

describe('lines and cells from positioned text', () => {
  it('orders runs by baseline whatever order the PDF drew them in', () => {
    const lines = buildLines(
      [run('Serial No.', 50, 120, 45), run('Model', 50, 100, 28), run('87V', 200, 100, 18)],
      1,
      0,
    );
    expect(lines.map((line) => line.text)).toEqual(['Model 87V', 'Serial No.']);
  });

  it('splits a line into cells at wide gaps and joins word pieces', () => {
    const [line] = buildLines(
      [run('Calib', 50, 100, 24), run('ration Date', 74, 100, 52), run('2025-03-14', 220, 100, 50)],
      1,
      0,
    );
    expect(line!.cells.map((cell) => cell.text)).toEqual(['Calibration Date', '2025-03-14']);
  });

  it('keeps a small number beside a large title in a cell of its own', () => {
    // 14 pt apart: less than a word space of the 20 pt title, but far for the 9 pt number.
    const [line] = buildLines(
      [run('Prüfbericht', 50, 100, 118, 20), run('PB-0417', 182, 100, 34, 9)],
      1,
      0,
    );
    expect(line!.cells.map((cell) => cell.text)).toEqual(['Prüfbericht', 'PB-0417']);
  });

  it('splits a run at column gaps typed as spaces', () => {
    const [line] = buildLines([run('Serial No.       12345', 50, 100, 110)], 1, 0);
    expect(line!.cells.map((cell) => cell.text)).toEqual(['Serial No.', '12345']);
  });

  it('keeps a value drawn between the two lines of its label on the first line', () => {
    const lines = buildLines(
      [
        run('Calibration', 18, 146.8, 45),
        run('7848', 74, 151.3, 20),
        run('Job Number', 18, 158.5, 49),
      ],
      1,
      0,
    );
    expect(lines.map((line) => line.text)).toEqual(['Calibration 7848', 'Job Number']);
  });

  it('drops text drawn twice to fake bold', () => {
    const [line] = buildLines(
      [run('Certificate', 50, 100, 50), run('Certificate', 50.3, 100.2, 50)],
      1,
      0,
    );
    expect(line!.text).toBe('Certificate');
  });

  it('keeps a superscript on its line', () => {
    const lines = buildLines(
      [run('2.7 × 10', 50, 100, 40), run('4', 90, 96, 4, 6), run('Pa', 96, 100, 10)],
      1,
      0,
    );
    expect(lines).toHaveLength(1);
  });

  it('marks running headers and footers repeated on every page', () => {
    const page = (number: number, body: string) => ({
      number,
      width: 595,
      height: 842,
      runs: [
        { ...run('Certificate No. C-1001', 50, 40, 110), page: number },
        { ...run(body, 50, 200, 100), page: number },
        { ...run(`Page ${number} of 3`, 270, 800, 40), page: number },
      ],
    });
    const layout = buildLayout([page(1, 'Instrument'), page(2, 'Results'), page(3, 'Remarks')]);
    const repeated = layout.lines.filter((line) => line.repeated).map((line) => line.text);
    expect(repeated).toContain('Certificate No. C-1001');
    expect(repeated).toContain('Page 2 of 3');
    expect(repeated).not.toContain('Results');
  });

  it("keeps each certificate's own date at the same height on every page as content", () => {
    // A file of three certificates set alike: each page's calibration date sits where the
    // others' do; only the page counter is a running line.
    const page = (number: number, date: string) => ({
      number,
      width: 595,
      height: 842,
      runs: [
        { ...run(date, 300, 200, 50), page: number },
        { ...run(`Page ${number} of 3`, 270, 800, 40), page: number },
      ],
    });
    const layout = buildLayout([
      page(1, '2023-05-12'),
      page(2, '2024-08-24'),
      page(3, '2024-08-09'),
    ]);
    const repeated = layout.lines.filter((line) => line.repeated).map((line) => line.text);
    expect(repeated).toEqual(['Page 2 of 3', 'Page 3 of 3']);
  });

  it("keeps each certificate's customer block, printed on every other page, as content", () => {
    // Two certificates of two pages each in one file: the customer block on each one's first
    // page, the page counter on every page.
    const page = (number: number) => ({
      number,
      width: 595,
      height: 842,
      runs: [
        ...(number % 2 === 1
          ? [{ ...run('Hollis & Partners Engineering Ltd', 50, 180, 150), page: number }]
          : []),
        { ...run(`Page ${number} of 4`, 270, 800, 40), page: number },
      ],
    });
    const layout = buildLayout([page(1), page(2), page(3), page(4)]);
    const repeated = layout.lines.filter((line) => line.repeated).map((line) => line.text);
    expect(repeated).toEqual(['Page 2 of 4', 'Page 3 of 4', 'Page 4 of 4']);
  });

  it('prints reading-order text with columns kept apart', () => {
    const layout = buildLayout([
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [run('Model', 50, 100, 28), run('87V', 200, 100, 18)],
      },
    ]);
    expect(layoutText(layout)).toMatch(/^Model\s{2,}87V$/);
  });
});
