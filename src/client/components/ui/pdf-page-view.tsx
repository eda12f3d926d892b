/**
 * One page of a PDF drawn to a canvas as wide as its container allows (a 375 px phone too), with
 * the box of a value outlined on it. The PDF is the user's own copy, opened in the browser.
 */
import { useEffect, useRef, useState } from 'react';
import type { PdfDocument } from '@/lib/load-pdf';
import { fitScale, highlightRect, type ValueBox } from '@/lib/pdf-page-box';

export interface PdfPageViewProps {
  document: PdfDocument;
  /** 1-based. */
  pageNumber: number;
  /** The value's box on that page, in PDF points from the top-left. */
  box: ValueBox | null;
  /** Names the highlighted value for assistive technology, e.g. "Serial #: A386855". */
  highlightLabel: string;
}

interface Drawn {
  scale: number;
  widthPt: number;
  heightPt: number;
}

export function PdfPageView({ document, pageNumber, box, highlightLabel }: PdfPageViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const highlightRef = useRef<HTMLDivElement>(null);
  const [availableWidth, setAvailableWidth] = useState(0);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setAvailableWidth(Math.floor(frame.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || availableWidth === 0) return;
    let cancelled = false;
    let cancelRender: (() => void) | null = null;
    setFailed(false);
    setReady(false);
    void (async () => {
      try {
        const page = await document.getPage(pageNumber);
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const scale = fitScale(natural.width, availableWidth);
        const pixelRatio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * pixelRatio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(natural.width * scale)}px`;
        canvas.style.height = `${Math.floor(natural.height * scale)}px`;
        // The outline follows the canvas's new size at once, not when the drawing is done.
        setDrawn({ scale, widthPt: natural.width, heightPt: natural.height });
        const task = page.render({ canvas, viewport });
        cancelRender = () => task.cancel();
        await task.promise;
        if (!cancelled) setReady(true);
      } catch (error) {
        if (!cancelled && (error as { name?: string }).name !== 'RenderingCancelledException') {
          setFailed(true);
        }
      }
    })();
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [document, pageNumber, availableWidth]);

  const rect = drawn && box ? highlightRect(box, drawn.scale, drawn.widthPt, drawn.heightPt) : null;

  useEffect(() => {
    highlightRef.current?.scrollIntoView({ block: 'center' });
  }, [rect?.left, rect?.top, pageNumber]);

  return (
    <div ref={frameRef} className="w-full">
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          Page {pageNumber} could not be drawn. Is this the certificate you converted?
        </p>
      ) : (
        <div className="relative mx-auto w-fit border border-slate-200 bg-white shadow-sm">
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={`Page ${pageNumber} of the certificate`}
            data-testid="pdf-page-canvas"
            data-ready={ready}
            className="block"
          />
          {rect && (
            <div
              ref={highlightRef}
              data-testid="source-highlight"
              role="note"
              aria-label={`Read here: ${highlightLabel}`}
              className="pointer-events-none absolute rounded-sm border-2 border-red-600 bg-yellow-300/35 ring-2 ring-yellow-300/60"
              style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
            />
          )}
        </div>
      )}
    </div>
  );
}
