/**
 * AI-assisted extraction end to end in the engine: a text certificate, the real HTTP client,
 * and a local fake model that agrees, invents values or never answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCertificate } from '../../../src/extraction/index.js';
import { createAiClient } from '../../../src/server/ai-client.js';
import type { ExtractionOutcome } from '../../../src/shared/extraction.js';
import { FakeOpenAi } from '../../helpers/fake-openai.js';
import { buildPdf, keyValues, title } from '../../unit/extraction/helpers/build-pdf.js';

const TODAY = '2025-06-01';

function certificate(): Promise<Uint8Array> {
  return buildPdf([
    [
      { text: 'Pacific Standards Calibration', x: 50, y: 40, size: 14, bold: true },
      title('Certificate of Calibration', 95),
      ...keyValues([
        ['Certificate No.', 'PSC-2025-031488'],
        ['Instrument', 'Digital Multimeter'],
        ['Manufacturer', 'Fluke'],
        ['Model', '87V'],
        ['Serial No.', '44120017'],
        ['Calibration Date', '2025-03-14'],
        ['Due Date', '2026-03-14'],
      ]),
      { text: 'Reference standard: Fluke 5520A, serial 9410001.', x: 50, y: 300 },
      // A name with no label: nothing tells the rules it is the technician.
      { text: 'Amanda Brooks', x: 50, y: 360 },
    ],
  ]);
}

function fields(outcome: ExtractionOutcome) {
  if (!outcome.ok) throw new Error(`${outcome.errorType}: ${outcome.message}`);
  return outcome.extraction;
}

describe('AI-assisted extraction', () => {
  const server = new FakeOpenAi();
  let bytes: Uint8Array;
  let rulesOnly: ReturnType<typeof fields>;
  beforeAll(async () => {
    await server.start();
    bytes = await certificate();
    rulesOnly = fields(await extractCertificate(bytes, { today: TODAY }));
  });
  afterAll(() => server.stop());

  const client = (timeoutMs = 5000) =>
    createAiClient({ baseUrl: server.baseUrl, model: 'fake', timeoutMs });

  it('sends the text the engine read, and merges a model that agrees and adds', async () => {
    server.behaviour = {
      kind: 'answer',
      content: {
        serialNumber: '44120017',
        model: '87V',
        technician: 'Amanda Brooks',
        calibrationDate: '2025-03-14',
      },
    };
    const extraction = fields(await extractCertificate(bytes, { today: TODAY }, { ai: client() }));
    expect(server.requests.at(-1)!.body.messages![1]!.content).toMatch(/Serial No\.:\s+44120017/);
    expect(rulesOnly.fields.technician).toBeNull();
    expect(extraction.method).toBe('ai');
    expect(extraction.fields.technician).toBe('Amanda Brooks');
    expect(extraction.confidence.technician).toBe('medium');
    expect(extraction.fields.serialNumber).toBe('44120017');
    expect(extraction.confidence.serialNumber).toBe('high');
    expect(extraction.confidence.model).toBe('high');
  });

  it('discards what a hallucinating model invents, and logs it', async () => {
    server.behaviour = {
      kind: 'answer',
      content: {
        serialNumber: 'SN-2291-7781',
        dueDate: '2027-01-31',
        customer: 'Globex Industrial Ltd',
        equipmentId: 'ASSET-0042',
      },
    };
    const logged: { message: string; details?: Record<string, unknown> }[] = [];
    const extraction = fields(
      await extractCertificate(
        bytes,
        { today: TODAY },
        { ai: client(), log: (message, details) => logged.push({ message, details }) },
      ),
    );
    expect(extraction.fields).toEqual(rulesOnly.fields);
    expect(extraction.method).toBe('pattern');
    expect(logged).toEqual([
      {
        message: 'AI values not found in the document were discarded',
        details: { fields: ['equipmentId', 'serialNumber', 'dueDate', 'customer'] },
      },
    ]);
  });

  it('falls back to the rules, logged, when the model does not answer in time', async () => {
    server.behaviour = { kind: 'hang' };
    const logged: string[] = [];
    const started = performance.now();
    const extraction = fields(
      await extractCertificate(
        bytes,
        { today: TODAY },
        { ai: client(800), log: (message) => logged.push(message) },
      ),
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(extraction.fields).toEqual(rulesOnly.fields);
    expect(extraction.confidence).toEqual(rulesOnly.confidence);
    expect(logged).toEqual(['AI-assisted extraction failed; using the rules alone']);
  });
});
