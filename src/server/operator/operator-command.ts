/**
 * An operator command of the `certsheet` CLI that runs server code (see index.ts). The same
 * shape as the CLI's CliCommand, declared here because the server does not import the CLI.
 */
export interface OperatorCommand {
  name: string;
  /** One line for the usage text. */
  usage: string;
  operator: true;
  /** Returns the exit code. */
  run(args: string[]): Promise<number>;
}
