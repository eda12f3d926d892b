/**
 * SIGTERM while uploads are in flight (a deploy or a scale-down): the real server process stops
 * accepting connections, lets every upload already under way finish and get its answer, exits
 * with code 0, and leaves in the database exactly the conversions it answered for — nothing
 * half-written, including for an upload its client abandoned mid-way.
 */
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database.js';
import { conversions } from '../../../src/server/db/schema.js';
import { readCounter, TOTAL_CONVERSIONS } from '../../../src/server/services/counters.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { REAL_ONE_PAGE_CERTIFICATE } from '../hostile/real-parser-app.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

const BOUNDARY = 'certsheet-sigterm-boundary';

/** A multipart upload the test writes in two halves, with a pause between them. */
function slowUpload(server: ServerProcess, name: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="pdf"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const body = Buffer.concat([head, REAL_ONE_PAGE_CERTIFICATE, tail]);
  const half = Math.floor(body.length / 2);
  let req!: ClientRequest;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(
      `${server.url}/api/convert-simple`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(body.length),
          origin: server.url,
        },
      },
      (res: IncomingMessage) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
  });
  req.write(body.subarray(0, half));
  return {
    response,
    finish: () => req.end(body.subarray(half)),
    abandon: () => req.destroy(),
  };
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('SIGTERM during uploads', () => {
  let testDatabase: TestDatabase | null = null;
  let server: ServerProcess | null = null;
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await testDatabase?.close();
  });

  it('finishes the uploads in flight, refuses new ones, exits 0, and stores exactly those', async () => {
    // CI's PostgreSQL pass runs the process on a server database; otherwise embedded PGlite.
    testDatabase = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
    server = await startServerProcess(testDatabase ? { DATABASE_URL: testDatabase.url } : {});
    const running = server;

    const uploads = ['first.pdf', 'second.pdf', 'third.pdf'].map((name) =>
      slowUpload(running, name),
    );
    const abandoned = slowUpload(running, 'abandoned.pdf');
    abandoned.response.catch(() => {});
    // Let the server read the request heads: these are requests in flight, not new connections.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    running.child.kill('SIGTERM');
    let refused = false;
    for (let attempt = 0; attempt < 100 && !refused; attempt++) {
      refused = !(await acceptsConnections(running.port));
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refused).toBe(true);

    abandoned.abandon();
    for (const upload of uploads) upload.finish();
    const answers = await Promise.all(uploads.map((upload) => upload.response));
    for (const answer of answers) expect(answer.status).toBe(200);
    const answeredIds = answers.map((answer) => JSON.parse(answer.body).conversionId as string);

    const exit = await running.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(running.output()).toContain('shutting down: finishing in-flight requests');

    const database = testDatabase ?? (await openDatabase({ dataDir: running.dataDir }));
    try {
      const stored = await database.db.select().from(conversions);
      expect(stored.map((row) => row.id).sort()).toEqual([...answeredIds].sort());
      expect(stored.every((row) => row.success && row.extraction !== null)).toBe(true);
      expect(stored.map((row) => row.filename).sort()).toEqual([
        'first.pdf',
        'second.pdf',
        'third.pdf',
      ]);
      expect(await readCounter(database.db, TOTAL_CONVERSIONS)).toBe(3);
    } finally {
      if (!testDatabase) await database.close();
    }
  }, 180_000);
});
