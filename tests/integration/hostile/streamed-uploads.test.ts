/**
 * Uploads that stream instead of declaring their size, against a real HTTP server on 127.0.0.1
 * and a raw TCP client. A chunked multipart upload (no Content-Length) of 12 GB used to get no
 * answer for as long as it was sent, with a core busy parsing it: busboy flagged the 10 MB limit
 * but went on swallowing the part. Now the 413 arrives while the client is still sending, and the
 * server closes the connection. Also: a multipart body without a boundary is a 400 with a message
 * (was a 500), and a client that hangs up mid-upload is logged at info, not as an unhandled error.
 */
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionIdleTimeoutMs } from '../../../src/server/app.js';
import {
  MALFORMED_MULTIPART_MESSAGE,
  NO_BOUNDARY_MESSAGE,
} from '../../../src/server/plugins/pdf-upload.js';
import { MAX_FILE_SIZE_BYTES } from '../../../src/shared/constants.js';
import { EXTRACTION_ERROR_MESSAGES } from '../../../src/shared/errors.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const MB = 1024 * 1024;
/** The sender gives up here: a server that has not answered by then never cuts uploads off. */
const SEND_CAP_BYTES = 50 * MB;
const BOUNDARY = '----certsheet-stream-test';
const FILE_PART_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="pdf"; filename="huge.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n';

interface Exchange {
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** Body bytes written when the first byte of the answer arrived (null: no answer). */
  sentWhenAnswered: number | null;
  sentTotal: number;
  /** The sender reached SEND_CAP_BYTES without the server stopping it. */
  reachedCap: boolean;
  /** The server ended or reset the connection (rather than this client giving up). */
  serverClosed: boolean;
}

interface UploadOptions {
  headers: Record<string, string>;
  /** Body bytes before the filler (sent as the first chunk). */
  prefix?: string;
  /** Chunked transfer encoding (the default), or a Content-Length header given in `headers`. */
  chunked?: boolean;
  capBytes?: number;
}

/** Sends an endless upload like a misbehaving client, and reports what came back and when. */
function streamUpload(port: number, options: UploadOptions): Promise<Exchange> {
  const { chunked = true, capBytes = SEND_CAP_BYTES } = options;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let sent = 0;
    let sentWhenAnswered: number | null = null;
    let reachedCap = false;
    let serverClosed = false;
    let finished = false;
    const block = Buffer.alloc(64 * 1024, 0x20);
    const frame = (data: Buffer) =>
      chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;

    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(giveUp);
      socket.destroy();
      resolve({
        ...parseResponse(Buffer.concat(received)),
        sentWhenAnswered,
        sentTotal: sent,
        reachedCap,
        serverClosed,
      });
    };
    // Bounded: after the cap, wait a little for a late answer, then stop.
    let giveUp: NodeJS.Timeout = setTimeout(finish, 120_000);

    socket.on('data', (data) => {
      sentWhenAnswered ??= sent;
      received.push(data);
    });
    socket.on('end', () => {
      serverClosed = true;
      finish();
    });
    socket.on('error', () => {
      // EPIPE / ECONNRESET: the server closed while we were still writing.
      serverClosed = !reachedCap;
      finish();
    });
    socket.on('close', finish);

    const head = Object.entries({
      host: `127.0.0.1:${port}`,
      ...(chunked ? { 'transfer-encoding': 'chunked' } : {}),
      ...options.headers,
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST /api/convert-simple HTTP/1.1\r\n${head}\r\n`);
    if (options.prefix) socket.write(frame(Buffer.from(options.prefix, 'latin1')));

    const pump = () => {
      while (!finished && !socket.destroyed) {
        if (sent >= capBytes) {
          reachedCap = true;
          clearTimeout(giveUp);
          giveUp = setTimeout(finish, 5_000);
          return;
        }
        sent += block.length;
        if (!socket.write(frame(block))) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

function parseResponse(raw: Buffer): Pick<Exchange, 'status' | 'headers' | 'body'> {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return { status: null, headers: {}, body: '' };
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const length = Number(headers['content-length'] ?? NaN);
  const rest = text.slice(split + 4);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: Number.isFinite(length) ? rest.slice(0, length) : rest,
  };
}

const TOO_LARGE = {
  message: EXTRACTION_ERROR_MESSAGES.FILE_TOO_LARGE,
  errorType: 'FILE_TOO_LARGE',
};

describe('streamed uploads against a real server', () => {
  let t: TestApp;
  let port: number;
  const logLines: Array<{ level: number; msg: string; err?: { message?: string } }> = [];

  beforeAll(async () => {
    t = await buildTestApp(
      { RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'info' },
      {
        logStream: {
          write: (line: string) => {
            logLines.push(JSON.parse(line));
          },
        },
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expectStillServing() {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  }

  it('answers 413 while a chunked upload with no Content-Length is still being sent, then closes', async () => {
    const started = Date.now();
    const exchange = await streamUpload(port, {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      prefix: FILE_PART_HEAD,
    });
    expect(exchange.status, 'an answer before the sender gave up').toBe(413);
    expect(JSON.parse(exchange.body)).toEqual(TOO_LARGE);
    expect(exchange.headers.connection).toBe('close');
    // It came while the client was still sending: a little past 10 MB (plus what sat in the
    // socket buffers), far short of the 50 MB this sender would have gone on to.
    expect(exchange.sentWhenAnswered).not.toBeNull();
    expect(exchange.sentWhenAnswered!).toBeGreaterThan(MAX_FILE_SIZE_BYTES - MB);
    expect(exchange.sentWhenAnswered!).toBeLessThan(30 * MB);
    // And the server hung up: the sender never reached its cap.
    expect(exchange.reachedCap).toBe(false);
    expect(exchange.serverClosed).toBe(true);
    expect(exchange.sentTotal).toBeLessThan(SEND_CAP_BYTES);
    expect(Date.now() - started).toBeLessThan(30_000);
    await expectStillServing();
  });

  it('cuts off a body that never reaches its boundary (the limit is on the body, not only the file)', async () => {
    const exchange = await streamUpload(port, {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      prefix: 'a preamble that never ends\r\n',
    });
    expect(exchange.status).toBe(413);
    expect(JSON.parse(exchange.body)).toEqual(TOO_LARGE);
    expect(exchange.sentWhenAnswered!).toBeLessThan(30 * MB);
    expect(exchange.reachedCap).toBe(false);
    await expectStillServing();
  });

  it('refuses a declared 12 GB Content-Length at once and does not read the body', async () => {
    const exchange = await streamUpload(port, {
      chunked: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(12 * 1024 * MB),
      },
      prefix: FILE_PART_HEAD,
    });
    expect(exchange.status).toBe(413);
    expect(JSON.parse(exchange.body)).toEqual(TOO_LARGE);
    expect(exchange.headers.connection).toBe('close');
    expect(exchange.sentWhenAnswered!).toBeLessThan(10 * MB);
    expect(exchange.reachedCap).toBe(false);
    await expectStillServing();
  });

  it('answers a multipart body without a boundary with 400 and a clear message (was a 500)', async () => {
    const exchange = await streamUpload(port, {
      headers: { 'content-type': 'multipart/form-data' },
      prefix: FILE_PART_HEAD,
    });
    expect(exchange.status).toBe(400);
    expect(JSON.parse(exchange.body)).toEqual({
      message: NO_BOUNDARY_MESSAGE,
      errorType: 'BAD_REQUEST',
    });
    expect(exchange.sentWhenAnswered!).toBeLessThan(10 * MB);
    expect(exchange.reachedCap).toBe(false);

    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=""',
      `multipart/form-data; boundary=${'x'.repeat(71)}`,
      'multipart/form-data; charset=utf-8',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/convert-simple',
        headers: { 'content-type': contentType },
        payload: `${FILE_PART_HEAD}\r\n--${BOUNDARY}--\r\n`,
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().message, contentType).toBe(NO_BOUNDARY_MESSAGE);
    }
  });

  it('answers a multipart body that ends inside the file with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/convert-simple',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `${FILE_PART_HEAD}and the body stops here`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MALFORMED_MULTIPART_MESSAGE, errorType: 'BAD_REQUEST' });
  });

  it('logs a client that hangs up mid-upload at info, not as an unhandled error', async () => {
    const before = logLines.length;
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/convert-simple HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n` +
        `content-type: multipart/form-data; boundary=${BOUNDARY}\r\ntransfer-encoding: chunked\r\n\r\n`,
    );
    const part = Buffer.concat([Buffer.from(FILE_PART_HEAD), Buffer.alloc(MB, 0x20)]);
    socket.write(`${part.length.toString(16)}\r\n`);
    socket.write(part);
    socket.write('\r\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();

    const deadline = Date.now() + 10_000;
    const logged = () => logLines.slice(before);
    while (!logged().some((line) => line.msg === 'client disconnected during upload')) {
      if (Date.now() > deadline) throw new Error(`not logged: ${JSON.stringify(logged())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const disconnect = logged().find((line) => line.msg === 'client disconnected during upload');
    expect(disconnect?.level).toBe(30);
    // Nothing at warn or above: no "unhandled error", no stack for an everyday event.
    expect(logged().filter((line) => line.level >= 40)).toEqual([]);
    await expectStillServing();
  });

  it('bounds how long a request may take and how long a connection may sit silent', () => {
    expect(t.app.server.requestTimeout).toBe(t.config.REQUEST_TIMEOUT_MS);
    expect(t.config.REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(t.app.server.timeout).toBe(connectionIdleTimeoutMs(t.config));
    // Longer than a request may legitimately stay silent: sent, then parsed.
    expect(t.app.server.timeout).toBeGreaterThan(
      t.config.REQUEST_TIMEOUT_MS + t.config.PARSER_TIMEOUT_MS,
    );
  });
});
