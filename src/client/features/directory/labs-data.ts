/**
 * The published directory: content/directory/labs.json, bundled into the directory page's chunk.
 * `certsheet directory import` validates and rewrites that file; the next build publishes it.
 */
import type { LabRecord } from '@shared/directory';
import labs from '../../../../content/directory/labs.json';

export const LABS = labs as LabRecord[];
