import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import SqliteDatabase from 'better-sqlite3';

const LATEST_MIGRATION = 'select name from kysely_migration order by name desc limit 1';

/**
 * A consistent copy of the live SQLite database through SQLite's online backup API, while the server
 * goes on serving. All pages are copied in one step: one read transaction, which in WAL mode never
 * blocks the server's writer, and which a concurrent write cannot restart (copied in small steps, a
 * busy server's writes made the backup start again, and on a large file it might never finish).
 */
export async function backupSqlite(file: string, to: string): Promise<{ schemaVersion: string }> {
  if (!existsSync(file)) throw new Error(`there is no SQLite database at ${file}`);
  const source = new SqliteDatabase(file, { fileMustExist: true, timeout: 5000 });
  try {
    await source.backup(to, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(to);
  try {
    // One self-contained file (no -wal beside it), so that its checksum is the whole database's.
    copy.pragma('journal_mode = DELETE');
    const row = copy.prepare(LATEST_MIGRATION).get() as { name: string } | undefined;
    if (!row) throw new Error('the database has run no migration: there is nothing to back up');
    return { schemaVersion: row.name };
  } finally {
    copy.close();
  }
}

/**
 * Puts a backed-up database file in place as `file`: copied beside it, checked by SQLite (quick_check)
 * and renamed over it, with any journal of the database it replaces removed first.
 */
export async function restoreSqlite(from: string, file: string): Promise<void> {
  const staging = `${file}.restoring`;
  await rm(staging, { force: true });
  // The backup API again rather than a file copy: it writes a whole database whatever the source's mode.
  const source = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(staging, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    source.close();
  }
  const check = new SqliteDatabase(staging);
  try {
    const result = check.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new Error(`the restored database fails SQLite's check: ${String(result)}`);
    check.pragma('journal_mode = WAL');
  } finally {
    check.close();
  }
  await rm(`${file}-wal`, { force: true });
  await rm(`${file}-shm`, { force: true });
  await rename(staging, file);
}
