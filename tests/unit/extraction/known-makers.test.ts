/**
 * A scanned maker's name put right from the list of instrument makers (session 45: "Sai lorius"
 * in fresh block 17, "Kafer" in tuning seed 111 and block 16, both marked high).
 */
import { describe, expect, it } from 'vitest';
import { knownMaker, withKnownMakers } from '../../../src/extraction/fields/known-makers.js';
import type { Extraction, InstrumentFields } from '../../../src/shared/extraction.js';

describe('a maker a scan misread', () => {
  it.each([
    ['Sai lorius', 'Sartorius'],
    ['Kafer', 'Käfer'],
    // Another accent than the maker's (session 46, block 19).
    ['Káfer', 'Käfer'],
    ['Fiuke', 'Fluke'],
    ['Keysighl', 'Keysight'],
    ['Mettier Toledo', 'Mettler Toledo'],
    ['Stahiwille', 'Stahlwille'],
    // "rn" run together into "m" (session 46, block 19, marked high).
    ['Chauvin A moux', 'Chauvin Arnoux'],
    // A long name three look-alikes off: its three t's read l (session 67, block 68, high).
    ['Gossen Melrawall', 'Gossen Metrawatt'],
  ])('%s is %s', (reading, maker) => {
    expect(knownMaker(reading)).toBe(maker);
  });

  it.each([
    // The maker as printed, in its own capitals or another's: kept.
    'Sartorius',
    'WIKA',
    'Wika',
    'Käfer',
    // A name of the list with more to it, or a maker the list does not hold.
    'Sartorius AG',
    'Acme Instruments',
    // Short names a letter off are too often another name: "Metek" is not Ametek.
    'Metek',
    'Nordar',
    'Tesla',
    // Three look-alikes off a name shorter than twelve letters is too far to tell.
    'Fiulce',
    // Two whole letters off a long name: another name as likely.
    'Gossen Metramann',
  ])('%s stays as read', (reading) => {
    expect(knownMaker(reading)).toBeNull();
  });
});

describe("a scanned register's makers", () => {
  const instrument = (manufacturer: string | null) =>
    ({ serialNumber: 'A47920231', manufacturer }) as unknown as InstrumentFields;

  it('are put right on every instrument after the second reading for accents', () => {
    // Seed 19111: "Káfer" read again in Spanish alone came out "Kafer", marked high.
    const extraction = {
      fields: instrument('Kafer'),
      items: [instrument('Kafer'), instrument('Rohde & Schwarz'), instrument(null)],
      confidence: { manufacturer: 'high' },
    } as unknown as Extraction;
    const fixed = withKnownMakers(extraction);
    expect(fixed.fields.manufacturer).toBe('Käfer');
    expect(fixed.items.map((item) => item.manufacturer)).toEqual([
      'Käfer',
      'Rohde & Schwarz',
      null,
    ]);
  });

  it('are no longer high when one letter from a listed maker and not put right', () => {
    // Session 55, block 46, seed 46121: "Hiokd" for Hioki, a "d" no look-alike of an "i".
    const extraction = {
      fields: instrument('Hiokd'),
      items: [instrument('Hiokd')],
      confidence: { manufacturer: 'high' },
    } as unknown as Extraction;
    const read = withKnownMakers(extraction);
    expect(read.fields.manufacturer).toBe('Hiokd');
    expect(read.confidence.manufacturer).toBe('medium');
    // A listed maker, and a name near none, keep their confidence.
    for (const name of ['Hioki', 'Wägetechnik Nord']) {
      const kept = withKnownMakers({
        ...extraction,
        fields: instrument(name),
        items: [instrument(name)],
      });
      expect(kept.confidence.manufacturer).toBe('high');
    }
  });
});
