/**
 * Model answers made from ground truth, for measuring and testing what the engine's merge makes
 * of a model's answer (issue 24). The oracle is a perfect model: every instrument of the truth,
 * in the shape buildAiRequest asks for. The noisy oracle is a careless one: a fifth of the
 * values dropped, a tenth perturbed, the first instrument's serial number replaced by one that
 * is in no document and a whole invented instrument appended. Serve either through FakeOpenAi
 * (`{ kind: 'answer', content: oracleAnswers(items) }`) or an in-process AiService.
 */
import { AI_FIELDS, type AiField } from '../../src/extraction/ai/ai-request.js';
import { addMonths } from '../../src/shared/due-status.js';

/** The serial number the noisy oracle invents: in no document. */
export const INVENTED_SERIAL = 'ZX-4471-INVENTED';

type Instrument = Partial<Record<AiField, unknown>>;
/** An instrument's ground truth: register field → value (see register-score.ts). */
type RegisterValues = Readonly<Record<string, unknown>>;

/** A small deterministic generator, so a noisy run is the same run every time. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What a perfect model answers for one instrument: the truth, in the request's fields. */
export function oracleInstrument(truth: RegisterValues): Instrument {
  const answer: Instrument = {};
  for (const field of Object.keys(AI_FIELDS) as AiField[]) {
    if (!(field in truth)) continue;
    const value = truth[field];
    if (value === null || value === undefined) continue;
    // A due date the truth calculates from an interval is not printed: a model would not see it.
    if (field === 'dueDate' && truth.dueDateCalculated) continue;
    answer[field] = value;
  }
  // ...but it would read the interval the truth calculated it from ("one year", "24 Monate").
  const interval = truth.dueDateCalculated
    ? monthsBetween(truth.calibrationDate, truth.dueDate)
    : null;
  if (interval !== null) answer.calibrationInterval = interval;
  return answer;
}

/** The whole months that take one ISO date to another (as the register adds them), else null. */
function monthsBetween(from: unknown, to: unknown): number | null {
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  if (!fy || !fm || !ty || !tm) return null;
  const months = (ty - fy) * 12 + (tm - fm);
  return months >= 1 && months <= 120 && addMonths(from, months) === to ? months : null;
}

export function oracleAnswers(items: readonly RegisterValues[]): { instruments: Instrument[] } {
  return { instruments: items.map(oracleInstrument) };
}

function noisyInstrument(truth: RegisterValues, random: () => number): Instrument {
  const answer = oracleInstrument(truth);
  for (const field of Object.keys(answer) as AiField[]) {
    const roll = random();
    if (roll < 0.2) delete answer[field];
    else if (roll < 0.3 && typeof answer[field] === 'string') {
      const text = answer[field] as string;
      answer[field] = text.length > 3 ? `${text.slice(0, -2)}X${text.slice(-1)}` : `${text}X`;
    }
  }
  return answer;
}

export function noisyAnswers(
  items: readonly RegisterValues[],
  random: () => number,
): { instruments: Instrument[] } {
  const instruments = items.map((item) => noisyInstrument(item, random));
  if (instruments[0]) instruments[0].serialNumber = INVENTED_SERIAL;
  instruments.push({
    equipmentName: 'Invented Flow Meter',
    serialNumber: `${INVENTED_SERIAL}-2`,
    calibrationDate: '2025-01-01',
  });
  return { instruments };
}
