/**
 * The real certificates with ground truth: ../shared/corpus/real/ (truth/<name>.json beside the
 * PDFs; read in place, never copied into the project: they carry real names) and the older
 * in-repo set (tests/fixtures/real + real-truth, converted to the same shape). Also the rule
 * that picks the "unseen" fifth held out of tuning.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GroundTruth } from '../fixtures/generator/truth.js';
import { REGISTER_FIELDS, type AcceptMap, type RegisterValues } from './register-score.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Relative to the repository root, as the issue states it. */
export const SHARED_REAL_DIR = join(REPO, '..', 'shared', 'corpus', 'real');
const IN_REPO_REAL_DIR = join(REPO, 'tests', 'fixtures', 'real');
const IN_REPO_TRUTH_DIR = join(REPO, 'tests', 'fixtures', 'real-truth');

/** The "today" score.mjs's instructions pass to the CLI. */
export const REAL_TODAY = '2026-11-26';

export interface RealDocument {
  /** File name without .pdf: the sort key of the hold-out rule. */
  id: string;
  path: string;
  source: 'shared' | 'in-repo';
  kind: 'text' | 'scanned';
  /** 'ok' for a certificate, else the error type it must be rejected with. */
  expect: string;
  fields: RegisterValues;
  accept: AcceptMap;
}

interface SharedTruth {
  expect: string;
  kind: 'text' | 'scanned';
  fields: RegisterValues;
  accept?: AcceptMap;
}

export function sharedCorpusPresent(): boolean {
  return existsSync(join(SHARED_REAL_DIR, 'truth'));
}

export function loadRealDocuments(): RealDocument[] {
  const documents = new Map<string, RealDocument>();
  if (sharedCorpusPresent()) {
    const truthDir = join(SHARED_REAL_DIR, 'truth');
    for (const name of readdirSync(truthDir).filter((f) => f.endsWith('.json'))) {
      const id = name.replace(/\.json$/, '');
      const path = join(SHARED_REAL_DIR, `${id}.pdf`);
      if (!existsSync(path)) continue;
      const truth = JSON.parse(readFileSync(join(truthDir, name), 'utf8')) as SharedTruth;
      documents.set(id, {
        id,
        path,
        source: 'shared',
        kind: truth.kind,
        expect: truth.expect,
        fields: truth.fields,
        accept: truth.accept ?? {},
      });
    }
  }
  for (const name of readdirSync(IN_REPO_TRUTH_DIR).filter((f) => f.endsWith('.json'))) {
    const truth = JSON.parse(readFileSync(join(IN_REPO_TRUTH_DIR, name), 'utf8')) as GroundTruth;
    const id = truth.file.replace(/\.pdf$/, '');
    const path = join(IN_REPO_REAL_DIR, truth.file);
    // The shared folder's truth wins where both describe one file.
    if (!existsSync(path) || documents.has(id)) continue;
    const expected = truth.expected;
    documents.set(id, {
      id,
      path,
      source: 'in-repo',
      kind: truth.case?.textLayer === false ? 'scanned' : 'text',
      expect: expected.ok ? 'ok' : expected.errorType,
      fields: expected.ok
        ? Object.fromEntries(REGISTER_FIELDS.map((field) => [field, expected.fields[field]]))
        : {},
      accept: {},
    });
  }
  return [...documents.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The hold-out rule: sort the real files by name and take every fifth starting at K (0–4).
 * Rotate K from session to session (CERTSHEET_HOLDOUT, or --holdout) and do not tune on the
 * files it selects; bench:accuracy reports them as "unseen".
 */
export function isHeldOut(documents: readonly RealDocument[], id: string, k: number): boolean {
  const index = documents.findIndex((doc) => doc.id === id);
  return index >= 0 && index % 5 === k;
}

export function holdoutFromEnv(): number {
  const value = Number(process.env.CERTSHEET_HOLDOUT ?? '0');
  return Number.isInteger(value) && value >= 0 && value <= 4 ? value : 0;
}
