/**
 * certsheet CLI: batch work over the same engine as the web service. Each sub-command lives in
 * its own module under commands/ and is registered here.
 */
import { commands } from './commands/index.js';

export const USAGE = `Usage: certsheet <command> [options]

Commands:
${commands.map((command) => `  ${command.usage}`).join('\n')}

Run "certsheet <command> --help" for a command's options.`;

/** Returns the process exit code: 0 on success, 2 on a usage error. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return name ? 0 : 2;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    process.stderr.write(`certsheet: unknown command "${name}"\n\n${USAGE}\n`);
    return 2;
  }
  return command.run(rest);
}
