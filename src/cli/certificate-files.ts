/**
 * What `certsheet extract` and `certsheet convert` share: certificate files named on the command
 * line, read one at a time by the engine in this process, a file that cannot be read or
 * processed turned into a rejection instead of stopping the batch, and the user's "today".
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isValidIsoDate } from '../shared/due-status.js';
import type { Extraction, ExtractionOutcome, ExtractOptions } from '../shared/extraction.js';
import { localCertificateReader } from './certificate-reader.js';
import { UsageError, type Output } from './command.js';

export interface CertificateFileDependencies extends Output {
  extract(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractionOutcome>;
  /** Called once the files are read: stops what `extract` started (the OCR recognisers). */
  close?(): Promise<void>;
  readFile(file: string): Promise<Uint8Array>;
  /** The local calendar date, YYYY-MM-DD. */
  today(): string;
}

/** The files to read and the day to read them for, checked; `today` is the --today value. */
export function certificateArguments(
  positionals: string[],
  today: string | undefined,
  fallbackToday: string,
): { files: string[]; today: string } {
  if (positionals.length === 0) throw new UsageError('give at least one certificate PDF');
  const day = today ?? fallbackToday;
  if (!isValidIsoDate(day)) {
    throw new UsageError(`--today must be a date as YYYY-MM-DD (got "${day}")`);
  }
  return { files: positionals, today: day };
}

/** What came of one file: the extraction, or why there is none (an engine error type or CLI's own). */
export type FileResult = { name: string } & (
  { ok: true; extraction: Extraction } | { ok: false; errorType: string; message: string }
);

/**
 * One file read and extracted. A file that cannot be read is FILE_NOT_READABLE; an engine that
 * throws is EXTRACTION_FAILED with `crashMessage`'s words. `name` is the file's base name, which
 * is also the filename the engine is told.
 */
export async function extractFile(
  file: string,
  options: Omit<ExtractOptions, 'filename'>,
  deps: CertificateFileDependencies,
  crashMessage: (error: Error) => string,
): Promise<FileResult> {
  const name = path.basename(file);
  let bytes: Uint8Array;
  try {
    bytes = await deps.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    const message = `The file could not be read (${code}).`;
    return { name, ok: false, errorType: 'FILE_NOT_READABLE', message };
  }
  try {
    const outcome = await deps.extract(bytes, { ...options, filename: name });
    return outcome.ok
      ? { name, ok: true, extraction: outcome.extraction }
      : { name, ok: false, errorType: outcome.errorType, message: outcome.message };
  } catch (error) {
    return {
      name,
      ok: false,
      errorType: 'EXTRACTION_FAILED',
      message: crashMessage(error as Error),
    };
  }
}

/** `each` over the files in order, one at a time; the engine's services are closed after. */
export async function forEachFile<T>(
  files: string[],
  deps: CertificateFileDependencies,
  each: (file: string) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  try {
    for (const file of files) results.push(await each(file));
  } finally {
    await deps.close?.();
  }
  return results;
}

/** The user's calendar date: "today" is where the user is, not UTC. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const reader = localCertificateReader();

export const nodeCertificateFileDependencies: CertificateFileDependencies = {
  extract: (bytes, options) => reader.extract(bytes, options),
  close: () => reader.close(),
  readFile: async (file) => new Uint8Array(await readFile(file)),
  today: () => localToday(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};
