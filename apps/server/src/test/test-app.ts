import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildAppWithServices } from '../app.js';
import type { AppConfig } from '../config.js';
import { createDatabase, migrateToLatest, sqliteFileIn, type Db } from '../db/database.js';
import { isPostgresUrl } from '../db/dialect.js';
import type { Services } from '../modules/composition-root.js';
import type { Notifier } from '../platform/notify/notifier.js';
import { createDatabaseOn, dropLater, newDatabaseName, urlOfDatabase } from './pg-databases.js';
import { testConfig } from './test-config.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** The services the app was composed from: the same instances its routes use. */
  services: Services;
  /** Where this app's database lives: the SQLite file's folder, and the PostgreSQL database if any. */
  dataDir: string;
  pgDatabase: string | null;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  clock?: () => number;
  /** Where codes and invitations go; by default the config's (the demo console). */
  notifier?: Notifier;
  logStream?: NodeJS.WritableStream;
  /** Another app over the same database (two server processes): its migrations already ran. */
  sharing?: TestApp;
  /** An empty database on a PostgreSQL server of the file's own (test/private-postgres.ts): migrated here. */
  ownDatabaseUrl?: string;
  /** SQLite whatever the run's engine: for what only SQLite can be made to do (a database file kept full). */
  sqlite?: boolean;
  /** A data folder that already holds the database and files (a restored backup): opened as it is, removed on close. */
  dataDir?: string;
  /** Routes the test adds (probes of the guards, a failing handler), registered before the app boots. */
  routes?: (app: FastifyInstance) => void;
  /** false leaves the app unbooted: for a test of what registering a route refuses. */
  ready?: boolean;
}

/**
 * A real server over a fresh database for one test file: SQLite in a temporary directory, or,
 * when TEST_DATABASE_URL is set, a database of its own on that PostgreSQL server (test/pg-databases.ts).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sharing;
  const dataDir = shared?.dataDir ?? options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'esc-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const own = options.ownDatabaseUrl;
  const pgDatabase = shared
    ? shared.pgDatabase
    : !own && !options.sqlite && !options.dataDir && isPostgresUrl(pgUrl)
      ? newDatabaseName(inject('pgDatabasePrefix'))
      : null;
  const config = testConfig(
    {
      dataDir,
      databaseUrl: own ?? (pgDatabase ? urlOfDatabase(pgUrl!, pgDatabase) : null),
      sharing: shared?.config,
    },
    options.config,
  );

  // A migrated database made once per run (test/global-setup.ts), copied: quicker than migrating.
  // A file's own server, or SQLite in the PostgreSQL run (whose template is PostgreSQL's): migrated here.
  const migrateHere = !shared && (!!own || !!options.sqlite || !!options.dataDir);
  if (!shared && !migrateHere) {
    if (pgDatabase) await createDatabaseOn(pgUrl!, pgDatabase, inject('pgTemplate'));
    else copyFileSync(inject('sqliteTemplate'), sqliteFileIn(dataDir));
  }
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir, postgres: { max: 5 } });
  if (migrateHere) await migrateToLatest(database.db);
  const { app, services } = await buildAppWithServices(config, {
    database,
    clock: options.clock,
    notifier: options.notifier,
    logStream: options.logStream,
  });
  options.routes?.(app);
  // Booting compiles every route's schemas (seconds on a busy machine): done here, within the setup's
  // time limit, rather than by the first request, where it counted against the first test's.
  if (options.ready !== false) await app.ready();

  return {
    app,
    db: database.db,
    config,
    services,
    dataDir,
    pgDatabase,
    async close() {
      await app.close();
      // The first app owns the database; one sharing it only closes its own connection.
      if (shared) return;
      // Dropped while the next file runs: nothing waits for it (test/pg-databases.ts).
      if (pgDatabase) dropLater(pgUrl!, pgDatabase);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * inject with a JSON body, an optional bearer token and an optional Accept-Language (`language`);
 * returns status, parsed body and headers.
 */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; token?: string; remoteAddress?: string; language?: string } = {},
) {
  const res = await app.inject({
    method,
    url,
    ...(options.body !== undefined ? { payload: options.body as Record<string, unknown> } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever came back
  const body: any = res.headers['content-type']?.toString().includes('json') ? res.json() : res.body;
  return { status: res.statusCode, body, headers: res.headers };
}
