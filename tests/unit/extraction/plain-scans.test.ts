import { createCanvas } from '@napi-rs/canvas';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PlainScans } from '../../../src/extraction/pdf/plain-scans.js';

const A4 = { width: 595.28, height: 841.89 };

/** A "scanned page": grey paper with dark bars of "text", as a JPEG of 1240 × 1754 px. */
function scanJpeg(): Uint8Array {
  const canvas = createCanvas(1240, 1754);
  const context = canvas.getContext('2d');
  context.fillStyle = '#e6e6e6';
  context.fillRect(0, 0, 1240, 1754);
  context.fillStyle = '#202020';
  for (let line = 0; line < 30; line++) context.fillRect(120, 150 + line * 45, 500 + line * 10, 18);
  return new Uint8Array(canvas.toBuffer('image/jpeg', 90));
}

async function scannedPdf(
  draw: (
    page: ReturnType<PDFDocument['addPage']>,
    image: Awaited<ReturnType<PDFDocument['embedJpg']>>,
  ) => Promise<void> | void,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedJpg(scanJpeg());
  const page = document.addPage([A4.width, A4.height]);
  await draw(page, image);
  return document.save();
}

const fullPage = (
  page: ReturnType<PDFDocument['addPage']>,
  image: Awaited<ReturnType<PDFDocument['embedJpg']>>,
) => page.drawImage(image, { x: 0, y: 0, width: A4.width, height: A4.height });

describe('PlainScans: pages that are one image covering the page', () => {
  it('tells a plain scanned page', async () => {
    expect(await new PlainScans(await scannedPdf(fullPage)).isPlainScan(1)).toBe(true);
  });

  it.each([
    [
      'an image not covering the page',
      (
        page: ReturnType<PDFDocument['addPage']>,
        image: Awaited<ReturnType<PDFDocument['embedJpg']>>,
      ) => page.drawImage(image, { x: 50, y: 50, width: 300, height: 400 }),
    ],
    [
      'a page with text drawn over the image',
      async (
        page: ReturnType<PDFDocument['addPage']>,
        image: Awaited<ReturnType<PDFDocument['embedJpg']>>,
      ) => {
        fullPage(page, image);
        page.setFont(await page.doc.embedFont(StandardFonts.Helvetica));
        page.drawText('Serial number: 123', { x: 50, y: 50 });
      },
    ],
    [
      'a rotated page',
      (
        page: ReturnType<PDFDocument['addPage']>,
        image: Awaited<ReturnType<PDFDocument['embedJpg']>>,
      ) => {
        fullPage(page, image);
        page.setRotation(degrees(90));
      },
    ],
    [
      'a cropped page',
      (
        page: ReturnType<PDFDocument['addPage']>,
        image: Awaited<ReturnType<PDFDocument['embedJpg']>>,
      ) => {
        fullPage(page, image);
        page.setCropBox(0, 0, 300, 300);
      },
    ],
  ])('leaves %s to pdf.js', async (_, draw) => {
    expect(await new PlainScans(await scannedPdf(draw)).isPlainScan(1)).toBe(false);
  });

  it('hands over the JPEG of a plain scan, for the native decoder', async () => {
    const jpeg = await new PlainScans(await scannedPdf(fullPage)).jpeg(1);
    expect(jpeg).toMatchObject({ width: 1240, height: 1754, interpolate: false });
    expect([...jpeg!.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('keeps the JPEG of anything but a plain scan from the native decoder', async () => {
    const covered = (
      page: ReturnType<PDFDocument['addPage']>,
      image: Awaited<ReturnType<PDFDocument['embedJpg']>>,
    ) => page.drawImage(image, { x: 50, y: 50, width: 300, height: 400 });
    expect(await new PlainScans(await scannedPdf(covered)).jpeg(1)).toBeNull();
    // A PNG scan is a Flate-compressed image: pdf.js draws it.
    const document = await PDFDocument.create();
    const png = await document.embedPng(createCanvas(200, 280).toBuffer('image/png'));
    document.addPage([A4.width, A4.height]).drawImage(png, { x: 0, y: 0, ...A4 });
    expect(await new PlainScans(await document.save()).jpeg(1)).toBeNull();
  });

  it('answers null for bytes that are not a PDF, and for pages that do not exist', async () => {
    const garbage = new TextEncoder().encode('%PDF-1.7 garbage');
    expect(await new PlainScans(garbage).isPlainScan(1)).toBe(false);
    expect(await new PlainScans(await scannedPdf(fullPage)).isPlainScan(2)).toBe(false);
  });
});
