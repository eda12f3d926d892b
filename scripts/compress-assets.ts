/**
 * Build step after the pre-render: writes Brotli (.br) and gzip (.gz) copies of the static
 * assets in dist/client, which the server sends to browsers that accept them (@fastify/static
 * `preCompressed`). Compressing once at build time with the highest settings costs nothing per
 * request. HTML is left alone: the server fills in PUBLIC_URL first and compresses it then.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;
/** Below this size the encoding headers cost about as much as they save. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export async function compressAssets(dir: string) {
  let count = 0;
  let before = 0;
  let after = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
    count += 1;
    before += content.length;
    after += brotli.length;
  }
  return { count, before, after };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = fileURLToPath(new URL('../dist/client', import.meta.url));
  const { count, before, after } = await compressAssets(dir);
  process.stdout.write(
    `compressed ${count} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)\n`,
  );
}
