/**
 * Lighthouse on the production build: performance, accessibility, best practices and SEO of every
 * public content page (mobile emulation with Lighthouse's default simulated throttling), plus the
 * landing page's JavaScript (gzip): the scripts its HTML loads up front (entry and modulepreloads,
 * budget 100 KB), and every script Lighthouse saw it fetch while loading, without interaction
 * (the up-front ones plus the lazy islands that hydrate after them).
 *
 *   npm run build && npm run bench:lighthouse
 *
 * Starts the built server on a fresh data directory (or measures BENCH_URL if given) and drives
 * Debian's Chromium (CHROMIUM_PATH). Exits 1 when the landing page scores below 95 for
 * performance or accessibility, or loads more than 100 KB of JavaScript up front. Scores depend
 * on the machine's load: run it on a quiet machine (and, where several people share dist/, under
 * the same lock as builds).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { INDEXABLE_ROUTES } from '../src/shared/marketing.js';
import { jsWeight, LANDING_JS_BUDGET_BYTES, landingJsBytes } from './lib/landing-js.js';
import { writeResult } from './lib/results.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.join(root, 'dist', 'client');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const THRESHOLD = 95;

async function waitForHealthy(baseUrl: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server at ${baseUrl} did not become healthy`);
}

function startServer(port: number): ChildProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'certsheet-lighthouse-'));
  return spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Same-origin script paths among the network requests of a Lighthouse run. */
function scriptPaths(details: unknown, baseUrl: string): string[] {
  const items = (details as { items?: { url?: string; resourceType?: string }[] } | undefined)
    ?.items;
  return (items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url?.startsWith(baseUrl))
    .map((item) => new URL(item.url!).pathname);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (value: string, width: number) => value.padEnd(width);

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 5310);
  const baseUrl = process.env.BENCH_URL?.replace(/\/$/, '') ?? `http://localhost:${port}`;
  const server = process.env.BENCH_URL ? null : startServer(port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows: string[][] = [];
  let landing: Record<string, number> = {};
  /** Script paths Lighthouse saw the landing page fetch while it loaded. */
  let landingScripts: string[] = [];
  try {
    await waitForHealthy(baseUrl);
    for (const route of INDEXABLE_ROUTES) {
      const result = await lighthouse(`${baseUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        rows.push([route, ...CATEGORIES.map(() => '-'), `error: ${runtimeError.code}`, '', '']);
        if (route === '/') landing = {};
        continue;
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      );
      if (route === '/') {
        landing = scores;
        landingScripts = scriptPaths(audits['network-requests']?.details, baseUrl);
      }
      rows.push([
        route,
        ...CATEGORIES.map((id) => String(scores[id])),
        audits['largest-contentful-paint']?.displayValue ?? '',
        audits['total-blocking-time']?.displayValue ?? '',
        audits['cumulative-layout-shift']?.displayValue ?? '',
      ]);
    }
  } finally {
    chrome.kill();
    server?.kill('SIGTERM');
  }

  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => pad(cell, widths[i]!)).join('  ');
  process.stdout.write(`\nLighthouse ${'(mobile, simulated throttling)'} on ${baseUrl}\n\n`);
  process.stdout.write(`${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);

  const js = landingJsBytes(readFileSync(path.join(clientDir, 'index.html'), 'utf8'), (href) =>
    readFileSync(path.join(clientDir, href)),
  );
  process.stdout.write(
    `\nLanding route JavaScript up front (entry + modulepreloads): ${js.files} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip\n`,
  );
  if (landingScripts.length > 0) {
    const all = jsWeight(landingScripts, (href) => readFileSync(path.join(clientDir, href)));
    process.stdout.write(
      `Landing route JavaScript fetched while loading (no interaction): ${all.files} files, ${kb(all.raw)} raw, ${kb(all.gzip)} gzip\n`,
    );
  }

  writeResult('lighthouse', { performance: landing.performance ?? null, landingJs: js });
  const failed = (['performance', 'accessibility'] as const).filter(
    (id) => (landing[id] ?? 0) < THRESHOLD,
  );
  if (failed.length > 0) {
    process.stdout.write(`\nLanding page below ${THRESHOLD}: ${failed.join(', ')}\n`);
    process.exitCode = 1;
  }
  if (js.gzip > LANDING_JS_BUDGET_BYTES) {
    process.stdout.write(`\nLanding JavaScript up front over ${kb(LANDING_JS_BUDGET_BYTES)}\n`);
    process.exitCode = 1;
  }
}

await main();
