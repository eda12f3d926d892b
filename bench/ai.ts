/**
 * npm run bench:ai -- [--noisy] [--primary] [--blind] [--scans] [--pool] — the ceiling of
 * AI-assisted extraction (issue 24). An "oracle" model answers every certificate with its exact
 * ground truth (every instrument, tests/helpers/oracle-model.ts); whatever the register still
 * gets wrong is lost by the engine's merge, not by the model. A "noisy oracle" drops a fifth of
 * the values, perturbs a tenth, invents a serial number and a whole instrument: the merge must
 * never let an invention into the register, and must not fall below the rules alone.
 *
 * Corpora: the real certificates with truth (../shared/corpus/real plus tests/fixtures/real,
 * scored as score.mjs scores them; text only unless --scans) and, with --blind, the blind
 * procedural seeds (generated layouts nobody debugged). By default the engine runs in process
 * with the model behind its AiService; --pool runs every certificate through the real parser
 * pool (child processes, the real HTTP AI client) against FakeOpenAi serving the oracle.
 * Also prints what each certificate costs: tokens sent (gpt-tokenizer, o200k) against the whole
 * text, and the time a conversion takes with the model's step against the rules alone.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { countTokens } from 'gpt-tokenizer';
import { createOcrRuntime, type OcrRuntime } from '../src/runtime/ocr/ocr-runtime.js';
import { createParserPool, type ParserPool } from '../src/server/parser-pool.js';
import { extractCertificate } from '../src/extraction/index.js';
import type { AiRequest, AiService } from '../src/extraction/ai/ai-service.js';
import type { ExtractionOutcome } from '../src/shared/extraction.js';
import { certificateCases } from '../tests/fixtures/generator/procedural/corpus.js';
import { PROCEDURAL_TODAY } from '../tests/fixtures/generator/procedural/document.js';
import { BLIND_SEEDS } from '../tests/fixtures/generator/procedural/seeds.js';
import { FakeOpenAi } from '../tests/helpers/fake-openai.js';
import {
  INVENTED_SERIAL,
  noisyAnswers,
  oracleAnswers,
  seeded,
} from '../tests/helpers/oracle-model.js';
import { readBytes } from './lib/documents.js';
import { printTable } from './lib/print-table.js';
import { loadRealDocuments, REAL_TODAY, type RealDocument } from '../tests/helpers/real-corpus.js';
import {
  pct,
  REGISTER_FIELDS,
  scoreRegister,
  tally,
  tallyByField,
  type AcceptMap,
  type RegisterScore,
  type RegisterValues,
} from '../tests/helpers/register-score.js';

const { values } = parseArgs({
  options: {
    oracle: { type: 'boolean', default: true },
    noisy: { type: 'boolean', default: false },
    scans: { type: 'boolean', default: false },
    /** Also run both oracles with AI_MODE=primary (the model leads, the rules verify). */
    primary: { type: 'boolean', default: false },
    /** Also the blind procedural seeds (generated layouts never debugged). */
    blind: { type: 'boolean', default: false },
    /** Through the real parser pool and HTTP client, against FakeOpenAi. */
    pool: { type: 'boolean', default: false },
    /** How many oracle misses to list. */
    misses: { type: 'string', default: '40' },
  },
});

type Mode = 'rules' | 'oracle' | 'noisy' | 'oracle primary' | 'noisy primary';

/** One certificate of a corpus: its bytes and what the register should hold. */
interface Case {
  id: string;
  today: string;
  bytes: () => Promise<Uint8Array>;
  items: RegisterValues[];
  accept?: AcceptMap;
}

interface Run {
  item: Case;
  score: RegisterScore;
  outcome: ExtractionOutcome;
  ms: number;
  /** Tokens of the request sent to the model (none for the rules alone). */
  tokensSent: number | null;
  /** Tokens of the whole text the engine read: what an untrimmed request would carry. */
  tokensWhole: number;
}

function tokensOf(request: AiRequest | undefined): number | null {
  return request ? countTokens(request.messages.map((m) => m.content).join('\n')) : null;
}

/** Runs one certificate with a scripted model answer; returns the outcome and the request. */
type Runner = (
  item: Case,
  answer: unknown,
  aiMode: 'assist' | 'primary' | null,
) => Promise<{ outcome: ExtractionOutcome; request?: AiRequest }>;

// The OCR runtime the parser worker gives the engine, started on the first scan and kept warm.
let ocr: OcrRuntime | null = null;

const inProcess: Runner = async (item, answer, aiMode) => {
  let request: AiRequest | undefined;
  const ai: AiService | null =
    aiMode === null
      ? null
      : {
          complete: async (sent) => {
            request = sent;
            return JSON.stringify(answer);
          },
        };
  const outcome = await extractCertificate(
    await item.bytes(),
    { today: item.today, filename: `${item.id}.pdf` },
    { ai, aiMode: aiMode ?? 'assist', ocr: (ocr ??= createOcrRuntime()) },
  );
  return { outcome, ...(request ? { request } : {}) };
};

/** The real parser pool (child processes, real HTTP AI client) against FakeOpenAi. */
async function poolRunner(): Promise<{ run: Runner; close: () => Promise<void> }> {
  const model = new FakeOpenAi();
  await model.start();
  const pools = new Map<string, ParserPool>();
  const poolFor = (aiMode: 'assist' | 'primary' | null): ParserPool => {
    const key = aiMode ?? 'rules';
    let pool = pools.get(key);
    if (!pool) {
      pool = createParserPool({
        workers: 1,
        timeoutMs: 60_000,
        maxRssMb: 1_500,
        ...(aiMode
          ? {
              ai: { baseUrl: model.baseUrl, model: 'oracle', timeoutMs: 10_000, mode: aiMode },
            }
          : {}),
      });
      pools.set(key, pool);
    }
    return pool;
  };
  return {
    run: async (item, answer, aiMode) => {
      model.behaviour = { kind: 'answer', content: answer as Record<string, unknown> };
      const before = model.requests.length;
      const { ms: _ms, ...outcome } = await poolFor(aiMode).extract(await item.bytes(), {
        today: item.today,
        filename: `${item.id}.pdf`,
      });
      const sent = model.requests[before]?.body.messages;
      return {
        outcome: outcome as ExtractionOutcome,
        ...(sent
          ? { request: { messages: sent, schema: { name: '', schema: {} } } as AiRequest }
          : {}),
      };
    },
    close: async () => {
      for (const pool of pools.values()) await pool.close();
      await model.stop();
    },
  };
}

function modeOf(mode: Mode): 'assist' | 'primary' | null {
  return mode === 'rules' ? null : mode.endsWith('primary') ? 'primary' : 'assist';
}

async function runMode(run: Runner, mode: Mode, cases: Case[]): Promise<Run[]> {
  const random = seeded(24);
  const runs: Run[] = [];
  // Warm-up, untimed: the first conversion of a mode pays for compiling and starting children.
  if (cases[0]) await run(cases[0], oracleAnswers(cases[0].items), modeOf(mode));
  for (const item of cases) {
    const answer = mode.startsWith('oracle')
      ? oracleAnswers(item.items)
      : noisyAnswers(item.items, random);
    const aiMode = modeOf(mode);
    const started = performance.now();
    const { outcome, request } = await run(item, answer, aiMode);
    const ms = performance.now() - started;
    const text = outcome.ok ? outcome.extraction.text : outcome.text;
    runs.push({
      item,
      outcome,
      ms,
      tokensSent: tokensOf(request),
      tokensWhole: countTokens(text),
      score: scoreRegister(outcome, item.items, item.accept),
    });
  }
  return runs;
}

function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function realCases(documents: RealDocument[]): Case[] {
  return documents.map((doc) => ({
    id: doc.id,
    today: REAL_TODAY,
    bytes: async () => readBytes(doc.path),
    items: [doc.fields],
    accept: doc.accept,
  }));
}

async function blindCases(): Promise<Case[]> {
  const cases: Case[] = [];
  for (const item of certificateCases(BLIND_SEEDS)) {
    const doc = await item.render();
    if (!doc.truth.expected.ok) continue;
    cases.push({
      id: item.id,
      today: PROCEDURAL_TODAY,
      bytes: async () => doc.bytes,
      items: doc.truth.expected.items as RegisterValues[],
    });
  }
  return cases;
}

const corpora: Array<[string, Case[]]> = [
  [
    `real corpus (${values.scans ? 'text and scanned' : 'text'})`,
    realCases(
      loadRealDocuments().filter(
        (doc) => doc.expect === 'ok' && (values.scans || doc.kind === 'text'),
      ),
    ),
  ],
];
if (values.blind) corpora.push(['blind procedural seeds', await blindCases()]);
const modes: Mode[] = [
  'rules',
  ...(values.oracle ? (['oracle'] as const) : []),
  ...(values.noisy ? (['noisy'] as const) : []),
  ...(values.primary && values.oracle ? (['oracle primary'] as const) : []),
  ...(values.primary && values.noisy ? (['noisy primary'] as const) : []),
];

const runner = values.pool
  ? await poolRunner()
  : { run: inProcess, close: async () => ocr?.close() };
for (const [name, cases] of corpora) {
  const results = new Map<Mode, Run[]>();
  for (const mode of modes) results.set(mode, await runMode(runner.run, mode, cases));

  printTable(
    `AI ceiling: ${name}, ${cases.length} certificates (${values.pool ? 'through the parser pool and HTTP' : 'engine in process'})`,
    ['mode', 'fields right', 'wrong but high', 'invented value in register'],
    modes.map((mode) => {
      const runs = results.get(mode)!;
      const total = tally(runs.map((run) => run.score));
      const invented = runs.filter(
        (run) =>
          run.outcome.ok &&
          run.outcome.extraction.items.some((item) =>
            String(item.serialNumber ?? '').startsWith(INVENTED_SERIAL),
          ),
      ).length;
      return [
        mode,
        pct(total.correct, total.total),
        pct(total.wrongButHigh, total.total),
        mode.startsWith('noisy') ? String(invented) : '–',
      ];
    }),
  );

  const byMode = new Map(
    modes.map((mode) => [mode, tallyByField(results.get(mode)!.map((run) => run.score))]),
  );
  printTable(
    'Per field',
    ['field', ...modes],
    REGISTER_FIELDS.map((field) => [
      field,
      ...modes.map((mode) => {
        const row = byMode.get(mode)![field];
        return pct(row.correct, row.total);
      }),
    ]),
  );

  const baseline = quantile(
    results.get('rules')!.map((run) => run.ms),
    0.5,
  );
  printTable(
    'Cost per certificate (tokens: gpt-tokenizer o200k; time: wall clock per conversion)',
    ['mode', 'tokens sent p50', 'p95', 'max', 'whole text p50', 'ms p50', 'p95', 'added p50'],
    modes.map((mode) => {
      const runs = results.get(mode)!;
      const sent = runs.flatMap((run) => (run.tokensSent === null ? [] : [run.tokensSent]));
      const p50 = quantile(
        runs.map((run) => run.ms),
        0.5,
      );
      return [
        mode,
        sent.length ? String(quantile(sent, 0.5)) : '–',
        sent.length ? String(quantile(sent, 0.95)) : '–',
        sent.length ? String(Math.max(...sent)) : '–',
        String(
          quantile(
            runs.map((run) => run.tokensWhole),
            0.5,
          ),
        ),
        p50.toFixed(0),
        quantile(
          runs.map((run) => run.ms),
          0.95,
        ).toFixed(0),
        mode === 'rules' ? '–' : `+${(p50 - baseline).toFixed(0)}`,
      ];
    }),
  );

  // Where even a perfect model does not reach the register: what the merge kept instead.
  const oracleRuns = results.get(values.primary ? 'oracle primary' : 'oracle');
  if (oracleRuns) {
    const misses = oracleRuns.flatMap((run) =>
      run.score.checks
        .filter((check) => !check.correct && check.field !== 'dueDateCalculated')
        .map((check) => [
          run.item.id.slice(0, 40),
          String(check.item),
          check.field,
          String(check.got ?? '∅').slice(0, 40),
          String(check.want ?? '∅').slice(0, 40),
        ]),
    );
    printTable(
      `Oracle misses (register value vs truth; first ${values.misses})`,
      ['certificate', 'item', 'field', 'register', 'truth'],
      misses.slice(0, Number(values.misses)),
    );
  }
}
await runner.close();
