/** A scan's technician: a speck read as a stop after a given name, an initial run into one. */
import { describe, expect, it } from 'vitest';
import { withoutNameSpecks } from '../../../../src/extraction/ocr/scanned-technician.js';

describe("a scanned technician's name", () => {
  it.each([
    // Session 72, block 78 (seed 78221): a dot of the scan in the word space, boxed by the
    // recogniser over the line's whole height.
    ['Marco. Esposito', 'Marco Esposito'],
    ['Carlos Eduardo. Souza', 'Carlos Eduardo Souza'],
    // Session 74, block 82 (seed 82111): a second given name of four letters; no title
    // follows a given name.
    ['María José. Fernández', 'María José Fernández'],
    ['Prof. Dott. Mario Rossi', 'Prof. Dott. Mario Rossi'],
    // A word of four letters may be a title ("Prof.", "Dott."): it keeps its stop.
    ['Dr. Anja. Krüger', 'Dr. Anja. Krüger'],
    // Session 73, block 80 (seed 80241): a middle initial run into the given name.
    ['KevinR. Lindqvist', 'Kevin R. Lindqvist'],
    ['Dipl.-Ing. PeterM. Braun', 'Dipl.-Ing. Peter M. Braun'],
    // Initials and titles take their stops.
    ['J. Smith', 'J. Smith'],
    ['Ing. Luca Ferrari', 'Ing. Luca Ferrari'],
    ['Dott. Paolo Rossi', 'Dott. Paolo Rossi'],
    ['Marcus J. Whitfield', 'Marcus J. Whitfield'],
    // A stop before words in small letters ends a sentence, not a given name.
    ['Peter Braun. i.V.', 'Peter Braun. i.V.'],
    // A capital inside a name ("McDonald") or ending an abbreviation ("GmbH.") is no initial.
    ['Ryan McDonald', 'Ryan McDonald'],
    ['Kalibrierdienst GmbH.', 'Kalibrierdienst GmbH.'],
    // A stop closing the name is no stop inside it.
    ['Marco Esposito.', 'Marco Esposito.'],
    // An abbreviation in small letters after the name ("Dipl.-Ing.").
    ['Peter Braun Dipl.-Ing.', 'Peter Braun Dipl.-Ing.'],
  ])('"%s" reads "%s"', (name, expected) => {
    expect(withoutNameSpecks(name)).toBe(expected);
  });
});
