/**
 * A private copy of the production build for a benchmark's server: dist/ (without the client),
 * the migrations and package.json, with node_modules linked, so a rebuild by someone else
 * cannot change code under the server while it is measured.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function snapshotBuild(root: string, prefix: string): string {
  if (!existsSync(path.join(root, 'dist/server/main.js'))) {
    process.stderr.write('No production build: run `npm run build` first.\n');
    process.exit(1);
  }
  const copy = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  // Every server-side part of dist/ (a fixed list missed dist/runtime when it appeared, and the
  // snapshot's parser children then failed every conversion with 422).
  const parts = readdirSync(path.join(root, 'dist')).filter((part) => part !== 'client');
  for (const part of parts) {
    cpSync(path.join(root, 'dist', part), path.join(copy, 'dist', part), { recursive: true });
  }
  cpSync(path.join(root, 'drizzle'), path.join(copy, 'drizzle'), { recursive: true });
  cpSync(path.join(root, 'package.json'), path.join(copy, 'package.json'));
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}
