import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}

// axe's scrollable-region-focusable: a table that scrolls sideways on a phone must be reachable and
// moved by keyboard. Seven tables missed it; every scroll container now takes keyboardScroll.
describe('tables that scroll', () => {
  it('each Table.ScrollContainer is a named stop of the Tab key (keyboardScroll)', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<Table\.ScrollContainer\b[^>]*>/g)) {
        if (!match[0].includes('keyboardScroll(')) missing.push(path.relative(SRC, file));
      }
    }
    expect(missing).toEqual([]);
  });
});
