/**
 * The `certsheet` commands that run the server's code for whoever operates the service. The CLI
 * (src/cli) never imports the server; bin/certsheet.js passes these to its main().
 */
import type { OperatorCommand } from './operator-command.js';
import { remindersCommand } from './reminders-command.js';

export const serverOperatorCommands: OperatorCommand[] = [remindersCommand];
