/**
 * Loads the extraction engine at run time, so the benchmark and the accuracy test compile and
 * report clearly while src/extraction/ does not exist yet.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExtractionOutcome, ExtractOptions } from '../../src/shared/extraction.js';

export type ExtractCertificate = (
  bytes: Uint8Array,
  options: ExtractOptions,
) => Promise<ExtractionOutcome>;

const ENGINE_URL = new URL('../../src/extraction/index.ts', import.meta.url);

export class EngineMissingError extends Error {}

export async function loadEngine(): Promise<ExtractCertificate> {
  if (!existsSync(fileURLToPath(ENGINE_URL))) {
    throw new EngineMissingError(
      'The extraction engine is missing: src/extraction/index.ts does not exist yet (issue 3). ' +
        'Nothing can be measured until it exports extractCertificate(bytes, { today, filename }).',
    );
  }
  // A computed specifier keeps the type checker from requiring the module at compile time.
  const engine = (await import(/* @vite-ignore */ ENGINE_URL.href)) as {
    extractCertificate?: unknown;
  };
  if (typeof engine.extractCertificate !== 'function') {
    throw new EngineMissingError(
      'src/extraction/index.ts does not export a function extractCertificate.',
    );
  }
  return engine.extractCertificate as ExtractCertificate;
}
