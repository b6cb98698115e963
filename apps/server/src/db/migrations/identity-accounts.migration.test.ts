import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useMigrationDb } from '../../test/migration-db.js';

// One stored form of every mobile number; an email or mobile may be shared between accounts.
const { db, migrator } = useMigrationDb();

const user = (uuid: string, email: string, mobile: string, country: string) => ({
  uuid,
  user_type_id: 1,
  role: null,
  first_name: 'Migrated',
  last_name: 'Person',
  email,
  mobile,
  country_iso: country,
  password_hash: null,
  gts_user_id: null,
  em_user_id: null,
  created_at: new Date().toISOString(),
});

describe('migration 2026-11-24-identity-accounts', () => {
  it('rewrites stored mobiles to the one stored form and keeps every row that points at a user', async () => {
    const before = await migrator().migrateTo('2026-11-23-institutes-commerce');
    expect(before.error).toBeUndefined();
    const ae = randomUUID();
    const za = randomUUID();
    const inUser = randomUUID();
    await db()
      .insertInto('users')
      .values([
        // A roster import stored AE and ZA numbers as typed, with their trunk 0.
        user(ae, 'ae@migrate.test', '0501234567', 'AE'),
        user(za, 'za@migrate.test', '0821234567', 'ZA'),
        user(inUser, 'in@migrate.test', '9876543210', 'IN'),
      ] as never)
      .execute();
    await db()
      .insertInto('schools')
      .values({ school_id: 1, school_name: 'S', institute_type: 1, school_status: 1 })
      .execute();
    await db()
      .insertInto('memberships')
      .values({ id: randomUUID(), user_uuid: ae, school_id: 1, section_id: null, created_at: new Date().toISOString() })
      .execute();

    const after = await migrator().migrateToLatest();
    expect(after.error).toBeUndefined();
    const rows = await db().selectFrom('users').select(['uuid', 'mobile']).orderBy('email').execute();
    expect(Object.fromEntries(rows.map((r) => [r.uuid, r.mobile]))).toEqual({
      [ae]: '501234567',
      [za]: '821234567',
      [inUser]: '9876543210',
    });
    expect(await db().selectFrom('memberships').select('user_uuid').execute()).toEqual([{ user_uuid: ae }]);

    // Email and mobile are no longer unique; foreign keys still hold.
    await db()
      .insertInto('users')
      .values(user(randomUUID(), 'ae@migrate.test', '501234567', 'AE') as never)
      .execute();
    await expect(
      db()
        .insertInto('memberships')
        .values({ id: randomUUID(), user_uuid: randomUUID(), school_id: 1, section_id: null, created_at: 'x' })
        .execute(),
    ).rejects.toThrow();
  });
});
