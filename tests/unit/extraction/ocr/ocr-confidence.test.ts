import { describe, expect, it } from 'vitest';
import { applyOcrConfidence, ceilingFor } from '../../../../src/extraction/ocr/ocr-confidence.js';
import type { PlacedWord } from '../../../../src/extraction/ocr/words-to-runs.js';
import {
  emptyInstrumentFields,
  type Extraction,
  type FieldKey,
} from '../../../../src/shared/extraction.js';

function placed(text: string, x0: number, baseline: number, confidence: number): PlacedWord {
  return { text, confidence, page: 1, x0, x1: x0 + text.length * 5, baseline, size: 10 };
}

/** A value's words as read on one line, `space` apart (a wide gap unless told). */
function wordsOf(parts: readonly string[], space = 10): PlacedWord[] {
  let x = 130;
  return parts.map((part) => {
    const word = placed(part, x, 200, 96);
    x = word.x1 + space;
    return word;
  });
}

/** The confidence a field's value the rules marked high keeps, read from `cell`. */
function confidenceOf(field: FieldKey, value: string, cell: PlacedWord[]) {
  const sure = extraction();
  sure.fields = { ...sure.fields, [field]: value };
  sure.confidence = { ...sure.confidence, [field]: 'high' };
  return applyOcrConfidence(sure, cell).confidence[field];
}

function extraction(): Extraction {
  const fields = {
    ...emptyInstrumentFields(),
    serialNumber: 'M-27/0085',
    manufacturer: 'Druck',
    calibrationDate: '2023-04-19',
    dueDate: '2024-04-19',
    dueDateCalculated: true,
    calibrationInterval: 12,
    customer: 'Stadtwerke Lüneburg GmbH',
  };
  return {
    fields,
    items: [fields],
    confidence: {
      serialNumber: 'high',
      manufacturer: 'high',
      calibrationDate: 'high',
      dueDate: 'medium',
      calibrationInterval: 'high',
      customer: 'high',
    },
    sources: {
      // A value in the cell right of its label, an inline "Label: value" cell, a date.
      serialNumber: { page: 1, x: 130, y: 200, label: 'Seriennummer' },
      manufacturer: { page: 1, x: 50, y: 220, label: 'Hersteller' },
      calibrationDate: { page: 1, x: 130, y: 240, label: 'Kalibriert am' },
    },
    method: 'ocr',
    text: '',
    pageCount: 1,
    language: 'de',
    warnings: [],
  };
}

describe('applyOcrConfidence', () => {
  const words = [
    placed('Seriennummer:', 50, 200, 95),
    placed('M-27/0085', 130, 200, 55),
    placed('Hersteller:', 50, 220, 40),
    placed('Druck', 108, 220, 96),
    placed('Kalibriert', 50, 240, 93),
    placed('am:', 110, 240, 93),
    placed('19.04.2023', 130, 240, 72),
    placed('Stadtwerke', 300, 400, 91),
    placed('Lüneburg', 360, 400, 90),
    placed('GmbH', 410, 400, 96),
  ];

  it('never leaves a value read from a doubtful word high', () => {
    const { confidence } = applyOcrConfidence(extraction(), words);
    expect(confidence.serialNumber).toBe('low');
    expect(confidence.calibrationDate).toBe('medium');
  });

  it('judges the value, not its label', () => {
    expect(applyOcrConfidence(extraction(), words).confidence.manufacturer).toBe('high');
  });

  it('finds a value without a source by its spelling', () => {
    expect(applyOcrConfidence(extraction(), words).confidence.customer).toBe('high');
  });

  it("caps a later instrument's values by the words that spell them, not by the first's", () => {
    const first = extraction();
    const second = {
      ...first.fields,
      serialNumber: 'K7-31/0462',
      manufacturer: 'Druck',
      equipmentName: 'Druckkalihrator',
    };
    const later: Extraction = {
      ...first,
      items: [first.fields, second],
      itemConfidence: [
        first.confidence,
        { serialNumber: 'high', manufacturer: 'high', equipmentName: 'high' },
      ],
    };
    const read = applyOcrConfidence(later, [
      ...words,
      placed('K7-31/0462', 130, 500, 97),
      placed('Druckkalihrator', 130, 520, 58),
    ]);
    expect(read.itemConfidence?.[1]).toEqual({
      serialNumber: 'high',
      manufacturer: 'high',
      equipmentName: 'low',
    });
    expect(read.itemConfidence?.[0]).toEqual(read.confidence);
    expect(read.confidence.serialNumber).toBe('low');
  });

  it('keeps a computed due date no surer than its calibration date', () => {
    expect(applyOcrConfidence(extraction(), words).confidence.dueDate).toBe('medium');
  });

  it('is not high for a value whose shape tells of a misread character, however sure', () => {
    const read = (serialNumber: string) =>
      confidenceOf('serialNumber', serialNumber, [
        placed('Seriennummer:', 50, 200, 95),
        placed(serialNumber, 130, 200, 96),
      ]);
    expect(read('00975)')).toBe('medium');
    expect(read('CAL -AHD-08')).toBe('medium');
    expect(read('SN 4471 (A)')).toBe('high');
    expect(read('CAL-AHD-08')).toBe('high');
    // Joined across the space the recogniser saw: the code may have lost a character there.
    expect(confidenceOf('serialNumber', 'METE-6335', wordsOf(['METE', '-6335']))).toBe('medium');
  });

  it('is not high for a serial spaced beside a slanted capital, where the scan shows white either way', () => {
    const read = (serialNumber: string) =>
      confidenceOf('serialNumber', serialNumber, wordsOf(serialNumber.split(' ')));
    // Session 47, block 21: printed "5664XG33258" and "X90973066".
    expect(read('5664X G33258')).toBe('medium');
    expect(read('X 90973066')).toBe('medium');
    expect(read('2810B V26297')).toBe('medium');
    // Other capitals' sides are upright: a space beside them was printed.
    expect(read('PM 5444')).toBe('high');
    expect(read('SN 12345')).toBe('high');
    expect(read('5664XG33258')).toBe('high');
    // Joined across a space the recogniser saw beside one (session 48, block 25: "Y 06548425"
    // read for "Y06548425", joined, had become high), one word space apart as it saw them.
    const joined = (serialNumber: string, parts: string[]) =>
      confidenceOf('serialNumber', serialNumber, wordsOf(parts, 3));
    expect(joined('Y06548425', ['Y', '06548425'])).toBe('medium');
    expect(joined('SN12345', ['SN', '12345'])).toBe('high');
  });

  it('is not high for a serial whose lone first capital the scan set apart from its digits', () => {
    const read = (serialNumber: string) =>
      confidenceOf('serialNumber', serialNumber, wordsOf(serialNumber.split(' ')));
    // Session 51, block 33: printed "Z66231402" and "M04406987".
    expect(read('Z 66231402')).toBe('medium');
    expect(read('M 04406987')).toBe('medium');
    // Two capitals before the digits are a prefix printed apart.
    expect(read('SN 12345')).toBe('high');
    expect(read('M04406987')).toBe('high');
  });

  it('is not high for a model spaced between a slanted capital and its digits', () => {
    const read = (model: string) => confidenceOf('model', model, wordsOf(model.split(' ')));
    // Session 49, block 26: printed "Explorer EX224", read with a space after the X (high).
    expect(read('Explorer EX 224')).toBe('medium');
    expect(read('DSOX 3024T')).toBe('medium');
    expect(read('Explorer EX224')).toBe('high');
    expect(read('Fluke 87V')).toBe('high');
    expect(read('PACE 5000')).toBe('high');
  });

  it('is not high for a model whose letters meet its digits at a round O or zero', () => {
    const read = (model: string) => confidenceOf('model', model, wordsOf(model.split(' ')));
    // Session 70, block 74: printed "MSO44", read "MS044" (high).
    expect(read('MS044')).toBe('medium');
    expect(read('MSO44')).toBe('medium');
    expect(read('Tektronix MDO34')).toBe('medium');
    expect(read('RTB2004')).toBe('high');
    expect(read('PM 5000')).toBe('high');
  });

  it('is not high for a company whose dotted legal form lacks its last stop', () => {
    const read = (name: string) => confidenceOf('customer', name, wordsOf(name.split(' ')));
    // Session 70, block 75: printed "… del Centro S.A. de C.V.", read without the last stop.
    expect(read('Autopartes del Centro S.A. de C.V')).toBe('medium');
    expect(read('Ferrari S.p.A')).toBe('medium');
    expect(read('Autopartes del Centro S.A. de C.V.')).toBe('high');
    expect(read('Harlow Precision Engineering Ltd')).toBe('high');
  });

  it('is not high for a letter read twice, small and then capital', () => {
    const read = (model: string) => confidenceOf('model', model, wordsOf(model.split(' ')));
    // Session 50, block 28: printed "MarCal 16 ER" (high).
    expect(read('MarcCal 16 ER')).toBe('medium');
    expect(read('MarCal 16 ER')).toBe('high');
    expect(read('Micromar 40 EWR')).toBe('high');
  });

  it('is not high for a name opening with a Q no word of ours opens with', () => {
    const read = (name: string) => confidenceOf('equipmentName', name, wordsOf(name.split(' ')));
    // Session 50, block 28: printed "Outside Micrometer", the O read as a Q (high).
    expect(read('Qutside Micrometer')).toBe('medium');
    expect(read('Outside Micrometer')).toBe('high');
    expect(read('Quarzthermometer')).toBe('high');
    expect(read('Equipment Qualifier')).toBe('high');
  });

  it('is not high for a condition holding a box or a hash', () => {
    const read = (temperature: string) =>
      confidenceOf('temperature', temperature, wordsOf(temperature.split(' ')));
    // Session 50, block 30: "(21 ± 1) °C" read with a hash and a speck taken for a box.
    expect(read('(21 # 1) ☒ °C')).toBe('medium');
    expect(read('(21 ± 1) °C')).toBe('high');
  });

  it('is not high for a name whose words stand closer than a word space', () => {
    const read = (parts: readonly string[], space: number) =>
      confidenceOf('equipmentName', parts.join(' '), wordsOf(parts, space));
    // Session 49, block 27: "Einkanalpipette" read as two words 1.4 pt apart at 8 pt (high).
    expect(read(['Einka', 'nalpipette'], 1.5)).toBe('medium');
    expect(read(['Einka', 'nalpipette'], 3)).toBe('high');
    expect(read(['Digital', 'Multimeter'], 1.5)).toBe('high');
  });

  it('is not high for a technician whose name a scan read without its first capital', () => {
    const read = (technician: string) =>
      confidenceOf('technician', technician, wordsOf(technician.split(' ')));
    expect(read('ean-Luc Moreau')).toBe('medium');
    expect(read('Jean-Luc Moreau')).toBe('high');
  });

  it('maps word confidence to a ceiling', () => {
    expect([ceilingFor(96), ceilingFor(70), ceilingFor(30)]).toEqual(['high', 'medium', 'low']);
  });
});
