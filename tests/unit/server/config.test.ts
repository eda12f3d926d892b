import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, parseEnv } from '../../../src/server/config.js';

describe('configuration from the environment', () => {
  it('uses the documented defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PAYMENT_PROVIDER).toBe('local');
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(30);
  });

  it('rejects PORT=abc with one line naming PORT', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      parseEnv({ PORT: 'abc' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration: PORT /);
      expect(message).toContain('"abc"');
      expect(message.split('\n')).toHaveLength(1);
    }
  });

  it('names the variable for a bad payment provider and a bad database URL', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('allows 5 sign-ups a minute from one address unless told otherwise', () => {
    expect(parseEnv({}).SIGN_UP_RATE_LIMIT_PER_MINUTE).toBe(5);
    expect(parseEnv({ SIGN_UP_RATE_LIMIT_PER_MINUTE: '100' }).SIGN_UP_RATE_LIMIT_PER_MINUTE).toBe(
      100,
    );
    expect(() => parseEnv({ SIGN_UP_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /SIGN_UP_RATE_LIMIT_PER_MINUTE/,
    );
  });

  it('AI_MODE is assist by default, primary on request, and nothing else', () => {
    expect(parseEnv({}).AI_MODE).toBe('assist');
    expect(parseEnv({ AI_MODE: 'primary' }).AI_MODE).toBe('primary');
    expect(() => parseEnv({ AI_MODE: 'trust-me' })).toThrow(/AI_MODE must be assist or primary/);
  });

  it('requires the Stripe keys when the provider is stripe', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('generates a session secret once and keeps it across restarts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'certsheet-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(
      first.sessionSecret,
    );
  });

  it('derives the public URL from the port', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'certsheet-config-'));
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '6123' }).publicUrl).toBe('http://localhost:6123');
  });
});
