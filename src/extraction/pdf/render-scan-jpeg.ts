/**
 * Renders a plain scan page (one JPEG covering the page, plain-scans.ts) for OCR without pdf.js:
 * the JPEG is decoded once by the native decoder in @napi-rs/canvas and drawn at each requested
 * scale and rotation. pdf.js's JavaScript decoder spent ~0.25 s of the main thread per page
 * decoding the image for the skew rendering, and its drawing another ~0.2 s; natively the
 * decode takes ~0.04 s and a 300 dpi drawing ~0.05 s (the scanned fixtures; the pixels differ
 * from pdf.js's by ~1 grey level on average). Same geometry as render-page.ts: the image fills
 * the page box, turned about the page's centre. When the native decoder refuses the bytes the
 * page is rendered by pdf.js after all.
 */
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import type { GrayImage } from '../ocr/gray-image.js';
import { canvasGray } from './canvas-gray.js';
import type { ScanJpeg } from './plain-scans.js';
import { rotationAbout } from './render-page.js';

/** pdf.js's limit (getImageSmoothingEnabled): one PDF point is 4/3 CSS pixels. */
const MAX_SMOOTHED_ENLARGEMENT = 4 / 3;

export type PageRender = (scale: number, rotateDegrees?: number) => Promise<GrayImage>;

export function scanJpegRenderer(
  jpeg: ScanJpeg,
  page: { width: number; height: number },
  fallback: PageRender,
): PageRender {
  let decoded: Promise<Image | null> | null = null;
  return async (scale, rotateDegrees = 0) => {
    decoded ??= loadImage(jpeg.bytes).then(
      (image) => (image.width === jpeg.width && image.height === jpeg.height ? image : null),
      () => null,
    );
    const image = await decoded;
    if (!image) return fallback(scale, rotateDegrees);
    const width = Math.max(1, Math.round(page.width * scale));
    const height = Math.max(1, Math.round(page.height * scale));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = 'white';
    context.fillRect(0, 0, width, height);
    if (rotateDegrees !== 0) {
      const [a, b, c, d, e, f] = rotationAbout(width / 2, height / 2, rotateDegrees) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      context.setTransform(a, b, c, d, e, f);
    }
    // As pdf.js draws images: shrinking (the skew's quick rendering) averages the image's
    // pixels (pdf.js halves it step by step); enlarging by more than 4/3 repeats pixels instead
    // of interpolating them, unless the image asks for interpolation. Interpolating a 200 dpi
    // scan up to 300 dpi blurs its letters: measured, three fields lost on a real scan.
    const enlargement = width / image.width;
    context.imageSmoothingEnabled = jpeg.interpolate || enlargement <= MAX_SMOOTHED_ENLARGEMENT;
    context.imageSmoothingQuality = enlargement < 2 / 3 ? 'high' : 'low';
    context.drawImage(image, 0, 0, width, height);
    return canvasGray(canvas);
  };
}
