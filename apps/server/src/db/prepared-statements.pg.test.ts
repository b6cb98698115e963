import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { preparedName } from './dialect.js';

// A statement whose text starts with `/* prepared: <name> */` is prepared once per connection under
// that name (PostgreSQL then plans it once); every other statement is sent unnamed, as before.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('statements marked to be prepared', () => {
  it('are prepared under their name on the connection, and run again under it with new values', async () => {
    const names = await t.db.transaction().execute(async (trx) => {
      // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
      const first = await sql<{ n: number }>`/* prepared: probe-twice */ select ${1}::int + 1 as n`.execute(trx);
      const again = await sql<{ n: number }>`/* prepared: probe-twice */ select ${41}::int + 1 as n`.execute(trx);
      await sql`select ${2}::int as unmarked`.execute(trx);
      expect([first.rows[0]!.n, again.rows[0]!.n]).toEqual([2, 42]);
      return (await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(trx)).rows;
    });
    expect(names.map((r) => r.name)).toEqual(['probe-twice']);
  });

  it('are told by the marker at the start of the text only', () => {
    expect(preparedName('\n  /* prepared: answer-saves-at-once */ with x as (select 1) select 1')).toBe(
      'answer-saves-at-once',
    );
    expect(preparedName('select 1 /* prepared: late */')).toBeNull();
    expect(preparedName('/* prepared: Not A Name */ select 1')).toBeNull();
  });
});
