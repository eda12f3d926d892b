/**
 * `npm run bench:accuracy [-- options]`: how well the engine generalises, in six sections.
 *
 *   (a) the real corpus (../shared/corpus/real with truth, plus tests/fixtures/real), per field,
 *       text vs scanned, scored exactly as ../shared/corpus/real/score.mjs scores it;
 *   (b) "unseen": the real fifth held out of tuning (--holdout K or CERTSHEET_HOLDOUT, K = 0–4:
 *       files sorted by name, every 5th starting at K) against the rest;
 *   (c) procedural layouts: tuning seeds vs blind seeds, text and scanned (same scoring);
 *   (d) the old generated corpus (35 hand-written layouts) and its scans;
 *   (e) wrong-but-high: wrong values the engine marked `high` confidence, per corpus;
 *   (f) negatives: hard negatives, old generated negatives and real ones, rejected as expected.
 *
 * Subsets: --real --procedural (tuning seeds) --blind --generated --negatives (none = all);
 * --no-scans leaves out everything that needs OCR; --seeds 1-40 narrows the tuning range;
 * --scan-offset K scans tuning seeds 1+K, 11+K, … instead of 1, 11, … (a fresh tuning-scan set:
 * measure it once before looking at it, and it tells how tuning-scan gains carry to new layouts);
 * --scan-block N (N ≥ 1) scans seeds 1000·N+1+K, 1000·N+11+K, … (30 of them) instead: more fresh
 * scan sets once offsets 0–9 of the tuning range have all been debugged on (docs/performance.md
 * lists which blocks and offsets each session used);
 * --json out.json writes the figures; --verbose prints every mismatch (never for blind seeds:
 * the blind range is measured, not debugged). `npm run bench:real` = --real.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ExtractionOutcome } from '../src/shared/extraction.js';
import {
  certificateCases,
  hardNegativeCases,
  scannedCases,
  type ProceduralCase,
} from '../tests/fixtures/generator/procedural/corpus.js';
import { PROCEDURAL_TODAY } from '../tests/fixtures/generator/procedural/document.js';
import {
  BLIND_SEEDS,
  scannedSeedsOf,
  seedsOf,
  TUNING_SEEDS,
} from '../tests/fixtures/generator/procedural/seeds.js';
import { scoreDocument } from '../tests/helpers/document-score.js';
import { extractInProcess } from '../tests/helpers/engine.js';
import { loadDocuments, loadScannedDocuments, readBytes } from './lib/documents.js';
import { printTable } from './lib/print-table.js';
import {
  holdoutFromEnv,
  isHeldOut,
  loadRealDocuments,
  REAL_TODAY,
  sharedCorpusPresent,
  type RealDocument,
} from '../tests/helpers/real-corpus.js';
import {
  pct,
  REGISTER_FIELDS,
  scoreRegister,
  tally,
  tallyByField,
  type RegisterScore,
  type RegisterValues,
} from '../tests/helpers/register-score.js';
import {
  describeMismatch,
  fieldAccuracy,
  overall,
  percent,
  type ScoredDocument,
} from '../tests/helpers/score-tally.js';

const { values } = parseArgs({
  options: {
    real: { type: 'boolean', default: false },
    procedural: { type: 'boolean', default: false },
    blind: { type: 'boolean', default: false },
    generated: { type: 'boolean', default: false },
    negatives: { type: 'boolean', default: false },
    'no-scans': { type: 'boolean', default: false },
    seeds: { type: 'string' },
    'scan-offset': { type: 'string', default: '0' },
    'scan-block': { type: 'string', default: '0' },
    holdout: { type: 'string' },
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

const chosen =
  values.real || values.procedural || values.blind || values.generated || values.negatives;
const want = {
  real: !chosen || values.real,
  procedural: !chosen || values.procedural,
  blind: !chosen || values.blind,
  generated: !chosen || values.generated,
  negatives: !chosen || values.negatives,
  scans: !values['no-scans'],
};

/** One scored document of any corpus, with what the report needs. */
interface Row {
  id: string;
  corpus: string;
  score: RegisterScore;
  ms: number;
}

async function main(): Promise<number> {
  const holdout = values.holdout === undefined ? holdoutFromEnv() : Number(values.holdout);
  if (!Number.isInteger(holdout) || holdout < 0 || holdout > 4) {
    console.error('bench:accuracy: --holdout takes 0, 1, 2, 3 or 4');
    return 2;
  }
  const json: Record<string, unknown> = { holdout };
  const wrongButHigh: [string, Row[]][] = [];
  const negativeRows: { corpus: string; id: string; ok: boolean; got: string }[] = [];

  const run = async (bytes: Uint8Array, today: string, filename: string) => {
    const started = performance.now();
    const outcome = await extractInProcess(bytes, { today, filename });
    return { outcome, ms: performance.now() - started };
  };

  // (a) and (b): the real corpus.
  if (want.real) {
    if (!sharedCorpusPresent())
      console.log('\n(../shared/corpus/real is absent: only tests/fixtures/real is measured)');
    const documents = loadRealDocuments().filter((doc) => want.scans || doc.kind === 'text');
    const rows: (Row & { doc: RealDocument })[] = [];
    for (const doc of documents) {
      const { outcome, ms } = await run(readBytes(doc.path), REAL_TODAY, `${doc.id}.pdf`);
      if (doc.expect !== 'ok') {
        negativeRows.push({
          corpus: 'real',
          id: doc.id,
          ok: rejectedAs(outcome, doc.expect),
          got: describe(outcome),
        });
        continue;
      }
      const score = scoreRegister(outcome, [doc.fields], doc.accept);
      rows.push({ id: doc.id, corpus: `real ${doc.kind}`, score, ms, doc });
    }
    const text = rows.filter((r) => r.doc.kind === 'text');
    const scanned = rows.filter((r) => r.doc.kind === 'scanned');
    printFieldTable('(a) Real corpus: per field (scored as score.mjs)', [
      ['all', rows],
      ['text', text],
      ['scanned', scanned],
    ]);
    const rejected = rows.filter((r) => !r.score.outcomeOk);
    console.log(
      `  ${rows.length} certificates (${text.length} text, ${scanned.length} scanned); rejected: ${rejected.length}${rejected.map((r) => `\n    ${r.id} (${r.score.errorType})`).join('')}`,
    );
    if (values.verbose) printMismatches(rows);
    const held = rows.filter((r) => isHeldOut(documents, r.id, holdout));
    const rest = rows.filter((r) => !isHeldOut(documents, r.id, holdout));
    printTable(
      `(b) Unseen: the real fifth held out of tuning (K = ${holdout}: sorted by name, every 5th from ${holdout})`,
      ['set', 'certificates', 'fields right', 'text', 'scanned'],
      [summaryRow(`held out (K=${holdout})`, held), summaryRow('rest', rest)],
    );
    wrongButHigh.push(
      ['real text', text],
      ['real scanned', scanned],
      [`real held out (K=${holdout})`, held],
    );
    json.real = {
      ...summary(rows),
      text: summary(text),
      scanned: summary(scanned),
      perField: perFieldJson(rows),
      rejected: rejected.map((r) => r.id),
      files: rows.map((r) => ({
        id: r.id,
        kind: r.doc.kind,
        heldOut: isHeldOut(documents, r.id, holdout),
        ...summary([r]),
      })),
    };
    json.unseen = { heldOut: summary(held), rest: summary(rest), files: held.map((r) => r.id) };
  }

  // (c) procedural layouts.
  const procedural: [string, ProceduralCase[], boolean][] = [];
  const scanOffset = Number(values['scan-offset']);
  if (!Number.isInteger(scanOffset) || scanOffset < 0 || scanOffset > 9) {
    console.error('bench:accuracy: --scan-offset takes 0 to 9');
    return 2;
  }
  const scanBlock = Number(values['scan-block']);
  if (!Number.isInteger(scanBlock) || scanBlock < 0 || scanBlock > 99) {
    console.error('bench:accuracy: --scan-block takes 0 to 99');
    return 2;
  }
  if (want.procedural) {
    const seeds = parseSeeds(values.seeds) ?? seedsOf(TUNING_SEEDS);
    procedural.push(['tuning', certificateCases(TUNING_SEEDS, seeds), true]);
    if (want.scans)
      procedural.push([
        scanBlock > 0 ? 'fresh scans' : 'tuning scans',
        scannedCases(
          TUNING_SEEDS,
          scanBlock > 0
            ? scannedSeedsOf(TUNING_SEEDS).map((s) => 1000 * scanBlock + s + scanOffset)
            : scannedSeedsOf(TUNING_SEEDS)
                .map((s) => s + scanOffset)
                .filter((s) => seeds.includes(s)),
        ),
        true,
      ]);
  }
  if (want.blind) {
    procedural.push(['blind', certificateCases(BLIND_SEEDS), false]);
    if (want.scans) procedural.push(['blind scans', scannedCases(BLIND_SEEDS), false]);
  }
  const proceduralRows: Row[][] = [];
  for (const [name, cases, debuggable] of procedural) {
    const rows: Row[] = [];
    for (const item of cases) {
      const doc = await item.render();
      const { outcome, ms } = await run(doc.bytes, PROCEDURAL_TODAY, doc.file);
      if (!doc.truth.expected.ok) continue;
      const score = scoreRegister(outcome, doc.truth.expected.items as RegisterValues[]);
      rows.push({ id: item.id, corpus: name, score, ms });
    }
    proceduralRows.push(rows);
    if (values.verbose && debuggable) printMismatches(rows);
  }
  if (proceduralRows.length > 0) {
    printTable(
      '(c) Procedural layouts: tuning seeds vs blind seeds (13 register fields; blind = never debugged)',
      ['set', 'documents', 'fields right', 'rejected', 'median ms'],
      proceduralRows.map((rows, i) => [
        `${procedural[i]![0]} (${rangeText(procedural[i]![0])})`,
        String(rows.length),
        pctOf(rows),
        String(rows.filter((r) => !r.score.outcomeOk).length),
        median(rows).toFixed(0),
      ]),
    );
    printFieldTable(
      'Procedural per field',
      proceduralRows.map((rows, i) => [procedural[i]![0], rows] as [string, Row[]]),
    );
    wrongButHigh.push(
      ...proceduralRows.map((rows, i) => [procedural[i]![0], rows] as [string, Row[]]),
    );
    json.procedural = Object.fromEntries(
      proceduralRows.map((rows, i) => [
        procedural[i]![0],
        { ...summary(rows), perField: perFieldJson(rows) },
      ]),
    );
  }

  // (d) the old generated corpus (its own 18-check scoring, as before), and its negatives.
  if (want.generated || want.negatives) {
    const { documents: all, today } = await loadDocuments((message) => console.log(message));
    const generated = all.filter((doc) => doc.subset === 'generated');
    const scans =
      want.generated && want.scans ? await loadScannedDocuments((m) => console.log(m)) : [];
    const scored: ScoredDocument[] = [];
    const registerRows: Row[] = [];
    for (const doc of [...generated, ...scans]) {
      const negative = !doc.truth.expected.ok;
      if (negative ? !want.negatives : !want.generated) continue;
      const { outcome, ms } = await run(readBytes(doc.path), today, doc.truth.file);
      if (negative) {
        negativeRows.push({
          corpus: 'generated',
          id: doc.id,
          ok: rejectedAs(outcome, 'NOT_CALIBRATION_CERT'),
          got: describe(outcome),
        });
        continue;
      }
      scored.push({
        id: doc.id,
        subset: doc.subset,
        layout: doc.truth.layout,
        score: scoreDocument(doc.truth, outcome),
        ms,
      });
      if (doc.truth.expected.ok)
        registerRows.push({
          id: doc.id,
          corpus: doc.subset,
          score: scoreRegister(outcome, doc.truth.expected.items as RegisterValues[]),
          ms,
        });
    }
    if (scored.length > 0) printGenerated(scored);
    const genText = registerRows.filter((r) => r.corpus === 'generated');
    const genScans = registerRows.filter((r) => r.corpus === 'generated-scanned');
    if (genText.length) wrongButHigh.push(['old generated', genText]);
    if (genScans.length) wrongButHigh.push(['old generated scans', genScans]);
    json.generated = {
      text: {
        ...ratioJson(overall(scored.filter((d) => d.subset === 'generated'))),
        documents: genText.length,
      },
      scanned: {
        ...ratioJson(overall(scored.filter((d) => d.subset === 'generated-scanned'))),
        documents: genScans.length,
      },
    };
  }

  // (f) hard negatives.
  if (want.negatives) {
    for (const item of hardNegativeCases()) {
      const doc = await item.render();
      const { outcome } = await run(doc.bytes, PROCEDURAL_TODAY, doc.file);
      negativeRows.push({
        corpus: 'hard',
        id: item.id,
        ok: rejectedAs(outcome, 'NOT_CALIBRATION_CERT'),
        got: describe(outcome),
      });
    }
  }

  // (e) wrong-but-high.
  if (wrongButHigh.length > 0) {
    printTable(
      '(e) Wrong-but-high: wrong values marked `high` confidence (share of all fields checked); right values marked `high` (share of right non-empty values: what needs no review)',
      ['corpus', 'fields', 'wrong', 'wrong but high', 'share', 'right and high'],
      wrongButHigh.map(([name, rows]) => {
        const t = tally(rows.map((r) => r.score));
        return [
          name,
          String(t.total),
          String(t.total - t.correct),
          String(t.wrongButHigh),
          pct(t.wrongButHigh, t.total),
          `${pct(t.rightAndHigh, t.rightValues)} (${t.rightAndHigh}/${t.rightValues})`,
        ];
      }),
    );
    const all = tally(
      wrongButHigh
        .flatMap(([name, rows]) => (name.includes('held out') ? [] : rows))
        .map((r) => r.score),
    );
    json.wrongButHigh = Object.fromEntries(
      wrongButHigh.map(([name, rows]) => [name, tally(rows.map((r) => r.score))]),
    );
    console.log(`  all corpora: ${pct(all.wrongButHigh, all.total)} of ${all.total} fields`);
  }

  if (negativeRows.length > 0) {
    const byCorpus = (corpus: string) => negativeRows.filter((r) => r.corpus === corpus);
    const kinds = new Map<string, typeof negativeRows>();
    for (const row of byCorpus('hard')) {
      const kind = row.id.replace(/^hardneg-/, '').replace(/-[a-z]{2}-\d+$/, '');
      kinds.set(kind, [...(kinds.get(kind) ?? []), row]);
    }
    printTable(
      '(f) Negatives: rejected with the expected error type',
      ['set', 'rejected right', 'of'],
      [
        ...[...kinds].map(([kind, rows]) => [
          `hard: ${kind}`,
          String(rows.filter((r) => r.ok).length),
          String(rows.length),
        ]),
        ...['generated', 'real']
          .filter((c) => byCorpus(c).length)
          .map((c) => [
            c,
            String(byCorpus(c).filter((r) => r.ok).length),
            String(byCorpus(c).length),
          ]),
      ],
    );
    for (const row of negativeRows.filter((r) => !r.ok))
      console.log(`  MISS ${row.id}: got ${row.got}`);
    json.negatives = {
      right: negativeRows.filter((r) => r.ok).length,
      total: negativeRows.length,
      missed: negativeRows.filter((r) => !r.ok).map((r) => r.id),
    };
  }

  if (values.json) writeFileSync(values.json, `${JSON.stringify(json, null, 2)}\n`);
  return 0;
}

function rejectedAs(outcome: ExtractionOutcome, errorType: string): boolean {
  return !outcome.ok && outcome.errorType.toUpperCase() === errorType.toUpperCase();
}

function describe(outcome: ExtractionOutcome): string {
  return outcome.ok ? 'ok (extracted)' : outcome.errorType;
}

function pctOf(rows: readonly Row[]): string {
  const t = tally(rows.map((r) => r.score));
  return `${pct(t.correct, t.total)} (${t.correct}/${t.total})`;
}

function summary(rows: readonly Row[]) {
  const t = tally(rows.map((r) => r.score));
  return {
    documents: rows.length,
    correct: t.correct,
    total: t.total,
    accuracy: t.total ? Number(((100 * t.correct) / t.total).toFixed(1)) : null,
    wrongButHigh: t.wrongButHigh,
    rejected: rows.filter((r) => !r.score.outcomeOk).length,
  };
}

function summaryRow(name: string, rows: readonly Row[]): string[] {
  const part = (kind: string) => pctOf(rows.filter((r) => r.corpus === `real ${kind}`));
  return [name, String(rows.length), pctOf(rows), part('text'), part('scanned')];
}

function perFieldJson(rows: readonly Row[]) {
  const byField = tallyByField(rows.map((r) => r.score));
  return Object.fromEntries(
    REGISTER_FIELDS.map((f) => [
      f,
      {
        correct: byField[f].correct,
        total: byField[f].total,
        wrongButHigh: byField[f].wrongButHigh,
      },
    ]),
  );
}

function ratioJson({ correct, total }: { correct: number; total: number }) {
  return { correct, total, accuracy: total ? Number(((100 * correct) / total).toFixed(1)) : null };
}

function printFieldTable(title: string, columns: readonly (readonly [string, readonly Row[]])[]) {
  const tables = columns.map(([, rows]) => tallyByField(rows.map((r) => r.score)));
  printTable(
    title,
    ['field', ...columns.map(([name]) => name)],
    [
      ...REGISTER_FIELDS.map((field) => [
        field,
        ...tables.map((t) => pct(t[field].correct, t[field].total)),
      ]),
      ['all fields', ...columns.map(([, rows]) => pctOf(rows))],
    ],
  );
}

function printMismatches(rows: readonly Row[]) {
  for (const row of rows) {
    const wrong = row.score.checks.filter((c) => !c.correct);
    if (wrong.length === 0) continue;
    const status = row.score.outcomeOk ? '' : ` REJECTED(${row.score.errorType})`;
    console.log(`  ${row.id}${status}`);
    if (row.score.outcomeOk)
      for (const c of wrong)
        console.log(
          `      ${c.item > 0 ? `[${c.item}] ` : ''}${c.field}: got ${JSON.stringify(c.got)} want ${JSON.stringify(c.want)}${c.wrongButHigh ? '  (high)' : ''}`,
        );
  }
}

function printGenerated(scored: readonly ScoredDocument[]) {
  const text = scored.filter((d) => d.subset === 'generated');
  const scans = scored.filter((d) => d.subset === 'generated-scanned');
  const tables = [fieldAccuracy(text), fieldAccuracy(scans)];
  printTable(
    '(d) Old generated corpus (35 hand-written layouts; 18 checks per instrument)',
    ['field', 'text', 'scanned'],
    (Object.keys(tables[0]!) as (keyof (typeof tables)[0])[]).map((key) => [
      key,
      ...tables.map((t) => percent(t[key])),
    ]),
  );
  if (values.verbose)
    for (const doc of scored)
      for (const mismatch of doc.score.mismatches)
        console.log(`      ${describeMismatch(doc.id, mismatch)}`);
  console.log(
    `  text: ${percent(overall(text))} over ${text.length} documents; scanned: ${percent(overall(scans))} over ${scans.length}`,
  );
  const total = overall(text);
  if (text.length > 0)
    console.log(
      `accuracy: ${((100 * total.correct) / Math.max(1, total.total)).toFixed(1)}% fields correct over ${text.length} documents`,
    );
}

function median(rows: readonly Row[]): number {
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  return ms.length ? ms[Math.floor(ms.length / 2)]! : 0;
}

function parseSeeds(text: string | undefined): number[] | null {
  if (!text) return null;
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (!match) throw new Error('--seeds takes a range like 1-40');
  const [first, last] = [Number(match[1]), Number(match[2])];
  if (first < TUNING_SEEDS.first || last > TUNING_SEEDS.last)
    throw new Error(
      `--seeds must lie in the tuning range ${TUNING_SEEDS.first}-${TUNING_SEEDS.last}`,
    );
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function rangeText(name: string): string {
  if (name === 'fresh scans') {
    const first = 1000 * Number(values['scan-block']) + 1 + Number(values['scan-offset']);
    return `${first}–${first + 290}, every 10th`;
  }
  const range = name.startsWith('blind') ? BLIND_SEEDS : TUNING_SEEDS;
  return `${range.first}–${range.last}${name.endsWith('scans') ? ', every 10th' : ''}`;
}

// OCR workers and the parser keep handles open: leave once the report is out.
process.exit(await main());
