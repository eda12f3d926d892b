/**
 * What every `certsheet` sub-command is, and how a command line it cannot use is answered: the
 * message and the command's help on stderr, exit status 2.
 */

export interface CliCommand {
  name: string;
  /** One line for the usage text. */
  usage: string;
  /** Run by the people who operate the service, not by customers: listed apart in the help. */
  operator?: boolean;
  /** Returns the exit code. */
  run(args: string[]): Promise<number>;
}

export interface Output {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** A command line the command cannot use; the message says what to change. */
export class UsageError extends Error {}

/**
 * The command's arguments as `parse` reads them, or the exit code when there is nothing to run:
 * 0 after `--help` (`parse` returned 'help'), 2 after a UsageError.
 */
export function parseCommandLine<T>(
  command: string,
  help: string,
  parse: () => T | 'help',
  out: Output,
): T | number {
  let parsed: T | 'help';
  try {
    parsed = parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    out.stderr(`certsheet ${command}: ${error.message}\n\n${help}\n`);
    return 2;
  }
  if (parsed === 'help') {
    out.stdout(`${help}\n`);
    return 0;
  }
  return parsed;
}
