/**
 * certsheet extract [--json] [--today YYYY-MM-DD] FILE...: reads each certificate and prints its
 * fields — a table for people, or with --json exactly one JSON array (one element per file, in
 * order) for scripts. A bad file never stops the batch: it is reported with its error type and
 * message. Extraction runs in this process, one file at a time, each behind its own guard.
 * Exit status: 0 every file was processed (some may be rejected), 2 usage error.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { computeDueStatus, isValidIsoDate } from '../../shared/due-status.js';
import { EXTRACTION_ERROR_MESSAGES } from '../../shared/errors.js';
import {
  emptyInstrumentFields,
  type ConfidenceMap,
  type DccSignature,
  type ExtractOptions,
  type ExtractionMethod,
  type ExtractionOutcome,
  type InstrumentFields,
} from '../../shared/extraction.js';
import { localCertificateReader } from '../certificate-reader.js';
import type { CliCommand } from './index.js';

export const EXTRACT_USAGE =
  'extract [--json] [--today YYYY-MM-DD] FILE...  Print the fields read from certificate PDFs';

const HELP = `Usage: certsheet extract [options] FILE...

Reads each calibration certificate PDF and prints the instrument's fields.

Options:
      --json                 Print one JSON array, one element per file, in order
      --today YYYY-MM-DD     The day "days until due" is counted from (default: today)
  -h, --help                 Show this help

Exit status: 0 every file was processed (rejected files are reported), 2 usage error.`;

/** Wall-clock budget per file: the engine stops reading further pages past it. */
const FILE_TIME_BUDGET_MS = 20_000;

/** One element of the --json array. */
export interface FileReport {
  file: string;
  ok: boolean;
  errorType: string | null;
  message: string | null;
  method: ExtractionMethod;
  fields: InstrumentFields;
  /** Present when the certificate lists several instruments. */
  items?: InstrumentFields[];
  confidence: ConfidenceMap;
  /** A DCC's signature verdict (DCC input only). */
  signature?: DccSignature;
  ms: number;
}

export interface ExtractDependencies {
  extract(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractionOutcome>;
  /** Called once the run is over: stops what `extract` started (the OCR recognisers). */
  close?(): Promise<void>;
  readFile(file: string): Promise<Uint8Array>;
  today(): string;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Elapsed milliseconds, for the per-file timing. */
  now(): number;
}

class UsageError extends Error {}

interface ExtractArguments {
  files: string[];
  json: boolean;
  today: string;
}

function parseExtractArguments(args: string[], today: string): ExtractArguments | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean' },
        today: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length === 0) throw new UsageError('give at least one certificate PDF');
  const day = values.today ?? today;
  if (!isValidIsoDate(day)) {
    throw new UsageError(`--today must be a date as YYYY-MM-DD (got "${day}")`);
  }
  return { files: positionals, json: values.json ?? false, today: day };
}

function rejected(file: string, errorType: string, message: string, ms: number): FileReport {
  return {
    file,
    ok: false,
    errorType,
    message,
    method: 'pattern',
    fields: emptyInstrumentFields(),
    confidence: {},
    ms,
  };
}

async function extractFile(
  file: string,
  today: string,
  deps: ExtractDependencies,
): Promise<FileReport> {
  const name = path.basename(file);
  const started = deps.now();
  const elapsed = () => Math.round(deps.now() - started);
  let bytes: Uint8Array;
  try {
    bytes = await deps.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    return rejected(name, 'FILE_NOT_READABLE', `The file could not be read (${code}).`, elapsed());
  }
  try {
    const outcome = await deps.extract(bytes, {
      today,
      filename: name,
      timeBudgetMs: FILE_TIME_BUDGET_MS,
    });
    if (!outcome.ok) return rejected(name, outcome.errorType, outcome.message, elapsed());
    const { extraction } = outcome;
    return {
      file: name,
      ok: true,
      errorType: null,
      message: null,
      method: extraction.method,
      fields: extraction.fields,
      ...(extraction.items.length > 1 ? { items: extraction.items } : {}),
      confidence: extraction.confidence,
      ...(extraction.signature ? { signature: extraction.signature } : {}),
      ms: elapsed(),
    };
  } catch {
    return rejected(
      name,
      'EXTRACTION_FAILED',
      EXTRACTION_ERROR_MESSAGES.EXTRACTION_FAILED,
      elapsed(),
    );
  }
}

const COLUMNS = ['File', 'Result', 'Equipment', 'Serial #', 'Cal Date', 'Due Date', 'Status', 'ms'];
const MAX_CELL = 32;

function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined || value === '' ? '-' : String(value);
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

function instrumentRow(
  report: FileReport,
  fields: InstrumentFields,
  today: string,
  label: string,
): string[] {
  const { daysUntilDue, status } = computeDueStatus(fields.dueDate, today);
  const due = fields.dueDate ? `${fields.dueDate}${fields.dueDateCalculated ? '*' : ''}` : null;
  return [
    label,
    'ok',
    fields.equipmentName ?? fields.equipmentId,
    fields.serialNumber,
    fields.calibrationDate,
    due,
    status ? `${status} (${daysUntilDue} d)` : null,
    report.ms,
  ].map(cell);
}

/** Plain-text table: one row per instrument, rejected files with their reason underneath. */
export function formatTable(reports: FileReport[], today: string): string {
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const report of reports) {
    if (!report.ok) {
      rows.push([report.file, report.errorType, '-', '-', '-', '-', '-', report.ms].map(cell));
      notes.push(`${report.file}: ${report.message}`);
      continue;
    }
    const items = report.items ?? [report.fields];
    items.forEach((fields, index) => {
      const label = items.length > 1 ? `${report.file} #${index + 1}` : report.file;
      rows.push(instrumentRow(report, fields, today, label));
    });
  }
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((text, index) => text.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  const extracted = reports.filter((report) => report.ok).length;
  const out = [line(COLUMNS), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
  out.push(
    '',
    `${reports.length} file(s): ${extracted} extracted, ${reports.length - extracted} rejected.`,
  );
  if (rows.some((row) => row[5]!.endsWith('*'))) {
    out.push('* due date computed from the calibration interval stated on the certificate.');
  }
  if (notes.length > 0) out.push('', ...notes);
  return `${out.join('\n')}\n`;
}

export async function runExtract(args: string[], deps: ExtractDependencies): Promise<number> {
  let options: ExtractArguments | 'help';
  try {
    options = parseExtractArguments(args, deps.today());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    deps.stderr(`certsheet extract: ${error.message}\n\n${HELP}\n`);
    return 2;
  }
  if (options === 'help') {
    deps.stdout(`${HELP}\n`);
    return 0;
  }
  const reports: FileReport[] = [];
  try {
    for (const file of options.files) reports.push(await extractFile(file, options.today, deps));
  } finally {
    await deps.close?.();
  }
  deps.stdout(
    options.json ? `${JSON.stringify(reports, null, 2)}\n` : formatTable(reports, options.today),
  );
  return 0;
}

/** The user's calendar date: "today" is where the user is, not UTC. */
function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const reader = localCertificateReader();

export const nodeExtractDependencies: ExtractDependencies = {
  extract: (bytes, options) => reader.extract(bytes, options),
  close: () => reader.close(),
  readFile: async (file) => new Uint8Array(await readFile(file)),
  today: () => localToday(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  now: () => performance.now(),
};

export const extractCommand: CliCommand = {
  name: 'extract',
  usage: EXTRACT_USAGE,
  run: (args) => runExtract(args, nodeExtractDependencies),
};
