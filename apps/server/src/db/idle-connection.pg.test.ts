import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { urlOfDatabase } from '../test/pg-databases.js';
import { withDefaultUser } from './dialect.js';

// PostgreSQL ends connections the server's pool keeps idle when it restarts or an administrator ends
// them. The server goes on: the next query opens a new connection. (Without a listener for the pool's
// 'error' event, the process ended; Vitest reports that as an unhandled error and fails the run.)

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('an idle connection ended by PostgreSQL', () => {
  it('is replaced, and the next query answers', async () => {
    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db);
    const pid = before.rows[0]!.pid;

    const admin = new pg.Client({
      connectionString: withDefaultUser(urlOfDatabase(process.env.TEST_DATABASE_URL!, t.pgDatabase!)),
    });
    await admin.connect();
    try {
      const ended = await admin.query<{ ended: boolean }>('select pg_terminate_backend($1) as ended', [pid]);
      expect(ended.rows[0]!.ended).toBe(true);
    } finally {
      await admin.end();
    }
    // The pool learns of it when the connection's socket closes.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db);
    expect(after.rows[0]!.pid).not.toBe(pid);
  });
});
