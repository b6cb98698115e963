import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface BundleBudget {
  /** Screen whose first load is measured: the entry plus this lazily loaded route module. */
  routeModule: string;
  /** Gzipped kilobytes the first load of that screen may weigh. */
  maxKb: number;
}

function staticClosure(bundle: OutputBundle, start: OutputChunk, seen: Set<string>): void {
  if (seen.has(start.fileName)) return;
  seen.add(start.fileName);
  for (const file of start.imports) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') staticClosure(bundle, chunk, seen);
  }
}

/**
 * Prints the gzipped JavaScript a screen needs before it can show anything, and fails the build
 * when it outgrows the budget (the student dashboard's initial JS stays under 150 KB, so it loads fast on a slow link).
 */
export function bundleBudget({ routeModule, maxKb }: BundleBudget): Plugin {
  return {
    name: 'esc-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const route = chunks.find((c) => c.facadeModuleId?.endsWith(routeModule));
      if (!entry || !route) {
        this.error(`bundle budget: no entry chunk or no chunk for ${routeModule}`);
      }
      const files = new Set<string>();
      staticClosure(bundle, entry, files);
      staticClosure(bundle, route, files);
      const bytes = [...files].reduce((sum, file) => {
        const chunk = bundle[file] as OutputChunk;
        return sum + gzipSync(chunk.code).length;
      }, 0);
      const kb = bytes / 1024;
      const line = `initial JS for ${routeModule}: ${kb.toFixed(1)} KB gzipped in ${files.size} chunks (budget ${maxKb} KB)`;
      if (kb > maxKb) this.error(line);
      console.log(`\n${line}\n`);
    },
  };
}
