import { describe, expect, it } from 'vitest';
import { mergeAiAnswer } from '../../../src/extraction/ai/ai-merge.js';
import { documentEvidence, isGrounded } from '../../../src/extraction/ai/grounding.js';
import { emptyInstrumentFields, type Extraction } from '../../../src/shared/extraction.js';

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
