/** The CLI's sub-commands. Add a module under commands/ and list it here. */
import { convertCommand } from './convert.js';
import { directoryCommand } from './directory-import.js';
import { extractCommand } from './extract.js';
import { remindersCommand } from './reminders.js';

export interface CliCommand {
  name: string;
  /** One line for the usage text. */
  usage: string;
  /** Returns the exit code. */
  run(args: string[]): Promise<number>;
}

export const commands: CliCommand[] = [
  extractCommand,
  convertCommand,
  directoryCommand,
  remindersCommand,
];
