/**
 * certsheet extract [--json] [--today YYYY-MM-DD] FILE...: reads each certificate and prints its
 * fields — a table for people, or with --json exactly one JSON array (one element per file, in
 * order) for scripts. A bad file never stops the batch: it is reported with its error type and
 * message. Extraction runs in this process, one file at a time, each behind its own guard.
 * Exit status: 0 every file was processed (some may be rejected), 2 usage error.
 */
import { parseArgs } from 'node:util';
import { computeDueStatus } from '../../shared/due-status.js';
import { EXTRACTION_ERROR_MESSAGES } from '../../shared/errors.js';
import {
  emptyInstrumentFields,
  itemConfidences,
  type ConfidenceMap,
  type DccSignature,
  type ExtractionMethod,
  type InstrumentFields,
} from '../../shared/extraction.js';
import {
  certificateArguments,
  extractFile,
  forEachFile,
  nodeCertificateFileDependencies,
  type CertificateFileDependencies,
} from '../certificate-files.js';
import { parseCommandLine, UsageError, type CliCommand } from '../command.js';

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
  /** Each instrument's confidence, in step with items (present with items). */
  itemConfidence?: ConfidenceMap[];
  /** A DCC's signature verdict (DCC input only). */
  signature?: DccSignature;
  ms: number;
}

export interface ExtractDependencies extends CertificateFileDependencies {
  /** Elapsed milliseconds, for the per-file timing. */
  now(): number;
}

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
  return { ...certificateArguments(positionals, values.today, today), json: values.json ?? false };
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

async function reportFile(
  file: string,
  today: string,
  deps: ExtractDependencies,
): Promise<FileReport> {
  const started = deps.now();
  const result = await extractFile(
    file,
    { today, timeBudgetMs: FILE_TIME_BUDGET_MS },
    deps,
    () => EXTRACTION_ERROR_MESSAGES.EXTRACTION_FAILED,
  );
  const ms = Math.round(deps.now() - started);
  if (!result.ok) return rejected(result.name, result.errorType, result.message, ms);
  const { extraction } = result;
  return {
    file: result.name,
    ok: true,
    errorType: null,
    message: null,
    method: extraction.method,
    fields: extraction.fields,
    ...(extraction.items.length > 1 ? { items: extraction.items } : {}),
    confidence: extraction.confidence,
    ...(extraction.items.length > 1 ? { itemConfidence: itemConfidences(extraction) } : {}),
    ...(extraction.signature ? { signature: extraction.signature } : {}),
    ms,
  };
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
  const options = parseCommandLine(
    'extract',
    HELP,
    () => parseExtractArguments(args, deps.today()),
    deps,
  );
  if (typeof options === 'number') return options;
  const reports = await forEachFile(options.files, deps, (file) =>
    reportFile(file, options.today, deps),
  );
  deps.stdout(
    options.json ? `${JSON.stringify(reports, null, 2)}\n` : formatTable(reports, options.today),
  );
  return 0;
}

export const nodeExtractDependencies: ExtractDependencies = {
  ...nodeCertificateFileDependencies,
  now: () => performance.now(),
};

export const extractCommand: CliCommand = {
  name: 'extract',
  usage: EXTRACT_USAGE,
  run: (args) => runExtract(args, nodeExtractDependencies),
};
