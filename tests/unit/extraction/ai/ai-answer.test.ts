import { describe, expect, it } from 'vitest';
import { parseAiAnswer, parseAiInstruments } from '../../../../src/extraction/ai/ai-answer.js';
import {
  AI_ANSWER_SCHEMA,
  AI_INSTRUMENT_SCHEMA,
  buildAiRequest,
  MAX_AI_TEXT_CHARS,
} from '../../../../src/extraction/ai/ai-request.js';
import { FIELD_KEYS } from '../../../../src/shared/extraction.js';

describe('buildAiRequest', () => {
  it('sends instructions and the text, and asks for a list of instruments with every field but the computed flag', () => {
    const request = buildAiRequest('Certificate of Calibration\nSerial No.: 12345');
    expect(request.messages).toHaveLength(2);
    expect(request.messages[1]!.content).toContain('Serial No.: 12345');
    expect(AI_ANSWER_SCHEMA.required).toEqual(['instruments']);
    const list = (AI_ANSWER_SCHEMA.properties as Record<string, Record<string, unknown>>)
      .instruments!;
    expect(list.type).toBe('array');
    expect(list.items).toBe(AI_INSTRUMENT_SCHEMA);
    const keys = Object.keys(AI_INSTRUMENT_SCHEMA.properties as object);
    expect([...keys].sort()).toEqual([...FIELD_KEYS].sort());
    // Strict structured output (OpenAI) wants every key required and no others allowed.
    expect(AI_INSTRUMENT_SCHEMA.required).toEqual(keys);
    expect(AI_INSTRUMENT_SCHEMA.additionalProperties).toBe(false);
  });

  it('cuts a very long text', () => {
    const request = buildAiRequest('x'.repeat(MAX_AI_TEXT_CHARS * 2));
    expect(request.messages[1]!.content.length).toBeLessThan(MAX_AI_TEXT_CHARS + 100);
  });
});

describe('parseAiInstruments', () => {
  it('reads every instrument of the list, each field checked', () => {
    expect(
      parseAiInstruments(
        '{"instruments": [{"serialNumber": "A1", "model": 7}, "junk", {"serialNumber": "B2"}]}',
      ),
    ).toEqual({ instruments: [{ serialNumber: 'A1' }, { serialNumber: 'B2' }], listed: true });
  });

  it('takes a flat object as one instrument that does not claim to be the whole list', () => {
    expect(parseAiInstruments('{"serialNumber": "A1"}')).toEqual({
      instruments: [{ serialNumber: 'A1' }],
      listed: false,
    });
  });

  it('is no answer when there is no JSON object', () => {
    expect(parseAiInstruments('I cannot read this document.')).toBeNull();
    expect(parseAiInstruments('{"instruments": [')).toBeNull();
  });
});

describe('parseAiAnswer', () => {
  it('reads a JSON object, dropping nulls', () => {
    expect(
      parseAiAnswer('{"serialNumber": " 12345 ", "calibrationDate": "2025-03-14", "model": null}'),
    ).toEqual({ serialNumber: '12345', calibrationDate: '2025-03-14' });
  });

  it('finds the object inside a code fence or prose', () => {
    expect(parseAiAnswer('Sure!\n```json\n{"manufacturer": "Fluke"}\n```')).toEqual({
      manufacturer: 'Fluke',
    });
  });

  it('drops values of the wrong type or format', () => {
    expect(
      parseAiAnswer(
        JSON.stringify({
          calibrationDate: '14/03/2025',
          calibrationInterval: 'twelve',
          result: 'OK',
          serialNumber: 12345,
          dueDate: '2026-03-14',
          unknownField: 'x',
        }),
      ),
    ).toEqual({ dueDate: '2026-03-14' });
  });

  it('takes a numeric interval written as a string', () => {
    expect(parseAiAnswer('{"calibrationInterval": "12"}')).toEqual({ calibrationInterval: 12 });
  });

  it('is no answer when there is no JSON object', () => {
    expect(parseAiAnswer('I cannot help with that.')).toBeNull();
    expect(parseAiAnswer('{not json}')).toBeNull();
    expect(parseAiAnswer('[1, 2]')).toBeNull();
  });
});
