import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseCsv,
  rowsFromCsv,
  rowsFromJson,
  runDirectoryImport,
  validateLabRows,
  type DirectoryImportDependencies,
} from '../../../src/cli/commands/directory-import.js';

const HEADER = 'organizationName,city,state,accreditationBody,certificateNumber,source';

function fakeDeps(files: Record<string, string>) {
  const written = new Map<string, string>();
  const stdout: string[] = [];
  const stderr: string[] = [];
  const deps: DirectoryImportDependencies = {
    async readFile(file) {
      const text = files[file];
      if (text === undefined) throw new Error('ENOENT: no such file');
      return text;
    },
    async writeFile(file, text) {
      written.set(file, text);
    },
    stdout: (text) => void stdout.push(text),
    stderr: (text) => void stderr.push(text),
  };
  return { deps, written, stdout, stderr };
}

describe('parseCsv', () => {
  it('handles quoted commas, doubled quotes, CRLF and line breaks inside quotes', () => {
    const records = parseCsv('a,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\n\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
    ]);
  });

  it('rejects an unterminated quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/line 2/);
  });

  it('maps header spellings to field names', () => {
    const [row] = rowsFromCsv(
      'Organization Name,State,Accreditation Body,Certificate No,Source URL\nLab,TX,A2LA,1.01,doc\n',
    );
    expect(row?.values).toMatchObject({
      organizationName: 'Lab',
      accreditationBody: 'A2LA',
      certificateNumber: '1.01',
      source: 'doc',
    });
  });

  it('refuses a file without an organization column', () => {
    expect(() => rowsFromCsv('foo,bar\n1,2\n')).toThrow(/organizationName/);
  });
});

describe('rowsFromJson', () => {
  it('reports the line on which each element starts', () => {
    const rows = rowsFromJson('[\n  {\n    "a": "[{,\\"}"\n  },\n  { "b": 1 }\n]\n');
    expect(rows.map((row) => row.line)).toEqual([2, 5]);
  });

  it('needs an array', () => {
    expect(() => rowsFromJson('{"labs": []}')).toThrow(/array/);
  });
});

describe('validateLabRows', () => {
  it('accepts every row of the sourced data set', () => {
    const text = readFileSync(
      new URL('../../../content/directory/labs.json', import.meta.url),
      'utf8',
    );
    const { accepted, rejected } = validateLabRows(rowsFromJson(text));
    expect(rejected).toEqual([]);
    expect(accepted).toHaveLength(24);
  });

  it('checks the certificate number against the accreditation body format', () => {
    const rows = rowsFromCsv(
      [
        HEADER,
        'A,Austin,TX,A2LA,2820.01,doc',
        'B,Austin,TX,ANAB,AC-1498.05,doc',
        'C,Columbus,OH,NVLAP,200420-0,doc',
        'D,Austin,TX,A2LA,AC-1498,doc',
        'E,Austin,TX,ANAB,1498,doc',
        'F,Austin,TX,NVLAP,2004200,doc',
      ].join('\n'),
    );
    const { accepted, rejected } = validateLabRows(rows);
    expect(accepted.map((lab) => lab.organizationName).sort()).toEqual(['A', 'B', 'C']);
    expect(rejected.map((row) => row.line)).toEqual([5, 6, 7]);
    expect(rejected[0]?.reasons[0]).toMatch(/A2LA's format/);
  });

  it('lists every reason with the line number, and rejects duplicates', () => {
    const rows = rowsFromCsv(
      [
        HEADER,
        ',Austin,XX,FOO,1.01,',
        'Lab,Austin,tx,a2la,1234.01,doc',
        'Lab,Austin,TX,A2LA,1234.01,other doc',
      ].join('\n'),
    );
    const { accepted, rejected } = validateLabRows(rows);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      state: 'TX',
      accreditationBody: 'A2LA',
      location: 'Austin, TX',
    });
    expect(rejected[0]?.line).toBe(2);
    expect(rejected[0]?.reasons.join(' | ')).toMatch(/organizationName is required/);
    expect(rejected[0]?.reasons.join(' | ')).toMatch(/US state code/);
    expect(rejected[0]?.reasons.join(' | ')).toMatch(/A2LA, ANAB, NVLAP/);
    expect(rejected[0]?.reasons.join(' | ')).toMatch(/source/);
    expect(rejected[1]).toEqual({
      line: 4,
      reasons: ['duplicate of line 3 (A2LA 1234.01, Austin, TX)'],
    });
  });

  it('only lists US laboratories and needs real dates', () => {
    const { rejected } = validateLabRows([
      {
        line: 2,
        values: {
          organizationName: 'L',
          state: 'ON',
          country: 'Canada',
          accreditationBody: 'A2LA',
          certificateNumber: '1.01',
          source: 'd',
        },
      },
      {
        line: 3,
        values: {
          organizationName: 'L',
          state: 'TX',
          accreditationBody: 'A2LA',
          certificateNumber: '1.01',
          source: 'd',
          validTo: '31/12/2025',
        },
      },
    ]);
    expect(rejected[0]?.reasons.join(' ')).toMatch(/US laboratories only/);
    expect(rejected[1]?.reasons.join(' ')).toMatch(/YYYY-MM-DD/);
  });
});

describe('certsheet directory import', () => {
  const csv = [
    HEADER,
    'Lab B,Tempe,AZ,ANAB,AC-1498.05,doc',
    'Lab A,Austin,TX,A2LA,1234.01,doc',
  ].join('\n');

  it('writes the accepted rows sorted by state and exits 0 when all are accepted', async () => {
    const run = fakeDeps({ 'labs.csv': csv });
    expect(await runDirectoryImport(['import', 'labs.csv', '--out', 'out.json'], run.deps)).toBe(0);
    const written = JSON.parse(run.written.get('out.json') ?? '[]') as { state: string }[];
    expect(written.map((lab) => lab.state)).toEqual(['AZ', 'TX']);
    expect(run.stdout.join('')).toMatch(/2 accepted, 0 rejected/);
  });

  it('still writes the accepted rows but exits 1 when some are rejected', async () => {
    const run = fakeDeps({ 'labs.csv': `${csv}\nBad,Austin,TX,A2LA,nope,doc` });
    expect(await runDirectoryImport(['import', 'labs.csv', '--out', 'out.json'], run.deps)).toBe(1);
    expect(JSON.parse(run.written.get('out.json') ?? '[]')).toHaveLength(2);
    expect(run.stderr.join('')).toMatch(/line 4: certificateNumber "nope"/);
  });

  it('writes nothing with --dry-run or when no row is accepted', async () => {
    const dry = fakeDeps({ 'labs.csv': csv });
    expect(await runDirectoryImport(['import', 'labs.csv', '--dry-run'], dry.deps)).toBe(0);
    expect(dry.written.size).toBe(0);
    const none = fakeDeps({ 'labs.csv': `${HEADER}\nBad,Austin,TX,A2LA,nope,doc` });
    expect(await runDirectoryImport(['import', 'labs.csv'], none.deps)).toBe(1);
    expect(none.written.size).toBe(0);
  });

  it('exits 2 on usage errors and unreadable files', async () => {
    expect(await runDirectoryImport([], fakeDeps({}).deps)).toBe(2);
    expect(await runDirectoryImport(['import', 'labs.xlsx'], fakeDeps({}).deps)).toBe(2);
    expect(await runDirectoryImport(['import', 'missing.csv'], fakeDeps({}).deps)).toBe(2);
    expect(
      await runDirectoryImport(['import', 'bad.json'], fakeDeps({ 'bad.json': '{' }).deps),
    ).toBe(2);
  });
});
