#!/usr/bin/env node
// The `certsheet` command. From a source checkout it runs the TypeScript sources (always fresh);
// from an installed build it runs dist/. npx puts node_modules/.bin first on PATH, so `node`
// here is the project's Node 22.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/main.ts', import.meta.url);
const built = new URL('../dist/cli/main.js', import.meta.url);
// Operator commands that run server code (reminders): the CLI does not import the server, so
// they are handed to its main() here.
const operatorSource = new URL('../src/server/operator/index.ts', import.meta.url);
const operatorBuilt = new URL('../dist/server/operator/index.js', import.meta.url);

let useSource = false;
if (existsSync(source)) {
  try {
    const { register } = await import('tsx/esm/api');
    register();
    useSource = true;
  } catch {
    useSource = false;
  }
}
if (!useSource && !existsSync(built)) {
  process.stderr.write('certsheet is not built: run `npm run build` first.\n');
  process.exit(2);
}
const { main } = await import(useSource ? source.href : built.href);
const argv = process.argv.slice(2);
// Only a command that may need them loads the server's modules (database, mailer): extract and
// convert start as fast as before.
const needsOperator = !['extract', 'convert', 'directory'].includes(argv[0] ?? '');
const operatorCommands = needsOperator
  ? (await import(useSource ? operatorSource.href : operatorBuilt.href)).serverOperatorCommands
  : [];
process.exitCode = await main(argv, operatorCommands);
