/**
 * The CLI's own sub-commands. Add a module under commands/ and list it here. Commands that run
 * server code (`reminders`) come from src/server/operator through bin/certsheet.js.
 */
import type { CliCommand } from '../command.js';
import { convertCommand } from './convert.js';
import { directoryCommand } from './directory-import.js';
import { extractCommand } from './extract.js';

export const commands: CliCommand[] = [extractCommand, convertCommand, directoryCommand];
