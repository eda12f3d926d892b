/**
 * Run by offline.test.ts in a child process with network access blocked (block-network.cjs):
 * OCR a scanned certificate in-process and through the parser pool, with no AI configured, and
 * print what came out as one JSON line.
 */
import { readFileSync } from 'node:fs';
import { extractCertificate } from '../../../src/extraction/index.js';
import { createOcrRuntime } from '../../../src/runtime/ocr/ocr-runtime.js';
import { createParserPool } from '../../../src/server/parser-pool.js';

const [scannedPath, textPath] = process.argv.slice(2);
const scanned = new Uint8Array(readFileSync(scannedPath!));
const text = new Uint8Array(readFileSync(textPath!));
const options = { today: '2026-03-02' };

const ocr = createOcrRuntime();
const inProcess = await extractCertificate(scanned, options, { ocr });
await ocr.close();
const pool = createParserPool({ workers: 1, timeoutMs: 30_000, maxRssMb: 1536 });
try {
  const [pooledScan, pooledText] = [
    await pool.extract(scanned, options),
    await pool.extract(text, options),
  ];
  const summary = (outcome: typeof inProcess) =>
    outcome.ok
      ? {
          ok: true,
          method: outcome.extraction.method,
          serialNumber: outcome.extraction.fields.serialNumber,
        }
      : { ok: false, errorType: outcome.errorType };
  process.stdout.write(
    `${JSON.stringify({ inProcess: summary(inProcess), pooledScan: summary(pooledScan), pooledText: summary(pooledText) })}\n`,
  );
} finally {
  await pool.close();
}
