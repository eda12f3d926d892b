/**
 * The documents the accuracy benchmark measures: the generated corpus (regenerated when missing
 * or stale) and the real certificates that have ground truth in tests/fixtures/real-truth/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCorpus, GENERATED_DIR, readTruth } from '../../tests/fixtures/generator/corpus.js';
import {
  ensureScannedCorpus,
  SCANNED_DIR,
} from '../../tests/fixtures/generator/scanned/scanned-corpus.js';
import type { GroundTruth } from '../../tests/fixtures/generator/truth.js';

export type Subset = 'generated' | 'generated-scanned' | 'real' | 'real-scanned';

export interface BenchDocument {
  id: string;
  subset: Subset;
  path: string;
  truth: GroundTruth;
}

const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/', import.meta.url));
export const REAL_DIR = join(FIXTURES, 'real');
export const REAL_TRUTH_DIR = join(FIXTURES, 'real-truth');

export async function loadDocuments(
  log: (message: string) => void,
): Promise<{ documents: BenchDocument[]; today: string }> {
  const manifest = await ensureCorpus(GENERATED_DIR, log);
  const documents: BenchDocument[] = manifest.documents.map((entry) => ({
    id: entry.file.replace(/\.pdf$/, ''),
    subset: 'generated',
    path: join(GENERATED_DIR, entry.file),
    truth: readTruth(GENERATED_DIR, entry.truth),
  }));
  for (const name of readdirSync(REAL_TRUTH_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const truth = JSON.parse(readFileSync(join(REAL_TRUTH_DIR, name), 'utf8')) as GroundTruth;
    const path = join(REAL_DIR, truth.file);
    if (!existsSync(path)) continue;
    documents.push({
      id: truth.file.replace(/\.pdf$/, ''),
      subset: truth.case?.textLayer === false ? 'real-scanned' : 'real',
      path,
      truth,
    });
  }
  return { documents, today: manifest.today };
}

export function readBytes(path: string): Uint8Array {
  return new Uint8Array(readFileSync(path));
}

/**
 * The scanned twins of the generated layouts (made when missing or stale). Call after
 * loadDocuments: regenerating the text corpus clears its folder, the scanned set's included.
 */
export async function loadScannedDocuments(
  log: (message: string) => void,
): Promise<BenchDocument[]> {
  const manifest = await ensureScannedCorpus(SCANNED_DIR, log);
  return manifest.documents.map((entry) => ({
    id: entry.file.replace(/\.pdf$/, ''),
    subset: 'generated-scanned',
    path: join(SCANNED_DIR, entry.file),
    truth: readTruth(SCANNED_DIR, entry.truth),
  }));
}
