import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, type Db } from '../../db/database.js';
import { MODULES } from '../../modules/modules.js';
import type { TableName } from '../modules/module-declaration.js';
import { PLATFORM_LAYER_REGISTRY } from '../privacy/platform-layer.personal-data.js';
import { registryProblems, type SchemaTable } from '../privacy/registry-check.js';
import { renderRegistryPage } from '../privacy/registry-page.js';

// The registry of personal data against the schema as the migrations build it: every table declared
// by its owner, every column whose name reaches a person declared, nothing declared that is not there.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'esc-registry-'));
let db: Db;
let tables: SchemaTable[];

beforeAll(async () => {
  db = createDatabase({ databaseUrl: null, dataDir }).db;
  await migrateToLatest(db);
  const found = await db.introspection.getTables();
  tables = found
    .filter((t) => !t.name.startsWith('kysely_'))
    .map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name) }));
});

afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const REGISTRY = [...MODULES, ...PLATFORM_LAYER_REGISTRY];

function declarationOf(table: string) {
  const owner = REGISTRY.find((m) => (m.tables as readonly string[]).includes(table));
  return owner && { module: owner.name, privacy: owner.personalData?.[table as TableName] };
}

describe('the registry of personal data', () => {
  it('declares every table and every column that reaches a person, as the schema has them', () => {
    expect(tables.length).toBeGreaterThan(50);
    expect(registryProblems(tables, declarationOf)).toEqual([]);
  });

  it('renders as docs/personal-data.md (npm run docs:personal-data writes it again)', () => {
    const committed = readFileSync(path.join(REPO, 'docs/personal-data.md'), 'utf8');
    expect(committed).toBe(renderRegistryPage(REGISTRY));
  });
});
