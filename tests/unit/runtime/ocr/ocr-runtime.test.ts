import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OcrEngine } from '../../../../src/extraction/ocr/ocr-engine.js';
import { closeWhenIdle } from '../../../../src/runtime/ocr/ocr-runtime.js';

const image = { width: 1, height: 1, data: new Uint8Array(1) };
const options = { dpi: 300, timeoutMs: 1000, languages: [] };

function countingEngine(): OcrEngine & { closes: number; release: () => void } {
  let release = () => {};
  const engine = {
    closes: 0,
    release: () => release(),
    recognise: () =>
      new Promise<{ lines: [] }>((resolve) => {
        release = () => resolve({ lines: [] });
      }),
    close: async () => {
      engine.closes += 1;
    },
  };
  return engine;
}

describe('closeWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('frees the recognisers after a quiet spell, never while a page is being read', async () => {
    const inner = countingEngine();
    const engine = closeWhenIdle(inner, 60_000);
    const reading = engine.recognise(image, options);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(inner.closes).toBe(0);
    inner.release();
    await reading;
    await vi.advanceTimersByTimeAsync(59_000);
    expect(inner.closes).toBe(0);
    // A new page within the quiet spell starts it over.
    const next = engine.recognise(image, options);
    inner.release();
    await next;
    await vi.advanceTimersByTimeAsync(59_000);
    expect(inner.closes).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(inner.closes).toBe(1);
  });
});
