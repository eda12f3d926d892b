/**
 * Runs the extraction engine in a pool of supervised child processes, so a slow or hostile PDF
 * costs one conversion, never the server. Processes, not worker threads: thread resourceLimits do
 * not cover ArrayBuffers, and a small Flate bomb inflates far past any heap limit. Each child
 * parses one PDF at a time, with a V8 heap cap, an RSS watchdog inside the child and a
 * wall-clock kill from here. A killed, crashed or timed-out job resolves to EXTRACTION_FAILED
 * with a clear message; workerpool starts a fresh child for the next job.
 *
 * Scanned PDFs (OCR) take seconds per page instead of milliseconds, so they run as a second
 * job with a budget of their own: the first job reads the text layer with OCR deferred; when it
 * reports pages without one, the document runs again with OCR, limited to
 * `timeoutMs + OCR_START_MS + pages × ocr.pageBudgetMs`, and at most `workers − 1` OCR jobs run
 * at once, so a child always stays free for text PDFs and a 3-page scan never blocks other
 * users. When an AI endpoint is configured, each job's limit also grows by its time-out.
 */
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import type { TextOutcome } from '../extraction/index.js';
import type { ExtractOptions, ExtractionOutcome } from '../shared/extraction.js';
import type { AiSettings } from './ai-client.js';
import type { ChildEvent, ChildSettings } from './parser-worker.js';

export interface ParserPoolOptions {
  workers: number;
  timeoutMs: number;
  maxRssMb: number;
  logger?: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** OCR of scanned pages (on by default). */
  ocr?: {
    enabled?: boolean;
    /** Time each scanned page adds to its job's limit (default 20 s). */
    pageBudgetMs?: number;
    /** Scanned pages read at most per document (default 6). */
    maxPages?: number;
  };
  /** An OpenAI-compatible endpoint for AI-assisted extraction; absent: no AI, no requests. */
  ai?: AiSettings;
}

/** OCR defaults, also documented in the README's configuration notes. */
export const OCR_PAGE_BUDGET_MS = 20_000;
export const OCR_MAX_PAGES = 6;
/**
 * Head room for a child's first OCR job: starting tesseract and loading six language models
 * takes 1–2 s on an idle machine, several on a loaded one.
 */
export const OCR_START_MS = 15_000;

export interface ParserPool {
  extract(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractionOutcome & { ms: number }>;
  extractText(bytes: Uint8Array, options: ExtractOptions): Promise<TextOutcome>;
  /** Test hooks that exercise the kill paths without a crafted PDF. */
  exec(method: 'hang' | 'exhaustMemory'): Promise<ExtractionOutcome & { ms: number }>;
  stats(): { totalWorkers: number; busyWorkers: number; pendingTasks: number };
  close(): Promise<void>;
}

type FailureReason = 'timeout' | 'memory' | 'crash';

function failureMessage(
  reason: FailureReason,
  options: ParserPoolOptions,
  limitMs: number,
): string {
  switch (reason) {
    case 'timeout':
      return `This PDF took too long to process (more than ${Math.round(limitMs / 1000)} seconds) and was stopped. It may be damaged or unusually complex; fill in the manual template instead.`;
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
  // never the time spent queued behind other users' PDFs. OCR jobs also take an OCR lane
  // first: at most workers − 1 of them at once (at least one).
  const children = createSemaphore(workers);
  const ocrLanes = createSemaphore(Math.max(1, workers - 1));
  const ocr = {
    enabled: options.ocr?.enabled ?? true,
    pageBudgetMs: options.ocr?.pageBudgetMs ?? OCR_PAGE_BUDGET_MS,
    maxPages: options.ocr?.maxPages ?? OCR_MAX_PAGES,
  };
  const settings: ChildSettings = options.ai ? { ai: options.ai } : {};
  const aiAllowanceMs = options.ai ? options.ai.timeoutMs : 0;

  async function run<T>(
    method: string,
    args: unknown[],
    filename: string | undefined,
    limitMs: number,
  ): Promise<{ value: T; ms: number } | { reason: FailureReason; ms: number }> {
    await children.acquire();
    const started = performance.now();
    try {
      const value = (await pool.exec(method, args).timeout(limitMs)) as T;
      return { value, ms: Math.max(1, Math.round(performance.now() - started)) };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const reason = reasonOf(error, ms, limitMs);
      const log = { reason, ms, limitMs, file: filename, err: error };
      if (reason === 'crash') options.logger?.error(log, 'PDF parser child crashed; replaced');
      else options.logger?.warn(log, 'PDF parser job stopped; child replaced');
      return { reason, ms };
    } finally {
      children.release();
    }
  }

  /** One engine call in a child, its events logged here; failures become EXTRACTION_FAILED. */
  async function runEngine<T extends { ocrPending?: number[] }>(
    method: 'extract' | 'extractText',
    bytes: Uint8Array,
    extractOptions: ExtractOptions,
    limitMs: number,
  ): Promise<{ outcome: T; ms: number } | { failed: string; ms: number }> {
    const result = await run<{ outcome: T; events: ChildEvent[] }>(
      method,
      [bytes, extractOptions, settings],
      extractOptions.filename,
      limitMs,
    );
    if (!('value' in result)) {
      return { failed: failureMessage(result.reason, options, limitMs), ms: result.ms };
    }
    for (const event of result.value.events) {
      options.logger?.warn({ file: extractOptions.filename, ...event.details }, event.message);
    }
    return { outcome: result.value.outcome, ms: result.ms };
  }

  /**
   * Text layer first with OCR deferred; then, if pages need OCR, the whole document again with
   * OCR under its own budget and lane.
   */
  async function twoPhase<T extends { ocrPending?: number[] }>(
    method: 'extract' | 'extractText',
    bytes: Uint8Array,
    extractOptions: ExtractOptions,
  ): Promise<{ outcome: T; ms: number } | { failed: string; ms: number }> {
    const first = await runEngine<T>(
      method,
      bytes,
      { ...extractOptions, ...(ocr.enabled ? { deferOcr: true } : { ocr: false }) },
      options.timeoutMs + aiAllowanceMs,
    );
    const pending = 'outcome' in first ? (first.outcome.ocrPending ?? []) : [];
    if (!ocr.enabled || pending.length === 0) return first;
    const pages = Math.min(pending.length, ocr.maxPages);
    await ocrLanes.acquire();
    try {
      const second = await runEngine<T>(
        method,
        bytes,
        { ...extractOptions, ocrMaxPages: ocr.maxPages, ocrPageBudgetMs: ocr.pageBudgetMs },
        options.timeoutMs + OCR_START_MS + pages * ocr.pageBudgetMs + aiAllowanceMs,
      );
      return { ...second, ms: first.ms + second.ms };
    } finally {
      ocrLanes.release();
    }
  }

  return {
    async extract(bytes, extractOptions) {
      const result = await twoPhase<ExtractionOutcome>('extract', bytes, extractOptions);
      if ('outcome' in result) return { ...result.outcome, ms: result.ms };
      return {
        ok: false,
        errorType: 'EXTRACTION_FAILED',
        message: result.failed,
        text: '',
        pageCount: 0,
        ms: result.ms,
      };
    },
    async extractText(bytes, extractOptions) {
      const result = await twoPhase<TextOutcome>('extractText', bytes, extractOptions);
      if ('outcome' in result) return result.outcome;
      return { ok: false, errorType: 'EXTRACTION_FAILED', message: result.failed };
    },
    async exec(method) {
      const result = await run<ExtractionOutcome>(method, [], undefined, options.timeoutMs);
      if ('value' in result) return { ...result.value, ms: result.ms };
      return {
        ok: false,
        errorType: 'EXTRACTION_FAILED',
        message: failureMessage(result.reason, options, options.timeoutMs),
        text: '',
        pageCount: 0,
        ms: result.ms,
      };
    },
    stats: () => ({
      totalWorkers: pool.stats().totalWorkers,
      busyWorkers: children.held(),
      pendingTasks: children.waiting(),
    }),
    async close() {
      await pool.terminate(true);
    },
  };
}

/** A counting semaphore: first come, first served. */
function createSemaphore(capacity: number) {
  let held = 0;
  const queue: (() => void)[] = [];
  return {
    acquire(): Promise<void> {
      if (held < capacity) {
        held += 1;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => queue.push(resolve));
    },
    release(): void {
      const next = queue.shift();
      if (next) next();
      else held -= 1;
    },
    held: () => held,
    waiting: () => queue.length,
  };
}
