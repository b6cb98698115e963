import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
 * time: the server sends the copy the browser accepts (@fastify/static preCompressed), so a slow
 * link carries about a quarter of the bytes and the server spends no time compressing.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'esc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's closing work, so files written then (the service worker) are
    // compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const work: Promise<void>[] = [];
        for await (const file of files(outDir)) {
          if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
          work.push(
            readFile(file).then(async (body) => {
              const [br, gzipped] = await Promise.all([
                brotli(body, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                  },
                }),
                gz(body, { level: 9 }),
              ]);
              await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
            }),
          );
        }
        await Promise.all(work);
      },
    },
  };
}
