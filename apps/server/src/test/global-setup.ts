import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateToLatest, sqliteFileIn } from '../db/database.js';
import { isPostgresUrl } from '../db/dialect.js';
import { buildAppWithServices } from '../app.js';
import {
  createDatabaseOn,
  dropAllStartingWith,
  dropDatabaseOn,
  newDatabaseName,
  urlOfDatabase,
} from './pg-databases.js';
import { testConfig } from './test-config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite database that each test app copies (SQLite runs only). */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database that each test app copies (PostgreSQL runs only). */
    pgTemplate: string;
    /** How the names of this run's PostgreSQL databases start: the run drops them all when it ends. */
    pgDatabasePrefix: string;
  }
}

/**
 * Once per run, before the workers start: one migrated database, which each test app copies instead
 * of running every migration again (a second or two per file). It is removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (isPostgresUrl(pgUrl)) return pgTemplate(project, pgUrl!);
  const dir = mkdtempSync(path.join(tmpdir(), 'esc-template-'));
  const { db } = createDatabase({ databaseUrl: null, dataDir: dir });
  await migrateToLatest(db);
  // Closing the only connection folds the write-ahead log into the file, so the file alone is whole.
  await db.destroy();
  project.provide('sqliteTemplate', sqliteFileIn(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * PostgreSQL: a template database beside TEST_DATABASE_URL's (test/pg-databases.ts), migrated, and
 * with the job queue's own tables and queues made by one start of the app: making them took each test
 * app a third of a second.
 */
async function pgTemplate(project: TestProject, pgUrl: string) {
  const name = newDatabaseName('esc_template');
  const prefix = newDatabaseName('esc_test');
  await createDatabaseOn(pgUrl, name);
  const databaseUrl = urlOfDatabase(pgUrl, name);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esc-template-'));
  const database = createDatabase({ databaseUrl, dataDir });
  await migrateToLatest(database.db);
  const { app } = await buildAppWithServices(testConfig({ dataDir, databaseUrl }), { database });
  // A database is copied only while nobody is connected to it: closing the app closes its connections.
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  project.provide('pgTemplate', name);
  project.provide('pgDatabasePrefix', prefix);
  return async () => {
    await dropAllStartingWith(pgUrl, prefix);
    await dropDatabaseOn(pgUrl, name);
  };
}
