/**
 * `npm run bench:ocr [-- --filter <substring>] [-- --per-language N] [-- --verbose]`
 *
 * Scanned certificates: runs the engine (OCR path) over the scanned set — one rasterised,
 * degraded variant per generated layout (rotation, noise, JPEG artefacts, grey background; made
 * first when missing or stale) — plus the real certificates without a text layer, and prints
 * per-field accuracy, per-language accuracy, the failing layouts, OCR seconds per page (wall
 * clock, and the CPU time of every thread of this process: other work on the machine inflates
 * the first, hardly the second), the load average and the peak memory of this process.
 * Last line: `ocr accuracy: NN.N% fields correct over N documents`.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { scoreDocument } from '../tests/helpers/document-score.js';
import { closeEngine, extractInProcess } from '../tests/helpers/engine.js';
import { loadDocuments, loadScannedDocuments, readBytes } from './lib/documents.js';
import {
  byLayout,
  describeMismatch,
  fieldAccuracy,
  overall,
  percent,
  type ScoredDocument,
} from '../tests/helpers/score-tally.js';

const { values } = parseArgs({
  options: {
    filter: { type: 'string' },
    'per-language': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

interface Timed extends ScoredDocument {
  language: string;
  /** CPU time of this process (every thread: main and recognisers) while the document was read. */
  cpuMs: number;
  pages: number;
  method: string | null;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function main(): Promise<number> {
  const { documents: all, today } = await loadDocuments((message) => console.log(message));
  const scanned = await loadScannedDocuments((message) => console.log(message));
  const realScans = all.filter((doc) => doc.subset === 'real-scanned');
  const perLanguage = Number(values['per-language'] ?? Infinity);
  const taken = new Map<string, number>();
  const sample = scanned.filter((doc) => {
    const count = taken.get(doc.truth.language) ?? 0;
    taken.set(doc.truth.language, count + 1);
    return count < perLanguage;
  });
  const documents = [...sample, ...(Number.isFinite(perLanguage) ? [] : realScans)].filter(
    (doc) =>
      !values.filter || doc.id.includes(values.filter) || doc.truth.layout.includes(values.filter),
  );

  let peakRss = process.memoryUsage().rss;
  const results: Timed[] = [];
  for (const doc of documents) {
    const bytes = readBytes(doc.path);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const outcome = await extractInProcess(bytes, { today, filename: doc.truth.file });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuStarted);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const score = scoreDocument(doc.truth, outcome);
    const pages = outcome.ok ? outcome.extraction.pageCount : outcome.pageCount;
    const method = outcome.ok ? outcome.extraction.method : null;
    if (values.verbose) {
      const status = score.total === score.correct ? 'ok  ' : 'MISS';
      console.log(
        `${status} ${doc.id} ${score.correct}/${score.total} ${method ?? 'failed'} (${(ms / 1000).toFixed(1)} s, CPU ${(cpuMs / 1000).toFixed(1)} s, ${pages} p)`,
      );
      for (const mismatch of score.mismatches)
        console.log(`       ${describeMismatch(doc.id, mismatch)}`);
    }
    results.push({
      id: doc.id,
      subset: doc.subset,
      layout: doc.truth.layout,
      language: doc.truth.language,
      score,
      ms,
      cpuMs,
      pages: Math.max(1, pages),
      method,
    });
  }

  const generated = results.filter((d) => d.subset === 'generated-scanned');
  const real = results.filter((d) => d.subset === 'real-scanned');
  const fieldColumns = [
    ['generated scans', fieldAccuracy(generated)],
    ['real scans', fieldAccuracy(real)],
  ] as const;
  console.log('\nPer-field accuracy (scanned certificates)');
  console.log(`  ${'field'.padEnd(20)}${fieldColumns.map(([n]) => n.padStart(22)).join('')}`);
  for (const key of Object.keys(fieldColumns[0][1]) as (keyof (typeof fieldColumns)[0][1])[]) {
    const cells = fieldColumns.map(([, table]) => {
      const ratio = table[key];
      return `${percent(ratio)} (${ratio.correct}/${ratio.total})`.padStart(22);
    });
    console.log(`  ${key.padEnd(20)}${cells.join('')}`);
  }

  console.log('\nPer language (generated scans)');
  for (const language of [...new Set(generated.map((d) => d.language))].sort()) {
    const list = generated.filter((d) => d.language === language);
    console.log(
      `  ${language.padEnd(6)}${percent(overall(list)).padStart(8)} over ${String(list.length).padStart(2)} documents`,
    );
  }

  const failing = byLayout(results, values.verbose ? 10 : 2).filter((s) => s.wrongFields > 0);
  console.log(
    `\nLayouts with errors: ${failing.length} of ${new Set(results.map((r) => r.layout)).size}`,
  );
  for (const summary of failing.sort((a, b) => b.wrongFields - a.wrongFields)) {
    console.log(`  ${summary.layout.padEnd(30)} ${summary.wrongFields} fields wrong`);
    for (const example of summary.examples)
      console.log(`      ${describeMismatch(example.id, example.mismatch)}`);
  }

  const perPage = results.map((d) => d.ms / 1000 / d.pages).sort((a, b) => a - b);
  const ocrUsed = results.filter((d) => d.method === 'ocr').length;
  console.log('\nSpeed (one process, OCR in a worker thread)');
  console.log(`  documents read by OCR     ${ocrUsed}/${results.length}`);
  console.log(`  seconds per page median   ${quantile(perPage, 0.5).toFixed(2)}`);
  console.log(`  seconds per page p95      ${quantile(perPage, 0.95).toFixed(2)}`);
  console.log(`  seconds per page max      ${(perPage.at(-1) ?? 0).toFixed(2)}`);
  const cpuPerPage = results.map((d) => d.cpuMs / 1000 / d.pages).sort((a, b) => a - b);
  console.log(`  CPU s per page median     ${quantile(cpuPerPage, 0.5).toFixed(2)} (every thread)`);
  console.log(
    `  load average at the end   ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`  peak RSS                  ${(peakRss / 1024 / 1024).toFixed(0)} MB`);

  const total = overall(generated);
  console.log(
    `ocr accuracy: ${((100 * total.correct) / Math.max(1, total.total)).toFixed(1)}% fields correct over ${generated.length} generated scans` +
      (real.length ? `; real scans ${percent(overall(real))} over ${real.length}` : ''),
  );
  await closeEngine();
  return 0;
}

process.exitCode = await main();
