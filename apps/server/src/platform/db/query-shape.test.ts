import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { queryShape, slot } from './query-shape.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a query shape', () => {
  it('runs with new values each time, keeping the values written into the query', async () => {
    const a = await makeUser(t.db, { firstName: 'Asha' });
    const b = await makeUser(t.db, { firstName: 'Bilal' });
    const byUuid = queryShape<{ uuid: string }, { first_name: string }>(() =>
      t.db
        .selectFrom('users')
        .select('first_name')
        .where('uuid', '=', slot<string>('uuid'))
        .where('user_type_id', '>', 0),
    );
    expect(await byUuid.execute(t.db, { uuid: a.uuid })).toEqual([{ first_name: 'Asha' }]);
    expect(await byUuid.execute(t.db, { uuid: b.uuid })).toEqual([{ first_name: 'Bilal' }]);
    expect(await byUuid.execute(t.db, { uuid: 'no-such-person' })).toEqual([]);
  });

  it('runs inside a transaction and sees its writes', async () => {
    const a = await makeUser(t.db, { firstName: 'Chitra' });
    const rename = queryShape<{ uuid: string; name: string }, never>(() =>
      t.db
        .updateTable('users')
        .set({ first_name: slot<string>('name') })
        .where('uuid', '=', slot<string>('uuid')),
    );
    const nameOf = queryShape<{ uuid: string }, { first_name: string }>(() =>
      t.db.selectFrom('users').select('first_name').where('uuid', '=', slot<string>('uuid')),
    );
    const seen = await t.db.transaction().execute(async (trx) => {
      await rename.execute(trx, { uuid: a.uuid, name: 'Chitra R' });
      return nameOf.execute(trx, { uuid: a.uuid });
    });
    expect(seen).toEqual([{ first_name: 'Chitra R' }]);
  });

  it('refuses to run without a value for a slot', async () => {
    const byUuid = queryShape<{ uuid: string }, { uuid: string }>(() =>
      t.db.selectFrom('users').select('uuid').where('uuid', '=', slot<string>('uuid')),
    );
    await expect(byUuid.execute(t.db, {} as { uuid: string })).rejects.toThrow(/no value for slot uuid/);
  });
});
