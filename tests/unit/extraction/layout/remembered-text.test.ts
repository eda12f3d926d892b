/**
 * Label matching and normalising are remembered per text (issue 21): the answers are the same as
 * without the memo, a caller that changes a hit does not change the next answer, and the memo
 * stays bounded and starts afresh with each document's layout.
 */
import { describe, expect, it } from 'vitest';
import { normalizeLabel, normalizeText } from '../../../../src/extraction/dictionary/normalize.js';
import { matchLabel } from '../../../../src/extraction/fields/label-match.js';
import { buildLayout } from '../../../../src/extraction/layout/document.js';

describe('remembered label matches', () => {
  it('gives every caller its own copy of a hit', () => {
    const first = matchLabel('Serial No.: 12345')!;
    expect(first).toMatchObject({ target: 'serialNumber', inline: '12345', colon: true });
    first.inline = 'changed by a caller';
    const second = matchLabel('Serial No.: 12345')!;
    expect(second.inline).toBe('12345');
    expect(second).not.toBe(first);
  });

  it('answers the same after many other texts and after a new document', () => {
    const before = [normalizeLabel('N° de série'), normalizeText('  Température  Ambiante ')];
    for (let i = 0; i < 25_000; i++) normalizeLabel(`Label ${i} No.`);
    buildLayout([]);
    expect([normalizeLabel('N° de série'), normalizeText('  Température  Ambiante ')]).toEqual(
      before,
    );
    expect(before).toEqual(['no de serie', 'temperature ambiante']);
  });
});
