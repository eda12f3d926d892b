/**
 * Which of the model's instruments is which of the rules' instruments. Identity first: the same
 * serial number or equipment ID (compared as grounding compares values: case, spaces and
 * punctuation ignored) is the same instrument wherever either side lists it. What is left is
 * paired in document order, the n-th unpaired with the n-th unpaired; the surplus on either
 * side stays alone (an instrument only one side read).
 */
import type { InstrumentFields } from '../../shared/extraction.js';
import type { AiAnswer } from './ai-answer.js';
import { compact } from './grounding.js';

export interface InstrumentPair {
  rulesIndex: number | null;
  modelIndex: number | null;
}

function identities(values: { serialNumber?: unknown; equipmentId?: unknown }): string[] {
  const out: string[] = [];
  for (const [kind, value] of [
    ['serial', values.serialNumber],
    ['id', values.equipmentId],
  ] as const) {
    if (value === null || value === undefined) continue;
    const key = compact(String(value));
    if (key.length >= 2) out.push(`${kind}:${key}`);
  }
  return out;
}

function present(value: unknown): boolean {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

/**
 * Plainly another instrument: both sides read a serial number and they differ, and of the other
 * identifying fields both sides read (equipment ID, model, manufacturer) there is at least one
 * and none agrees — a reference standard the rules took for the unit under test. A misread
 * serial of the same instrument still shares its model or ID; with nothing else to compare the
 * two are taken to be the same instrument.
 */
function different(rules: InstrumentFields, model: AiAnswer): boolean {
  if (!present(rules.serialNumber) || !present(model.serialNumber)) return false;
  if (compact(String(rules.serialNumber)) === compact(String(model.serialNumber))) return false;
  const comparable = (['equipmentId', 'model', 'manufacturer'] as const).filter(
    (field) => present(rules[field]) && present(model[field]),
  );
  return (
    comparable.length > 0 &&
    comparable.every((field) => compact(String(rules[field])) !== compact(String(model[field])))
  );
}

/** Pairs in the order the register lists them: the model's order where it leads a pair. */
export function pairInstruments(
  rules: readonly InstrumentFields[],
  model: readonly AiAnswer[],
): InstrumentPair[] {
  const rulesOf = new Map<number, number>();
  const takenRules = new Set<number>();
  model.forEach((answer, modelIndex) => {
    const keys = new Set(identities(answer));
    if (keys.size === 0) return;
    const match = rules.findIndex(
      (item, rulesIndex) =>
        !takenRules.has(rulesIndex) && identities(item).some((key) => keys.has(key)),
    );
    if (match >= 0) {
      rulesOf.set(modelIndex, match);
      takenRules.add(match);
    }
  });
  const freeRules = rules.map((_, index) => index).filter((index) => !takenRules.has(index));
  const pairs: InstrumentPair[] = [];
  model.forEach((answer, modelIndex) => {
    let paired = rulesOf.get(modelIndex) ?? null;
    if (paired === null) {
      const at = freeRules.findIndex((rulesIndex) => !different(rules[rulesIndex]!, answer));
      if (at >= 0) paired = freeRules.splice(at, 1)[0]!;
    }
    pairs.push({ rulesIndex: paired, modelIndex });
  });
  for (const rulesIndex of freeRules) pairs.push({ rulesIndex, modelIndex: null });
  // The register keeps the rules' order where they read the instrument too.
  return pairs.sort((a, b) => order(a) - order(b));
}

function order(pair: InstrumentPair): number {
  return pair.rulesIndex ?? Number.MAX_SAFE_INTEGER - 1_000 + (pair.modelIndex ?? 0);
}
