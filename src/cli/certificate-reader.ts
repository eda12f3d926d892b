/**
 * The extraction engine as the CLI runs it: in this process, with an OCR runtime for scanned
 * pages (src/runtime/ocr, the one the server's parser worker gives the engine). No AI service:
 * nothing leaves the machine.
 */
import type { ExtractionOutcome, ExtractOptions } from '../shared/extraction.js';
import type { OcrRuntime } from '../runtime/ocr/ocr-runtime.js';

export interface CertificateReader {
  extract(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractionOutcome>;
  /** Stops the OCR recognisers, if a scan started them. */
  close(): Promise<void>;
}

export function localCertificateReader(): CertificateReader {
  let ocr: OcrRuntime | null = null;
  return {
    async extract(bytes, options) {
      // Loaded on first use: pdf.js and tesseract are heavy and other commands do not need them.
      const [{ extractCertificate }, { createOcrRuntime }] = await Promise.all([
        import('../extraction/index.js'),
        import('../runtime/ocr/ocr-runtime.js'),
      ]);
      ocr ??= createOcrRuntime();
      return extractCertificate(bytes, options, { ocr });
    },
    async close() {
      const running = ocr;
      ocr = null;
      await running?.close();
    },
  };
}
