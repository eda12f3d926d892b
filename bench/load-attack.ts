/**
 * npm run bench:load-attack — another visitor's conversion time while an attacker streams heavy
 * PDFs and gives up on each after 2 s (issue 17, item 3: it was 59 s instead of 0.1 s).
 *
 * Starts the production build (a private snapshot of dist/) on loopback with the default parser
 * settings and TRUST_PROXY, so each client is told apart by X-Forwarded-For. For each scenario
 * the visitor converts a real one-page certificate one after another for `--duration` seconds,
 * while `--attackers` connections from one address keep POSTing a 40 KB PDF whose 6 pages share
 * 20 MB of drawing operators, each abandoned after 2 s. Prints a Markdown table.
 *
 *   npm run build && npm run bench:load-attack [-- --duration 30 --attackers 6]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { heavyDrawingPdf } from '../tests/fixtures/hostile/heavy-drawing-pdf.js';
import { freePort } from '../tests/integration/faults/server-process.js';
import { snapshotBuild } from './lib/snapshot-build.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CERTIFICATE = readFileSync(
  path.join(
    ROOT,
    'tests/fixtures/real/en_hardie-industrial_backflow-test-kit_as-found-as-left.pdf',
  ),
);
const VISITOR = '198.51.100.9';
const ATTACKER = '203.0.113.7';
const GIVE_UP_MS = 2000;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    attackers: { type: 'string', default: '6' },
  },
});
const durationMs = Number(args.duration) * 1000;
const attackers = Number(args.attackers);

function multipart(pdf: Uint8Array) {
  const boundary = 'certsheet-attack-bench';
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="f.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(pdf),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One POST; resolves with the status (0 when abandoned after `giveUpMs`). */
function post(
  url: string,
  client: string,
  payload: ReturnType<typeof multipart>,
  giveUpMs?: number,
): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      `${url}/api/convert-simple`,
      {
        method: 'POST',
        headers: {
          'content-type': payload.type,
          'content-length': String(payload.body.length),
          origin: url,
          'x-forwarded-for': client,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    if (giveUpMs) setTimeout(() => req.destroy(), giveUpMs).unref();
    req.end(payload.body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function scenario(url: string, withAttack: boolean) {
  const certificate = multipart(CERTIFICATE);
  const heavy = multipart(await heavyDrawingPdf());
  const end = Date.now() + durationMs;
  const attackStatuses = new Map<number, number>();
  const attack = withAttack
    ? Array.from({ length: attackers }, async () => {
        while (Date.now() < end) {
          const status = await post(url, ATTACKER, heavy, GIVE_UP_MS);
          attackStatuses.set(status, (attackStatuses.get(status) ?? 0) + 1);
          // A refused attacker retries at once; an abandoned one has already waited 2 s.
          if (status !== 0) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })
    : [];
  // Let the attack fill the queue before the visitor comes.
  if (withAttack) await new Promise((resolve) => setTimeout(resolve, 3000));
  const latencies: number[] = [];
  let failed = 0;
  while (Date.now() < end) {
    const started = performance.now();
    const status = await post(url, VISITOR, certificate);
    latencies.push(performance.now() - started);
    if (status !== 200) failed++;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await Promise.all(attack);
  latencies.sort((a, b) => a - b);
  return { latencies, failed, attackStatuses };
}

async function main() {
  const build = snapshotBuild(ROOT, 'certsheet-attack-build');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(build, 'dist/server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'certsheet-attack-data-')),
      RATE_LIMIT_PER_MINUTE: '1000000',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    for (let attempt = 0; ; attempt++) {
      const ok = await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      if (attempt > 600 || server.exitCode !== null) throw new Error(`no server\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await post(url, VISITOR, multipart(CERTIFICATE));
    process.stdout.write(
      `certsheet attack bench: ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)}, ${durationMs / 1000}s per scenario, ${attackers} attacker connections giving up after ${GIVE_UP_MS / 1000}s, default parser settings\n`,
    );
    const rows: string[] = [];
    for (const withAttack of [false, true]) {
      const { latencies, failed, attackStatuses } = await scenario(url, withAttack);
      const fmt = (p: number) => percentile(latencies, p).toFixed(0);
      const attack = withAttack
        ? [...attackStatuses.entries()]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status === 0 ? 'abandoned' : status} ×${count}`)
            .join(', ')
        : '–';
      rows.push(
        `| ${withAttack ? `${attackers} connections, heavy PDFs, give up after 2 s` : 'none'} | ${latencies.length} | ${failed} | ${fmt(50)} | ${fmt(95)} | ${fmt(99)} | ${percentile(latencies, 100).toFixed(0)} | ${attack} |`,
      );
    }
    process.stdout.write(
      [
        '',
        '| Attack | Visitor conversions | Visitor failures | p50 ms | p95 ms | p99 ms | max ms | Attacker requests |',
        '|---|---:|---:|---:|---:|---:|---:|---|',
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
