import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CROSS_TABLE_READERS, CROSS_TABLE_WRITERS, TABLE_OWNERS } from '../../modules/table-owners.js';

// The structure rules of ARCHITECTURE.md, read from the source: queries live in repositories only,
// and a repository touches only its own module's tables (the declared cross-table readers and writer excepted).

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const QUERY_CALL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_]+)/g;
const ANY_QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`|\bsql\.(raw|ref|table|id)\(/;

/** Known breaks being paid off by the open issue; each must be removed, never added to. */
const KNOWN_BREAKS: readonly string[] = [];

/** Module files, and the platform layer's files (module 'platform': the job queue owns its table). */
function moduleFiles(): string[] {
  const root = path.join(SRC, 'modules');
  const files: string[] = [];
  for (const mod of readdirSync(root, { withFileTypes: true })) {
    if (!mod.isDirectory()) continue;
    for (const file of readdirSync(path.join(root, mod.name), { recursive: true }) as string[]) {
      if (file.endsWith('.ts') && !file.endsWith('.test.ts')) files.push(`modules/${mod.name}/${file}`);
    }
  }
  for (const file of readdirSync(path.join(SRC, 'platform'), { recursive: true }) as string[]) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) files.push(`platform/${file}`);
  }
  return files.sort();
}

/** modules/<module>/... belongs to that module; platform/... to the platform module. */
function moduleOf(file: string): string {
  return file.startsWith('platform/') ? 'platform' : file.split('/')[1]!;
}

function breaksOf(file: string): string[] {
  const text = readFileSync(path.join(SRC, file), 'utf8');
  const module = moduleOf(file);
  const found: string[] = [];
  const isRepository = file.endsWith('.repository.ts');
  if (!isRepository && ANY_QUERY.test(text)) found.push(`${file}: queries outside a repository`);
  if ([...CROSS_TABLE_READERS, ...CROSS_TABLE_WRITERS].includes(file as never)) return found;
  for (const match of text.matchAll(QUERY_CALL)) {
    const table = match[2] as keyof typeof TABLE_OWNERS;
    const owner = TABLE_OWNERS[table];
    if (owner === undefined) found.push(`${file}: unknown table ${table}`);
    else if (owner !== module) found.push(`${file}: ${table} belongs to ${owner}`);
  }
  return [...new Set(found)];
}

describe('structure', () => {
  it('every table of the schema has an owner, and every owner is a module', () => {
    const schema = readFileSync(path.join(SRC, 'db/schema.ts'), 'utf8');
    const body = /export interface Database \{([\s\S]*?)\n\}/.exec(schema)?.[1] ?? '';
    const tables = [...body.matchAll(/^\s+([a-z_]+):/gm)].map((m) => m[1]);
    expect(tables.length).toBeGreaterThan(10);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tables].sort());
    const modules = readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    for (const owner of new Set(Object.values(TABLE_OWNERS))) expect(modules).toContain(owner);
  });

  it('queries live in repositories, and a repository touches only its own module’s tables', () => {
    const breaks = moduleFiles().flatMap(breaksOf);
    expect(breaks.filter((b) => !KNOWN_BREAKS.includes(b))).toEqual([]);
  });

  it('a known break that was paid off is taken off the list', () => {
    const breaks = new Set(moduleFiles().flatMap(breaksOf));
    expect(KNOWN_BREAKS.filter((b) => !breaks.has(b))).toEqual([]);
  });
});
