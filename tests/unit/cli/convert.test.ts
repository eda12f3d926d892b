import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  nodeConvertDependencies,
  runConvert,
  type ConvertDependencies,
} from '../../../src/cli/commands/convert.js';
import { main } from '../../../src/cli/main.js';
import { extraction, instrument } from '../../helpers/sample-extractions.js';
import { formulaOf, loadWorkbook, rowsWhere, sheet, utcDate } from '../excel/workbook-reader.js';

interface FakeRun {
  deps: ConvertDependencies;
  written: Map<string, Buffer>;
  stdout: string[];
  stderr: string[];
  extracted: Array<{ filename?: string; today: string }>;
}

function fakeDependencies(): FakeRun {
  const written = new Map<string, Buffer>();
  const stdout: string[] = [];
  const stderr: string[] = [];
  const extracted: FakeRun['extracted'] = [];
  const deps: ConvertDependencies = {
    async extract(bytes, options) {
      extracted.push({ filename: options.filename, today: options.today });
      const text = Buffer.from(bytes).toString();
      if (text === 'locked') {
        return {
          ok: false,
          errorType: 'PDF_ENCRYPTED',
          message: 'This PDF is password protected.',
          text: '',
          pageCount: 0,
        };
      }
      const count = text === 'two' ? 2 : 1;
      return {
        ok: true,
        extraction: extraction(
          Array.from({ length: count }, (_, index) =>
            instrument({ equipmentId: `${text}-${index + 1}`, dueDate: '2026-04-01' }),
          ),
        ),
      };
    },
    async readFile(file) {
      if (file.includes('missing')) {
        throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      }
      return new TextEncoder().encode(path.basename(file, '.pdf'));
    },
    async writeFile(file, data) {
      written.set(file, data);
    },
    today: () => '2026-03-10',
    stdout: (text) => stdout.push(text),
    stderr: (text) => stderr.push(text),
  };
  return { deps, written, stdout, stderr, extracted };
}

describe('certsheet convert', () => {
  it('writes one register for all files, rejected ones listed with their reason', async () => {
    const run = fakeDependencies();
    const code = await runConvert(
      ['certs/one.pdf', 'certs/two.pdf', 'certs/locked.pdf', 'certs/missing.pdf', '-o', 'out.xlsx'],
      run.deps,
    );
    expect(code).toBe(0);
    expect(run.stdout.join('')).toBe(
      'Wrote out.xlsx: 4 files, 2 converted (3 instruments), 2 rejected.\n',
    );
    expect(run.extracted).toEqual([
      { filename: 'one.pdf', today: '2026-03-10' },
      { filename: 'two.pdf', today: '2026-03-10' },
      { filename: 'locked.pdf', today: '2026-03-10' },
    ]);

    const workbook = await loadWorkbook(run.written.get('out.xlsx') as Buffer);
    const register = sheet(workbook, 'Equipment Register');
    expect(register.rowCount).toBe(4);
    expect(rowsWhere(register, 'M', 'two.pdf')).toEqual([3, 4]);
    expect(formulaOf(register.getCell('H2')).result).toBe(22);

    const details = sheet(workbook, 'Certificate Details');
    const notes = (details.getRow(1).values as unknown[]).indexOf('Notes');
    const [locked] = rowsWhere(details, 'A', 'locked.pdf');
    const [missing] = rowsWhere(details, 'A', 'missing.pdf');
    expect(details.getRow(locked as number).getCell(notes).value).toBe(
      'Rejected (PDF_ENCRYPTED): This PDF is password protected.',
    );
    expect(details.getRow(missing as number).getCell(notes).value).toBe(
      'Rejected (FILE_NOT_READABLE): The file could not be read (ENOENT).',
    );
  });

  it('names the batch report after the day by default and honours --today', async () => {
    const run = fakeDependencies();
    expect(await runConvert(['a.pdf', '--today', '2025-12-31'], run.deps)).toBe(0);
    expect([...run.written.keys()]).toEqual(['CertSheet_Report_2025-12-31.xlsx']);
    expect(run.extracted[0]?.today).toBe('2025-12-31');
  });

  it('passes the register settings through', async () => {
    const run = fakeDependencies();
    // Due in 22 days: Due Soon with the default 30-day window, Current with a 10-day one.
    await runConvert(['a.pdf', '-o', 'r.xlsx', '--due-soon-days', '10'], run.deps);
    const register = sheet(
      await loadWorkbook(run.written.get('r.xlsx') as Buffer),
      'Equipment Register',
    );
    expect(formulaOf(register.getCell('I2'))).toMatchObject({ result: 'Current' });
    expect(formulaOf(register.getCell('I2')).formula).toContain('<=10,');
  });

  it('exits 1 when no file could be converted, still writing the report', async () => {
    const run = fakeDependencies();
    expect(await runConvert(['locked.pdf', '-o', 'r.xlsx'], run.deps)).toBe(1);
    expect(run.written.has('r.xlsx')).toBe(true);
  });

  it.each([
    [[], 'give at least one certificate PDF'],
    [['a.pdf', '--today', '2026-13-01'], '--today must be a date as YYYY-MM-DD'],
    [['a.pdf', '-o', 'report.csv'], 'the output must be an .xlsx file'],
    [['a.pdf', '--bogus'], "Unknown option '--bogus'"],
    [['a.pdf', '--due-soon-days', 'ten'], '--due-soon-days must be a whole number'],
  ])('exits 2 on a usage error: %j', async (args, message) => {
    const run = fakeDependencies();
    expect(await runConvert(args, run.deps)).toBe(2);
    expect(run.stderr.join('')).toContain(message);
    expect(run.written.size).toBe(0);
  });

  it('is registered with the certsheet command', async () => {
    const output: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((text: string) => output.push(text) > 0) as typeof process.stdout.write;
    try {
      expect(await main(['--help'])).toBe(0);
    } finally {
      process.stdout.write = write;
    }
    expect(output.join('')).toContain('convert FILE...');
  });

  it('runs the real extraction engine on a real certificate and a broken file', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'certsheet-convert-'));
    const certificate = path.resolve(
      'tests/fixtures/real/en_nml-ph_axle-scale_01-2025-FORC-0013.pdf',
    );
    const broken = path.join(directory, 'broken.pdf');
    writeFileSync(broken, 'this is not a PDF');
    const output = path.join(directory, 'report.xlsx');
    const messages: string[] = [];
    const code = await runConvert([certificate, broken, '-o', output, '--today', '2026-03-10'], {
      ...nodeConvertDependencies,
      stdout: (text) => messages.push(text),
      stderr: (text) => messages.push(text),
    });
    expect(code).toBe(0);
    const workbook = await loadWorkbook(readFileSync(output));
    expect(
      rowsWhere(sheet(workbook, 'Equipment Register'), 'M', path.basename(certificate)).length,
    ).toBeGreaterThanOrEqual(1);
    const details = sheet(workbook, 'Certificate Details');
    const [brokenRow] = rowsWhere(details, 'A', 'broken.pdf');
    expect(details.getRow(brokenRow as number).getCell(3).value).toBe('Rejected');
    expect(messages.join('')).toMatch(/Wrote .*report\.xlsx: 2 files, 1 converted/);
  }, 60_000);

  it('--merge updates the user’s register into a new file and says what changed', async () => {
    const own = new ExcelJS.Workbook();
    const ws = own.addWorksheet('Gauges');
    ws.getRow(1).values = ['Equipment ID', 'Description', 'Cal Date', 'Next Due', 'Owner'];
    ws.getRow(2).values = [
      'one-1',
      'Thermometer',
      utcDate('2024-01-15'),
      utcDate('2025-01-15'),
      'QA',
    ];
    const registerBytes = new Uint8Array(await own.xlsx.writeBuffer());
    const run = fakeDependencies();
    const readPdf = run.deps.readFile;
    run.deps.readFile = async (file) => (file.endsWith('.xlsx') ? registerBytes : readPdf(file));
    // One instrument per certificate, each with its own serial and equipment ID.
    run.deps.extract = async (bytes) => {
      const text = Buffer.from(bytes).toString();
      const fields = {
        serialNumber: `S-${text}`,
        calibrationDate: '2026-01-15',
        dueDate: '2026-04-01',
      };
      return {
        ok: true,
        extraction: extraction([instrument({ ...fields, equipmentId: `${text}-1` })]),
      };
    };

    const code = await runConvert(
      [
        'one.pdf',
        'two.pdf',
        '--merge',
        'gauges.xlsx',
        '-o',
        'merged.xlsx',
        '--today',
        '2026-03-10',
      ],
      run.deps,
    );
    expect(code).toBe(0);
    expect(run.stdout.join('')).toBe(
      'Wrote merged.xlsx: merged into sheet "Gauges" of gauges.xlsx: 1 instrument updated, 1 added, 0 already up to date (see its Changes sheet).\n',
    );
    const merged = sheet(await loadWorkbook(run.written.get('merged.xlsx')!), 'Gauges');
    expect(merged.getCell('E2').value).toBe('QA');
    expect(merged.getCell('D2').value).toEqual(utcDate('2026-04-01'));
    expect(run.written.has('gauges.xlsx')).toBe(false);
  });

  it('--merge refuses to overwrite the register and explains an unusable one', async () => {
    const run = fakeDependencies();
    expect(await runConvert(['one.pdf', '--merge', 'r.xlsx', '-o', './r.xlsx'], run.deps)).toBe(2);
    expect(run.stderr.join('')).toContain('never overwritten');
    expect(await runConvert(['one.pdf', '--merge', 'r.xlsx'], run.deps)).toBe(2);

    const csv = fakeDependencies();
    csv.deps.readFile = async () => new TextEncoder().encode('a,b\n');
    expect(await runConvert(['one.pdf', '--merge', 'r.csv', '-o', 'out.xlsx'], csv.deps)).toBe(1);
    expect(csv.stderr.join('')).toMatch(/not an Excel workbook/);
    expect(csv.written.size).toBe(0);
  });
});
