import pg from 'pg';
import { withDefaultUser } from '../db/dialect.js';

// The migration tests (test/migration-db.ts) run side by side, each in a schema of its own in
// TEST_DATABASE_URL's database. Kysely's migrator checks for its own tables by reading every table of
// every schema in the database (has_schema_privilege and pg_get_serial_sequence by name), so a schema
// another file drops during that read fails it with "schema does not exist". Making a schema with its
// migrations, and dropping one, therefore happen one at a time, under a session-level advisory lock.
// The lock is held on a connection of its own: the work goes through the file's pool, and a lost
// session lets go of the lock by itself. (The API test files each have a database of their own:
// test/pg-databases.ts.)
// Test-only SQL, like write-watch.ts: the server never makes or drops schemas.

/** Any number other than Kysely's own migration lock (3853314791062309107), which it takes inside. */
const SCHEMA_LOCK_KEY = 746_673_736;

export async function underSchemaLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [SCHEMA_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [SCHEMA_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
