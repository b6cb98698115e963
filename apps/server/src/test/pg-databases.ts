import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDefaultUser } from '../db/dialect.js';

// On PostgreSQL each API test file gets a database of its own, copied from one migrated template
// (CREATE DATABASE ... TEMPLATE, a third of a second) instead of a schema migrated for it. Migrating
// took one to two seconds a file, and had to take turns across the whole run (test/schema-lock.ts:
// Kysely's migrator reads every schema of a database), so the files queued for it. Databases apart,
// nothing needs a lock: a copy reads only the template, which nobody is connected to.
// Test-only SQL, like write-watch.ts: the server never makes or drops databases.

/** A name for a database of the run: lower-case letters, digits and underscores only. */
export function newDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The same server and options, another database. */
export function urlOfDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function safe(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  return name;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Makes a database on the server of `url` (connecting to url's own database to do it). */
export async function createDatabaseOn(url: string, name: string, template?: string): Promise<void> {
  await onServer(url, `create database ${safe(name)}${template ? ` template ${safe(template)}` : ''}`);
}

/** Drops it, ending any connection a test left open. */
export async function dropDatabaseOn(url: string, name: string): Promise<void> {
  await onServer(url, `drop database if exists ${safe(name)} with (force)`);
}

/**
 * Drops it without waiting: a drop took half a second of a file's time, in which the worker could
 * run the next file. The run's last step drops whatever a worker left (dropAllStartingWith), so a
 * drop cut short when a worker ends loses nothing.
 */
export function dropLater(url: string, name: string): void {
  dropDatabaseOn(url, name).catch(() => undefined);
}

/** Drops every database whose name starts with the prefix (one run's), a few at a time. */
export async function dropAllStartingWith(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  let names: string[];
  try {
    const found = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1 || '_')",
      [safe(prefix)],
    );
    names = found.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  for (let i = 0; i < names.length; i += 4) {
    await Promise.all(names.slice(i, i + 4).map((name) => dropDatabaseOn(url, name)));
  }
}
