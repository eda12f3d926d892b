/**
 * The app as production runs it: buildApp with a real pool of parser child processes (from the
 * TypeScript sources, so limits are sized for tsx children), a fresh database, and helpers to
 * watch memory. Suites that attack the parse path use this instead of parserNotUsed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createParserPool, type ParserPool } from '../../../src/server/parser-pool.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

export const REAL_ONE_PAGE_CERTIFICATE = readFileSync(
  new URL(
    '../../fixtures/real/en_hardie-industrial_backflow-test-kit_as-found-as-left.pdf',
    import.meta.url,
  ),
);

export interface RealParserApp extends TestApp {
  parser: ParserPool;
}

export interface PoolLimits {
  workers?: number;
  timeoutMs?: number;
  maxRssMb?: number;
}

/** Limits for a tsx child on a busy 2-core CI machine: a cold child needs seconds to start. */
export const TEST_POOL_LIMITS = { workers: 1, timeoutMs: 15_000, maxRssMb: 700 };

export async function buildAppWithRealParser(
  env: Record<string, string> = {},
  limits: PoolLimits = {},
): Promise<RealParserApp> {
  const parser = createParserPool({ ...TEST_POOL_LIMITS, ...limits });
  try {
    const t = await buildTestApp(env, { parser });
    // The first parse in a fresh child loads pdf.js and the engine; keep that out of the tests.
    await parser.extract(new Uint8Array(REAL_ONE_PAGE_CERTIFICATE), {
      today: '2026-01-15',
      filename: 'warm-up.pdf',
    });
    return {
      ...t,
      parser,
      async close() {
        await t.close();
        await parser.close();
      },
    };
  } catch (error) {
    await parser.close();
    throw error;
  }
}

const MB = 1024 * 1024;

function peakRssMb(): number | null {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) / 1024 : null;
}

/** Resets the kernel's peak-RSS mark for this process (Linux: write 5 to clear_refs). */
function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `action` and reports this process's resident memory before it and at its peak. The
 * kernel's high-water mark catches a spike even while the event loop is blocked; sampling is
 * the fallback where it cannot be reset.
 */
export async function measureRss<T>(
  action: () => Promise<T>,
): Promise<{ result: T; beforeMb: number; peakMb: number }> {
  const beforeMb = process.memoryUsage.rss() / MB;
  const kernelPeak = resetPeakRss();
  let sampledPeak = beforeMb;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss() / MB);
  }, 10);
  try {
    const result = await action();
    sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss() / MB);
    const peakMb = kernelPeak ? Math.max(peakRssMb() ?? 0, sampledPeak) : sampledPeak;
    return { result, beforeMb, peakMb };
  } finally {
    clearInterval(sampler);
  }
}
