import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdf, type PageOcr } from '../../../../src/extraction/pdf/read-pdf.js';
import type { PageText } from '../../../../src/extraction/layout/types.js';

const A4 = { width: 595.28, height: 841.89 };

/** An image-only PDF of `pages` pages: every page a scan the reader hands to OCR. */
async function scannedPdf(pages: number): Promise<Uint8Array> {
  const canvas = createCanvas(620, 877);
  const context = canvas.getContext('2d');
  context.fillStyle = '#e6e6e6';
  context.fillRect(0, 0, 620, 877);
  context.fillStyle = '#202020';
  for (let line = 0; line < 20; line++) context.fillRect(60, 80 + line * 30, 250 + line * 5, 9);
  const document = await PDFDocument.create();
  const image = await document.embedJpg(new Uint8Array(canvas.toBuffer('image/jpeg', 80)));
  for (let page = 0; page < pages; page++) {
    document
      .addPage([A4.width, A4.height])
      .drawImage(image, { x: 0, y: 0, width: A4.width, height: A4.height });
  }
  return document.save();
}

/**
 * A recogniser that "reads" each page as its counter says: a file of certificates of two pages
 * each, so pages 1, 3, 5, 7 read "Page 1 of 2" and the others "Page 2 of 2".
 */
function countingOcr(maxPages: number, read: number[]): PageOcr {
  return {
    maxPages,
    pageBudgetMs: 20_000,
    read: async (page) => {
      read.push(page.number);
      const words = ['Page', String(2 - (page.number % 2)), 'of', '2'];
      const text: PageText = {
        number: page.number,
        width: page.width,
        height: page.height,
        runs: words.map((word, index) => ({
          text: word,
          page: page.number,
          x: 480 + index * 25,
          y: 800,
          width: 20,
          size: 9,
          font: 'ocr@9',
        })),
      };
      return {
        page: text,
        words: words.map((word, index) => ({
          text: word,
          confidence: 95,
          page: page.number,
          x0: 480 + index * 25,
          x1: 500 + index * 25,
          baseline: 800,
          size: 9,
        })),
        skewDegrees: 0,
      };
    },
  };
}

async function readWithOcr(pages: number, maxPages: number) {
  const read: number[] = [];
  const result = await readPdf(await scannedPdf(pages), {
    maxPages: 50,
    timeBudgetMs: 60_000,
    startedAt: performance.now(),
    now: () => performance.now(),
    ocr: countingOcr(maxPages, read),
  });
  if (!result.ok) throw new Error(result.errorType);
  return { read, result };
}

describe('the OCR page limit and a certificate it falls in', () => {
  it('reads on to the last page of the certificate the limit cuts, and no further', async () => {
    // Page 3 is the limit and reads "Page 1 of 2": its certificate ends on page 4.
    const { read, result } = await readWithOcr(7, 3);
    expect(read).toEqual([1, 2, 3, 4]);
    expect(result.pagesNeedingOcr).toEqual([5, 6, 7]);
    expect(result.warnings).toContain(
      'Only the first 4 pages without a text layer were read by OCR.',
    );
  });

  it('stops at the limit when it falls on a certificate’s last page', async () => {
    const { read, result } = await readWithOcr(7, 4);
    expect(read).toEqual([1, 2, 3, 4]);
    expect(result.pagesNeedingOcr).toEqual([5, 6, 7]);
  });
});
