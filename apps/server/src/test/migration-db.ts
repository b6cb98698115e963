import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Db } from '../db/database.js';
import { createSchema, dropSchema, isPostgresUrl } from '../db/dialect.js';
import { migrations } from '../db/migrations/index.js';
import { underSchemaLock } from './schema-lock.js';

/**
 * An empty database for a migration test (SQLite in a temporary folder, or a schema of its own on
 * TEST_DATABASE_URL's PostgreSQL), made before the file's tests and removed after them. `migrator()`
 * moves it through the project's migrations: a test migrates to the state before the one it checks,
 * writes the rows that migration must handle, then migrates on.
 */
export function useMigrationDb() {
  let db: Db | null = null;
  let dataDir = '';
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = isPostgresUrl(pgUrl) ? `test_${randomBytes(6).toString('hex')}` : null;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'esc-migration-'));
    const url = schema ? pgUrl! : null;
    db = createDatabase({ databaseUrl: url, dataDir, postgres: { searchPath: schema ?? undefined, max: 2 } }).db;
    if (schema) await underSchemaLock(pgUrl!, () => createSchema(current(), schema));
  });
  afterAll(async () => {
    await db?.destroy();
    if (schema) {
      const admin = createDatabase({ databaseUrl: pgUrl!, dataDir, postgres: { max: 1 } });
      await underSchemaLock(pgUrl!, () => dropSchema(admin.db, schema));
      await admin.db.destroy();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const current = (): Db => {
    if (!db) throw new Error('the migration database is made in beforeAll');
    return db;
  };
  const migrator = () =>
    new Migrator({
      db: current(),
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
  // Each step reads every schema's tables, as making a test app does: under the same lock on PostgreSQL.
  const locked = <T>(step: () => Promise<T>) => (schema ? underSchemaLock(pgUrl!, step) : step());
  return {
    db: current,
    migrator: () => ({
      migrateTo: (target: string) => locked(() => migrator().migrateTo(target)),
      migrateToLatest: () => locked(() => migrator().migrateToLatest()),
    }),
  };
}
