/** The CLI's sub-commands. Add a module under commands/ and list it here. */
import type { CliCommand } from '../command.js';
import { convertCommand } from './convert.js';
import { directoryCommand } from './directory-import.js';
import { extractCommand } from './extract.js';
import { remindersCommand } from './reminders.js';

export const commands: CliCommand[] = [
  extractCommand,
  convertCommand,
  directoryCommand,
  remindersCommand,
];
