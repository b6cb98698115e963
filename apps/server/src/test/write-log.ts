import { sql } from 'kysely';
import type { TableName } from '../modules/table-owners.js';
import type { TestApp } from './test-app.js';
import { DATA_TABLES } from './victim-digest.js';

/**
 * A log of the data tables written to, kept by a trigger on each: a test that must know what a call
 * changed reads again only the tables in the log, not every table. Test-only SQL of both engines lives
 * here rather than in db/dialect.ts: the server never needs it.
 */

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

/** Logs every write to a data table of the app's database from now on. */
export async function installWriteLog(t: TestApp): Promise<void> {
  await (t.pgDatabase ? installPostgres(t) : installSqlite(t));
}

/** The tables written to since the log was installed or last taken, and an empty log. */
export async function takeWrittenTables(t: TestApp): Promise<TableName[]> {
  const logged = await sql<{ table_name: string }>`SELECT DISTINCT table_name FROM ${sql.table(LOG)}`.execute(t.db);
  if (logged.rows.length === 0) return [];
  await sql`DELETE FROM ${sql.table(LOG)}`.execute(t.db);
  return logged.rows.map((r) => r.table_name as TableName);
}
