import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface BundleBudget {
  /** Screen whose first load is measured: the entry plus this lazily loaded route module. */
  routeModule: string;
  /** Gzipped kilobytes the first load of that screen may weigh, in every language. */
  maxKb: number;
  /** The languages of the app: each is measured with its words for that screen. */
  languages: readonly string[];
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
 * The chunks of a language's words for what the files hold: the frame's (en.ts or
 * `frame.<language>.strings.ts`, loaded for every language) and, for each English catalogue part in
 * them (`x.strings.ts`), its translation's chunk (`x.<language>.strings.ts`), which the app loads
 * before the screen draws (lib/strings.ts).
 */
function wordsChunks(chunks: OutputChunk[], files: Set<string>, bundle: OutputBundle, language: string): string[] {
  const frame =
    language === 'en' ? /\/app\/i18n\/en\.ts$/ : new RegExp(`/app/i18n/frame\\.${language}\\.strings\\.ts$`);
  const wanted = new Set<string>();
  if (language !== 'en') {
    for (const file of files) {
      for (const id of (bundle[file] as OutputChunk).moduleIds) {
        if (/\/[\w-]+\.strings\.ts$/.test(id)) wanted.add(id.replace(/\.strings\.ts$/, `.${language}.strings.ts`));
      }
    }
  }
  return chunks
    .filter((c) => c.facadeModuleId && (wanted.has(c.facadeModuleId) || frame.test(c.facadeModuleId)))
    .map((c) => c.fileName);
}

const gzipKb = (bundle: OutputBundle, file: string) => gzipSync((bundle[file] as OutputChunk).code).length / 1024;

/**
 * Prints the gzipped JavaScript a screen needs before it can show anything, in each language, and
 * fails the build when it outgrows the budget (the student dashboard's initial JS stays under
 * 150 KB in every language, so it loads fast on a slow link). BUNDLE_BUDGET_VERBOSE=1 lists the
 * chunks, largest first.
 */
export function bundleBudget({ routeModule, maxKb, languages }: BundleBudget): Plugin {
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
      const code = new Set<string>();
      staticClosure(bundle, entry, code);
      staticClosure(bundle, route, code);
      const lines: string[] = [];
      let over = false;
      for (const language of languages) {
        const words = wordsChunks(chunks, code, bundle, language);
        const files = [...code, ...words];
        const kb = files.reduce((sum, file) => sum + gzipKb(bundle, file), 0);
        over ||= kb > maxKb;
        lines.push(
          `initial JS for ${routeModule} in ${language}: ${kb.toFixed(1)} KB gzipped in ${files.length} chunks`,
        );
        if (process.env.BUNDLE_BUDGET_VERBOSE) {
          const sizes = files.map((file) => [file, gzipKb(bundle, file)] as const).sort((a, b) => b[1] - a[1]);
          for (const [file, size] of sizes) console.log(`  ${size.toFixed(1)} KB ${file}`);
        }
        if (process.env.BUNDLE_BUDGET_VERBOSE === 'modules' && language === 'en') {
          for (const file of files) {
            const modules = Object.entries((bundle[file] as OutputChunk).modules);
            for (const [id, m] of modules)
              console.log(`  module ${(m.renderedLength / 1024).toFixed(1)} KB ${file} ${id}`);
          }
        }
      }
      const report = `${lines.join('\n')}\n(budget ${maxKb} KB)`;
      if (over) this.error(report);
      console.log(`\n${report}\n`);
    },
  };
}
