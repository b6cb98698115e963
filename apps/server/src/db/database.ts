import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, sql } from 'kysely';
import type pg from 'pg';
import {
  type Engine,
  isPostgresUrl,
  postgresDialect,
  sqliteDialect,
  type PoolUse,
  type PostgresOptions,
} from './dialect.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** PostgreSQL's connection pool (the metrics read its use; a replica's reads share it); SQLite has one connection in process and none. */
  pool?: PoolUse & pg.Pool;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  postgres?: PostgresOptions;
}

/** SQLite file DATA_DIR/app.db unless DATABASE_URL names a PostgreSQL server. */
export function createDatabase({ databaseUrl, dataDir, postgres }: DatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(databaseUrl)) {
    const dialect = postgresDialect(databaseUrl, postgres);
    return { db: new Kysely<Database>({ dialect }), engine: 'postgres', pool: dialect.pool };
  }
  if (databaseUrl) throw new Error('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
  mkdirSync(dataDir, { recursive: true });
  return { db: new Kysely<Database>({ dialect: sqliteDialect(sqliteFileIn(dataDir)) }), engine: 'sqlite' };
}

/** Where the SQLite database of a data folder lives. */
export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'app.db');
}

/** Brings the schema to the newest migration; throws (and names the failing one) on error. */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  // With a schema (PostgreSQL tests), Kysely's own bookkeeping tables live in it too.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** The database answers a trivial query (the readiness check asks; how long it took is the caller's to time). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Names of the migrations this server knows that the database has not run (the readiness check asks). */
export async function migrationsPending(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
