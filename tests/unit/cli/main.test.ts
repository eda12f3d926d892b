/** `certsheet --help`: the customers' commands first, the operator commands listed apart. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { serverOperatorCommands } from '../../../src/server/operator/index.js';

async function help(): Promise<string> {
  const output: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((text) => output.push(String(text)) > 0);
  expect(await main(['--help'], serverOperatorCommands)).toBe(0);
  return output.join('');
}

describe('certsheet --help', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists extract and convert as commands, directory import and reminders as operator ones', async () => {
    const [customer, operator] = (await help()).split(/^Operator commands.*$/m);
    expect(customer).toMatch(/^ {2}extract /m);
    expect(customer).toMatch(/^ {2}convert /m);
    expect(customer).not.toMatch(/directory|reminders/);
    expect(operator).toMatch(/^ {2}directory import /m);
    expect(operator).toMatch(/^ {2}reminders /m);
  });
});
