/**
 * A local HTTP server speaking OpenAI's chat-completions API (POST /v1/chat/completions), so
 * the real AI client runs against it in tests. Each test scripts how it answers: a fixed JSON
 * object, a model that invents values, one that never answers, one that rejects structured
 * output, or an error. Every request is recorded for assertions on what was sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
    [key: string]: unknown;
  };
}

export type FakeBehaviour =
  /** Answers with this object as the message content (JSON). */
  | { kind: 'answer'; content: Record<string, unknown> }
  /** Answers with this raw message content. */
  | { kind: 'raw'; content: string }
  /** Accepts the request and never answers (until the server closes). */
  | { kind: 'hang' }
  /** Rejects `response_format` with a 400, like servers without structured output. */
  | { kind: 'no-structured-output'; content: Record<string, unknown> }
  | { kind: 'error'; status: number };

function readJson(req: IncomingMessage): Promise<RecordedRequest['body']> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body']);
      } catch (error) {
        reject(error as Error);
      }
    });
    req.on('error', reject);
  });
}

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  });
}

export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  behaviour: FakeBehaviour = { kind: 'answer', content: {} };
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();

  /** Base URL as AI_BASE_URL takes it (…/v1). */
  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}/v1`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
    this.server = null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    this.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const behaviour = this.behaviour;
    switch (behaviour.kind) {
      case 'hang':
        this.hanging.add(res);
        return;
      case 'error':
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'the model is overloaded' } }));
        return;
      case 'no-structured-output':
        if (body.response_format) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ error: { message: "Unsupported parameter: 'response_format'" } }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(completion(`Here is the data:\n${JSON.stringify(behaviour.content)}`));
        return;
      case 'raw':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(completion(behaviour.content));
        return;
      case 'answer':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(completion(JSON.stringify(behaviour.content)));
    }
  }
}
