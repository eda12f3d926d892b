import { describe, expect, it } from 'vitest';
import { assistWithAi } from '../../../../src/extraction/ai/ai-assist.js';
import type { AiService } from '../../../../src/extraction/ai/ai-service.js';
import {
  emptyInstrumentFields,
  type ExtractionOutcome,
} from '../../../../src/shared/extraction.js';

const TEXT = 'Certificate of Calibration\nSerial: A-77\nCalibrated 2025-02-10\nLab: Acme Metrology';

function answering(content: string): AiService & { calls: number } {
  return {
    calls: 0,
    async complete() {
      this.calls += 1;
      return content;
    },
  };
}

const failed: ExtractionOutcome = {
  ok: false,
  errorType: 'EXTRACTION_FAILED',
  message: 'could not read',
  text: TEXT,
  pageCount: 1,
};

function succeeded(): ExtractionOutcome {
  const fields = {
    ...emptyInstrumentFields(),
    serialNumber: 'A-77',
    calibrationDate: '2025-02-10',
  };
  return {
    ok: true,
    extraction: {
      fields,
      items: [fields],
      confidence: { serialNumber: 'high', calibrationDate: 'high' },
      sources: {},
      method: 'ocr',
      text: TEXT,
      pageCount: 1,
      language: 'en',
      warnings: [],
    },
  };
}

describe('assistWithAi', () => {
  it("marks the method 'ai' when the model contributed a value", async () => {
    const outcome = await assistWithAi(succeeded(), {
      ai: answering('{"calibrationLab": "Acme Metrology"}'),
      today: '2025-06-01',
    });
    expect(outcome.ok && outcome.extraction.method).toBe('ai');
    expect(outcome.ok && outcome.extraction.fields.calibrationLab).toBe('Acme Metrology');
  });

  it('keeps the method when the model only agreed', async () => {
    const outcome = await assistWithAi(succeeded(), {
      ai: answering('{"serialNumber": "A-77"}'),
      today: '2025-06-01',
    });
    expect(outcome.ok && outcome.extraction.method).toBe('ocr');
  });

  it('rescues a certificate the rules could not complete, every value low', async () => {
    const outcome = await assistWithAi(failed, {
      ai: answering('{"serialNumber": "A-77", "calibrationDate": "2025-02-10", "model": "X9"}'),
      today: '2025-06-01',
    });
    expect(outcome).toMatchObject({
      ok: true,
      extraction: {
        method: 'ai',
        fields: { serialNumber: 'A-77', calibrationDate: '2025-02-10', model: null },
        confidence: { serialNumber: 'low', calibrationDate: 'low' },
      },
    });
  });

  it('does not rescue on invented values', async () => {
    const outcome = await assistWithAi(failed, {
      ai: answering('{"serialNumber": "ZZ-1", "calibrationDate": "2024-01-01"}'),
      today: '2025-06-01',
    });
    expect(outcome).toBe(failed);
  });

  it('leaves a rejected non-certificate alone without asking', async () => {
    const ai = answering('{}');
    const invoice: ExtractionOutcome = { ...failed, errorType: 'NOT_CALIBRATION_CERT' };
    expect(await assistWithAi(invoice, { ai, today: '2025-06-01' })).toBe(invoice);
    expect(ai.calls).toBe(0);
  });

  it('falls back to the rules, logged, when the request fails or the answer is not JSON', async () => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const broken: AiService = {
      complete: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const before = succeeded();
    expect(await assistWithAi(before, { ai: broken, today: '2025-06-01', log })).toBe(before);
    expect(await assistWithAi(before, { ai: answering('no idea'), today: '2025-06-01', log })).toBe(
      before,
    );
    expect(logged).toEqual([
      'AI-assisted extraction failed; using the rules alone',
      'AI answer was not a JSON object; using the rules alone',
    ]);
  });
});
