import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runExtract, type FileReport } from '../../../src/cli/commands/extract.js';
import { extractCertificate } from '../../../src/extraction/index.js';
import { FIELD_KEYS } from '../../../src/shared/extraction.js';
import { buildPdf, keyValues, table, title } from '../extraction/helpers/build-pdf.js';

const ERRORS = new URL('../../fixtures/errors/', import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, ERRORS)));

async function multiInstrument(): Promise<Uint8Array> {
  return buildPdf([
    [
      title('Calibration Certificate'),
      ...keyValues([
        ['Certificate No.', 'MC-1'],
        ['Calibration Date', '2025-03-14'],
      ]),
      ...table(
        ['Item Description', 'Serial Number', 'Due Date'],
        [
          ['Pressure Gauge', 'PG-1', '2026-03-14'],
          ['Thermometer', 'TH-2', '2026-03-14'],
        ],
        [50, 250, 400],
        220,
      ),
    ],
  ]);
}

async function run(args: string[], files: Record<string, Uint8Array> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runExtract(args, {
    extract: extractCertificate,
    readFile: async (file) => {
      const bytes = files[file];
      if (!bytes) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return bytes;
    },
    today: () => '2025-06-01',
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    now: () => performance.now(),
  });
  return { code, stdout, stderr };
}

describe('certsheet extract', () => {
  it('prints one JSON array with one element per file, in order, and keeps going past bad files', async () => {
    const huge = new Uint8Array(12 * 1024 * 1024);
    huge.set(new TextEncoder().encode('%PDF-1.7\n'));
    const files = {
      'dir/good.pdf': fixture('good-certificate.pdf'),
      'big.pdf': huge,
      'secret.pdf': fixture('encrypted.pdf'),
      'image.pdf': fixture('png-renamed.pdf'),
      'cut.pdf': fixture('truncated.pdf'),
      'invoice.pdf': fixture('invoice.pdf'),
      'several.pdf': await multiInstrument(),
    };
    const { code, stdout } = await run(['--json', ...Object.keys(files), 'missing.pdf'], files);
    expect(code).toBe(0);
    const reports = JSON.parse(stdout) as FileReport[];
    expect(reports.map((report) => [report.file, report.ok, report.errorType])).toEqual([
      ['good.pdf', true, null],
      ['big.pdf', false, 'FILE_TOO_LARGE'],
      ['secret.pdf', false, 'PDF_ENCRYPTED'],
      ['image.pdf', false, 'INVALID_PDF'],
      ['cut.pdf', false, 'INVALID_PDF'],
      ['invoice.pdf', false, 'NOT_CALIBRATION_CERT'],
      ['several.pdf', true, null],
      ['missing.pdf', false, 'FILE_NOT_READABLE'],
    ]);
    for (const report of reports) {
      expect(Object.keys(report.fields)).toEqual(expect.arrayContaining([...FIELD_KEYS]));
      expect(report.method).toBe('pattern');
      expect(report.ms).toBeGreaterThanOrEqual(0);
    }
    const good = reports[0]!;
    expect(good).toMatchObject({
      message: null,
      fields: { serialNumber: '44120017', calibrationDate: '2025-03-14' },
      confidence: { serialNumber: 'high' },
    });
    expect(good.items).toBeUndefined();
    expect(reports[1]!.message).toMatch(/10MB/);
    expect(reports[6]!.items?.map((item) => item.serialNumber)).toEqual(['PG-1', 'TH-2']);
  });

  it('prints a table for people, rejected files with their reason', async () => {
    const { code, stdout } = await run(['--today', '2026-03-01', 'good.pdf', 'invoice.pdf'], {
      'good.pdf': fixture('good-certificate.pdf'),
      'invoice.pdf': fixture('invoice.pdf'),
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^File\s+Result\s+Equipment/);
    expect(stdout).toMatch(
      /good\.pdf\s+ok\s+Digital Multimeter\s+44120017\s+2025-03-14\s+2026-03-14\s+Due Soon \(13 d\)/,
    );
    expect(stdout).toMatch(/invoice\.pdf\s+NOT_CALIBRATION_CERT/);
    expect(stdout).toContain('2 file(s): 1 extracted, 1 rejected.');
    expect(stdout).toContain('invoice.pdf: This PDF does not look like a calibration certificate');
  });

  it('exits 2 on usage errors', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['--today', '14/03/2025', 'a.pdf'])).code).toBe(2);
    const unknown = await run(['--verbose', 'a.pdf']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Usage: certsheet extract/);
  });

  it('runs as the certsheet command', () => {
    const bin = fileURLToPath(new URL('../../../bin/certsheet.js', import.meta.url));
    const result = spawnSync(
      process.execPath,
      [
        bin,
        'extract',
        '--json',
        '--today',
        '2025-06-01',
        'good-certificate.pdf',
        'png-renamed.pdf',
      ],
      { cwd: fileURLToPath(ERRORS), encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status).toBe(0);
    const reports = JSON.parse(result.stdout) as FileReport[];
    expect(reports.map((report) => report.errorType)).toEqual([null, 'INVALID_PDF']);
  }, 60_000);
});
