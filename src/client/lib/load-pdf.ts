/**
 * Opens a PDF the user picked, in the browser, to draw its pages for the review. pdf.js is
 * loaded on first use (dynamic import, its own chunk), with its worker from the package (Vite
 * `?url`): nothing is fetched from elsewhere, and the file never leaves the browser. The legacy
 * build, because the modern one needs very recent browsers (Map.getOrInsertComputed).
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfDocument = PDFDocumentProxy;

export interface OpenedPdf {
  document: PdfDocument;
  close: () => Promise<void>;
}

export async function openPdf(file: Blob): Promise<OpenedPdf> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    // Fonts the PDF does not embed are drawn with the system's, not fetched.
    useSystemFonts: true,
    enableXfa: false,
  });
  const document = await task.promise;
  return { document, close: () => task.destroy() };
}
