import { describe, expect, it } from 'vitest';
import {
  accentsFrom,
  withDocumentLanguageAccents,
} from '../../../../src/extraction/ocr/accent-reading.js';
import type { GrayImage } from '../../../../src/extraction/ocr/gray-image.js';
import type { OcrResult } from '../../../../src/extraction/ocr/ocr-engine.js';
import { lexiconFromWordList } from '../../../../src/extraction/ocr/restore-accents.js';
import type { PlacedWord } from '../../../../src/extraction/ocr/words-to-runs.js';
import {
  emptyInstrumentFields,
  type Extraction,
  type InstrumentFields,
} from '../../../../src/shared/extraction.js';

describe('accentsFrom', () => {
  it('takes the second reading when only its accents differ, keeping the case', () => {
    expect(accentsFrom('Jurgen', 'Jürgen')).toBe('Jürgen');
    expect(accentsFrom('Elodie', 'élodie')).toBe('Élodie');
    expect(accentsFrom('Lefévre', 'Lefèvre')).toBe('Lefèvre');
    expect(accentsFrom('Ceramica', 'Cerâmica')).toBe('Cerâmica');
    // English has no "ã": its model reads the nearest shape it knows.
    expect(accentsFrom('Jodo', 'João')).toBe('João');
  });

  it('never changes a letter, a length or a word already right', () => {
    expect(accentsFrom('Jodd', 'Joãó')).toBeNull();
    expect(accentsFrom('Jodo', 'Joao')).toBeNull();
    expect(accentsFrom('Fluke', 'Flukes')).toBeNull();
    expect(accentsFrom('Keysight', 'Keysight')).toBeNull();
    expect(accentsFrom('Mahr', 'Mohr')).toBeNull();
  });

  it('keeps a mark the second reading lost', () => {
    // Session 50, block 29: "Paquímetro" read again without its accent had lost it.
    expect(accentsFrom('Paquímetro', 'Paquimetro')).toBeNull();
    expect(accentsFrom('Lefévre', 'Lefevre')).toBeNull();
    // One mark lost, another found: the found one is taken, the lost one kept.
    expect(accentsFrom('Métrologie Ceramica', 'Metrologie Cerâmica')).toBe('Métrologie Cerâmica');
    // Session 58, block 49: a word read again with its mark on another letter had both marks
    // ("Balançá", high); the second reading saw the word's mark, the first set it one letter off.
    expect(accentsFrom('Balancá', 'Balança')).toBe('Balança');
  });

  it("takes a misread letter's case from the second reading", () => {
    // "J Grgen" for "J ürgen": read again, the word starts with a small "ü".
    expect(accentsFrom('Grgen', 'ürgen')).toBe('ürgen');
    // An accent alone keeps the first reading's case.
    expect(accentsFrom('Elodie', 'élodie')).toBe('Élodie');
  });

  it('takes no grave inside a word: a model without "ä" reading the umlaut', () => {
    expect(accentsFrom('Kafer', 'Kàfer')).toBeNull();
    // At a word's end a grave is the language's ("Citta" → "Città"), and "è" lives inside too.
    expect(accentsFrom('Citta', 'Città')).toBe('Città');
    expect(accentsFrom('Thermometre', 'Thermomètre')).toBe('Thermomètre');
  });
});

const PAGE: GrayImage = { width: 400, height: 200, data: new Uint8Array(400 * 200).fill(255) };

function placed(text: string, y: number): PlacedWord {
  return {
    text,
    confidence: 92,
    page: 1,
    x0: 10,
    x1: 60,
    baseline: y,
    size: 10,
    pixels: { x0: 20, y0: y - 30, x1: 200, y1: y },
  };
}

function extraction(fields: Partial<InstrumentFields>): Extraction {
  const all: InstrumentFields = {
    ...emptyInstrumentFields(),
    certificateNumber: 'K-2024-13373',
    equipmentName: 'Oszilloskop',
    manufacturer: 'Keysight',
    serialNumber: 'MY5920',
    calibrationDate: '2024-05-02',
    ...fields,
  };
  return { fields: all, items: [all] } as unknown as Extraction;
}

/** A recogniser answering each strip row (in order) with the given words. */
function scripted(readings: string[], confidence = 90) {
  const strips: GrayImage[] = [];
  const read = async (image: GrayImage): Promise<OcrResult> => {
    strips.push(image);
    // Crops of one height c are stacked with c of white above each and below the last.
    const c = image.height / (2 * readings.length + 1);
    return {
      lines: readings.map((text, index) => {
        const y0 = c + index * 2 * c + 2;
        const box = { x0: 40, y0, x1: 200, y1: y0 + c - 4 };
        return {
          baseline: box,
          box,
          words: [{ text, confidence, box, symbols: [] }],
        };
      }),
    };
  };
  return { read, strips };
}

describe('withDocumentLanguageAccents', () => {
  it('puts back the accents of a name read again in the document language', async () => {
    const words = [placed('Jurgen', 100), placed('Hoffmann', 150)];
    const { read, strips } = scripted(['Jürgen', 'Hoffmann']);
    const out = await withDocumentLanguageAccents(
      extraction({ technician: 'Jurgen Hoffmann' }),
      words,
      new Map([[1, PAGE]]),
      read,
    );
    expect(out.fields.technician).toBe('Jürgen Hoffmann');
    expect(out.items[0]!.technician).toBe('Jürgen Hoffmann');
    expect(strips).toHaveLength(1);
  });

  it('joins a name to its initial when the second reading starts it with a small letter', async () => {
    // Session 45, seed 17181: "J Grgen Hoffmann" had become "J Ürgen Hoffmann", marked high.
    const words = [placed('J', 100), placed('Grgen', 150), placed('Hoffmann', 200)];
    const { read } = scripted(['ürgen', 'Hoffmann']);
    const out = await withDocumentLanguageAccents(
      extraction({ technician: 'J Grgen Hoffmann' }),
      words,
      new Map([[1, PAGE]]),
      read,
    );
    expect(out.fields.technician).toBe('Jürgen Hoffmann');
  });

  it('reads a lone "a" of a name again: the French model knows "à"', async () => {
    const words = [placed('Thermomètre', 100), placed('a', 150), placed('sonde', 200)];
    const { read } = scripted(['Thermomètre', 'à', 'sonde']);
    const out = await withDocumentLanguageAccents(
      extraction({ equipmentName: 'Thermomètre a sonde' }),
      words,
      new Map([[1, PAGE]]),
      read,
    );
    expect(out.fields.equipmentName).toBe('Thermomètre à sonde');
  });

  it('keeps the first reading when the second one is doubtful or reads other letters', async () => {
    const words = [placed('Jurgen', 100), placed('Hoffmann', 150)];
    const unsure = scripted(['Jürgen', 'Hoffmann'], 40);
    const doubtful = await withDocumentLanguageAccents(
      extraction({ technician: 'Jurgen Hoffmann' }),
      words,
      new Map([[1, PAGE]]),
      unsure.read,
    );
    expect(doubtful.fields.technician).toBe('Jurgen Hoffmann');
    const other = scripted(['Jürgon', 'Hoffmann']);
    const misread = await withDocumentLanguageAccents(
      extraction({ technician: 'Jurgen Hoffmann' }),
      words,
      new Map([[1, PAGE]]),
      other.read,
    );
    expect(misread.fields.technician).toBe('Jurgen Hoffmann');
  });

  it('keeps a word unmarked when one occurrence reads again with a mark and one as it was', async () => {
    // Session 69, seed 72001: the Italian lab's footer, printed on both pages, its "Taratura"
    // read again "Taraturà" on page 1 (a speck over the last "a") and "Taratura" on page 2;
    // the lab had become "Laboratorio Taraturà Adriatico S.r.l.".
    const words = [placed('Taratura', 100), placed('Taratura', 150)];
    const lab = 'Laboratorio Taratura Adriatico S.r.l.';
    const specked = scripted(['Taraturà', 'Taratura']);
    const out = await withDocumentLanguageAccents(
      extraction({ calibrationLab: lab }),
      words,
      new Map([[1, PAGE]]),
      specked.read,
    );
    expect(out.fields.calibrationLab).toBe(lab);
    // Both occurrences read with the mark: it is the word's.
    const both = scripted(['Taraturà', 'Taraturà']);
    const marked = await withDocumentLanguageAccents(
      extraction({ calibrationLab: lab }),
      words,
      new Map([[1, PAGE]]),
      both.read,
    );
    expect(marked.fields.calibrationLab).toBe('Laboratorio Taraturà Adriatico S.r.l.');
    // A mark the first reading saw as another is the second reading's to tell (block 68, seed
    // 68061: "Termômetro" read again "Termómetro" once and as it was once).
    const other = scripted(['Termómetro', 'Termômetro']);
    const changed = await withDocumentLanguageAccents(
      extraction({ equipmentName: 'Termômetro digital' }),
      [placed('Termômetro', 100), placed('Termômetro', 150)],
      new Map([[1, PAGE]]),
      other.read,
    );
    expect(changed.fields.equipmentName).toBe('Termómetro digital');
  });

  it("keeps a word of the language's list against a second reading that is no word", async () => {
    // Session 67, block 68: the lab "Laboratoire d'Étalonnage de l'Ouest", read right, came
    // back "d'Étalonnäge" from the French model (a speck over its "a").
    const lexicon = lexiconFromWordList('3\nlaboratoire\nétalonnage\nouest\n');
    const words = [placed("d'Étalonnage", 100), placed('Jurgen', 150)];
    const { read } = scripted(["d'Étalonnäge", 'Jürgen']);
    const out = await withDocumentLanguageAccents(
      extraction({ calibrationLab: "Laboratoire d'Étalonnage de l'Ouest", technician: 'Jurgen' }),
      words,
      new Map([[1, PAGE]]),
      read,
      { code: 'fr', lexicon },
    );
    expect(out.fields.calibrationLab).toBe("Laboratoire d'Étalonnage de l'Ouest");
    // A name is no word of the list: its accents are read again still.
    expect(out.fields.technician).toBe('Jürgen');
    // A mark the language writes is taken on a word of its list: the Brazilian list spells
    // "termômetro", a certificate from Portugal "Termómetro" (block 68, seeds 68061, 68131);
    // the list even holds "balancá", a misreading of "Balança" (block 67, seed 67091).
    const brazilian = lexiconFromWordList('2\ntermômetro\nbalancá\n');
    const again = await withDocumentLanguageAccents(
      extraction({ equipmentName: 'Termômetro digital', manufacturer: 'Balancá' }),
      [placed('Termômetro', 100), placed('Balancá', 150)],
      new Map([[1, PAGE]]),
      scripted(['Termómetro', 'Balança']).read,
      { code: 'pt', lexicon: brazilian },
    );
    expect(again.fields.equipmentName).toBe('Termómetro digital');
    expect(again.fields.manufacturer).toBe('Balança');
  });

  it('keeps a French or Spanish word of the list against another mark that makes no word', async () => {
    // Session 68, block 70 (seed 70011): "Tachymètre numérique", read right, came back
    // "Tachymêtre" from the French model, at high confidence.
    const lexicon = lexiconFromWordList('2\ntachymètre\nnumérique\n');
    const out = await withDocumentLanguageAccents(
      extraction({ equipmentName: 'Tachymètre numérique', technician: 'Elodie' }),
      [placed('Tachymètre', 100), placed('Elodie', 150)],
      new Map([[1, PAGE]]),
      scripted(['Tachymêtre', 'Élodie']).read,
      { code: 'fr', lexicon },
    );
    expect(out.fields.equipmentName).toBe('Tachymètre numérique');
    expect(out.fields.technician).toBe('Élodie');
    // A word the list spells with the second reading's mark takes it.
    const both = lexiconFromWordList('2\ntachymètre\ntachymêtre\n');
    const again = await withDocumentLanguageAccents(
      extraction({ equipmentName: 'Tachymètre numérique' }),
      [placed('Tachymètre', 100)],
      new Map([[1, PAGE]]),
      scripted(['Tachymêtre']).read,
      { code: 'fr', lexicon: both },
    );
    expect(again.fields.equipmentName).toBe('Tachymêtre numérique');
  });

  it('reads nothing when no name could carry accents, and survives a failing recogniser', async () => {
    const none = scripted([]);
    const out = await withDocumentLanguageAccents(
      extraction({ technician: null, equipmentName: null, manufacturer: null }),
      [placed('12345', 100)],
      new Map([[1, PAGE]]),
      none.read,
    );
    expect(none.strips).toHaveLength(0);
    expect(out.fields.serialNumber).toBe('MY5920');
    const failing = await withDocumentLanguageAccents(
      extraction({ technician: 'Jurgen Hoffmann' }),
      [placed('Jurgen', 100)],
      new Map([[1, PAGE]]),
      () => Promise.reject(new Error('timeout')),
    );
    expect(failing.fields.technician).toBe('Jurgen Hoffmann');
  });
});
