/**
 * Where a value was read now comes with its box (issue 18 item 4: the review highlights it on the
 * page): on a real certificate every recorded source has a width and a height that fit the page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractCertificate } from '../../../src/extraction/index.js';
import { fieldSourceSchema } from '../../../src/shared/extraction.js';

const A4_OR_LETTER_WIDTH = 612;

async function extraction(name: string) {
  const bytes = new Uint8Array(
    readFileSync(new URL(`../../fixtures/real/${name}`, import.meta.url)),
  );
  const outcome = await extractCertificate(bytes, { today: '2025-06-01', filename: name });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.errorType}`);
  return outcome.extraction;
}

describe('source boxes', () => {
  it('every source of a real certificate has a box on its page', async () => {
    const { sources, fields } = await extraction('en_nml-ph_axle-scale_01-2025-FORC-0013.pdf');
    const entries = Object.entries(sources);
    expect(entries.length).toBeGreaterThan(5);
    for (const [key, source] of entries) {
      expect(fieldSourceSchema.parse(source), key).toEqual(source);
      expect(source.width, key).toBeGreaterThan(0);
      expect(source.height, key).toBeGreaterThan(3);
      expect(source.height, key).toBeLessThan(40);
      expect(source.x + source.width!, key).toBeLessThanOrEqual(A4_OR_LETTER_WIDTH + 1);
      expect(source.y - source.height!, key).toBeGreaterThanOrEqual(0);
    }
    // The serial number's box is about as wide as its characters, not the whole line.
    expect(fields.serialNumber).toBe('A386855');
    expect(sources.serialNumber!.width).toBeLessThan(sources.serialNumber!.height! * 12);
  });

  it('old stored sources without a box still validate', () => {
    expect(fieldSourceSchema.safeParse({ page: 1, x: 10, y: 20 }).success).toBe(true);
    expect(fieldSourceSchema.safeParse({ page: 1, x: 10, y: 20, width: 0 }).success).toBe(false);
  });
});
