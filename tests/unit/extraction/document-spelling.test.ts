import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../../src/extraction/fields/candidate.js';
import { writtenAsDocumentPrints } from '../../../src/extraction/fields/document-spelling.js';
import type { DocumentLayout } from '../../../src/extraction/layout/types.js';

/** A layout of which only the lines' texts are read. */
function printing(...lines: string[]): DocumentLayout {
  return { lines: lines.map((text) => ({ text })) } as unknown as DocumentLayout;
}

function written(field: Candidate['field'], value: string, layout: DocumentLayout): string {
  return writtenAsDocumentPrints([{ field, value } as Candidate], layout)[0]!.value;
}

describe('a scanned value written as the document prints it', () => {
  it('closes a space inside a word the document prints whole elsewhere', () => {
    const layout = printing('Metrologia Emiliana S.p.A.', 'Via Emilia 12');
    expect(written('customer', 'Metrologia E miliana S.p.A.', layout)).toBe(
      'Metrologia Emiliana S.p.A.',
    );
  });

  it('keeps a letter that is a word of its own, though a row elsewhere reads it run in', () => {
    // Session 63, seeds 44021 and 45051: a standards row's "~Termometroa" had made the
    // instrument "Termometroa sonda", high.
    const layout = printing('Termometro a sonda', '~Termometroa Fluke 5615-12');
    expect(written('equipmentName', 'Termometro a sonda', layout)).toBe('Termometro a sonda');
  });

  it('takes the accents of the word from running text, a plural aside, not a capital', () => {
    // Session 61, seed 56131: "Torquímetro" read as "Torqu imetro", the remarks printing
    // "torquímetros" (high before).
    const layout = printing('Os torquímetros foram ensaiados segundo a ISO 6789.');
    expect(written('equipmentName', 'Torqu imetro', layout)).toBe('Torquímetro');
    expect(written('equipmentName', 'Torqu Imetro', layout)).toBe('Torqu Imetro');
  });

  it('leaves the space where the document prints no such word, or two spellings of it', () => {
    expect(written('equipmentName', 'Torqu imetro', printing('Resultados'))).toBe('Torqu imetro');
    const two = printing('torquímetros', 'torquimetro');
    expect(written('equipmentName', 'Torqu imetro', two)).toBe('Torqu imetro');
    // Short words are not joined on such evidence: "Bar code" stays two words.
    expect(written('equipmentName', 'Bar code', printing('barcode'))).toBe('Bar code');
  });
});
