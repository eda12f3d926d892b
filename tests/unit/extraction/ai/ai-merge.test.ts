import { describe, expect, it } from 'vitest';
import { mergeAiAnswer } from '../../../../src/extraction/ai/ai-merge.js';
import { documentEvidence, isGrounded } from '../../../../src/extraction/ai/grounding.js';
import {
  emptyInstrumentFields,
  type Extraction,
  type InstrumentFields,
} from '../../../../src/shared/extraction.js';

const TEXT = [
  'Pacific Standards Calibration',
  'Certificate of Calibration',
  'Instrument: Digital Multimeter   Manufacturer: Fluke   Model: 87V',
  'Serial No.: 44120017   Asset No.: QA-0815',
  'Calibration Date: 03/04/2025   Due Date: 03/04/2026',
  'Calibration interval: 1 year',
  'Technician: Amanda Brooks',
  'Reference standards: Fluke 5520A, serial 9410001, due 2025-11-02',
].join('\n');
const TODAY = '2025-06-01';

function extraction(): Extraction {
  const fields = {
    ...emptyInstrumentFields(),
    equipmentName: 'Digital Multimeter',
    manufacturer: 'Fluke',
    model: '87V',
    serialNumber: '44120017',
    calibrationDate: '2025-03-04',
    dueDate: '2026-03-04',
    technician: 'Amanda Brooks',
    equipmentId: 'Q4-0815',
  };
  return {
    fields,
    items: [fields],
    confidence: {
      equipmentName: 'high',
      manufacturer: 'high',
      model: 'medium',
      serialNumber: 'high',
      calibrationDate: 'medium',
      dueDate: 'medium',
      technician: 'high',
      equipmentId: 'low',
    },
    sources: { serialNumber: { page: 1, x: 50, y: 100 }, equipmentId: { page: 1, x: 200, y: 100 } },
    method: 'pattern',
    text: TEXT,
    pageCount: 1,
    language: 'en',
    warnings: [],
  };
}

describe('grounding', () => {
  const evidence = documentEvidence(TEXT, TODAY);

  it('finds text values regardless of case, spacing and punctuation', () => {
    expect(isGrounded('serialNumber', '44 120 017', evidence)).toBe(true);
    expect(isGrounded('equipmentId', 'qa0815', evidence)).toBe(true);
  });

  it('rejects values the document does not contain', () => {
    expect(isGrounded('serialNumber', 'SN-99887766', evidence)).toBe(false);
    expect(isGrounded('calibrationDate', '2025-05-01', evidence)).toBe(false);
  });

  it('accepts a date in either reading of an ambiguous printed date', () => {
    expect(isGrounded('calibrationDate', '2025-03-04', evidence)).toBe(true);
    expect(isGrounded('calibrationDate', '2025-04-03', evidence)).toBe(true);
  });

  it('accepts an interval printed in months or years', () => {
    expect(isGrounded('calibrationInterval', 12, evidence)).toBe(true);
    expect(isGrounded('calibrationInterval', 6, evidence)).toBe(false);
  });
});

describe('mergeAiAnswer', () => {
  const evidence = documentEvidence(TEXT, TODAY);

  it('raises the confidence of values the model agrees with', () => {
    const { extraction: merged, agreed } = mergeAiAnswer(
      extraction(),
      { model: '87V', calibrationDate: '2025-03-04' },
      evidence,
    );
    expect(agreed).toEqual(['model', 'calibrationDate']);
    expect(merged.confidence.model).toBe('high');
    expect(merged.confidence.calibrationDate).toBe('high');
  });

  it('keeps a sure labelled value against the model, flagged low with both values named', () => {
    const { extraction: merged, kept } = mergeAiAnswer(
      extraction(),
      { serialNumber: '9410001' },
      evidence,
    );
    expect(kept).toEqual(['serialNumber']);
    expect(merged.fields.serialNumber).toBe('44120017');
    expect(merged.confidence.serialNumber).toBe('low');
    expect(merged.warnings).toContain(
      'Serial #: the rules read "44120017", the AI model "9410001"; the rules\' value is kept — check it.',
    );
  });

  it("takes the model's value when the rules' one fails its field's type (a role caption as technician)", () => {
    const rules = extraction();
    rules.fields.technician = 'Technical Manager';
    rules.items = [rules.fields];
    const { extraction: merged, taken } = mergeAiAnswer(
      rules,
      { technician: 'Amanda Brooks' },
      evidence,
    );
    expect(taken).toEqual(['technician']);
    expect(merged.fields.technician).toBe('Amanda Brooks');
    expect(merged.confidence.technician).toBe('low');
  });

  it("in primary mode uses the model's grounded value, flagged low, the rules' named", () => {
    const { extraction: merged, taken } = mergeAiAnswer(
      extraction(),
      { serialNumber: '9410001' },
      evidence,
      'primary',
    );
    expect(taken).toEqual(['serialNumber']);
    expect(merged.fields.serialNumber).toBe('9410001');
    expect(merged.confidence.serialNumber).toBe('low');
    expect(merged.warnings[0]).toMatch(/model's value is used/);
  });

  it("takes the model's value over a guess the document does not spell that way", () => {
    const { extraction: merged, taken } = mergeAiAnswer(
      extraction(),
      { equipmentId: 'QA-0815' },
      evidence,
    );
    expect(taken).toEqual(['equipmentId']);
    expect(merged.fields.equipmentId).toBe('QA-0815');
    expect(merged.confidence.equipmentId).toBe('low');
    expect(merged.sources.equipmentId).toBeUndefined();
  });

  it('fills a field the rules missed, as medium, and keeps items[0] equal to fields', () => {
    const { extraction: merged, taken } = mergeAiAnswer(
      extraction(),
      { calibrationLab: 'Pacific Standards Calibration', calibrationInterval: 12 },
      evidence,
    );
    expect(taken).toEqual(['calibrationLab', 'calibrationInterval']);
    expect(merged.fields.calibrationLab).toBe('Pacific Standards Calibration');
    expect(merged.confidence.calibrationLab).toBe('medium');
    expect(merged.items[0]).toEqual(merged.fields);
  });

  it('discards invented values', () => {
    const before = extraction();
    const { extraction: merged, discarded } = mergeAiAnswer(
      before,
      { serialNumber: 'SN-99887766', customer: 'Acme Corp', dueDate: '2027-01-01' },
      evidence,
    );
    expect(discarded).toEqual(['serialNumber', 'customer', 'dueDate']);
    expect(merged.fields).toEqual(before.fields);
    expect(merged.confidence).toEqual(before.confidence);
  });

  it('never takes a verdict the rules did not find', () => {
    const { extraction: merged } = mergeAiAnswer(extraction(), { result: 'Pass' }, evidence);
    expect(merged.fields.result).toBeNull();
  });
});

describe('mergeAiAnswer with the instrument list', () => {
  const LIST_TEXT = [
    'Certificate of Calibration   Certificate No. C-2025-118',
    'Units under test',
    '1  Pressure Gauge   WIKA   232.50   SN 771001   ID PG-01',
    '2  Pressure Gauge   WIKA   232.50   SN 771002   ID PG-02',
    '3  Pressure Transmitter   Rosemount   3051   SN 88123   ID PT-07',
    'Calibration Date: 2025-03-04',
    'Standards used: Fluke 700G, serial 4410998, due 2025-12-01',
  ].join('\n');
  const evidence = documentEvidence(LIST_TEXT, TODAY);

  function gauge(serial: string, id: string): InstrumentFields {
    return {
      ...emptyInstrumentFields(),
      equipmentName: 'Pressure Gauge',
      manufacturer: 'WIKA',
      model: '232.50',
      serialNumber: serial,
      equipmentId: id,
      calibrationDate: '2025-03-04',
    };
  }
  const standard: InstrumentFields = {
    ...emptyInstrumentFields(),
    equipmentName: 'Fluke 700G',
    manufacturer: 'Fluke',
    model: '700G',
    serialNumber: '4410998',
    calibrationDate: '2025-03-04',
    dueDate: '2025-12-01',
  };
  function rules(items: InstrumentFields[]): Extraction {
    return {
      ...extraction(),
      text: LIST_TEXT,
      fields: items[0]!,
      items,
      confidence: { serialNumber: 'high', equipmentName: 'high' },
      sources: { serialNumber: { page: 1, x: 1, y: 1 } },
    };
  }
  const transmitter = {
    equipmentName: 'Pressure Transmitter',
    manufacturer: 'Rosemount',
    model: '3051',
    serialNumber: '88123',
    equipmentId: 'PT-07',
    calibrationDate: '2025-03-04',
  };

  it('pairs instruments by serial number whatever order the model lists them in', () => {
    const { extraction: merged, agreed } = mergeAiAnswer(
      rules([gauge('771001', 'PG-01'), gauge('771002', 'PG-02')]),
      {
        instruments: [
          { serialNumber: '771002', equipmentId: 'PG-02' },
          { serialNumber: '771001', equipmentId: 'PG-01' },
        ],
        listed: true,
      },
      evidence,
    );
    expect(merged.items.map((item) => item.serialNumber)).toEqual(['771001', '771002']);
    expect(agreed).toEqual(['serialNumber', 'equipmentId']);
    expect(merged.warnings).toEqual([]);
  });

  it("keeps each instrument's own confidence through the merge, a step up where the model agrees", () => {
    const read = rules([gauge('771001', 'PG-01'), gauge('771002', 'PG-02')]);
    read.itemConfidence = [read.confidence, { serialNumber: 'low', equipmentId: 'medium' }];
    const { extraction: merged } = mergeAiAnswer(
      read,
      {
        instruments: [
          { serialNumber: '771001', equipmentId: 'PG-01' },
          { serialNumber: '771002', model: '232.50' },
        ],
        listed: true,
      },
      evidence,
    );
    expect(merged.itemConfidence).toHaveLength(2);
    expect(merged.itemConfidence![0]).toEqual(merged.confidence);
    // The second instrument's doubtful serial goes up a step where the model agrees (from the
    // rules' own 'low', not from a blanket 'medium'); its ID, which the model did not read,
    // keeps the rules' doubt.
    expect(merged.itemConfidence![1]).toMatchObject({
      serialNumber: 'medium',
      equipmentId: 'medium',
    });
    expect(merged.itemConfidence![1]!.equipmentName).toBeUndefined();
  });

  it('adds an instrument only the model read, flagged for review', () => {
    const { extraction: merged, instrumentsAdded } = mergeAiAnswer(
      rules([gauge('771001', 'PG-01')]),
      { instruments: [{ serialNumber: '771001' }, transmitter], listed: true },
      evidence,
    );
    expect(instrumentsAdded).toBe(1);
    expect(merged.items).toHaveLength(2);
    expect(merged.items[1]).toMatchObject({ serialNumber: '88123', equipmentId: 'PT-07' });
    expect(merged.warnings[0]).toMatch(/the AI model read an instrument the rules did not/i);
  });

  it('never adds an instrument the document does not contain', () => {
    const { extraction: merged, instrumentsAdded } = mergeAiAnswer(
      rules([gauge('771001', 'PG-01')]),
      {
        instruments: [
          { serialNumber: '771001' },
          { serialNumber: 'SN-99887766', equipmentName: 'Invented Meter' },
        ],
        listed: true,
      },
      evidence,
    );
    expect(instrumentsAdded).toBe(0);
    expect(merged.items).toHaveLength(1);
  });

  it('in primary mode leaves out a reference standard the rules took for an instrument', () => {
    const { extraction: merged, instrumentsDropped } = mergeAiAnswer(
      rules([standard, gauge('771001', 'PG-01')]),
      { instruments: [{ ...transmitter }, { serialNumber: '771001' }], listed: true },
      evidence,
      'primary',
    );
    expect(instrumentsDropped).toBe(1);
    expect(merged.items.map((item) => item.serialNumber)).toEqual(['771001', '88123']);
    // The standard's due date does not survive on any instrument.
    expect(merged.items.map((item) => item.dueDate)).toEqual([null, null]);
    expect(merged.fields).toEqual(merged.items[0]);
    expect(merged.warnings.join('\n')).toMatch(/did not list \(Fluke 700G 4410998\)/);
  });

  it('in assist mode keeps every instrument the rules read', () => {
    const { extraction: merged, instrumentsDropped } = mergeAiAnswer(
      rules([standard, gauge('771001', 'PG-01')]),
      { instruments: [{ ...transmitter }, { serialNumber: '771001' }], listed: true },
      evidence,
    );
    expect(instrumentsDropped).toBe(0);
    expect(merged.items.map((item) => item.serialNumber)).toEqual(['4410998', '771001', '88123']);
  });

  it('a flat answer (no list) never drops the rules’ other instruments, even in primary mode', () => {
    const { extraction: merged } = mergeAiAnswer(
      rules([gauge('771001', 'PG-01'), gauge('771002', 'PG-02')]),
      { instruments: [{ serialNumber: '771001' }], listed: false },
      evidence,
      'primary',
    );
    expect(merged.items).toHaveLength(2);
  });

  it('recalculates a calculated due date when the model corrects the calibration date', () => {
    const base = rules([gauge('771001', 'PG-01')]);
    const first = {
      ...base.fields,
      calibrationDate: '2025-12-01',
      calibrationInterval: 12,
      dueDate: '2026-12-01',
      dueDateCalculated: true,
    };
    const { extraction: merged } = mergeAiAnswer(
      { ...base, fields: first, items: [first] },
      { calibrationDate: '2025-03-04' },
      evidence,
      'primary',
    );
    expect(merged.fields).toMatchObject({
      calibrationDate: '2025-03-04',
      dueDate: '2026-03-04',
      dueDateCalculated: true,
    });
  });
});

describe('mergeAiAnswer, primary mode, due dates and confidence', () => {
  const TEXT2 = [
    'Certificate of Calibration',
    'Instrument: Digital Multimeter   Serial No.: 44120017',
    'Calibrated on 2024-05-11   Recall interval: one year',
    'Traceability letter: this letter is valid until 2027-12-28.',
  ].join('\n');
  const evidence = documentEvidence(TEXT2, TODAY);
  function rulesReading(): Extraction {
    const fields = {
      ...emptyInstrumentFields(),
      equipmentName: 'Digital Multimeter',
      serialNumber: '44120017',
      calibrationDate: '2024-05-11',
      dueDate: '2027-12-28',
    };
    return {
      ...extraction(),
      text: TEXT2,
      fields,
      items: [fields],
      confidence: { equipmentName: 'high', serialNumber: 'high', dueDate: 'medium' },
    };
  }
  const listed = (answer: Record<string, unknown>) => ({
    instruments: [answer as never],
    listed: true,
  });

  it('grounds an interval written in words', () => {
    expect(isGrounded('calibrationInterval', 12, evidence)).toBe(true);
    expect(isGrounded('calibrationInterval', 24, evidence)).toBe(false);
  });

  it('calculates the due date from the interval the model read when it finds no printed due date', () => {
    const { extraction: merged } = mergeAiAnswer(
      rulesReading(),
      listed({ serialNumber: '44120017', calibrationInterval: 12 }),
      evidence,
      'primary',
    );
    expect(merged.fields).toMatchObject({ dueDate: '2025-05-11', dueDateCalculated: true });
    expect(merged.confidence.dueDate).toBe('low');
    expect(merged.warnings.join('\n')).toMatch(/no printed due date.*"2027-12-28"/);
  });

  it('leaves the due date alone in assist mode', () => {
    const { extraction: merged } = mergeAiAnswer(
      rulesReading(),
      listed({ serialNumber: '44120017', calibrationInterval: 12 }),
      evidence,
    );
    expect(merged.fields.dueDate).toBe('2027-12-28');
  });

  it('does not keep a value only the rules read at high when the model leads', () => {
    const { extraction: merged } = mergeAiAnswer(
      rulesReading(),
      listed({ serialNumber: '44120017' }),
      evidence,
      'primary',
    );
    expect(merged.confidence.serialNumber).toBe('high');
    expect(merged.confidence.equipmentName).toBe('medium');
  });

  it('grounds a name the layout broke over two lines, and nothing looser', () => {
    const broken = documentEvidence(
      'Description: Máquina de medición por   Serial: 8812\ncoordenadas (CMM)   Model: Contura',
      TODAY,
    );
    expect(isGrounded('equipmentName', 'Máquina de medición por coordenadas (CMM)', broken)).toBe(
      true,
    );
    expect(isGrounded('equipmentName', 'Máquina de coordenadas ópticas', broken)).toBe(false);
  });
});
