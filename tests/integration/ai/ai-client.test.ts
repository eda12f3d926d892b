/** The OpenAI-compatible client against a local fake server speaking the same API. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAiRequest } from '../../../src/extraction/ai/ai-request.js';
import { aiSettingsFrom, createAiClient } from '../../../src/server/ai-client.js';
import { FakeOpenAi } from '../../helpers/fake-openai.js';

const request = buildAiRequest('Certificate of Calibration\nSerial No.: 12345');

describe('createAiClient', () => {
  const server = new FakeOpenAi();
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('posts the model, the messages and the JSON schema, with the API key', async () => {
    server.behaviour = { kind: 'answer', content: { serialNumber: '12345' } };
    const client = createAiClient({
      baseUrl: server.baseUrl,
      model: 'llama3.1',
      apiKey: 'sk-test',
      timeoutMs: 5000,
    });
    expect(JSON.parse(await client.complete(request))).toEqual({ serialNumber: '12345' });
    const [sent] = server.requests;
    expect(sent).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: {
        model: 'llama3.1',
        temperature: 0,
        messages: request.messages,
        response_format: { type: 'json_schema', json_schema: { name: 'calibration_certificate' } },
      },
    });
  });

  it('sends no authorization header without a key', async () => {
    server.behaviour = { kind: 'answer', content: {} };
    await createAiClient({ baseUrl: server.baseUrl, model: 'm', timeoutMs: 5000 }).complete(
      request,
    );
    expect(server.requests[0]!.authorization).toBeUndefined();
  });

  it('retries once without structured output when the server rejects it, then stops asking', async () => {
    server.behaviour = { kind: 'no-structured-output', content: { model: '87V' } };
    const client = createAiClient({ baseUrl: server.baseUrl, model: 'm', timeoutMs: 5000 });
    expect(await client.complete(request)).toContain('"model":"87V"');
    expect(await client.complete(request)).toContain('"model":"87V"');
    expect(server.requests.map((sent) => Boolean(sent.body.response_format))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('gives up after AI_TIMEOUT_MS on a server that never answers', async () => {
    server.behaviour = { kind: 'hang' };
    const client = createAiClient({ baseUrl: server.baseUrl, model: 'm', timeoutMs: 600 });
    const started = performance.now();
    await expect(client.complete(request)).rejects.toThrow(/abort|timeout/i);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('fails on an error status', async () => {
    server.behaviour = { kind: 'error', status: 503 };
    const client = createAiClient({ baseUrl: server.baseUrl, model: 'm', timeoutMs: 5000 });
    await expect(client.complete(request)).rejects.toThrow('AI API answered 503');
  });
});

describe('aiSettingsFrom', () => {
  it('is nothing unless both the URL and the model are configured', () => {
    expect(aiSettingsFrom({ AI_TIMEOUT_MS: 20000 })).toBeUndefined();
    expect(
      aiSettingsFrom({
        AI_BASE_URL: 'http://localhost:11434/v1',
        AI_MODEL: 'llama3.1',
        AI_TIMEOUT_MS: 9000,
      }),
    ).toEqual({ baseUrl: 'http://localhost:11434/v1', model: 'llama3.1', timeoutMs: 9000 });
  });
});
