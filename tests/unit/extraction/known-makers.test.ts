/**
 * A scanned maker's name put right from the list of instrument makers (session 45: "Sai lorius"
 * in fresh block 17, "Kafer" in tuning seed 111 and block 16, both marked high).
 */
import { describe, expect, it } from 'vitest';
import { knownMaker } from '../../../src/extraction/fields/known-makers.js';

describe('a maker a scan misread', () => {
  it.each([
    ['Sai lorius', 'Sartorius'],
    ['Kafer', 'Käfer'],
    ['Fiuke', 'Fluke'],
    ['Keysighl', 'Keysight'],
    ['Mettier Toledo', 'Mettler Toledo'],
    ['Stahiwille', 'Stahlwille'],
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
  ])('%s stays as read', (reading) => {
    expect(knownMaker(reading)).toBeNull();
  });
});
