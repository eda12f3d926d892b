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
 *
 * Who gets a child next is decided by the parse queue (parse-queue.ts): one job per requester on
 * a child at a time, requesters served in turn, a bounded queue, and jobs dropped when their
 * client goes away — a job already on a child is stopped and its child replaced if it has not
 * ended within a short grace (CANCEL_GRACE_MS). Inside the child, a watchdog stops a parse that
 * holds the thread too long (see parser-worker.ts).
 */
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import type { TextOutcome } from '../extraction/index.js';
import { OCR_FINISHING_PAGES } from '../shared/constants.js';
import type { ExtractOptions, ExtractionOutcome } from '../shared/extraction.js';
import type { AiSettings } from './ai-client.js';
import type { ParseJob } from './app-context.js';
import { createParseQueue, ParseCancelledError } from './parse-queue.js';
import { MEMORY_LIMIT_SIGNAL, STALL_LIMIT_SIGNAL } from './parser-watchdog-signals.js';
import type { ChildEvent, ChildSettings } from './parser-worker.js';

export interface ParserLogger {
  info?(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ParserPoolOptions {
  workers: number;
  timeoutMs: number;
  maxRssMb: number;
  /** Jobs that may wait for a child (default 50); one more is refused (503). */
  queueMax?: number;
  /** Jobs one requester may have waiting (default MAX_WAITING_PER_REQUESTER); more: 429. */
  maxWaitingPerRequester?: number;
  /**
   * Longest a child's thread may be held by one step of a parse without a pause (default
   * 10 s): pdf.js builds a page's operator list in one go, so this is the per-page work cap.
   */
  stallMs?: number;
  /** Where timeouts, crashes, kills and cancellations are logged (also set by useLogger). */
  logger?: ParserLogger;
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
  /**
   * How long a job whose client went away may go on running before its child is stopped
   * (default CANCEL_GRACE_MS); its answer is dropped either way.
   */
  cancelGraceMs?: number;
}

/** OCR defaults, also documented in the README's configuration notes. */
export const OCR_PAGE_BUDGET_MS = 20_000;
export const OCR_MAX_PAGES = 6;
/**
 * Head room for a child's first OCR job: starting tesseract and loading six language models
 * takes 1–2 s on an idle machine, several on a loaded one.
 */
export const OCR_START_MS = 15_000;
/** Queue defaults, also documented in the README's configuration table. */
export const PARSER_QUEUE_MAX = 50;
/**
 * Jobs one requester may have waiting besides the one on a child. The landing page sends its
 * up-to-5 files one after another, so a person has one at a time; ten leaves room for an
 * office behind one address, and keeps one script from filling the queue alone.
 */
export const MAX_WAITING_PER_REQUESTER = 10;
export const PARSER_STALL_MS = 10_000;
/**
 * Grace for a running job whose client went away. A one-page text certificate takes 10–30 ms,
 * a long one a few hundred; a hostile or scanned one takes seconds and is stopped after this.
 */
export const CANCEL_GRACE_MS = 500;

export interface ParserPool {
  /** Throws ParserBusyError (queue full) or ParseCancelledError (client gone). */
  extract(
    bytes: Uint8Array,
    options: ExtractOptions,
    job?: ParseJob,
  ): Promise<ExtractionOutcome & { ms: number }>;
  extractText(bytes: Uint8Array, options: ExtractOptions, job?: ParseJob): Promise<TextOutcome>;
  /** Test hooks that exercise the kill paths without a crafted PDF. */
  exec(
    method: 'hang' | 'pause' | 'exhaustMemory' | 'block',
    job?: ParseJob,
  ): Promise<ExtractionOutcome & { ms: number }>;
  /** Jobs on a child, jobs waiting, and jobs cancelled so far (waiting or on a child). */
  stats(): {
    totalWorkers: number;
    busyWorkers: number;
    pendingTasks: number;
    cancelledTasks: number;
  };
  /** Log to this logger from now on (the server's, which exists only after the pool). */
  useLogger(logger: ParserLogger): void;
  close(): Promise<void>;
}

type FailureReason = 'timeout' | 'memory' | 'stalled' | 'killed' | 'crash' | 'cancelled';

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
    case 'stalled':
      return `A page of this PDF has too much content to read (more than ${Math.round((options.stallMs ?? PARSER_STALL_MS) / 1000)} seconds of work on one page) and processing was stopped. It may be damaged or built to overload readers; fill in the manual template instead.`;
    case 'killed':
      return 'Processing this PDF was stopped because the server stopped the reader. Try again in a minute, or fill in the manual template.';
    case 'crash':
    case 'cancelled':
      return 'Processing this PDF failed unexpectedly and was stopped. Try again, or fill in the manual template.';
  }
}

/** A job stopped this close to the limit was stopped by the wall clock. */
const TIMEOUT_SLACK_MS = 5;
/** V8 heap cap as a share of the RSS limit; the rest is for buffers and code. */
const HEAP_SHARE = 0.75;
const MIN_HEAP_MB = 128;
/**
 * The children's young generation (MB per semi-space, fixed from the start). A one-page text
 * certificate allocates ~5.5 MB (pdf.js's text-content loop most of it), and V8's default young
 * generation (grown to 16 MB per semi-space) is scavenged every second or third job, mid-parse,
 * copying the job's live objects each time; at 32 MB it is scavenged half as often
 * (docs/performance.md, section 2, "round 2"). Only with a heap of at least MIN_HEAP_FOR_YOUNG_MB,
 * so a small memory limit keeps V8's defaults.
 */
const SEMI_SPACE_MB = 32;
const MIN_HEAP_FOR_YOUNG_MB = 512;

/** V8 flags of a parser child under an RSS limit of `maxRssMb`. */
export function parserChildV8Flags(maxRssMb: number): string[] {
  const heapMb = Math.max(MIN_HEAP_MB, Math.floor(maxRssMb * HEAP_SHARE));
  const young =
    heapMb >= MIN_HEAP_FOR_YOUNG_MB
      ? [`--max-semi-space-size=${SEMI_SPACE_MB}`, `--min-semi-space-size=${SEMI_SPACE_MB}`]
      : [];
  return [`--max-old-space-size=${heapMb}`, ...young];
}
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
  // The child's watchdogs end it with signals of their own: memory (or SIGABRT / 134 from V8
  // reaching its heap limit), and a step of the parse holding the thread too long.
  const signal = /signalCode: `(\w+)`/.exec(message)?.[1];
  if (signal === MEMORY_LIMIT_SIGNAL || signal === 'SIGABRT' || /exitCode: `134`/.test(message)) {
    return 'memory';
  }
  if (signal === STALL_LIMIT_SIGNAL) return 'stalled';
  // Nothing of ours sends SIGKILL: an operator did, or the kernel's OOM killer.
  if (signal === 'SIGKILL') return 'killed';
  return 'crash';
}

export function createParserPool(options: ParserPoolOptions): ParserPool {
  const script = workerScript();
  const workers = Math.max(1, options.workers);
  const pool = workerpool.pool(script.path, {
    workerType: 'process',
    maxWorkers: workers,
    // Start the children now: the first conversion should not pay for their start-up.
    minWorkers: workers,
    workerTerminateTimeout: TERMINATE_TIMEOUT_MS,
    forkArgs: [
      `--max-rss-mb=${options.maxRssMb}`,
      `--max-stall-ms=${options.stallMs ?? PARSER_STALL_MS}`,
    ],
    forkOpts: {
      // Bytes travel as binary (structured clone), not as a JSON array of numbers.
      serialization: 'advanced',
      execArgv: [...script.execArgv, ...parserChildV8Flags(options.maxRssMb)],
    },
  });

  // Jobs wait here until a child is free, so the wall-clock limit measures the parse itself,
  // never the time spent queued behind other users' PDFs. OCR jobs also take an OCR lane
  // first: at most workers − 1 of them at once (at least one).
  const children = createParseQueue({
    slots: workers,
    maxWaiting: options.queueMax ?? PARSER_QUEUE_MAX,
    maxWaitingPerRequester: options.maxWaitingPerRequester ?? MAX_WAITING_PER_REQUESTER,
  });
  const ocrLanes = createSemaphore(Math.max(1, workers - 1));
  let logger = options.logger;
  /** Jobs stopped on a child because their client went away. */
  let cancelledRunning = 0;
  /** Jobs whose client went away while they ran, that ended within the grace: answer dropped. */
  let finishedForNobody = 0;
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
    job: ParseJob,
    readmitted = false,
  ): Promise<{ value: T; ms: number } | { reason: FailureReason; ms: number }> {
    const release = await children.admit(job.requester, { signal: job.signal, readmitted });
    const started = performance.now();
    const task = pool.exec(method, args).timeout(limitMs);
    // The client went away while its PDF is on a child: the answer is dropped either way, but
    // the child is stopped (and replaced by workerpool) only if the parse is still running after
    // a short grace. Most parses end within milliseconds, and killing a warm child costs its
    // replacement's start-up and seconds of cold JIT on the conversions that follow.
    // (A block body: an EventTarget listener that returns a promise has its rejection reported
    // as an uncaught exception, and cancel() returns the task.)
    let grace: NodeJS.Timeout | undefined;
    const stop = () => {
      grace = setTimeout(() => {
        task.cancel();
      }, options.cancelGraceMs ?? CANCEL_GRACE_MS);
    };
    // The client may have gone between admission and here: an aborted signal fires no event.
    if (job.signal?.aborted) stop();
    else job.signal?.addEventListener('abort', stop, { once: true });
    try {
      const value = (await task) as T;
      const ms = Math.max(1, Math.round(performance.now() - started));
      if (job.signal?.aborted) {
        finishedForNobody += 1;
        return { reason: 'cancelled', ms };
      }
      return { value, ms };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const reason =
        error instanceof workerpool.Promise.CancellationError
          ? 'cancelled'
          : reasonOf(error, ms, limitMs);
      const log = { reason, ms, limitMs, file: filename, err: error };
      if (reason === 'cancelled') {
        cancelledRunning += 1;
        logger?.info?.(
          { ms, file: filename },
          'PDF parse stopped: the client went away; child replaced',
        );
      } else if (reason === 'crash' || reason === 'killed') {
        logger?.error(
          log,
          `PDF parser child ${reason === 'killed' ? 'was killed' : 'crashed'}; replaced`,
        );
      } else {
        logger?.warn(log, 'PDF parser job stopped; child replaced');
      }
      return { reason, ms };
    } finally {
      clearTimeout(grace);
      job.signal?.removeEventListener('abort', stop);
      release();
    }
  }

  /** One engine call in a child, its events logged here; failures become EXTRACTION_FAILED. */
  async function runEngine<T extends { ocrPending?: number[] }>(
    method: 'extract' | 'extractText',
    bytes: Uint8Array,
    extractOptions: ExtractOptions,
    limitMs: number,
    job: ParseJob,
    readmitted = false,
  ): Promise<{ outcome: T; ms: number } | { failed: string; ms: number }> {
    const result = await run<{ outcome: T; events: ChildEvent[] }>(
      method,
      [bytes, extractOptions, settings],
      extractOptions.filename,
      limitMs,
      job,
      readmitted,
    );
    if (!('value' in result)) {
      if (result.reason === 'cancelled') throw new ParseCancelledError();
      return { failed: failureMessage(result.reason, options, limitMs), ms: result.ms };
    }
    for (const event of result.value.events) {
      logger?.warn({ file: extractOptions.filename, ...event.details }, event.message);
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
    job: ParseJob,
  ): Promise<{ outcome: T; ms: number } | { failed: string; ms: number }> {
    const first = await runEngine<T>(
      method,
      bytes,
      { ...extractOptions, ...(ocr.enabled ? { deferOcr: true } : { ocr: false }) },
      options.timeoutMs + aiAllowanceMs,
      job,
    );
    const pending = 'outcome' in first ? (first.outcome.ocrPending ?? []) : [];
    if (!ocr.enabled || pending.length === 0) return first;
    const pages = Math.min(pending.length, ocr.maxPages + OCR_FINISHING_PAGES);
    await ocrLanes.acquire();
    try {
      const second = await runEngine<T>(
        method,
        bytes,
        { ...extractOptions, ocrMaxPages: ocr.maxPages, ocrPageBudgetMs: ocr.pageBudgetMs },
        options.timeoutMs + OCR_START_MS + pages * ocr.pageBudgetMs + aiAllowanceMs,
        job,
        true,
      );
      return { ...second, ms: first.ms + second.ms };
    } finally {
      ocrLanes.release();
    }
  }

  return {
    async extract(bytes, extractOptions, job = unnamedJob()) {
      const result = await twoPhase<ExtractionOutcome>('extract', bytes, extractOptions, job);
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
    async extractText(bytes, extractOptions, job = unnamedJob()) {
      const result = await twoPhase<TextOutcome>('extractText', bytes, extractOptions, job);
      if ('outcome' in result) return result.outcome;
      return { ok: false, errorType: 'EXTRACTION_FAILED', message: result.failed };
    },
    async exec(method, job = unnamedJob()) {
      const result = await run<ExtractionOutcome>(method, [], undefined, options.timeoutMs, job);
      if ('value' in result) return { ...result.value, ms: result.ms };
      if (result.reason === 'cancelled') throw new ParseCancelledError();
      return {
        ok: false,
        errorType: 'EXTRACTION_FAILED',
        message: failureMessage(result.reason, options, options.timeoutMs),
        text: '',
        pageCount: 0,
        ms: result.ms,
      };
    },
    stats: () => {
      const queue = children.stats();
      return {
        totalWorkers: pool.stats().totalWorkers,
        busyWorkers: queue.running,
        pendingTasks: queue.waiting,
        cancelledTasks: queue.cancelled + cancelledRunning + finishedForNobody,
      };
    },
    useLogger(next) {
      logger = next;
    },
    async close() {
      await pool.terminate(true);
    },
  };
}

/** Callers that name no requester (scripts, tests): each call is a requester of its own. */
let unnamedJobs = 0;
const unnamedJob = (): ParseJob => ({ requester: `unnamed-${(unnamedJobs += 1)}` });

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
