/**
 * certsheet convert FILE... -o report.xlsx [--today YYYY-MM-DD] [--merge register.xlsx]: extracts
 * every certificate and writes one batch register — or, with --merge, the user's own register
 * updated with them (excel/merge). Files that cannot be converted are listed, with the reason, on
 * the Certificate Details sheet. Exit codes: 0 written, 1 written but nothing could be converted
 * (or the register to merge into cannot be used), 2 usage error.
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mergeIntoRegister } from '../../excel/merge/merge-register.js';
import { RegisterMergeError } from '../../excel/merge/merge-error.js';
import { buildReportWorkbook, type ReportEntry } from '../../excel/report.js';
import {
  DEFAULT_CALIBRATION_INTERVAL_MONTHS,
  DUE_SOON_WINDOW_DAYS,
} from '../../shared/constants.js';
import type { LabRecord } from '../../shared/directory.js';
import { isValidIsoDate } from '../../shared/due-status.js';
import type { ExtractOptions, ExtractionOutcome } from '../../shared/extraction.js';
import { batchReportFileName } from '../../shared/file-names.js';
import { localCertificateReader } from '../certificate-reader.js';
import type { CliCommand } from './index.js';

/** The published lab directory, beside the sources and the build alike. */
const LABS_FILE = new URL('../../../content/directory/labs.json', import.meta.url);

export const CONVERT_USAGE =
  'convert FILE... [-o report.xlsx] [--merge register.xlsx] [--today YYYY-MM-DD]  Excel register from certificate PDFs';

const HELP = `Usage: certsheet convert FILE... [options]

Reads each certificate PDF and writes one Excel equipment register (one row per instrument).
Files that cannot be read are listed with the reason on the Certificate Details sheet.

Options:
  -o, --output FILE          Workbook to write (default CertSheet_Report_<today>.xlsx)
      --merge REGISTER.xlsx  Update the register you keep instead: matched instruments get the
                             new dates (old values on a history sheet), new ones are appended,
                             everything else stays; written to --output, never over REGISTER
      --today YYYY-MM-DD     The day Days Until Due and Status are cached for (default: today)
      --due-soon-days N      Width of the Due Soon window in days (default ${DUE_SOON_WINDOW_DAYS})
      --interval-months N    Due date when a certificate states none (default ${DEFAULT_CALIBRATION_INTERVAL_MONTHS})
  -h, --help                 Show this help

Exit status: 0 report written, 1 report written but no file could be converted (or the
register to merge into cannot be used), 2 usage error.`;

export interface ConvertDependencies {
  extract(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractionOutcome>;
  /** Called once the run is over: stops what `extract` started (the OCR recognisers). */
  close?(): Promise<void>;
  readFile(file: string): Promise<Uint8Array>;
  writeFile(file: string, data: Buffer): Promise<void>;
  /** The local calendar date, YYYY-MM-DD. */
  today(): string;
  stdout(text: string): void;
  stderr(text: string): void;
  /** The published lab directory, for the Details sheet's accreditation check (absent: none). */
  labDirectory?(): readonly LabRecord[] | undefined;
}

class UsageError extends Error {}

interface ConvertArguments {
  files: string[];
  output: string;
  merge: string | null;
  today: string;
  dueSoonDays: number;
  intervalMonths: number;
}

function wholeNumber(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return number;
}

function parseConvertArguments(args: string[], today: string): ConvertArguments | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        output: { type: 'string', short: 'o' },
        merge: { type: 'string' },
        today: { type: 'string' },
        'due-soon-days': { type: 'string' },
        'interval-months': { type: 'string' },
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
  if (!isValidIsoDate(day))
    throw new UsageError(`--today must be a date as YYYY-MM-DD (got "${day}")`);
  const merge = values.merge ?? null;
  if (merge !== null && !values.output) {
    throw new UsageError('--merge needs -o FILE: the merged register is written to a new file');
  }
  const output = values.output ?? batchReportFileName(day);
  if (!/\.xlsx$/i.test(output))
    throw new UsageError(`the output must be an .xlsx file (got "${output}")`);
  if (merge !== null && path.resolve(merge) === path.resolve(output)) {
    throw new UsageError(
      '-o must name a new file: the register given to --merge is never overwritten',
    );
  }
  return {
    files: positionals,
    output,
    merge,
    today: day,
    dueSoonDays: wholeNumber(
      values['due-soon-days'],
      '--due-soon-days',
      0,
      365,
      DUE_SOON_WINDOW_DAYS,
    ),
    intervalMonths: wholeNumber(
      values['interval-months'],
      '--interval-months',
      1,
      120,
      DEFAULT_CALIBRATION_INTERVAL_MONTHS,
    ),
  };
}

async function convertFile(
  file: string,
  today: string,
  deps: ConvertDependencies,
): Promise<ReportEntry> {
  const sourceFile = path.basename(file);
  let bytes: Uint8Array;
  try {
    bytes = await deps.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    return {
      sourceFile,
      extraction: null,
      error: { errorType: 'FILE_NOT_READABLE', message: `The file could not be read (${code}).` },
    };
  }
  try {
    const outcome = await deps.extract(bytes, { today, filename: sourceFile });
    if (outcome.ok) return { sourceFile, extraction: outcome.extraction };
    return {
      sourceFile,
      extraction: null,
      error: { errorType: outcome.errorType, message: outcome.message },
    };
  } catch (error) {
    return {
      sourceFile,
      extraction: null,
      error: {
        errorType: 'EXTRACTION_FAILED',
        message: `The certificate could not be processed: ${(error as Error).message}`,
      },
    };
  }
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export async function runConvert(args: string[], deps: ConvertDependencies): Promise<number> {
  let options: ConvertArguments | 'help';
  try {
    options = parseConvertArguments(args, deps.today());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    deps.stderr(`certsheet convert: ${error.message}\n\n${HELP}\n`);
    return 2;
  }
  if (options === 'help') {
    deps.stdout(`${HELP}\n`);
    return 0;
  }

  const entries: ReportEntry[] = [];
  try {
    for (const file of options.files) {
      const entry = await convertFile(file, options.today, deps);
      entries.push(entry);
      if (entry.extraction) {
        const count = Math.max(1, entry.extraction.items.length);
        deps.stderr(`  ok        ${entry.sourceFile}: ${plural(count, 'instrument')}\n`);
      } else {
        deps.stderr(
          `  rejected  ${entry.sourceFile}: ${entry.error?.errorType} ${entry.error?.message}\n`,
        );
      }
    }
  } finally {
    await deps.close?.();
  }

  const reportOptions = {
    today: options.today,
    dueSoonDays: options.dueSoonDays,
    defaultIntervalMonths: options.intervalMonths,
    labDirectory: deps.labDirectory?.(),
  };
  if (options.merge !== null) return mergeInto(options.merge, entries, options, deps);
  const workbook = await buildReportWorkbook(entries, reportOptions);
  await deps.writeFile(options.output, workbook);

  const converted = entries.filter((entry) => entry.extraction);
  const instruments = converted.reduce(
    (sum, entry) => sum + Math.max(1, entry.extraction?.items.length ?? 0),
    0,
  );
  const rejected = entries.length - converted.length;
  deps.stdout(
    `Wrote ${options.output}: ${plural(entries.length, 'file')}, ${converted.length} converted ` +
      `(${plural(instruments, 'instrument')}), ${rejected} rejected.\n`,
  );
  return converted.length > 0 ? 0 : 1;
}

async function mergeInto(
  register: string,
  entries: ReportEntry[],
  options: ConvertArguments,
  deps: ConvertDependencies,
): Promise<number> {
  let bytes: Uint8Array;
  try {
    bytes = await deps.readFile(register);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    deps.stderr(`certsheet convert: the register ${register} could not be read (${code}).\n`);
    return 1;
  }
  try {
    const { buffer, summary } = await mergeIntoRegister(bytes, entries, {
      today: options.today,
      dueSoonDays: options.dueSoonDays,
      defaultIntervalMonths: options.intervalMonths,
    });
    await deps.writeFile(options.output, buffer);
    deps.stdout(
      `Wrote ${options.output}: merged into sheet "${summary.sheet}" of ${path.basename(register)}: ` +
        `${plural(summary.updated, 'instrument')} updated, ${summary.added} added, ` +
        `${summary.upToDate} already up to date (see its Changes sheet).\n`,
    );
    return entries.some((entry) => entry.extraction) ? 0 : 1;
  } catch (error) {
    if (!(error instanceof RegisterMergeError)) throw error;
    deps.stderr(`certsheet convert: ${error.message}\n`);
    return 1;
  }
}

function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const reader = localCertificateReader();

export const nodeConvertDependencies: ConvertDependencies = {
  extract: (bytes, options) => reader.extract(bytes, options),
  close: () => reader.close(),
  readFile: async (file) => new Uint8Array(await readFile(file)),
  writeFile: (file, data) => writeFile(file, data),
  today: () => localToday(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  labDirectory: () => {
    try {
      return JSON.parse(readFileSync(LABS_FILE, 'utf8')) as LabRecord[];
    } catch {
      return undefined;
    }
  },
};

export const convertCommand: CliCommand = {
  name: 'convert',
  usage: CONVERT_USAGE,
  run: (args) => runConvert(args, nodeConvertDependencies),
};
