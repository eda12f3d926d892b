/**
 * `certsheet extract` reads scanned certificates: the CLI gives the engine the OCR runtime (the
 * engine has none of its own), and the run ends by itself once the files are read.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { planCorpus, renderPlanned } from '../../fixtures/generator/corpus.js';
import { generateScannedVariant } from '../../fixtures/generator/scanned/scanned-variant.js';

const run = promisify(execFile);
const bin = fileURLToPath(new URL('../../../bin/certsheet.js', import.meta.url));

describe('certsheet extract on a scan', () => {
  const work = mkdtempSync(join(tmpdir(), 'certsheet-cli-ocr-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('reads the scanned certificate by OCR and exits', async () => {
    const planned = planCorpus().find((candidate) => candidate.spec.id === 'kv-classic-en-01')!;
    const doc = await renderPlanned(planned);
    writeFileSync(join(work, 'scanned.pdf'), (await generateScannedVariant(doc)).bytes);
    const { stdout } = await run(
      process.execPath,
      [bin, 'extract', '--json', '--today', '2026-03-02', 'scanned.pdf'],
      { cwd: work, timeout: 150_000 },
    );
    const [report] = JSON.parse(stdout) as { ok: boolean; method: string; fields: object }[];
    expect(report).toMatchObject({ ok: true, method: 'ocr' });
    expect(doc.truth.expected.ok).toBe(true);
    if (doc.truth.expected.ok) {
      expect(report!.fields).toMatchObject({
        serialNumber: doc.truth.expected.fields.serialNumber,
      });
    }
  }, 180_000);
});
