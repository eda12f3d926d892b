/**
 * Child-process entry of the parser pool: runs the extraction engine on bytes sent over IPC.
 * One parse at a time (workerpool gives each child one task). A watchdog thread kills this
 * process the moment its resident memory passes the limit — it runs beside the main thread, so
 * it fires even while pdf.js is stuck inflating a decompression bomb synchronously.
 */
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import workerpool from 'workerpool';
import type { ExtractOptions } from '../shared/extraction.js';
import {
  extractCertificate,
  extractText,
  type AiService,
  type EngineServices,
} from '../extraction/index.js';
import { createAiClient, type AiSettings } from './ai-client.js';

const RSS_FLAG = '--max-rss-mb=';
const WATCH_INTERVAL_MS = 25;

function startRssWatchdog(limitMb: number): void {
  const source = `
    const { workerData } = require('node:worker_threads');
    const limit = workerData.limitMb * 1024 * 1024;
    setInterval(() => {
      if (process.memoryUsage.rss() > limit) process.kill(process.pid, 'SIGKILL');
    }, workerData.intervalMs);
  `;
  const watchdog = new Worker(source, {
    eval: true,
    workerData: { limitMb, intervalMs: WATCH_INTERVAL_MS },
  });
  watchdog.unref();
}

const limitArgument = process.argv.find((argument) => argument.startsWith(RSS_FLAG));
const limitMb = limitArgument ? Number(limitArgument.slice(RSS_FLAG.length)) : NaN;
if (Number.isFinite(limitMb) && limitMb > 0) startRssWatchdog(limitMb);

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

// One AI client per child, rebuilt only if the settings change. The OCR engine (tesseract) is
// the engine's shared one: started on this child's first scanned page and kept warm.
let aiClient: { key: string; client: AiService } | null = null;

function aiFor(settings: ChildSettings | undefined): AiService | null {
  if (!settings?.ai) return null;
  const key = JSON.stringify(settings.ai);
  if (aiClient?.key !== key) aiClient = { key, client: createAiClient(settings.ai) };
  return aiClient.client;
}

function services(settings: ChildSettings | undefined, events: ChildEvent[]): EngineServices {
  return {
    ai: aiFor(settings),
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
  /** Test hook: a parse that never ends. */
  hang: () => new Promise(() => {}),
});
