/**
 * Child-process entry of the parser pool: runs the extraction engine on bytes sent over IPC.
 * One parse at a time (workerpool gives each child one task). A watchdog thread kills this
 * process the moment its resident memory passes the limit — it runs beside the main thread, so
 * it fires even while pdf.js is stuck inflating a decompression bomb synchronously.
 */
import { Worker } from 'node:worker_threads';
import workerpool from 'workerpool';
import type { ExtractOptions } from '../shared/extraction.js';
import { extractCertificate, extractText } from '../extraction/index.js';

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

workerpool.worker({
  extract: (bytes: Uint8Array, options: ExtractOptions) => extractCertificate(bytes, options),
  extractText: (bytes: Uint8Array, options: ExtractOptions) => extractText(bytes, options),
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
