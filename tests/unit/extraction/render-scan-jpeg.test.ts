import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { estimateSkewDegrees } from '../../../src/extraction/ocr/image-skew.js';
import type { GrayImage } from '../../../src/extraction/ocr/gray-image.js';
import { plainJpegHeader } from '../../../src/extraction/pdf/scan-jpeg.js';
import { PlainScans } from '../../../src/extraction/pdf/plain-scans.js';
import { renderPageGray } from '../../../src/extraction/pdf/render-page.js';
import { scanJpegRenderer } from '../../../src/extraction/pdf/render-scan-jpeg.js';

const A4 = { width: 595.28, height: 841.89 };

/** A scanned page laid 1° crooked: grey paper, lines of dark "letters", 1240 × 1754 px. */
function crookedScan(): Uint8Array {
  const canvas = createCanvas(1240, 1754);
  const context = canvas.getContext('2d');
  context.fillStyle = '#e8e4dc';
  context.fillRect(0, 0, 1240, 1754);
  context.translate(620, 877);
  context.rotate((1 * Math.PI) / 180);
  context.translate(-620, -877);
  context.fillStyle = '#1c1c1c';
  for (let line = 0; line < 28; line++) {
    for (let letter = 0; letter < 30 + (line % 7) * 5; letter++) {
      context.fillRect(140 + letter * 16, 160 + line * 48, 10, 20);
    }
  }
  return new Uint8Array(canvas.toBuffer('image/jpeg', 90));
}

/** The JPEG with an EXIF block saying "turn me 90°" (orientation 6) after its start marker. */
function turnedByExif(jpeg: Uint8Array): Uint8Array {
  const tiff = [
    0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0,
  ];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const segment = [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}

async function pdfOf(jpeg: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedJpg(jpeg);
  document.addPage([A4.width, A4.height]).drawImage(image, { x: 0, y: 0, ...A4 });
  return document.save();
}

function meanDifference(a: GrayImage, b: GrayImage): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / a.data.length;
}

describe('a plain scan rendered by the native JPEG decoder instead of pdf.js', () => {
  it('measures the same skew and draws the page straightened as pdf.js does', async () => {
    const bytes = await pdfOf(crookedScan());
    const page = await (await getDocument({ data: bytes.slice() }).promise).getPage(1);
    const jpeg = await new PlainScans(bytes).jpeg(1);
    expect(jpeg).not.toBeNull();
    const native = scanJpegRenderer(jpeg!, A4, () => Promise.reject(new Error('pdf.js was used')));
    const skew = estimateSkewDegrees(await native(75 / 72));
    expect(skew).toBeCloseTo(estimateSkewDegrees(await renderPageGray(page, 75 / 72)), 5);
    expect(Math.abs(skew)).toBeGreaterThan(0.7);
    const ours = await native(300 / 72, -skew);
    const theirs = await renderPageGray(page, 300 / 72, -skew);
    expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
    // JPEG decoders round differently: a grey level or so apart, no shifted or turned page.
    expect(meanDifference(ours, theirs)).toBeLessThan(2);
  });

  it('leaves a JPEG its decoder cannot read to pdf.js', async () => {
    const good = crookedScan();
    // Cut after the frame header: the size is known, the picture is not there.
    let at = 2;
    while (good[at + 1] !== 0xc0) at += 2 + ((good[at + 2]! << 8) | good[at + 3]!);
    const broken = good.subarray(0, at + 2 + ((good[at + 2]! << 8) | good[at + 3]!));
    expect(plainJpegHeader(broken)).toEqual({ width: 1240, height: 1754, components: 3 });
    const fallback: GrayImage = { width: 1, height: 1, data: new Uint8Array([7]) };
    const render = scanJpegRenderer(
      { bytes: broken, width: 1240, height: 1754, interpolate: false },
      A4,
      async () => fallback,
    );
    expect(await render(300 / 72)).toBe(fallback);
  });
});

describe('plainJpegHeader', () => {
  it('reads the size and colour components of a JPEG', () => {
    expect(plainJpegHeader(crookedScan())).toEqual({ width: 1240, height: 1754, components: 3 });
  });

  it('refuses a JPEG turned by its EXIF orientation, truncated bytes and other files', async () => {
    const jpeg = crookedScan();
    expect(plainJpegHeader(turnedByExif(jpeg))).toBeNull();
    expect(plainJpegHeader(jpeg.subarray(0, 40))).toBeNull();
    expect(plainJpegHeader(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    // Such a scan still reads: pdf.js draws it, as before.
    expect(await new PlainScans(await pdfOf(turnedByExif(jpeg))).jpeg(1)).toBeNull();
    expect(await new PlainScans(await pdfOf(turnedByExif(jpeg))).isPlainScan(1)).toBe(true);
  });
});
