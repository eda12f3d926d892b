/**
 * CI accuracy guard over the real certificates (../shared/corpus/real with truth, plus the older
 * tests/fixtures/real set), a fixed slice of blind procedural seeds and every hard negative.
 * The engine runs in-process; scoring is ../shared/corpus/real/score.mjs's (bench/lib/
 * register-score.ts). The thresholds are the figures measured when this guard was written,
 * less a margin: raise them as the engine improves (`npm run bench:accuracy` prints the same
 * figures for everything, `npm run bench:real` for the real corpus only).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractionOutcome } from '../../src/shared/extraction.js';
import { loadEngine, type ExtractCertificate } from '../../bench/lib/engine.js';
import { readBytes } from '../../bench/lib/documents.js';
import { loadRealDocuments, REAL_TODAY, sharedCorpusPresent } from '../../bench/lib/real-corpus.js';
import {
  pct,
  scoreRegister,
  tally,
  type RegisterScore,
  type RegisterValues,
} from '../../bench/lib/register-score.js';
import { certificateCases, hardNegativeCases } from '../fixtures/generator/procedural/corpus.js';
import { PROCEDURAL_TODAY } from '../fixtures/generator/procedural/document.js';
import { BLIND_SEEDS, CI_BLIND_SEEDS } from '../fixtures/generator/procedural/seeds.js';

/** Real corpus (37 certificates), fields right: measured 93.6%, less one point. */
const REAL_FIELD_FLOOR = 92.6;
/** Real certificates rejected (EXTRACTION_FAILED or other): measured 0 when written; keep it 0. */
const REAL_REJECTED_CEILING = 0;
/** Real corpus, wrong values marked `high`: measured 0.0% of fields when written; the target is ≤ 1 %. */
const REAL_WRONG_BUT_HIGH_CEILING = 1;
/**
 * The CI slice of blind procedural seeds (10 documents), fields right: measured 92.9%, less
 * three points (ten documents: one field is 0.8 points).
 */
const BLIND_FIELD_FLOOR = 90;
/** Hard negatives not rejected: 0 of 28 (procedures and conformity documents are told by title). */
const HARD_NEGATIVES_MISSED_CEILING = 0;

/**
 * Scanned pages read per document: the first only. OCR costs ~4 s a page and the scanned real
 * files hold ~21 pages; one page each keeps the guard near a minute on an idle machine. The
 * instrument block of every scanned real file is on page 1, but a signature on a later page
 * (the NRCS list) is not read here: the floors below are measured with this setting, and
 * bench:accuracy (all pages) can report a slightly different scanned figure.
 */
const OCR_MAX_PAGES = 1;
/** Generous: on a loaded 2-core machine OCR takes three times as long. */
const HOOK_TIMEOUT_MS = 600_000;

let extract: ExtractCertificate;
const run = (bytes: Uint8Array, today: string, filename: string): Promise<ExtractionOutcome> =>
  extract(bytes, { today, filename, ocrMaxPages: OCR_MAX_PAGES });

function summary(scores: readonly RegisterScore[]) {
  const t = tally(scores);
  return {
    ...t,
    accuracy: t.correct / Math.max(1, t.total),
    wbh: t.wrongButHigh / Math.max(1, t.total),
  };
}

function misses(scores: readonly { id: string; score: RegisterScore }[]): string {
  return scores
    .flatMap(({ id, score }) =>
      score.checks
        .filter((c) => !c.correct)
        .map(
          (c) => `${id} ${c.field}: got ${JSON.stringify(c.got)} want ${JSON.stringify(c.want)}`,
        ),
    )
    .slice(0, 25)
    .join('\n');
}

beforeAll(async () => {
  extract = await loadEngine();
});

describe.skipIf(!sharedCorpusPresent())('real corpus accuracy guard', () => {
  const scores: { id: string; score: RegisterScore }[] = [];
  const negatives: { id: string; ok: boolean }[] = [];

  beforeAll(async () => {
    extract ??= await loadEngine();
    for (const doc of loadRealDocuments()) {
      const outcome = await run(readBytes(doc.path), REAL_TODAY, `${doc.id}.pdf`);
      if (doc.expect === 'ok')
        scores.push({ id: doc.id, score: scoreRegister(outcome, [doc.fields], doc.accept) });
      else negatives.push({ id: doc.id, ok: !outcome.ok && outcome.errorType === doc.expect });
    }
    const s = summary(scores.map((x) => x.score));
    console.log(
      `real corpus: ${pct(s.correct, s.total)} of fields over ${scores.length} certificates; ` +
        `rejected ${scores.filter((x) => !x.score.outcomeOk).length}; wrong-but-high ${pct(s.wrongButHigh, s.total)}`,
    );
  }, HOOK_TIMEOUT_MS);

  it(`gets at least ${REAL_FIELD_FLOOR}% of the real certificates' register fields right`, () => {
    expect(scores.length).toBeGreaterThanOrEqual(30);
    const s = summary(scores.map((x) => x.score));
    expect(100 * s.accuracy, `first misses:\n${misses(scores)}`).toBeGreaterThanOrEqual(
      REAL_FIELD_FLOOR,
    );
  });

  it(`rejects at most ${REAL_REJECTED_CEILING} real certificates`, () => {
    const rejected = scores
      .filter((x) => !x.score.outcomeOk)
      .map((x) => `${x.id} (${x.score.errorType})`);
    expect(rejected.length, rejected.join('\n')).toBeLessThanOrEqual(REAL_REJECTED_CEILING);
  });

  it(`marks at most ${REAL_WRONG_BUT_HIGH_CEILING}% of the fields high confidence while wrong`, () => {
    const s = summary(scores.map((x) => x.score));
    const high = scores.flatMap(({ id, score }) =>
      score.checks
        .filter((c) => c.wrongButHigh)
        .map((c) => `${id} ${c.field}: ${JSON.stringify(c.got)}`),
    );
    expect(100 * s.wbh, high.join('\n')).toBeLessThanOrEqual(REAL_WRONG_BUT_HIGH_CEILING);
  });

  it('refuses the real non-certificates with their expected error type', () => {
    expect(negatives.filter((n) => !n.ok).map((n) => n.id)).toEqual([]);
  });
});

describe.skipIf(sharedCorpusPresent())('real corpus accuracy guard', () => {
  it.skip('skipped: ../shared/corpus/real is absent, so the real-corpus guard has nothing to measure', () => {});
});

describe('blind procedural seeds and hard negatives', () => {
  const blind: { id: string; score: RegisterScore }[] = [];
  const hard: { id: string; got: string }[] = [];

  beforeAll(async () => {
    extract ??= await loadEngine();
    for (const item of certificateCases(BLIND_SEEDS, [...CI_BLIND_SEEDS])) {
      const doc = await item.render();
      const outcome = await run(doc.bytes, PROCEDURAL_TODAY, doc.file);
      if (doc.truth.expected.ok)
        blind.push({
          id: item.id,
          score: scoreRegister(outcome, doc.truth.expected.items as RegisterValues[]),
        });
    }
    for (const item of hardNegativeCases()) {
      const doc = await item.render();
      const outcome = await run(doc.bytes, PROCEDURAL_TODAY, doc.file);
      hard.push({ id: item.id, got: outcome.ok ? 'ok' : outcome.errorType });
    }
    const s = summary(blind.map((x) => x.score));
    console.log(
      `blind slice: ${pct(s.correct, s.total)} of fields over ${blind.length} documents; ` +
        `hard negatives rejected: ${hard.filter((h) => h.got === 'NOT_CALIBRATION_CERT').length}/${hard.length}`,
    );
  }, HOOK_TIMEOUT_MS);

  // Totals only: the blind seeds are measured, never debugged (seeds.ts).
  it(`gets at least ${BLIND_FIELD_FLOOR}% of the blind slice's register fields right`, () => {
    expect(blind.length).toBe(CI_BLIND_SEEDS.length);
    const s = summary(blind.map((x) => x.score));
    expect(100 * s.accuracy).toBeGreaterThanOrEqual(BLIND_FIELD_FLOOR);
  });

  it('rejects the hard negatives as NOT_CALIBRATION_CERT', () => {
    expect(hard.length).toBeGreaterThanOrEqual(24);
    const missed = hard
      .filter((h) => h.got !== 'NOT_CALIBRATION_CERT')
      .map((h) => `${h.id}: ${h.got}`);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(HARD_NEGATIVES_MISSED_CEILING);
  });
});
