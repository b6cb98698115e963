import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { TableName } from '../modules/table-owners.js';
import type { TestApp } from './test-app.js';
import { DATA_TABLES, tableDigest } from './victim-digest.js';

/**
 * Which data tables (and stored files) changed since the last look, cheaply enough to ask after every
 * request of a fuzz run. Digesting every table after every request would take longer than the requests
 * themselves, so a trigger on each data table logs the table's name when a row is written; only the
 * tables in that log are digested again, and a table counts as changed only if its digest moved (a
 * write that put back the same values stored nothing).
 *
 * Test-only SQL of both engines lives here rather than in db/dialect.ts: the server never needs it.
 */
export interface WriteWatch {
  /** The tables whose rows changed, and whether the stored files changed, since the previous call. */
  changes(): Promise<{ tables: TableName[]; files: boolean }>;
}

const LOG = 'test_write_log';

async function installSqlite(t: TestApp): Promise<void> {
  await sql.raw(`CREATE TABLE ${LOG} (table_name TEXT NOT NULL)`).execute(t.db);
  for (const table of DATA_TABLES) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER ${LOG}_${table}_${event.toLowerCase()} AFTER ${event} ON ${table} ` +
            `BEGIN INSERT INTO ${LOG} (table_name) VALUES ('${table}'); END`,
        )
        .execute(t.db);
    }
  }
}

async function installPostgres(t: TestApp): Promise<void> {
  // An insert-only log: triggers of concurrent transactions never wait on each other's rows.
  await sql.raw(`CREATE TABLE ${LOG} (table_name TEXT NOT NULL)`).execute(t.db);
  await sql
    .raw(
      `CREATE FUNCTION ${LOG}_note() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
        `BEGIN INSERT INTO ${LOG} (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
    )
    .execute(t.db);
  for (const table of DATA_TABLES) {
    await sql
      .raw(
        `CREATE TRIGGER ${LOG}_${table} AFTER INSERT OR UPDATE OR DELETE ON ${table} ` +
          `FOR EACH ROW EXECUTE FUNCTION ${LOG}_note()`,
      )
      .execute(t.db);
  }
}

/** Every file under the storage folder, with its size: uploads that a refused call must not leave. */
function storedFiles(dir: string): string {
  const out: string[] = [];
  const walk = (at: string) => {
    let entries;
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(dir);
  return out.sort().join('\n');
}

export async function watchWrites(t: TestApp): Promise<WriteWatch> {
  await (t.schema ? installPostgres(t) : installSqlite(t));
  let digest = await tableDigest(t.db);
  let files = storedFiles(t.config.storageDir);
  return {
    async changes() {
      const logged = await sql<{ table_name: string }>`SELECT DISTINCT table_name FROM test_write_log`.execute(t.db);
      const nowFiles = storedFiles(t.config.storageDir);
      const filesChanged = nowFiles !== files;
      files = nowFiles;
      if (logged.rows.length === 0) return { tables: [], files: filesChanged };
      await sql`DELETE FROM test_write_log`.execute(t.db);
      const written = logged.rows.map((r) => r.table_name as TableName);
      const now = await tableDigest(t.db, written);
      const tables = written.filter((table) => now[table] !== digest[table]).sort();
      digest = { ...digest, ...now };
      return { tables, files: filesChanged };
    },
  };
}
