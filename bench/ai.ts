/**
 * npm run bench:ai -- --oracle [--noisy] [--scans] — the ceiling of AI-assisted extraction
 * (issue 24). An "oracle" model answers every certificate with its exact ground truth; whatever
 * the register still gets wrong is lost by the engine's merge, not by the model. A "noisy oracle"
 * drops a fifth of the values, perturbs a tenth and invents a serial number that is not in the
 * document: the merge must never let the invention into the register, and must not fall below
 * the rules alone. Real corpus (../shared/corpus/real with truth, plus tests/fixtures/real),
 * scored as score.mjs scores it; text certificates unless --scans. The engine runs in process
 * (the same code the parser children run), with the model behind its AiService interface.
 */
import { parseArgs } from 'node:util';
import { extractCertificate } from '../src/extraction/index.js';
import type { AiService } from '../src/extraction/ai/ai-service.js';
import { AI_FIELDS, type AiField } from '../src/extraction/ai/ai-request.js';
import type { ExtractionOutcome } from '../src/shared/extraction.js';
import { certificateCases } from '../tests/fixtures/generator/procedural/corpus.js';
import { PROCEDURAL_TODAY } from '../tests/fixtures/generator/procedural/document.js';
import { BLIND_SEEDS } from '../tests/fixtures/generator/procedural/seeds.js';
import { readBytes } from './lib/documents.js';
import { printTable } from './lib/print-table.js';
import { loadRealDocuments, REAL_TODAY, type RealDocument } from './lib/real-corpus.js';
import {
  pct,
  REGISTER_FIELDS,
  scoreRegister,
  tally,
  tallyByField,
  type AcceptMap,
  type RegisterScore,
  type RegisterValues,
} from './lib/register-score.js';

const { values } = parseArgs({
  options: {
    oracle: { type: 'boolean', default: true },
    noisy: { type: 'boolean', default: false },
    scans: { type: 'boolean', default: false },
    /** Also run both oracles with AI_MODE=primary (the model leads, the rules verify). */
    primary: { type: 'boolean', default: false },
    /** Also the blind procedural seeds (generated layouts never debugged). */
    blind: { type: 'boolean', default: false },
  },
});

/** The serial number the noisy oracle invents: in no document. */
const INVENTED_SERIAL = 'ZX-4471-INVENTED';

/** A small deterministic generator, so a noisy run is the same run every time. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What a perfect model answers: the truth, in the engine's request fields. */
function oracleAnswer(truth: RegisterValues): Partial<Record<AiField, unknown>> {
  const answer: Partial<Record<AiField, unknown>> = {};
  for (const field of Object.keys(AI_FIELDS) as AiField[]) {
    if (!(field in truth)) continue;
    const value = truth[field as keyof RegisterValues];
    if (value === null || value === undefined) continue;
    // A due date the truth calculates from an interval is not printed: a model would not see it.
    if (field === 'dueDate' && truth.dueDateCalculated) continue;
    answer[field] = value;
  }
  return answer;
}

function noisyAnswer(truth: RegisterValues, random: () => number) {
  const answer = oracleAnswer(truth);
  for (const field of Object.keys(answer) as AiField[]) {
    const roll = random();
    if (roll < 0.2) delete answer[field];
    else if (roll < 0.3 && typeof answer[field] === 'string') {
      const text = answer[field] as string;
      answer[field] = text.length > 3 ? `${text.slice(0, -2)}X${text.slice(-1)}` : `${text}X`;
    }
  }
  answer.serialNumber = INVENTED_SERIAL;
  return answer;
}

function service(answer: Partial<Record<AiField, unknown>>): AiService {
  return { complete: async () => JSON.stringify(answer) };
}

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
}

async function runMode(mode: Mode, cases: Case[]): Promise<Run[]> {
  const random = seeded(24);
  const runs: Run[] = [];
  for (const item of cases) {
    // The model is asked about the certificate's (first) instrument.
    const truth = item.items[0] ?? {};
    const ai =
      mode === 'rules'
        ? null
        : service(mode.startsWith('oracle') ? oracleAnswer(truth) : noisyAnswer(truth, random));
    const outcome = await extractCertificate(
      await item.bytes(),
      { today: item.today, filename: `${item.id}.pdf` },
      { ai, aiMode: mode.endsWith('primary') ? 'primary' : 'assist' },
    );
    runs.push({ item, outcome, score: scoreRegister(outcome, item.items, item.accept) });
  }
  return runs;
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

for (const [name, cases] of corpora) {
  const results = new Map<Mode, Run[]>();
  for (const mode of modes) results.set(mode, await runMode(mode, cases));

  printTable(
    `AI ceiling: ${name}, ${cases.length} certificates`,
    ['mode', 'fields right', 'wrong but high', 'invented value in register'],
    modes.map((mode) => {
      const runs = results.get(mode)!;
      const total = tally(runs.map((run) => run.score));
      const invented = runs.filter(
        (run) => run.outcome.ok && run.outcome.extraction.fields.serialNumber === INVENTED_SERIAL,
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

  // Where even a perfect model does not reach the register: what the merge kept instead.
  const oracleRuns = results.get(values.primary ? 'oracle primary' : 'oracle');
  if (oracleRuns) {
    const misses = oracleRuns.flatMap((run) =>
      run.score.checks
        .filter((check) => !check.correct && check.field !== 'dueDateCalculated')
        .map((check) => [
          run.item.id.slice(0, 40),
          check.field,
          String(check.got ?? '∅').slice(0, 40),
          String(check.want ?? '∅').slice(0, 40),
        ]),
    );
    printTable(
      'Oracle misses (register value vs truth; first 40)',
      ['certificate', 'field', 'register', 'truth'],
      misses.slice(0, 40),
    );
  }
}
