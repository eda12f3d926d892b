/**
 * `npm run bench:accuracy [-- --filter <substring>] [-- --verbose] [-- --no-scans]`
 *
 * Runs the extraction engine over the generated corpus (made first when missing or stale), its
 * scanned twins (OCR, several seconds each; `--no-scans` leaves them out) and the real
 * certificates with ground truth, and prints per-field accuracy, per-layout failures with
 * example mismatches, the negatives, each subset (text and scanned separately), and one final
 * line `accuracy: NN.N% fields correct over N documents` (text documents: generated + real text).
 * `npm run bench:ocr` details the scanned set (per language, seconds per page).
 */
import { parseArgs } from 'node:util';
import { scoreDocument } from './lib/compare.js';
import {
  loadDocuments,
  loadScannedDocuments,
  readBytes,
  type BenchDocument,
} from './lib/documents.js';
import { EngineMissingError, loadEngine, type ExtractCertificate } from './lib/engine.js';
import {
  byLayout,
  describeMismatch,
  fieldAccuracy,
  overall,
  percent,
  type ScoredDocument,
} from './lib/tally.js';

const { values } = parseArgs({
  options: {
    filter: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    'no-scans': { type: 'boolean', default: false },
  },
});

async function main(): Promise<number> {
  let extract: ExtractCertificate;
  try {
    extract = await loadEngine();
  } catch (error) {
    if (error instanceof EngineMissingError) {
      console.error(`bench:accuracy: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const { documents: text, today } = await loadDocuments((message) => console.log(message));
  const all = values['no-scans']
    ? text
    : [...text, ...(await loadScannedDocuments((message) => console.log(message)))];
  const documents = values.filter
    ? all.filter(
        (doc) => doc.id.includes(values.filter!) || doc.truth.layout.includes(values.filter!),
      )
    : all;
  if (documents.length === 0) {
    console.error(`bench:accuracy: no document matches --filter ${values.filter}`);
    return 2;
  }
  const scored: ScoredDocument[] = [];
  for (const doc of documents) scored.push(await run(doc));

  const textScored = scored.filter((doc) => doc.subset === 'generated' || doc.subset === 'real');
  const positives = (list: ScoredDocument[]) => list.filter((doc) => !doc.score.negative);
  printFieldTable(
    positives(scored.filter((d) => d.subset === 'generated')),
    positives(scored.filter((d) => d.subset === 'real')),
    positives(scored.filter((d) => d.subset === 'generated-scanned')),
    positives(scored.filter((d) => d.subset === 'real-scanned')),
  );
  printLayouts(scored);
  printNegatives(scored.filter((doc) => doc.score.negative));

  console.log('\nSubsets');
  for (const [name, list] of [
    ['generated (text PDFs)', scored.filter((d) => d.subset === 'generated')],
    ['real (text PDFs)', scored.filter((d) => d.subset === 'real')],
    ['generated scans (OCR)', scored.filter((d) => d.subset === 'generated-scanned')],
    ['real (no text layer, needs OCR)', scored.filter((d) => d.subset === 'real-scanned')],
  ] as const) {
    if (list.length === 0) continue;
    const ms = list.map((d) => d.ms).sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(34)} ${percent(overall(list)).padStart(6)} fields correct over ${String(list.length).padStart(3)} documents (median ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} ms/document)`,
    );
  }
  const total = overall(textScored);
  console.log(
    `accuracy: ${((100 * total.correct) / Math.max(1, total.total)).toFixed(1)}% fields correct over ${textScored.length} documents`,
  );
  return 0;

  async function run(doc: BenchDocument): Promise<ScoredDocument> {
    const started = performance.now();
    const outcome = await extract(readBytes(doc.path), { today, filename: doc.truth.file });
    const ms = performance.now() - started;
    const score = scoreDocument(doc.truth, outcome);
    if (values.verbose) {
      const status = score.total === score.correct ? 'ok  ' : 'MISS';
      console.log(`${status} ${doc.id} ${score.correct}/${score.total} (${ms.toFixed(0)} ms)`);
      for (const mismatch of score.mismatches)
        console.log(`       ${describeMismatch(doc.id, mismatch)}`);
    }
    return { id: doc.id, subset: doc.subset, layout: doc.truth.layout, score, ms };
  }
}

function printFieldTable(
  generated: ScoredDocument[],
  real: ScoredDocument[],
  generatedScans: ScoredDocument[],
  realScans: ScoredDocument[],
): void {
  const columns = [
    ['generated', fieldAccuracy(generated)],
    ['real text', fieldAccuracy(real)],
    ['generated scans', fieldAccuracy(generatedScans)],
    ['real scanned', fieldAccuracy(realScans)],
  ] as const;
  console.log('\nPer-field accuracy (certificates only)');
  console.log(`  ${'field'.padEnd(20)}${columns.map(([name]) => name.padStart(22)).join('')}`);
  for (const key of Object.keys(columns[0][1]) as (keyof (typeof columns)[0][1])[]) {
    const cells = columns.map(([, table]) => {
      const ratio = table[key];
      return `${percent(ratio)} (${ratio.correct}/${ratio.total})`.padStart(22);
    });
    console.log(`  ${key.padEnd(20)}${cells.join('')}`);
  }
}

function printLayouts(scored: ScoredDocument[]): void {
  const summaries = byLayout(
    scored.filter((doc) => !doc.score.negative),
    values.verbose ? 10 : 3,
  );
  const failing = summaries
    .filter((s) => s.wrongFields > 0)
    .sort((a, b) => b.wrongFields - a.wrongFields);
  console.log(
    `\nPer-layout failures (${failing.length} of ${summaries.length} layouts have errors)`,
  );
  console.log(
    `  ${'layout'.padEnd(30)}${'docs'.padStart(6)}${'docs wrong'.padStart(12)}${'fields wrong'.padStart(14)}`,
  );
  for (const summary of failing) {
    console.log(
      `  ${summary.layout.padEnd(30)}${String(summary.documents).padStart(6)}${String(summary.failedDocuments).padStart(12)}${String(summary.wrongFields).padStart(14)}`,
    );
    for (const example of summary.examples)
      console.log(`      ${describeMismatch(example.id, example.mismatch)}`);
  }
  const clean = summaries.filter((s) => s.wrongFields === 0).map((s) => s.layout);
  if (clean.length > 0) console.log(`  all fields correct: ${clean.join(', ')}`);
}

function printNegatives(negatives: ScoredDocument[]): void {
  if (negatives.length === 0) return;
  const rejected = negatives.filter((doc) => doc.score.outcomeOk);
  console.log(
    `\nNegatives: ${rejected.length}/${negatives.length} rejected with the expected errorType`,
  );
  for (const doc of negatives.filter((d) => !d.score.outcomeOk)) {
    console.log(`  ${describeMismatch(doc.id, doc.score.mismatches[0]!)}`);
  }
}

process.exitCode = await main();
