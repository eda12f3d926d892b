/**
 * Secrets in logs (issue 17, item 7): without SMTP_URL, a password-reset link (as good as the
 * password) must reach neither the log nor a file other users of the machine can read, and a
 * public production server must not silently fall back to the outbox.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../src/server/config.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession } from '../../helpers/http-session.js';

const MAIN = fileURLToPath(new URL('../../../src/server/main.ts', import.meta.url));

/** Every file under dir, with its permission bits. */
function filesUnder(dir: string): { file: string; mode: number }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return [{ file, mode: statSync(file).mode & 0o777 }];
  });
}

describe('password-reset mail without an SMTP server', () => {
  const log: string[] = [];
  let dataDir: string;
  let t: TestApp;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'certsheet-mail-'));
    // An outbox left by an older version, readable by everyone.
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    t = await buildTestApp(
      { LOG_LEVEL: 'info', DATA_DIR: dataDir },
      { logStream: { write: (line: string) => void log.push(line) } },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the reset token out of the log and out of files others can read', async () => {
    // Sign-up (which may mail a verification link too), then a reset request.
    const signUp = await new HttpSession(t.app).post('/api/auth/sign-up/email', {
      email: 'secret-owner@example.com',
      password: 'correct horse battery',
      name: 'Secret Owner',
    });
    expect(signUp.statusCode).toBe(200);
    const res = await new HttpSession(t.app).post('/api/auth/request-password-reset', {
      email: 'secret-owner@example.com',
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);

    const outbox = path.join(dataDir, 'outbox');
    const mails = filesUnder(outbox).filter(({ file }) => file.includes('secret-owner'));
    const reset = mails
      .map(({ file, mode }) => ({ file, mode, text: readFileSync(file, 'utf8') }))
      .find(({ text }) => text.includes('reset-password?token='));
    expect(reset).toBeDefined();
    const tokens = mails.flatMap(({ file }) =>
      [...readFileSync(file, 'utf8').matchAll(/token=([\w-]+)/g)].map((match) => match[1]!),
    );
    expect(tokens.length).toBeGreaterThan(0);

    // The log was captured (the recipient is in it), but no mail's body.
    const output = log.join('');
    expect(output).toContain('secret-owner@example.com');
    for (const token of tokens) expect(output).not.toContain(token);
    expect(output).not.toContain('?token=');

    for (const { file, mode } of mails) expect(mode, file).toBe(0o600);
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    for (const { file, mode } of filesUnder(dataDir)) {
      const text = readFileSync(file, 'utf8');
      if (tokens.some((token) => text.includes(token))) expect(mode & 0o077, file).toBe(0);
    }
  });
});

describe('mail configuration in production', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
  const REFUSED =
    'Invalid configuration: SMTP_URL is required in production on a public PUBLIC_URL (or set MAIL_OUTBOX=1 to keep mails, with their reset links, in DATA_DIR/outbox/)';

  it('refuses a public production server with no SMTP server', () => {
    for (const url of ['https://certsheet.example.com', 'http://203.0.113.7:5000']) {
      expect(() => parseEnv({ ...production, PUBLIC_URL: url })).toThrow(REFUSED);
    }
  });

  it('starts with SMTP_URL, or with MAIL_OUTBOX=1 said explicitly', () => {
    const url = 'https://certsheet.example.com';
    expect(() =>
      parseEnv({ ...production, PUBLIC_URL: url, SMTP_URL: 'smtp://mail.example.com:587' }),
    ).not.toThrow();
    expect(() => parseEnv({ ...production, PUBLIC_URL: url, MAIL_OUTBOX: '1' })).not.toThrow();
    expect(() => parseEnv({ ...production, PUBLIC_URL: url, MAIL_OUTBOX: 'yes' })).toThrow(
      'Invalid configuration: MAIL_OUTBOX must be true or false (got "yes")',
    );
  });

  it('keeps the outbox for a server only reachable on this machine (npm start, e2e, benchmarks)', () => {
    for (const url of [undefined, 'http://localhost:5000', 'http://127.0.0.1:5500']) {
      expect(() => parseEnv({ ...production, PUBLIC_URL: url })).not.toThrow();
    }
    expect(() =>
      parseEnv({ NODE_ENV: 'development', PUBLIC_URL: 'https://certsheet.example.com' }),
    ).not.toThrow();
  });

  it('stops the server process with that one line', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        ...production,
        PUBLIC_URL: 'https://certsheet.example.com',
        SMTP_URL: '',
        MAIL_OUTBOX: '',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'certsheet-mail-config-')),
        // Should it start after all (the bug), only on loopback, on a port from the test range.
        HOST: '127.0.0.1',
        PORT: '5549',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`${REFUSED}\n`);
  });
});
