import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The API suite runs twice, on SQLite and on PostgreSQL. A test file that never reaches database code
// (a pure rule, a provider's message format, the demo media) tests the same thing on both runs, so the
// PostgreSQL run leaves it out. Which files those are is read from the imports rather than kept in a
// list, so that a file that starts to use the database runs on both engines without anyone noticing.

/** Modules that open a database: reaching one through imports that run means the file may use it. */
const DATABASE_MODULES = ['src/db/database.ts', 'src/db/dialect.ts'];
const DATABASE_PACKAGES = new Set(['pg', 'better-sqlite3']);

// `import type` and `export type` lines are left out when compiled; every other import runs.
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsThatRun(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(IMPORT)].filter((m) => !m[1]).map((m) => m[2]!);
  return [...found, ...[...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!)];
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '.ts');
  return [base, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate)) ?? null;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The server's test files (relative to `serverRoot`) whose imports never reach a database. */
export function databaseFreeTests(serverRoot: string): string[] {
  const tests = testFiles(path.resolve(serverRoot, 'src'));
  // Every module the tests load, with the modules it loads in turn.
  const imports = new Map<string, string[]>();
  const opensDatabase = new Set(DATABASE_MODULES.map((m) => path.resolve(serverRoot, m)));
  const pending = [...tests];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (imports.has(file)) continue;
    const targets: string[] = [];
    for (const specifier of importsThatRun(file)) {
      if (!specifier.startsWith('.')) {
        if (DATABASE_PACKAGES.has(specifier)) opensDatabase.add(file);
        continue;
      }
      const target = resolveRelative(file, specifier);
      if (target) targets.push(target);
    }
    imports.set(file, targets);
    pending.push(...targets);
  }
  // Walked backwards from the database modules: everything that imports them, directly or not.
  const importers = new Map<string, string[]>();
  for (const [file, targets] of imports) {
    for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), file]);
  }
  const reaching = new Set<string>();
  const queue = [...opensDatabase];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reaching.has(file)) continue;
    reaching.add(file);
    queue.push(...(importers.get(file) ?? []));
  }
  return tests.filter((file) => !reaching.has(file)).map((file) => path.relative(path.resolve(serverRoot), file));
}
