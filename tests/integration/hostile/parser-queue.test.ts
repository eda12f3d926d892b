/**
 * Parser queue stall (issue 17, item 3): one client streaming heavy PDFs and giving up on them
 * must not hold up anybody else's conversion. Real server on a real socket, real pool of parser
 * children. The heavy PDF costs seconds of parsing per page (capped by the child's stall
 * watchdog, here 3 s), so the assertions are about who is served, in what order, and what is
 * left in the queue — never about how fast.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParserPool, type ParserPool } from '../../../src/server/parser-pool.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { multipartFile, TEST_ORIGIN } from '../../helpers/http-session.js';
import { heavyDrawingPdf } from '../../fixtures/hostile/heavy-drawing-pdf.js';
import { REAL_ONE_PAGE_CERTIFICATE, TEST_POOL_LIMITS } from './real-parser-app.js';

const QUEUE_MAX = 4;
const WAITING_PER_CLIENT = 2;
const STALL_MS = 3000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { message?: string; errorType?: string; extractedData?: { equipmentName?: string } };
}

describe('parser queue under a heavy-PDF attack', () => {
  let t: TestApp;
  let pool: ParserPool;
  let port: number;
  let heavy: Uint8Array;
  const logged: { level: string; entry: Record<string, unknown>; message: string }[] = [];

  beforeAll(async () => {
    heavy = await heavyDrawingPdf();
    pool = createParserPool({
      ...TEST_POOL_LIMITS,
      queueMax: QUEUE_MAX,
      maxWaitingPerRequester: WAITING_PER_CLIENT,
      stallMs: STALL_MS,
      logger: {
        info: (entry, message) => logged.push({ level: 'info', entry: { ...entry }, message }),
        warn: (entry, message) => logged.push({ level: 'warn', entry: { ...entry }, message }),
        error: (entry, message) => logged.push({ level: 'error', entry: { ...entry }, message }),
      },
    });
    // Clients are told apart by X-Forwarded-For, as behind the reverse proxy in production.
    t = await buildTestApp(
      { RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: 'true' },
      { parser: pool },
    );
    await pool.extract(new Uint8Array(REAL_ONE_PAGE_CERTIFICATE), {
      today: '2026-01-15',
      filename: 'warm-up.pdf',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await pool?.close();
  });

  /** POSTs one PDF from `client` over a real socket; `abandon()` closes it, as a script would. */
  function convert(client: string, bytes: Uint8Array, name: string) {
    const { payload, headers } = multipartFile(bytes, name);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/convert-simple',
      headers: {
        ...headers,
        'content-length': String(payload.length),
        origin: TEST_ORIGIN,
        'x-forwarded-for': client,
      },
    });
    const answer = new Promise<Answer>((resolve, reject) => {
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
          }),
        );
      });
      request.on('error', reject);
    });
    request.end(payload);
    return {
      answer,
      abandon() {
        answer.catch(() => {});
        request.destroy();
      },
    };
  }

  async function until(condition: () => boolean, what: string, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const queueEmpty = () => pool.stats().busyWorkers === 0 && pool.stats().pendingTasks === 0;

  it('drops an abandoned client’s jobs — queued and on a child — and serves the next visitor', async () => {
    const cancelledBefore = pool.stats().cancelledTasks;
    const attacker = [1, 2, 3].map((n) => convert('203.0.113.7', heavy, `heavy-${n}.pdf`));
    await until(
      () => pool.stats().busyWorkers === 1 && pool.stats().pendingTasks === WAITING_PER_CLIENT,
      'the attacker’s jobs to be queued',
    );
    for (const request of attacker) request.abandon();

    // Every job of the departed client is gone: the two waiting ones never reach a child, the
    // one on a child is stopped (its child replaced).
    await until(queueEmpty, 'the attacker’s jobs to be cancelled');
    expect(pool.stats().cancelledTasks - cancelledBefore).toBe(3);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'info',
        message: expect.stringMatching(/client went away/),
      }),
    );

    const visitor = await convert('198.51.100.9', REAL_ONE_PAGE_CERTIFICATE, 'cert.pdf').answer;
    expect(visitor.status).toBe(200);
    expect(visitor.body.extractedData?.equipmentName).toBe('Backflow Test Kit');
  }, 120_000);

  it('serves requesters in turn: a newcomer goes before the rest of one client’s batch', async () => {
    await until(queueEmpty, 'an idle pool');
    const order: string[] = [];
    const track = (name: string, request: ReturnType<typeof convert>) =>
      request.answer.then((answer) => {
        order.push(name);
        return answer;
      });
    const heavyJob = track('A1', convert('203.0.113.7', heavy, 'heavy.pdf'));
    await until(() => pool.stats().busyWorkers === 1, 'the heavy job to start');
    const a2 = track('A2', convert('203.0.113.7', REAL_ONE_PAGE_CERTIFICATE, 'a2.pdf'));
    const a3 = track('A3', convert('203.0.113.7', REAL_ONE_PAGE_CERTIFICATE, 'a3.pdf'));
    await until(() => pool.stats().pendingTasks === 2, 'A2 and A3 to wait');
    const b1 = track('B1', convert('198.51.100.9', REAL_ONE_PAGE_CERTIFICATE, 'b1.pdf'));

    const [heavyAnswer, ...rest] = await Promise.all([heavyJob, a2, a3, b1]);
    // B1 came last but is a different requester: it is served right after the job on the child,
    // before the rest of A's batch. (A2 and A3 are parsed in turn, but their answers may leave
    // the server in either order — saving and building the workbook run outside the queue.)
    expect(order.slice(0, 2)).toEqual(['A1', 'B1']);
    expect(order.slice(2).sort()).toEqual(['A2', 'A3']);
    expect(rest.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // The heavy page itself is stopped by the per-page work cap or by the child's memory
    // ceiling, whichever it reaches first on this machine (under load CI has seen both); each
    // says so. The cap's own message is tested in faults/parser-kill.test.ts.
    expect(heavyAnswer.status).toBe(422);
    expect(heavyAnswer.body).toMatchObject({ errorType: 'EXTRACTION_FAILED' });
    expect(heavyAnswer.body.message).toMatch(/too much content to read|needed more memory/);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        entry: expect.objectContaining({ reason: expect.stringMatching(/^(?:stalled|memory)$/) }),
      }),
    );
  }, 120_000);

  it('refuses a client’s extra jobs with 429 and a full queue with 503 and Retry-After', async () => {
    await until(queueEmpty, 'an idle pool');
    const holder = convert('203.0.113.7', heavy, 'heavy.pdf');
    await until(() => pool.stats().busyWorkers === 1, 'the heavy job to start');
    const queued = [
      convert('203.0.113.7', REAL_ONE_PAGE_CERTIFICATE, 'a.pdf'),
      convert('203.0.113.7', REAL_ONE_PAGE_CERTIFICATE, 'b.pdf'),
    ];
    await until(() => pool.stats().pendingTasks === WAITING_PER_CLIENT, 'the client’s line');

    const tooMany = await convert('203.0.113.7', REAL_ONE_PAGE_CERTIFICATE, 'c.pdf').answer;
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers['retry-after']).toMatch(/^\d+$/);
    expect(tooMany.body).toEqual({
      message: expect.stringMatching(/Too many conversions at once/),
      errorType: 'RATE_LIMITED',
    });

    // Other clients fill the rest of the queue; the next one is told to come back later.
    queued.push(convert('198.51.100.1', REAL_ONE_PAGE_CERTIFICATE, 'd.pdf'));
    queued.push(convert('198.51.100.2', REAL_ONE_PAGE_CERTIFICATE, 'e.pdf'));
    await until(() => pool.stats().pendingTasks === QUEUE_MAX, 'a full queue');
    const full = await convert('198.51.100.3', REAL_ONE_PAGE_CERTIFICATE, 'f.pdf').answer;
    expect(full.status).toBe(503);
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    expect(full.body).toEqual({
      message: 'The converter is busy right now. Please try again in a minute.',
      errorType: 'SERVICE_UNAVAILABLE',
    });

    // Nothing refused was queued: the waiting ones are all served once the child is free.
    holder.abandon();
    const served = await Promise.all(queued.map((request) => request.answer));
    expect(served.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  }, 120_000);
});
