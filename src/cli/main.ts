/**
 * certsheet CLI: batch work over the same engine as the web service. Each sub-command lives in
 * its own module under commands/ and is registered in commands/index.ts; the help lists the
 * operator commands (the service's data: lab directory, reminder digests) apart from the
 * customers' ones.
 */
import { commands } from './commands/index.js';

const usageLines = (operator: boolean) =>
  commands
    .filter((command) => (command.operator ?? false) === operator)
    .map((command) => `  ${command.usage}`)
    .join('\n');

export const USAGE = `Usage: certsheet <command> [options]

Commands:
${usageLines(false)}

Operator commands (for whoever runs the CertSheet service; not needed to convert certificates):
${usageLines(true)}

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
