/**
 * certsheet directory import FILE.csv|FILE.json [--out FILE] [--dry-run]: validates an operator's
 * list of accredited calibration labs (for example an export from the accreditation bodies) and
 * writes the accepted rows to content/directory/labs.json, which the next build publishes on
 * /directory. Every rejected row is reported with its line number and the reasons.
 * Exit codes: 0 all rows accepted, 1 some or all rows rejected, 2 usage error or unreadable file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';
import {
  ACCREDITATION_BODIES,
  CERTIFICATE_NUMBER_FORMATS,
  isUsStateCode,
  isValidCertificateNumber,
  type LabRecord,
} from '../../shared/directory.js';
import { isValidIsoDate } from '../../shared/due-status.js';
import type { CliCommand } from '../command.js';

export const DIRECTORY_USAGE =
  'directory import FILE.csv|FILE.json [--out FILE] [--dry-run]  Validate and publish the lab directory';

/** src/cli/commands and dist/cli/commands are both three levels below the project root. */
export const DEFAULT_DIRECTORY_FILE = fileURLToPath(
  new URL('../../../content/directory/labs.json', import.meta.url),
);

const HELP = `Usage: certsheet directory import FILE.csv|FILE.json [options]

Operator command. Validates a list of US calibration laboratories and writes the accepted rows to the directory
data the next build publishes on /directory. Rows that fail validation are listed with their
line number and reasons, and left out.

Each row needs: organizationName, state (two-letter US code), accreditationBody (A2LA, ANAB or
NVLAP), certificateNumber in that body's format, and source (the public document it comes from).
Optional: city, country (US), location, program, phone, website, sourceDate, validTo
(YYYY-MM-DD), notes. A CSV file names these fields in its header row; a JSON file is an array of
objects with these keys.

Options:
      --out FILE   Where to write (default content/directory/labs.json)
      --dry-run    Validate and report only; write nothing
  -h, --help       Show this help

Exit status: 0 every row accepted, 1 rows rejected (the accepted ones are still written),
2 usage error or unreadable file (nothing written).`;

/** A record as read from the file, with the line it starts on. */
export interface SourceRow {
  line: number;
  values: Record<string, unknown>;
}

export interface RejectedRow {
  line: number;
  reasons: string[];
}

export interface ValidationResult {
  accepted: LabRecord[];
  rejected: RejectedRow[];
}

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? null
    : value;

/** Exports wrap long names over several lines; the directory shows them on one. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const optionalText = z.preprocess(blankToNull, z.string().transform(oneLine).nullable());

const requiredText = (what: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${what} is required` })
      .transform(oneLine)
      .pipe(z.string().min(1, `${what} is required`)),
  );

const COUNTRY_ALIASES = new Set(['US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA']);

const labRowSchema = z
  .object({
    organizationName: requiredText('organizationName'),
    city: optionalText,
    state: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : blankToNull(value)),
      z
        .string({ error: 'state is required' })
        .refine(isUsStateCode, { error: 'state must be a two-letter US state code' }),
    ),
    country: z.preprocess(
      (value) => (blankToNull(value) === null ? 'US' : String(value).trim().toUpperCase()),
      z
        .string()
        .refine((value) => COUNTRY_ALIASES.has(value), {
          error: 'country must be US: the directory lists US laboratories only',
        })
        .transform(() => 'US'),
    ),
    location: optionalText,
    accreditationBody: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : blankToNull(value)),
      z.enum(ACCREDITATION_BODIES, {
        error: `accreditationBody must be ${ACCREDITATION_BODIES.join(', ')}`,
      }),
    ),
    certificateNumber: requiredText('certificateNumber'),
    program: optionalText,
    phone: optionalText,
    website: optionalText,
    source: requiredText('source (the public document the row comes from)'),
    sourceDate: optionalText,
    validTo: optionalText.refine((value) => value === null || isValidIsoDate(value), {
      error: 'validTo must be a date as YYYY-MM-DD',
    }),
    notes: optionalText,
  })
  .superRefine((row, ctx) => {
    if (!isValidCertificateNumber(row.accreditationBody, row.certificateNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['certificateNumber'],
        message: certificateFormatMessage(row.accreditationBody, row.certificateNumber),
      });
    }
  })
  .transform((row): LabRecord => ({
    organizationName: row.organizationName,
    city: row.city,
    state: row.state,
    country: row.country,
    location: row.location ?? (row.city ? `${row.city}, ${row.state}` : row.state),
    accreditationBody: row.accreditationBody,
    certificateNumber: row.certificateNumber,
    program: row.program ?? 'ISO/IEC 17025 Calibration',
    phone: row.phone,
    website: row.website,
    source: row.source,
    sourceDate: row.sourceDate,
    validTo: row.validTo,
    notes: row.notes,
  }));

const FIELD_NAMES = [
  'organizationName',
  'city',
  'state',
  'country',
  'location',
  'accreditationBody',
  'certificateNumber',
  'program',
  'phone',
  'website',
  'source',
  'sourceDate',
  'validTo',
  'notes',
] as const;

/** Header spellings seen in exports, mapped to our field names (compared without case or punctuation). */
const HEADER_ALIASES: Record<string, (typeof FIELD_NAMES)[number]> = {
  organization: 'organizationName',
  organisation: 'organizationName',
  organisationname: 'organizationName',
  name: 'organizationName',
  labname: 'organizationName',
  laboratory: 'organizationName',
  body: 'accreditationBody',
  accreditor: 'accreditationBody',
  certificate: 'certificateNumber',
  certificateno: 'certificateNumber',
  certno: 'certificateNumber',
  labcode: 'certificateNumber',
  url: 'website',
  sourceurl: 'source',
  validuntil: 'validTo',
};

function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function fieldForHeader(header: string): (typeof FIELD_NAMES)[number] | null {
  const key = normalizeHeader(header);
  return FIELD_NAMES.find((field) => field.toLowerCase() === key) ?? HEADER_ALIASES[key] ?? null;
}

const CR = 0x0d;
const LF = 0x0a;

/**
 * RFC 4180 CSV (csv-parse): quoted fields may hold commas, quotes ("") and line breaks; any of
 * CRLF, LF or CR ends a record (exports mix them); a quote inside an unquoted field is a
 * character; blank records are skipped. Each record comes with the line it starts on.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  // Line numbers are counted here, up to the byte where each record ends: csv-parse's own count
  // takes a CRLF inside a quoted field for two lines.
  const bytes = Buffer.from(text, 'utf8');
  let counted = 0;
  let line = 1;
  const advanceTo = (end: number) => {
    for (; counted < end; counted++) {
      const byte = bytes[counted];
      if (byte === LF || (byte === CR && bytes[counted + 1] !== LF)) line += 1;
    }
  };
  try {
    parse(bytes, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      on_record: (cells, context) => {
        const start = line;
        advanceTo(context.bytes);
        if (cells.some((value) => value.trim() !== '')) records.push({ line: start, cells });
        // Kept here, with its line; csv-parse's own list is not used.
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new Error(`unterminated quoted field starting on line ${line}`, { cause: error });
    }
    throw error;
  }
  return records;
}

export function rowsFromCsv(text: string): SourceRow[] {
  const [header, ...records] = parseCsv(text);
  if (!header) return [];
  const fields = header.cells.map(fieldForHeader);
  const unknown = header.cells.filter((_, index) => fields[index] === null);
  if (!fields.includes('organizationName')) {
    throw new Error(
      `the header row (line ${header.line}) has no organizationName column` +
        (unknown.length > 0 ? `; unrecognised columns: ${unknown.join(', ')}` : ''),
    );
  }
  return records.map(({ line, cells }) => {
    const values: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      if (field) values[field] = cells[index] ?? '';
    });
    return { line, values };
  });
}

/** Line on which each top-level array element starts, so JSON rows can be reported by line. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let inString = false;
  let line = 1;
  let expectingElement = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '\n') line += 1;
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (/\s/.test(char)) continue;
    if (depth === 1 && expectingElement && char !== ']') {
      lines.push(line);
      expectingElement = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth === 1) expectingElement = true;
    } else if (char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 1) expectingElement = true;
  }
  return lines;
}

export function rowsFromJson(text: string): SourceRow[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('expected a JSON array of lab objects');
  const lines = elementLines(text);
  return parsed.map((values, index) => ({
    line: lines[index] ?? index + 1,
    values:
      typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {},
  }));
}

/** The certificate-number check, also run on rows that fail for other reasons so all are listed. */
function certificateFormatProblem(values: Record<string, unknown>): string | null {
  const body = String(values.accreditationBody ?? '')
    .trim()
    .toUpperCase();
  const number = String(values.certificateNumber ?? '').trim();
  if (!number || !(ACCREDITATION_BODIES as readonly string[]).includes(body)) return null;
  const accreditationBody = body as (typeof ACCREDITATION_BODIES)[number];
  return isValidCertificateNumber(accreditationBody, number)
    ? null
    : certificateFormatMessage(accreditationBody, number);
}

function certificateFormatMessage(
  body: (typeof ACCREDITATION_BODIES)[number],
  number: string,
): string {
  return `certificateNumber "${number}" is not in ${body}'s format ${CERTIFICATE_NUMBER_FORMATS[body]}`;
}

function labKey(lab: LabRecord): string {
  return [lab.accreditationBody, lab.certificateNumber, lab.location]
    .map((part) => part.toLowerCase())
    .join('|');
}

/** Validates every row; duplicates (same body, certificate number and location) are rejected. */
export function validateLabRows(rows: SourceRow[]): ValidationResult {
  const accepted: LabRecord[] = [];
  const rejected: RejectedRow[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, values } of rows) {
    const result = labRowSchema.safeParse(values);
    if (!result.success) {
      const reasons = new Set(result.error.issues.map((issue) => issue.message));
      const format = certificateFormatProblem(values);
      if (format) reasons.add(format);
      rejected.push({ line, reasons: [...reasons] });
      continue;
    }
    const key = labKey(result.data);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      rejected.push({
        line,
        reasons: [
          `duplicate of line ${earlier} (${result.data.accreditationBody} ${result.data.certificateNumber}, ${result.data.location})`,
        ],
      });
      continue;
    }
    firstLine.set(key, line);
    accepted.push(result.data);
  }
  accepted.sort(
    (a, b) =>
      a.state.localeCompare(b.state) ||
      (a.city ?? '').localeCompare(b.city ?? '') ||
      a.organizationName.localeCompare(b.organizationName) ||
      a.certificateNumber.localeCompare(b.certificateNumber),
  );
  return { accepted, rejected };
}

export interface DirectoryImportDependencies {
  readFile(file: string): Promise<string>;
  writeFile(file: string, text: string): Promise<void>;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const nodeDirectoryImportDependencies: DirectoryImportDependencies = {
  readFile: (file) => readFile(file, 'utf8'),
  writeFile: (file, text) => writeFile(file, text),
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};

export async function runDirectoryImport(
  args: string[],
  deps: DirectoryImportDependencies,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    deps.stderr(`certsheet directory: ${(error as Error).message}\n\n${HELP}\n`);
    return 2;
  }
  if (parsed.values.help) {
    deps.stdout(`${HELP}\n`);
    return 0;
  }
  const [subcommand, file, ...extra] = parsed.positionals;
  if (subcommand !== 'import' || !file || extra.length > 0) {
    deps.stderr(`${HELP}\n`);
    return 2;
  }
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.csv' && extension !== '.json') {
    deps.stderr(`certsheet directory import: ${file} must be a .csv or .json file\n`);
    return 2;
  }

  let rows: SourceRow[];
  try {
    const text = await deps.readFile(file);
    rows = extension === '.csv' ? rowsFromCsv(text) : rowsFromJson(text);
  } catch (error) {
    deps.stderr(`certsheet directory import: cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }

  const { accepted, rejected } = validateLabRows(rows);
  deps.stdout(
    `Read ${rows.length} row${rows.length === 1 ? '' : 's'} from ${file}: ` +
      `${accepted.length} accepted, ${rejected.length} rejected.\n`,
  );
  for (const { line, reasons } of rejected) {
    deps.stderr(`  line ${line}: ${reasons.join('; ')}\n`);
  }

  const out = parsed.values.out ?? DEFAULT_DIRECTORY_FILE;
  if (accepted.length === 0) {
    deps.stderr(`Nothing written: no row was accepted, ${out} is unchanged.\n`);
    return 1;
  }
  if (parsed.values['dry-run']) {
    deps.stdout(`Dry run: ${out} is unchanged.\n`);
  } else {
    await deps.writeFile(out, `${JSON.stringify(accepted, null, 2)}\n`);
    const states = new Set(accepted.map((lab) => lab.state)).size;
    deps.stdout(
      `Wrote ${accepted.length} labs in ${states} states to ${out}. ` +
        'Run `npm run build` to publish them on /directory.\n',
    );
  }
  return rejected.length > 0 ? 1 : 0;
}

export const directoryCommand: CliCommand = {
  operator: true,
  name: 'directory',
  usage: DIRECTORY_USAGE,
  run: (args) => runDirectoryImport(args, nodeDirectoryImportDependencies),
};
