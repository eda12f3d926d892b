/**
 * Renders one PDF page to a greyscale raster for OCR: pdf.js drawing onto @napi-rs/canvas (the
 * canvas pdf.js itself uses in Node). The scale is given in pixels per PDF point; a rotation
 * (degrees, clockwise) turns the page about its centre while drawing, to straighten a scan
 * without a second pass over the pixels.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { GrayImage } from '../ocr/gray-image.js';
import { canvasGray } from './canvas-gray.js';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

export function rotationAbout(cx: number, cy: number, degrees: number): number[] {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
}

export async function renderPageGray(
  page: PDFPageProxy,
  scale: number,
  rotateDegrees = 0,
): Promise<GrayImage> {
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const canvas = createCanvas(width, height);
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    viewport,
    background: 'white',
    ...(rotateDegrees !== 0
      ? { transform: rotationAbout(width / 2, height / 2, rotateDegrees) }
      : {}),
  }).promise;
  return canvasGray(canvas);
}
