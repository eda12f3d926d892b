import { describe, expect, it } from 'vitest';
import { parserChildV8Flags } from '../../../src/server/parser-pool.js';

describe('parserChildV8Flags', () => {
  it('gives the default 1280 MB limit a 960 MB heap and a 32 MB young generation', () => {
    expect(parserChildV8Flags(1280)).toEqual([
      '--max-old-space-size=960',
      '--max-semi-space-size=32',
      '--min-semi-space-size=32',
    ]);
  });

  it("keeps V8's young generation under a small memory limit", () => {
    expect(parserChildV8Flags(128)).toEqual(['--max-old-space-size=128']);
    expect(parserChildV8Flags(682)).toEqual(['--max-old-space-size=511']);
    expect(parserChildV8Flags(683)).toContain('--min-semi-space-size=32');
  });
});
