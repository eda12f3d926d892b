/**
 * The oracle harness end to end (issue 24): a generated certificate listing three instruments
 * goes through the real parser pool (child process, real HTTP AI client) to FakeOpenAi, which
 * answers with the document's ground truth. With AI_MODE=primary the register must then hold
 * every instrument as the truth states it; a careless model that drops values and invents a
 * serial number and a whole instrument must get neither invention into the register.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParserPool, type ParserPool } from '../../../src/server/parser-pool.js';
import type { ExtractionOutcome, InstrumentFields } from '../../../src/shared/extraction.js';
import { renderProcedural } from '../../fixtures/generator/procedural/document.js';
import type { GeneratedDocument } from '../../fixtures/generator/generate.js';
import { FakeOpenAi } from '../../helpers/fake-openai.js';
import {
  INVENTED_SERIAL,
  noisyAnswers,
  oracleAnswers,
  seeded,
} from '../../helpers/oracle-model.js';

/** A tuning seed whose certificate lists three instruments. */
const SEED = 9;
const REGISTER_KEYS = [
  'equipmentId',
  'equipmentName',
  'manufacturer',
  'model',
  'serialNumber',
  'calibrationDate',
  'certificateNumber',
] as const;

function registerOf(outcome: ExtractionOutcome): Partial<InstrumentFields>[] {
  if (!outcome.ok) throw new Error(`${outcome.errorType}: ${outcome.message}`);
  return outcome.extraction.items.map((item) =>
    Object.fromEntries(REGISTER_KEYS.map((key) => [key, item[key]])),
  );
}

describe('AI oracle through the parser pool', () => {
  const model = new FakeOpenAi();
  let pool: ParserPool;
  let doc: GeneratedDocument;
  let truth: Record<string, unknown>[];
  const options = { today: '2026-11-26', filename: 'multi.pdf' };

  beforeAll(async () => {
    await model.start();
    doc = await renderProcedural(SEED);
    if (!doc.truth.expected.ok) throw new Error('seed 9 must be a certificate');
    truth = doc.truth.expected.items as unknown as Record<string, unknown>[];
    pool = createParserPool({
      workers: 1,
      timeoutMs: 60_000,
      maxRssMb: 1_000,
      ai: { baseUrl: model.baseUrl, model: 'oracle', timeoutMs: 10_000, mode: 'primary' },
    });
  }, 90_000);

  afterAll(async () => {
    await pool?.close();
    await model.stop();
  });

  it('puts every instrument in the register as the truth states it when the model is right', async () => {
    expect(truth.length).toBe(3);
    model.behaviour = { kind: 'answer', content: oracleAnswers(truth) };
    const outcome = await pool.extract(doc.bytes, options);
    const expected = truth.map((item) =>
      Object.fromEntries(REGISTER_KEYS.map((key) => [key, item[key] ?? null])),
    );
    expect(registerOf(outcome)).toEqual(expected);
    // What was sent: the certificate's text and the schema for a list of instruments.
    const sent = model.requests.at(-1)!.body;
    expect(sent.messages![1]!.content).toContain(String(truth[0]!.serialNumber));
    expect(JSON.stringify(sent.response_format)).toContain('"instruments"');
  }, 60_000);

  it('lets no invented serial number or instrument into the register', async () => {
    model.behaviour = { kind: 'answer', content: noisyAnswers(truth, seeded(24)) };
    const outcome = await pool.extract(doc.bytes, options);
    const register = registerOf(outcome);
    expect(register.length).toBe(truth.length);
    for (const item of register) expect(String(item.serialNumber)).not.toContain(INVENTED_SERIAL);
  }, 60_000);
});
