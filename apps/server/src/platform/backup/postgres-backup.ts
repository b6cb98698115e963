import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { withDefaultUser } from '../../db/dialect.js';

/**
 * pg_dump and pg_restore of the machine (PATH), or of PG_BIN (/usr/lib/postgresql/15/bin) when
 * several versions are installed: pg_dump must be at least as new as the server it dumps.
 */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

/**
 * The connection for a command line: the URL without its password, which goes in PGPASSWORD, so that
 * it never shows in the process list or in an error message.
 */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(withDefaultUser(url));
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', (err) =>
      reject(new Error(`${command} could not be started (${err.message}): install postgresql-client or set PG_BIN`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * A logical dump of the database in pg_dump's custom format (compressed; pg_restore can restore it
 * whole, in parallel, or a table at a time). pg_dump reads in one snapshot: the server goes on
 * serving and the dump holds every transaction committed before it began, and none after.
 */
export async function backupPostgres(url: string, to: string): Promise<{ schemaVersion: string }> {
  const rows = await query<{ name: string }>(url, 'select name from kysely_migration order by name desc limit 1');
  if (!rows[0]) throw new Error('the database has run no migration: there is nothing to back up');
  const target = connection(url);
  await run(tool('pg_dump'), ['--format=custom', `--file=${to}`, `--dbname=${target.url}`], target.env);
  return { schemaVersion: rows[0].name };
}

/** How many tables the database has outside PostgreSQL's own schemas: a restore wants none. */
export async function tablesIn(url: string): Promise<number> {
  const rows = await query<{ count: string }>(
    url,
    "select count(*) as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  );
  return Number(rows[0]!.count);
}

/**
 * Restores a dump in one transaction: all of it or, on the first error, none of it. Objects are
 * owned by the restoring user and keep no grants of the old server (its roles may not exist here).
 * `replace` drops the dump's objects first (a forced restore over a database that has them).
 */
export async function restorePostgres(from: string, url: string, replace: boolean): Promise<void> {
  const target = connection(url);
  const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges'];
  if (replace) args.push('--clean', '--if-exists');
  await run(tool('pg_restore'), [...args, `--dbname=${target.url}`, from], target.env);
}
