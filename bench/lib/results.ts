/**
 * Each benchmark's latest figures, kept as JSON in bench/out/results/<name>.json (gitignored), so
 * `npm run bench:summary` can print one table without re-running the slow ones. A result records
 * when it was measured and how loaded the machine was then: figures from a busy machine are not
 * comparable with figures from an idle one.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = fileURLToPath(new URL('../out/results/', import.meta.url));

export interface Recorded<T> {
  name: string;
  /** ISO time of the measurement. */
  recordedAt: string;
  /** 1-minute load average when the result was written. */
  loadAverage: number;
  figures: T;
}

/** Writes (replaces) the latest result of one benchmark. */
export function writeResult<T>(name: string, figures: T): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const recorded: Recorded<T> = {
    name,
    recordedAt: new Date().toISOString(),
    loadAverage: loadavg()[0]!,
    figures,
  };
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(recorded, null, 2)}\n`);
}

/** The latest result of one benchmark, or null when it was never run here (or is unreadable). */
export function readResult<T>(name: string): Recorded<T> | null {
  try {
    return JSON.parse(readFileSync(path.join(RESULTS_DIR, `${name}.json`), 'utf8')) as Recorded<T>;
  } catch {
    return null;
  }
}
