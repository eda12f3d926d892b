/**
 * OCR works with no network at all, and with no AI configured nothing is ever sent: a child
 * process runs the engine in-process and through the parser pool with every connection and
 * name lookup refused (in it, its worker threads — tesseract runs in one — and the pool's
 * children), and the test checks the results and that nothing even tried.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCorpus, renderPlanned } from '../../fixtures/generator/corpus.js';
import { generateScannedVariant } from '../../fixtures/generator/scanned/scanned-variant.js';

const run = promisify(execFile);
const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

describe('OCR without network', () => {
  const work = mkdtempSync(join(tmpdir(), 'certsheet-offline-'));
  const log = join(work, 'network.log');
  let expectedSerial: string | null = null;

  beforeAll(async () => {
    const planned = planCorpus().find((p) => p.spec.id === 'kv-classic-en-01')!;
    const doc = await renderPlanned(planned);
    const scan = await generateScannedVariant(doc);
    writeFileSync(join(work, 'scanned.pdf'), scan.bytes);
    writeFileSync(join(work, 'text.pdf'), doc.bytes);
    writeFileSync(log, '');
    expectedSerial = doc.truth.expected.ok ? doc.truth.expected.fields.serialNumber : null;
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('reads a scanned certificate offline and never tries to connect anywhere', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        here('offline-run.ts'),
        join(work, 'scanned.pdf'),
        join(work, 'text.pdf'),
      ],
      {
        env: {
          ...process.env,
          NODE_OPTIONS: `--require ${here('block-network.cjs')}`,
          NETWORK_LOG: log,
        },
        timeout: 170_000,
      },
    );
    expect(readFileSync(log, 'utf8')).toBe('');
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
      inProcess: { ok: true, method: 'ocr', serialNumber: expectedSerial },
      pooledScan: { ok: true, method: 'ocr', serialNumber: expectedSerial },
      pooledText: { ok: true, method: 'pattern', serialNumber: expectedSerial },
    });
  }, 180_000);

  it('catches attempts in the main thread and in worker threads alike', async () => {
    const probeLog = join(work, 'probe.log');
    writeFileSync(probeLog, '');
    const probe = join(work, 'probe.mjs');
    writeFileSync(
      probe,
      [
        "import { Worker } from 'node:worker_threads';",
        "await fetch('http://example.com/main').catch(() => {});",
        'const source = "fetch(\'http://example.com/thread\').catch(() => {});";',
        "await new Promise((resolve) => new Worker(source, { eval: true }).on('exit', resolve));",
      ].join('\n'),
    );
    await run(process.execPath, [probe], {
      env: {
        ...process.env,
        NODE_OPTIONS: `--require ${here('block-network.cjs')}`,
        NETWORK_LOG: probeLog,
      },
    });
    const attempts = readFileSync(probeLog, 'utf8');
    expect(attempts).toMatch(/thread 0: fetch http:\/\/example\.com\/main/);
    expect(attempts).toMatch(/thread [1-9]\d*: fetch http:\/\/example\.com\/thread/);
  });
});
