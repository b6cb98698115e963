import { readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

// A bundler rather than tsc: the server imports @esc/contracts and @esc/domain as TypeScript sources
// (their package.json exports point at .ts files), which tsc would only turn into JavaScript with
// project references and a built copy of each package. esbuild inlines them into one program, which
// then runs on plain node without any TypeScript loader.

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The bundle's folder. It must stay one level below apps/server, as src/ is: the code finds the
 * repository root (the web's build, the default data folder) and the installed packages (fonts,
 * player files) from its own file's URL, which in the bundle is a file of this folder.
 */
export const SERVER_DIST = path.join(SERVER_ROOT, 'dist');

/** The programs of a production install: the server, and the operator's commands beside it. */
const ENTRY_POINTS = {
  main: 'src/main.ts',
  'grant-platform-editor': 'src/cli/grant-platform-editor.ts',
  'publish-notification': 'src/cli/publish-notification.ts',
  'security-events': 'src/cli/security-events.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
};

/** Our own workspace packages: TypeScript sources, so they are compiled into the bundle. */
const WORKSPACE_PACKAGE = /^@esc\//;

/**
 * Every other package stays an import, loaded from node_modules at run time: native addons
 * (better-sqlite3, sharp) cannot be bundled, and packages that read their own files (fonts,
 * h5p-standalone, scorm-again, harfbuzz's wasm, swagger-ui's pages) find them only where installed.
 */
const installedPackagesStayExternal: Plugin = {
  name: 'installed-packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      WORKSPACE_PACKAGE.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/** Compiles the server and its commands into apps/server/dist (ESM for Node 20, with source maps). */
export async function bundleServer(): Promise<Metafile> {
  // Chunks are named by content hash: a folder kept from an earlier build would pile up old ones.
  rmSync(SERVER_DIST, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: ENTRY_POINTS,
    outdir: SERVER_DIST,
    entryNames: '[name]',
    // The commands share most of the server's code: one copy of it in chunks beside the entry points
    // (in the same folder, so each chunk's own URL resolves paths as main.js does).
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    metafile: true,
    logLevel: 'silent',
    plugins: [installedPackagesStayExternal],
  });
  return result.metafile;
}

/** The name of the package an import names: `pg`, `@fastify/static`, `typebox` of `typebox/value`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Each package the bundle imports at run time (Node's own modules left out), sorted. */
export function packagesImported(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && !isBuiltin(imported.path)) names.add(packageName(imported.path));
    }
  }
  return [...names].sort();
}

/** The server's `dependencies`: all that a production install (npm ci --omit=dev) provides it. */
export function serverDependencies(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return manifest.dependencies ?? {};
}

/**
 * Packages the bundle imports that the server does not declare as dependencies: a production install
 * would lack them (a devDependency, or a package only hoisted here because another workspace uses it).
 */
export function undeclaredPackages(metafile: Metafile, dependencies: Record<string, string>): string[] {
  return packagesImported(metafile).filter((name) => !Object.hasOwn(dependencies, name));
}
