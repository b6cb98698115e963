import { userInfo } from 'node:os';
import SqliteDatabase from 'better-sqlite3';
import {
  type ColumnDefinitionBuilder,
  type Dialect,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Kysely,
} from 'kysely';
import pg from 'pg';

// The only file that knows which engine runs: connection set-up and the few statements that differ.

export type Engine = 'sqlite' | 'postgres';

export function isPostgresUrl(url: string | null | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/**
 * SQLite for one machine: WAL lets readers run beside the writer, foreign keys are off by default in
 * SQLite so turn them on, and busy_timeout makes a second process wait for the write lock instead of failing.
 */
export function sqliteDialect(file: string): Dialect {
  const database = new SqliteDatabase(file, { timeout: 5000 });
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // FULL: a write the server has acknowledged survives a power loss, not only a crash of the process.
  // The hot writes (progress) are group-committed, so the fsync is paid once per batch.
  database.pragma('synchronous = FULL');
  database.pragma('cache_size = -65536');
  cachePreparedStatements(database);
  return new SqliteDialect({ database });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query again; the same few hundred SQL texts repeat on every request, so keep
 * their prepared statements. Safe because better-sqlite3 runs each statement to completion
 * synchronously (Kysely does not stream here).
 */
function cachePreparedStatements(database: SqliteDatabase.Database): void {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, SqliteDatabase.Statement>();
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
}

/**
 * How many write transactions of one hot path (progress batches) may run at once: SQLite has one
 * writer, so batches queue; PostgreSQL commits two side by side, which hides their round trips (a
 * batch is four: begin, claim, one upsert, commit). Two measured faster than four (larger batches,
 * less work per post) and faster than one. Kept well under the pool size (10) for the reads.
 */
export function concurrentWritersFor(databaseUrl: string | null | undefined): number {
  return isPostgresUrl(databaseUrl) ? 2 : 1;
}

export interface PostgresOptions {
  /** The migration tests give each file a schema of its own (test/migration-db.ts). */
  searchPath?: string;
  max?: number;
}

/**
 * Like libpq, fall back to the operating-system user when neither the URL nor PGUSER names one. Every
 * pool of the server (Kysely's, the job queue's) connects with this.
 */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (parsed.username || parsed.searchParams.has('user') || process.env.PGUSER || process.env.USER) return url;
  parsed.searchParams.set('user', userInfo().username);
  return parsed.toString();
}

/** How many of a pool's connections are open, idle, and how many queries wait for one (the operator's metrics). */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { readonly max?: number };
}

export function postgresDialect(url: string, options: PostgresOptions = {}): Dialect & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: withDefaultUser(url),
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // PostgreSQL may end any connection (a restart, an administrator, a dropped database). An idle one
  // is told to the pool's 'error' listeners; one a request holds (a transaction between statements)
  // to its own; with no listener either would end the server. The statement waiting on it fails (the
  // request answers 503, isDatabaseUnreachable) and the pool opens a new connection when needed.
  const ended = (err: Error) => process.emitWarning(`PostgreSQL ended a connection: ${err.message}`);
  pool.on('connect', (client) => {
    client.on('error', ended);
    prepareNamedStatements(client);
  });
  pool.on('error', () => undefined); // the client's own listener above has told it
  return Object.assign(new PostgresDialect({ pool }), { pool });
}

/**
 * Opens a statement whose text starts with `/* prepared: <name> *\/` as a named prepared statement
 * of the connection, so PostgreSQL plans it once per connection (a generic plan after five custom
 * ones) instead of at every execution. Only for texts that never change (parameters as arrays): each
 * name holds one text per connection for its life. Planning the batch of answer saves (three writes
 * in one statement) took 0.4-0.5 ms warm, as long as running it.
 */
export function preparedName(text: string): string | null {
  return /^\s*\/\* prepared: ([a-z0-9-]+) \*\//.exec(text)?.[1] ?? null;
}

function prepareNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' ? preparedName(text) : null;
    if (name === null) return query(text, values, callback);
    return query({ name, text, values }, callback);
  }) as typeof client.query;
}

/**
 * Whether an error says the database cannot be reached now (stopped, restarting, its connections
 * ended or full) rather than that a statement was wrong: the request may be tried again in a few
 * seconds. PostgreSQL's classes 08 (connection exception), 57P01-57P03 (shutting down, starting up)
 * and 53300 (too many connections); node-postgres's own words for a connection lost or not made; a
 * socket the database closed while a statement was being written; and a refused or missing socket.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string' && /^(08[0-9A-Z]{3}|57P0[123]|53300|EPIPE|ECONNRESET)$/.test(code)) return true;
  if (syscall === 'connect') return true;
  return /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
    error.message,
  );
}

/**
 * Whether a write failed because the disk (or the database's room on it) is full: SQLite's
 * SQLITE_FULL, PostgreSQL's 53100 (disk_full), or ENOSPC from the file system. SQLite rolls the
 * transaction back itself then, so the driver's own ROLLBACK that follows fails with "cannot
 * rollback - no transaction is active", which hides the first error: that is read as full too.
 */
export function isDiskFull(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC') return true;
  return /^(database or disk is full|cannot rollback - no transaction is active)/.test(error.message);
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe schema name ${name}`);
  return name;
}

/** PostgreSQL only: a schema of its own, used by the migration tests to isolate each test file. */
export async function createSchema<T>(db: Kysely<T>, name: string): Promise<void> {
  await sql.raw(`create schema if not exists ${quoteIdentifier(name)}`).execute(db);
}

export async function dropSchema<T>(db: Kysely<T>, name: string): Promise<void> {
  await sql.raw(`drop schema if exists ${quoteIdentifier(name)} cascade`).execute(db);
}

/**
 * An integer primary key the database numbers itself, so two writers never race for the next id
 * (no max()+1): SQLite's INTEGER PRIMARY KEY AUTOINCREMENT (ids of deleted rows are not reused),
 * PostgreSQL's GENERATED ALWAYS AS IDENTITY. For `addColumn(name, 'integer', identityPrimaryKey(db))`
 * in migrations; rows are inserted without the id and read it back with `returning`.
 */
export function identityPrimaryKey<T>(db: Kysely<T>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? (column) => column.primaryKey().generatedAlwaysAsIdentity()
    : (column) => column.primaryKey().autoIncrement();
}

/** Whether the database is PostgreSQL (a server: each statement a round trip) rather than SQLite (in process). */
export const isPostgres = <T>(db: Kysely<T>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * An existing integer primary key that the database should number from now on (a table whose rows
 * were numbered by whoever inserted them). SQLite already numbers an INTEGER PRIMARY KEY itself (rows
 * of such tables are never deleted, so no id comes back); PostgreSQL gets an identity BY DEFAULT, so
 * the ids already given (and seeds that give theirs) stay valid, starting after the highest one.
 */
export async function addIdentityToIntegerKey<T>(db: Kysely<T>, table: string, column: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} add generated by default as identity`.execute(
    db,
  );
  await syncIdentity(db, table, column);
}

/** PostgreSQL: the identity's next value past the highest id given explicitly (by a seed); SQLite needs nothing. */
export async function syncIdentity<T>(db: Kysely<T>, table: string, column: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}
