/** A speck read as a stop after a given name, on a scan, leaves the technician's name. */
import { describe, expect, it } from 'vitest';
import { withoutNameSpecks } from '../../../../src/extraction/ocr/name-stops.js';

describe("a stop after a person's given name", () => {
  it.each([
    // Session 72, block 78 (seed 78221): a dot of the scan in the word space, boxed by the
    // recogniser over the line's whole height.
    ['Marco. Esposito', 'Marco Esposito'],
    ['Carlos Eduardo. Souza', 'Carlos Eduardo Souza'],
    // A word of four letters may be a title ("Prof.", "Dott."): it keeps its stop.
    ['Dr. Anja. Krüger', 'Dr. Anja. Krüger'],
    // Initials and titles take their stops.
    ['J. Smith', 'J. Smith'],
    ['Ing. Luca Ferrari', 'Ing. Luca Ferrari'],
    ['Dott. Paolo Rossi', 'Dott. Paolo Rossi'],
    ['Marcus J. Whitfield', 'Marcus J. Whitfield'],
    // A stop before words in small letters ends a sentence, not a given name.
    ['Peter Braun. i.V.', 'Peter Braun. i.V.'],
    // A stop closing the name is no stop inside it.
    ['Marco Esposito.', 'Marco Esposito.'],
    // An abbreviation in small letters after the name ("Dipl.-Ing.").
    ['Peter Braun Dipl.-Ing.', 'Peter Braun Dipl.-Ing.'],
  ])('"%s" reads "%s"', (name, expected) => {
    expect(withoutNameSpecks(name)).toBe(expected);
  });
});
