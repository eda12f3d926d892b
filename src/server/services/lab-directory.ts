/**
 * The published lab directory (content/directory/labs.json, the same list the directory page
 * shows), read once: workbooks check each certificate's accreditation against it.
 */
import { readFileSync } from 'node:fs';
import type { LabRecord } from '../../shared/directory.js';

// src/server/services and dist/server/services are both three levels below the repository.
const LABS_URL = new URL('../../../content/directory/labs.json', import.meta.url);

let cached: readonly LabRecord[] | null | undefined;

/** The directory's labs; undefined when the file is missing (then no check is shown at all). */
export function labDirectory(): readonly LabRecord[] | undefined {
  if (cached === undefined) {
    try {
      cached = JSON.parse(readFileSync(LABS_URL, 'utf8')) as LabRecord[];
    } catch {
      cached = null;
    }
  }
  return cached ?? undefined;
}
