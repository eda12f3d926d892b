/**
 * Runs the extraction engine in a pool of supervised child processes, so a slow or hostile PDF
 * costs one conversion, never the server. Processes, not worker threads: thread resourceLimits do
 * not cover ArrayBuffers, and a small Flate bomb inflates far past any heap limit. Each child
 * parses one PDF at a time, with a V8 heap cap, an RSS watchdog inside the child and a
 * wall-clock kill from here. A killed, crashed or timed-out job resolves to EXTRACTION_FAILED
 * with a clear message; workerpool starts a fresh child for the next job.
 */
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import type { TextOutcome } from '../extraction/index.js';
import type { ExtractOptions, ExtractionOutcome } from '../shared/extraction.js';

export interface ParserPoolOptions {
  workers: number;
  timeoutMs: number;
  maxRssMb: number;
  logger?: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export interface ParserPool {
  extract(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractionOutcome & { ms: number }>;
  extractText(bytes: Uint8Array, options: ExtractOptions): Promise<TextOutcome>;
  /** Test hooks that exercise the kill paths without a crafted PDF. */
  exec(method: 'hang' | 'exhaustMemory'): Promise<ExtractionOutcome & { ms: number }>;
  stats(): { totalWorkers: number; busyWorkers: number; pendingTasks: number };
  close(): Promise<void>;
}

type FailureReason = 'timeout' | 'memory' | 'crash';

function failureMessage(reason: FailureReason, options: ParserPoolOptions): string {
  switch (reason) {
    case 'timeout':
      return `This PDF took too long to process (more than ${Math.round(options.timeoutMs / 1000)} seconds) and was stopped. It may be damaged or unusually complex; fill in the manual template instead.`;
    case 'memory':
      return `This PDF needed more memory than allowed (${options.maxRssMb} MB) and processing was stopped. It may be damaged or built to overload readers; fill in the manual template instead.`;
    case 'crash':
      return 'Processing this PDF failed unexpectedly and was stopped. Try again, or fill in the manual template.';
  }
}

/** A job stopped this close to the limit was stopped by the wall clock. */
const TIMEOUT_SLACK_MS = 5;
/** V8 heap cap as a share of the RSS limit; the rest is for buffers and code. */
const HEAP_SHARE = 0.75;
const MIN_HEAP_MB = 128;
/** Time a stopped child gets to exit before it is killed. */
const TERMINATE_TIMEOUT_MS = 2000;

function workerScript(): { path: string; execArgv: string[] } {
  // From the sources (Vitest, tsx) this module is .ts and so is its child; from dist, .js.
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fromSource ? './parser-worker.ts' : './parser-worker.js';
  return {
    path: fileURLToPath(new URL(file, import.meta.url)),
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  };
}

function reasonOf(error: unknown, elapsedMs: number, timeoutMs: number): FailureReason {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  if (elapsedMs >= timeoutMs - TIMEOUT_SLACK_MS) return 'timeout';
  // SIGKILL comes from the child's RSS watchdog (or the kernel's OOM killer); SIGABRT / 134
  // from V8 reaching its heap limit. Both mean "too much memory".
  if (/SIGKILL|SIGABRT|exitCode: `134`/.test(message)) return 'memory';
  return 'crash';
}

export function createParserPool(options: ParserPoolOptions): ParserPool {
  const script = workerScript();
  const workers = Math.max(1, options.workers);
  const heapMb = Math.max(MIN_HEAP_MB, Math.floor(options.maxRssMb * HEAP_SHARE));
  const pool = workerpool.pool(script.path, {
    workerType: 'process',
    maxWorkers: workers,
    // Start the children now: the first conversion should not pay for their start-up.
    minWorkers: workers,
    workerTerminateTimeout: TERMINATE_TIMEOUT_MS,
    forkArgs: [`--max-rss-mb=${options.maxRssMb}`],
    forkOpts: {
      // Bytes travel as binary (structured clone), not as a JSON array of numbers.
      serialization: 'advanced',
      execArgv: [...script.execArgv, `--max-old-space-size=${heapMb}`],
    },
  });

  // Jobs wait here until a child is free, so the wall-clock limit measures the parse itself,
  // never the time spent queued behind other users' PDFs.
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (running < workers) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  async function run<T>(
    method: string,
    args: unknown[],
    filename: string | undefined,
  ): Promise<{ value: T; ms: number } | { reason: FailureReason; ms: number }> {
    await acquire();
    const started = performance.now();
    try {
      const value = (await pool.exec(method, args).timeout(options.timeoutMs)) as T;
      return { value, ms: Math.max(1, Math.round(performance.now() - started)) };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const reason = reasonOf(error, ms, options.timeoutMs);
      const log = { reason, ms, file: filename, err: error };
      if (reason === 'crash') options.logger?.error(log, 'PDF parser child crashed; replaced');
      else options.logger?.warn(log, 'PDF parser job stopped; child replaced');
      return { reason, ms };
    } finally {
      release();
    }
  }

  async function extract(
    method: string,
    args: unknown[],
    filename?: string,
  ): Promise<ExtractionOutcome & { ms: number }> {
    const result = await run<ExtractionOutcome>(method, args, filename);
    if ('value' in result) return { ...result.value, ms: result.ms };
    return {
      ok: false,
      errorType: 'EXTRACTION_FAILED',
      message: failureMessage(result.reason, options),
      text: '',
      pageCount: 0,
      ms: result.ms,
    };
  }

  return {
    extract: (bytes, extractOptions) =>
      extract('extract', [bytes, extractOptions], extractOptions.filename),
    async extractText(bytes, extractOptions) {
      const result = await run<TextOutcome>(
        'extractText',
        [bytes, extractOptions],
        extractOptions.filename,
      );
      if ('value' in result) return result.value;
      return {
        ok: false,
        errorType: 'EXTRACTION_FAILED',
        message: failureMessage(result.reason, options),
      };
    },
    exec: (method) => extract(method, []),
    stats: () => ({
      totalWorkers: pool.stats().totalWorkers,
      busyWorkers: running,
      pendingTasks: waiting.length,
    }),
    async close() {
      await pool.terminate(true);
    },
  };
}
