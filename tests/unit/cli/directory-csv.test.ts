/**
 * The lab directory's CSV reader (csv-parse): the line numbers rejected rows are reported by
 * stay right across what spreadsheet exports produce.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/cli/commands/directory-import.js';

describe('parseCsv line numbers', () => {
  it('counts the lines of quoted line breaks, blank lines and mixed line endings', () => {
    const text = '\uFEFFa,b\r\n"one\r\ntwo\nthree",x\n\n , \nnext,y\rlast,z';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['one\r\ntwo\nthree', 'x'] },
      { line: 7, cells: ['next', 'y'] },
      { line: 8, cells: ['last', 'z'] },
    ]);
  });

  it('keeps a quote inside an unquoted field as a character', () => {
    expect(parseCsv('name,size\nLab 12" bay,3\n')).toEqual([
      { line: 1, cells: ['name', 'size'] },
      { line: 2, cells: ['Lab 12" bay', '3'] },
    ]);
  });

  it('names the line an unterminated quote starts on', () => {
    expect(() => parseCsv('a,b\nc,d\n"open,\nmore\n')).toThrow(
      'unterminated quoted field starting on line 3',
    );
  });
});
