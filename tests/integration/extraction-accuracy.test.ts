/**
 * CI guard for extraction accuracy on the generated corpora, rendered in memory and run through
 * the engine with their generator's truth: a fixed sample of the hand-written layouts (the first
 * document of every layout, extra documents until every date format is in, and every negative),
 * a fixed slice of the blind procedural seeds, and every hard negative. The real certificates
 * are real-corpus-accuracy.test.ts's. `npm run bench:accuracy` measures everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreDocument, type DocumentScore } from '../helpers/document-score.js';
import { closeEngine, extractInProcess } from '../helpers/engine.js';
import {
  pct,
  scoreRegister,
  tally,
  type RegisterScore,
  type RegisterValues,
} from '../helpers/register-score.js';
import { certificateCases, hardNegativeCases } from '../fixtures/generator/procedural/corpus.js';
import { PROCEDURAL_TODAY } from '../fixtures/generator/procedural/document.js';
import { BLIND_SEEDS, CI_BLIND_SEEDS } from '../fixtures/generator/procedural/seeds.js';
import {
  CORPUS_TODAY,
  planCorpus,
  renderPlanned,
  type PlannedDocument,
} from '../fixtures/generator/corpus.js';
import { DATE_FORMATS } from '../fixtures/generator/dates.js';

afterAll(closeEngine);

/**
 * Fraction of fields the sample must get right: 99.9% measured on this sample (the whole corpus
 * is in tests/fixtures/README.md), less a margin of about three fields.
 */
const MIN_FIELD_ACCURACY = 0.995;

function sample(): PlannedDocument[] {
  const plan = planCorpus();
  const chosen = new Map<string, PlannedDocument>();
  for (const planned of plan) {
    if (planned.kind === 'negative') chosen.set(planned.spec.id, planned);
    else if (
      ![...chosen.values()].some(
        (p) => p.kind === 'certificate' && p.spec.layout === planned.spec.layout,
      )
    )
      chosen.set(planned.spec.id, planned);
  }
  for (const format of DATE_FORMATS) {
    const covered = [...chosen.values()].some(
      (p) => p.kind === 'certificate' && p.spec.dateFormat === format,
    );
    const extra = plan.find(
      (p) => p.kind === 'certificate' && p.spec.dateFormat === format && !chosen.has(p.spec.id),
    );
    if (!covered && extra) chosen.set(extra.spec.id, extra);
  }
  return [...chosen.values()];
}

describe('extraction accuracy on a fixed sample of the generated corpus', () => {
  const scores: { id: string; score: DocumentScore }[] = [];

  beforeAll(async () => {
    for (const planned of sample()) {
      const doc = await renderPlanned(planned);
      const outcome = await extractInProcess(doc.bytes, {
        today: CORPUS_TODAY,
        filename: doc.file,
      });
      scores.push({ id: planned.spec.id, score: scoreDocument(doc.truth, outcome) });
    }
  }, 300_000);

  it('rejects every negative document as NOT_CALIBRATION_CERT', () => {
    const negatives = scores.filter((s) => s.score.negative);
    expect(negatives.length).toBeGreaterThanOrEqual(12);
    expect(negatives.filter((s) => !s.score.outcomeOk).map((s) => s.id)).toEqual([]);
  });

  it(`gets at least ${MIN_FIELD_ACCURACY * 100}% of the certificates' fields right`, () => {
    const certificates = scores.filter((s) => !s.score.negative);
    expect(certificates.length).toBeGreaterThanOrEqual(35);
    const correct = certificates.reduce((sum, s) => sum + s.score.correct, 0);
    const total = certificates.reduce((sum, s) => sum + s.score.total, 0);
    const misses = certificates.flatMap((s) =>
      s.score.mismatches.map(
        (m) =>
          `${s.id} ${m.key}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`,
      ),
    );
    expect(
      correct / total,
      `field accuracy ${((100 * correct) / total).toFixed(1)}%; first misses:\n${misses.slice(0, 15).join('\n')}`,
    ).toBeGreaterThanOrEqual(MIN_FIELD_ACCURACY);
  });
});

/**
 * The CI slice of blind procedural seeds (10 documents), fields right: measured 98.1% (session
 * 28; 97.4% in session 27, 92.9% before), less three points (ten documents: one field is 0.8
 * points).
 */
const BLIND_FIELD_FLOOR = 95;
/** Hard negatives not rejected: 0 of 28 (procedures and conformity documents are told by title). */
const HARD_NEGATIVES_MISSED_CEILING = 0;
/** Scanned pages read per document, as when the floor above was measured. */
const OCR_MAX_PAGES = 1;
/** Generous: on a loaded 2-core machine OCR takes three times as long. */
const HOOK_TIMEOUT_MS = 600_000;

describe('blind procedural seeds and hard negatives', () => {
  const blind: RegisterScore[] = [];
  const hard: { id: string; got: string }[] = [];

  beforeAll(async () => {
    for (const item of certificateCases(BLIND_SEEDS, [...CI_BLIND_SEEDS])) {
      const doc = await item.render();
      const outcome = await extractInProcess(doc.bytes, {
        today: PROCEDURAL_TODAY,
        filename: doc.file,
        ocrMaxPages: OCR_MAX_PAGES,
      });
      if (doc.truth.expected.ok)
        blind.push(scoreRegister(outcome, doc.truth.expected.items as RegisterValues[]));
    }
    for (const item of hardNegativeCases()) {
      const doc = await item.render();
      const outcome = await extractInProcess(doc.bytes, {
        today: PROCEDURAL_TODAY,
        filename: doc.file,
        ocrMaxPages: OCR_MAX_PAGES,
      });
      hard.push({ id: item.id, got: outcome.ok ? 'ok' : outcome.errorType });
    }
    const t = tally(blind);
    console.log(
      `blind slice: ${pct(t.correct, t.total)} of fields over ${blind.length} documents; ` +
        `hard negatives rejected: ${hard.filter((h) => h.got === 'NOT_CALIBRATION_CERT').length}/${hard.length}`,
    );
  }, HOOK_TIMEOUT_MS);

  // Totals only: the blind seeds are measured, never debugged (seeds.ts).
  it(`gets at least ${BLIND_FIELD_FLOOR}% of the blind slice's register fields right`, () => {
    expect(blind.length).toBe(CI_BLIND_SEEDS.length);
    const t = tally(blind);
    expect((100 * t.correct) / Math.max(1, t.total)).toBeGreaterThanOrEqual(BLIND_FIELD_FLOOR);
  });

  it('rejects the hard negatives as NOT_CALIBRATION_CERT', () => {
    expect(hard.length).toBeGreaterThanOrEqual(24);
    const missed = hard
      .filter((h) => h.got !== 'NOT_CALIBRATION_CERT')
      .map((h) => `${h.id}: ${h.got}`);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(HARD_NEGATIVES_MISSED_CEILING);
  });
});
