#!/usr/bin/env node
// The `certsheet` command. From a source checkout it runs the TypeScript sources (always fresh);
// from an installed build it runs dist/. npx puts node_modules/.bin first on PATH, so `node`
// here is the project's Node 22.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/main.ts', import.meta.url);
const built = new URL('../dist/cli/main.js', import.meta.url);

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
process.exitCode = await main(process.argv.slice(2));
