/**
 * A pool of child processes running the extraction engine (DESIGN: not worker threads — their
 * resourceLimits do not cover ArrayBuffers, so they cannot contain a Flate bomb). One parse at a
 * time per child; a wall-clock limit kills a job that runs too long, and the child's own RSS
 * watchdog ends one that uses too much memory. Either way that one conversion fails with
 * EXTRACTION_FAILED and a clear message, the child is replaced, and the pool keeps serving.
 */
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import type { ExtractOptions, ExtractionOutcome } from '../shared/extraction.js';
import type { CertificateParser, TextOutcome } from './app-context.js';
import { MEMORY_EXIT_CODE } from './parser-worker-constants.js';

export interface ParserPoolOptions {
  workers: number;
  timeoutMs: number;
  maxRssMb: number;
  logger?: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export interface ParserPool extends CertificateParser {
  /** Test hooks that exercise the kill paths without a crafted PDF. */
  exec(method: 'hang' | 'exhaustMemory'): Promise<ExtractionOutcome & { ms: number }>;
  stats(): { totalWorkers: number; busyWorkers: number; pendingTasks: number };
}

type Failure = Extract<ExtractionOutcome, { ok: false }>;

/** Running from TypeScript sources (tests, tsx) or from the compiled build. */
function workerEntry(): { script: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = fileURLToPath(
    new URL(`./parser-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url),
  );
  return { script, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

export function failureMessage(error: unknown, options: ParserPoolOptions): string {
  const text = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && (error.name === 'TimeoutError' || /timed out/i.test(text))) {
    return `This PDF took too long to process (more than ${Math.round(options.timeoutMs / 1000)} seconds) and was stopped. It may be damaged or unusually complex; fill in the manual template instead.`;
  }
  if (text.includes(`exitCode: \`${MEMORY_EXIT_CODE}\``)) {
    return `This PDF needed more memory than allowed (${options.maxRssMb} MB) and processing was stopped. It may be damaged or built to overload readers; fill in the manual template instead.`;
  }
  return 'Processing this PDF failed unexpectedly and was stopped. Try again, or fill in the manual template.';
}

export function createParserPool(options: ParserPoolOptions): ParserPool {
  const entry = workerEntry();
  const pool = workerpool.pool(entry.script, {
    workerType: 'process',
    maxWorkers: options.workers,
    // Start the children now: the first conversion should not pay for their start-up.
    minWorkers: options.workers,
    workerTerminateTimeout: 2000,
    forkOpts: {
      execArgv: [...entry.execArgv, `--max-old-space-size=${options.maxRssMb}`],
      serialization: 'advanced',
      env: { ...process.env, CERTSHEET_PARSER_MAX_RSS_MB: String(options.maxRssMb) },
    },
  });

  // Jobs wait here until a child is free, so the wall-clock limit measures the parse itself,
  // never time spent queued behind other users' PDFs.
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = () =>
    running < options.workers
      ? (running++, Promise.resolve())
      : new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const execute = async (method: string, args: unknown[]) => {
    await acquire();
    try {
      return await pool.exec(method, args).timeout(options.timeoutMs);
    } finally {
      release();
    }
  };

  const failed = (error: unknown, started: number): Failure & { ms: number } => {
    const message = failureMessage(error, options);
    options.logger?.warn({ err: error }, 'parser job stopped');
    return {
      ok: false,
      errorType: 'EXTRACTION_FAILED',
      message,
      text: '',
      pageCount: 0,
      ms: performance.now() - started,
    };
  };

  const run = async (method: string, args: unknown[]) => {
    const started = performance.now();
    try {
      const outcome = (await execute(method, args)) as ExtractionOutcome;
      return { ...outcome, ms: performance.now() - started };
    } catch (error) {
      return failed(error, started);
    }
  };

  return {
    extract: (bytes: Uint8Array, extractOptions: ExtractOptions) =>
      run('extract', [bytes, extractOptions]),
    async extractText(bytes: Uint8Array, extractOptions: ExtractOptions): Promise<TextOutcome> {
      const started = performance.now();
      try {
        return (await execute('extractText', [bytes, extractOptions])) as TextOutcome;
      } catch (error) {
        const failure = failed(error, started);
        return { ok: false, errorType: failure.errorType, message: failure.message };
      }
    },
    exec: (method) => run(method, []),
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
