/**
 * Child-process entry of the parser pool: runs the extraction engine on bytes sent over IPC.
 * One parse at a time (workerpool gives each child one task). A watchdog thread ends this
 * process the moment its resident memory passes the limit, or when the main thread has been
 * held without a pause for longer than the stall limit — it runs beside the main thread, so it
 * fires even while pdf.js is stuck inflating a decompression bomb or building the operator list
 * of a page with megabytes of drawing operators (one chain of promise callbacks that no timer
 * and no cancellation interrupts: 10–15 s for 20 MB). That limit is the per-page work cap: a
 * real certificate page takes milliseconds; the job fails with its own message.
 */
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import workerpool from 'workerpool';
import { MEMORY_LIMIT_SIGNAL, STALL_LIMIT_SIGNAL } from './parser-watchdog-signals.js';
import type { ExtractOptions } from '../shared/extraction.js';
import {
  extractCertificate,
  extractText,
  type AiService,
  type EngineServices,
} from '../extraction/index.js';
import { createOcrRuntime } from '../runtime/ocr/ocr-runtime.js';
import { createAiClient, type AiSettings } from './ai-client.js';

const RSS_FLAG = '--max-rss-mb=';
const STALL_FLAG = '--max-stall-ms=';
const WATCH_INTERVAL_MS = 25;
/** How often the main thread shows it is not stuck. */
const HEARTBEAT_MS = 100;

/**
 * `limitMb`: resident memory allowed; `stallMs`: longest the main thread may go without a
 * heartbeat (it beats on a timer, so any step that holds it for longer stops the beats).
 */
function startWatchdog(limitMb: number, stallMs: number): void {
  const heartbeat = new Int32Array(new SharedArrayBuffer(4));
  const source = `
    const { workerData } = require('node:worker_threads');
    const { limitMb, stallMs, intervalMs, beat, memorySignal, stallSignal } = workerData;
    const limit = limitMb * 1024 * 1024;
    let seen = Atomics.load(beat, 0);
    let seenAt = Date.now();
    setInterval(() => {
      if (limitMb > 0 && process.memoryUsage.rss() > limit) process.kill(process.pid, memorySignal);
      const now = Atomics.load(beat, 0);
      if (now !== seen) {
        seen = now;
        seenAt = Date.now();
      } else if (stallMs > 0 && Date.now() - seenAt > stallMs) {
        process.kill(process.pid, stallSignal);
      }
    }, intervalMs);
  `;
  const watchdog = new Worker(source, {
    eval: true,
    workerData: {
      limitMb,
      stallMs,
      intervalMs: WATCH_INTERVAL_MS,
      beat: heartbeat,
      memorySignal: MEMORY_LIMIT_SIGNAL,
      stallSignal: STALL_LIMIT_SIGNAL,
    },
  });
  watchdog.unref();
  setInterval(() => Atomics.add(heartbeat, 0, 1), HEARTBEAT_MS).unref();
}

function numericFlag(flag: string): number {
  const argument = process.argv.find((candidate) => candidate.startsWith(flag));
  const value = argument ? Number(argument.slice(flag.length)) : NaN;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

const limitMb = numericFlag(RSS_FLAG);
const stallMs = numericFlag(STALL_FLAG);
if (limitMb > 0 || stallMs > 0) startWatchdog(limitMb, stallMs);

// Parsing is batch work; answering requests is not. A lower priority for this (main) thread lets
// the server's event loop win a contended core, so /healthz and small requests stay fast under
// conversion load (measured: /healthz p99 ~100 ms → <50 ms on 2 busy cores), while a parse on an
// idle core runs as fast as before. Set after the watchdog starts, so its thread keeps priority.
const PARSER_NICENESS = 10;
try {
  setPriority(PARSER_NICENESS);
} catch {
  // Some platforms refuse priority changes; parsing works the same without it.
}

/** What the pool tells a child besides the document: the AI endpoint, when configured. */
export interface ChildSettings {
  ai?: AiSettings;
}

/** Something worth a line in the server's log, reported back with the job's result. */
export interface ChildEvent {
  message: string;
  details?: Record<string, unknown>;
}

// One OCR runtime per child: its recognisers start on the child's first scanned page and stay
// warm between jobs (stopped after a quiet spell). Whether a job uses it is the job's options'
// call (OCR off, deferred).
const ocr = createOcrRuntime();

// One AI client per child, rebuilt only if the settings change.
let aiClient: { key: string; client: AiService } | null = null;

function aiFor(settings: ChildSettings | undefined): AiService | null {
  if (!settings?.ai) return null;
  const key = JSON.stringify(settings.ai);
  if (aiClient?.key !== key) aiClient = { key, client: createAiClient(settings.ai) };
  return aiClient.client;
}

function services(settings: ChildSettings | undefined, events: ChildEvent[]): EngineServices {
  return {
    ocr,
    ai: aiFor(settings),
    aiMode: settings?.ai?.mode ?? 'assist',
    log: (message, details) => events.push({ message, ...(details ? { details } : {}) }),
  };
}

workerpool.worker({
  extract: async (bytes: Uint8Array, options: ExtractOptions, settings?: ChildSettings) => {
    const events: ChildEvent[] = [];
    const outcome = await extractCertificate(bytes, options, services(settings, events));
    return { outcome, events };
  },
  extractText: async (bytes: Uint8Array, options: ExtractOptions, settings?: ChildSettings) => {
    const events: ChildEvent[] = [];
    const outcome = await extractText(bytes, options, services(settings, events));
    return { outcome, events };
  },
  /** Test hook: allocate outside the JS heap until the watchdog stops this process. */
  exhaustMemory: async () => {
    const hoard: Buffer[] = [];
    for (;;) {
      hoard.push(Buffer.alloc(64 * 1024 * 1024, 1));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  },
  /** Test hook: a parse that ends after 200 ms (a long but ordinary document). */
  pause: () =>
    new Promise((resolve) =>
      setTimeout(
        () => resolve({ ok: false, errorType: 'EXTRACTION_FAILED', message: 'paused', text: '' }),
        200,
      ),
    ),
  /** Test hook: a parse that never ends. */
  hang: () => new Promise(() => {}),
  /** Test hook: a parse step that holds the thread, as pdf.js does on a hostile page. */
  block: () => {
    for (;;) {
      // Busy, never yielding: only the watchdog (or the pool's wall clock) ends this.
    }
  },
});
