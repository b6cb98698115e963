import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md: "Features do not import each other; shared pieces live in components/ or lib/".
// The app composes them (app/routes.tsx), through each feature's index.ts.

const FEATURES = path.resolve(__dirname);
const SRC = path.resolve(FEATURES, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]!).filter((spec) => spec.startsWith('.'));
}

const featureOf = (file: string) => path.relative(FEATURES, file).split(path.sep)[0]!;

describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(FEATURES)) {
      if (file === __filename) continue;
      for (const spec of importsOf(file)) {
        const target = path.resolve(path.dirname(file), spec);
        if (!target.startsWith(FEATURES + path.sep)) continue;
        if (featureOf(target) !== featureOf(file)) crossings.push(`${path.relative(SRC, file)} -> ${spec}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('shared pieces (components, lib) import no feature', () => {
    const upward: string[] = [];
    for (const file of [...sourceFiles(path.join(SRC, 'components')), ...sourceFiles(path.join(SRC, 'lib'))]) {
      for (const spec of importsOf(file)) {
        const target = path.resolve(path.dirname(file), spec);
        if (target.startsWith(FEATURES + path.sep)) upward.push(`${path.relative(SRC, file)} -> ${spec}`);
      }
    }
    expect(upward).toEqual([]);
  });

  // index.ts: its screens (loaded with the screens' table); first-screen.ts: its paths and the parts the
  // app's frame and the dashboards show (carried by the first screen, so kept free of screen loaders).
  it('the app reaches a feature only through its index or its first-screen face', () => {
    const deep: string[] = [];
    for (const file of sourceFiles(path.join(SRC, 'app'))) {
      for (const spec of importsOf(file)) {
        const target = path.resolve(path.dirname(file), spec);
        if (!target.startsWith(FEATURES + path.sep)) continue;
        const inside = path.relative(FEATURES, target).split(path.sep);
        if (inside.length > 2 || (inside.length === 2 && inside[1] !== 'first-screen'))
          deep.push(`${path.relative(SRC, file)} -> ${spec}`);
      }
    }
    expect(deep).toEqual([]);
  });
});
