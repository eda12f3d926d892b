/**
 * certsheet convert FILE... -o report.xlsx [--today YYYY-MM-DD] [--merge register.xlsx]: extracts
 * every certificate and writes one batch register — or, with --merge, the user's own register
 * updated with them (excel/merge). Files that cannot be converted are listed, with the reason, on
 * the Certificate Details sheet. Exit codes: 0 written, 1 written but nothing could be converted
 * (or the register to merge into cannot be used), 2 usage error.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
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
import { batchReportFileName } from '../../shared/file-names.js';
import {
  certificateArguments,
  extractFile,
  forEachFile,
  nodeCertificateFileDependencies,
  type CertificateFileDependencies,
} from '../certificate-files.js';
import { parseCommandLine, UsageError, type CliCommand } from '../command.js';

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

export interface ConvertDependencies extends CertificateFileDependencies {
  writeFile(file: string, data: Buffer): Promise<void>;
  /** The published lab directory, for the Details sheet's accreditation check (absent: none). */
  labDirectory?(): readonly LabRecord[] | undefined;
}

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
  const { files, today: day } = certificateArguments(positionals, values.today, today);
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
    files,
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
  const result = await extractFile(
    file,
    { today },
    deps,
    (error) => `The certificate could not be processed: ${error.message}`,
  );
  return result.ok
    ? { sourceFile: result.name, extraction: result.extraction }
    : {
        sourceFile: result.name,
        extraction: null,
        error: { errorType: result.errorType, message: result.message },
      };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export async function runConvert(args: string[], deps: ConvertDependencies): Promise<number> {
  const options = parseCommandLine(
    'convert',
    HELP,
    () => parseConvertArguments(args, deps.today()),
    deps,
  );
  if (typeof options === 'number') return options;

  const entries = await forEachFile(options.files, deps, async (file) => {
    const entry = await convertFile(file, options.today, deps);
    if (entry.extraction) {
      const count = Math.max(1, entry.extraction.items.length);
      deps.stderr(`  ok        ${entry.sourceFile}: ${plural(count, 'instrument')}\n`);
    } else {
      deps.stderr(
        `  rejected  ${entry.sourceFile}: ${entry.error?.errorType} ${entry.error?.message}\n`,
      );
    }
    return entry;
  });

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

export const nodeConvertDependencies: ConvertDependencies = {
  ...nodeCertificateFileDependencies,
  writeFile: (file, data) => writeFile(file, data),
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
