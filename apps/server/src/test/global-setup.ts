import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateToLatest, sqliteFileIn } from '../db/database.js';
import { isPostgresUrl } from '../db/dialect.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite database that each test app copies (SQLite runs only). */
    sqliteTemplate: string;
  }
}

/**
 * Once per run, before the workers start: one migrated SQLite database, which each test app copies
 * instead of running every migration again (a second per file, mostly waiting on the disk). It is
 * removed when the run ends.
 */
export default async function setup(project: TestProject) {
  if (isPostgresUrl(process.env.TEST_DATABASE_URL)) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'esc-template-'));
  const { db } = createDatabase({ databaseUrl: null, dataDir: dir });
  await migrateToLatest(db);
  // Closing the only connection folds the write-ahead log into the file, so the file alone is whole.
  await db.destroy();
  project.provide('sqliteTemplate', sqliteFileIn(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
