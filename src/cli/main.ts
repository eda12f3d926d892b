/**
 * certsheet CLI: batch work over the same engine as the web service. Each sub-command lives in
 * its own module under commands/ and is registered in commands/index.ts; the help lists the
 * operator commands (the service's data: lab directory, reminder digests) apart from the
 * customers' ones.
 */
import type { CliCommand } from './command.js';
import { commands } from './commands/index.js';

const usageLines = (all: readonly CliCommand[], operator: boolean) =>
  all
    .filter((command) => (command.operator ?? false) === operator)
    .map((command) => `  ${command.usage}`)
    .join('\n');

export function usage(all: readonly CliCommand[] = commands): string {
  return `Usage: certsheet <command> [options]

Commands:
${usageLines(all, false)}

Operator commands (for whoever runs the CertSheet service; not needed to convert certificates):
${usageLines(all, true)}

Run "certsheet <command> --help" for a command's options.`;
}

/**
 * Returns the process exit code: 0 on success, 2 on a usage error. `operatorCommands` are the
 * commands that run server code (src/server/operator), handed in by bin/certsheet.js so the
 * CLI itself never imports the server.
 */
export async function main(
  argv: string[],
  operatorCommands: readonly CliCommand[] = [],
): Promise<number> {
  const all = [...commands, ...operatorCommands];
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${usage(all)}\n`);
    return name ? 0 : 2;
  }
  const command = all.find((candidate) => candidate.name === name);
  if (!command) {
    process.stderr.write(`certsheet: unknown command "${name}"\n\n${usage(all)}\n`);
    return 2;
  }
  return command.run(rest);
}
