/**
 * The parser pool's child process: runs the extraction engine on one PDF at a time. It watches
 * its own memory (resident set, which includes the ArrayBuffers a PDF decompression bomb fills)
 * and exits when over the ceiling, so a hostile file costs one job, never the server.
 */
import workerpool from 'workerpool';
import { extractCertificate, extractText } from '../extraction/index.js';
import type { ExtractOptions } from '../shared/extraction.js';
import { MEMORY_EXIT_CODE } from './parser-worker-constants.js';

const maxRssBytes = Number(process.env.CERTSHEET_PARSER_MAX_RSS_MB ?? 768) * 1024 * 1024;

setInterval(() => {
  if (process.memoryUsage.rss() > maxRssBytes) process.exit(MEMORY_EXIT_CODE);
}, 50).unref();

function asBytes(value: Uint8Array | ArrayBuffer | { data: number[] }): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return Uint8Array.from(value.data);
}

workerpool.worker({
  extract: (bytes: Uint8Array, options: ExtractOptions) =>
    extractCertificate(asBytes(bytes), options),
  extractText: (bytes: Uint8Array, options: ExtractOptions) => extractText(asBytes(bytes), options),
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
