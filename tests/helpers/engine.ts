/**
 * The extraction engine as the accuracy tests and benchmarks run it: in this process, with the
 * OCR runtime the parser worker gives it (src/runtime/ocr), so scanned certificates are read as
 * in production. No AI service: nothing leaves the machine.
 */
import { extractCertificate } from '../../src/extraction/index.js';
import { createOcrRuntime, type OcrRuntime } from '../../src/runtime/ocr/ocr-runtime.js';
import type { ExtractionOutcome, ExtractOptions } from '../../src/shared/extraction.js';

export type ExtractCertificate = (
  bytes: Uint8Array,
  options: ExtractOptions,
) => Promise<ExtractionOutcome>;

// Started on the first scanned page and kept warm for the rest of the run.
let ocr: OcrRuntime | null = null;

export const extractInProcess: ExtractCertificate = (bytes, options) =>
  extractCertificate(bytes, options, { ocr: (ocr ??= createOcrRuntime()) });

/** Stops the OCR workers, so a benchmark's process can exit. */
export async function closeEngine(): Promise<void> {
  const running = ocr;
  ocr = null;
  await running?.close();
}
