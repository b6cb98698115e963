import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Accounts people can recover, and the identity state several server processes share: sign-in
// throttles, one-time codes, invitations, one stored form of mobile numbers, parent links
// waiting for the parent's confirmation. Portable types only; ids and timestamps come from the
// application. Migrations never import application code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Sign-in failures, code sends and registration checks, per key ("login:pair:...", "login:address:...").
  await db.schema
    .createTable('throttles')
    .addColumn('throttle_key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('last_hit_at', 'text', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .execute();
  await db.schema.createIndex('throttles_last_hit').on('throttles').column('last_hit_at').execute();
  await db.schema.dropTable('login_failures').execute();

  // One pending code per purpose and target; tries and sends count across re-sends within a window.
  await db.schema
    .createTable('otp_challenges')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull())
    .addColumn('sends', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('payload', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('otp_challenges_pk', ['purpose', 'target'])
    .execute();

  // A school's one-time invitation of a person it imported: they set a password with the code.
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitations_user').on('invitations').column('user_uuid').execute();

  // A school asked to link an existing parent account it did not create: linked once the parent confirms.
  await db.schema
    .createTable('pending_parent_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('child_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('requested_by', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('pending_parent_links_pair', ['parent_uuid', 'child_uuid'])
    .execute();

  await db.schema.alterTable('users').addColumn('preferred_language', 'text').execute();
  // The school that created the account (roster import): it may link that parent without a confirmation.
  await db.schema.alterTable('users').addColumn('created_by_school_id', 'integer').execute();
  // What students and parents see of a teacher: nothing personal unless the school chooses so.
  await db.schema
    .alterTable('schools')
    .addColumn('show_staff_contact', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await dropContactUniqueness(db);
  await rewriteMobiles(db);
}

/**
 * Email and mobile stop being unique (spec 002 §5.1: the registration check allows some registered
 * values, and sign-up follows the check, e.g. a student with a parent's mobile). SQLite cannot drop
 * a column's UNIQUE, so the table is rebuilt as its documented procedure says (foreign keys off,
 * copy, drop, rename, indexes back); PostgreSQL drops the constraints.
 */
async function dropContactUniqueness(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        const table = await sql<{ sql: string }>`
          select sql from sqlite_master where type = 'table' and name = 'users'`.execute(trx);
        const indexes = await sql<{ sql: string }>`
          select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(trx);
        const ddl = table.rows[0]!.sql.replace(/^create table "?users"?/i, 'create table "users_next"').replace(
          /("?(?:email|mobile)"?\s+text)\s+unique/gi,
          '$1',
        );
        await sql.raw(ddl).execute(trx);
        await sql`insert into users_next select * from users`.execute(trx);
        await sql`drop table users`.execute(trx);
        await sql`alter table users_next rename to users`.execute(trx);
        for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
        const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
        if (broken.rows.length > 0) throw new Error('users rebuild broke a foreign key');
      });
    } finally {
      await sql`PRAGMA foreign_keys = ON`.execute(db);
    }
  } else {
    await sql`alter table users drop constraint if exists users_email_key`.execute(db);
    await sql`alter table users drop constraint if exists users_mobile_key`.execute(db);
  }
  await db.schema.createIndex('users_email').on('users').column('email').execute();
  await db.schema.createIndex('users_mobile').on('users').column('mobile').execute();
}

/**
 * One stored form of every mobile number (spec 002 §5.5): national digits without a
 * trunk 0. The rule is written out here as it stands today, so this migration keeps its meaning
 * when the application's parser changes. Roster imports stored AE and ZA numbers with their 0.
 */
export function storedMobileForm(mobile: string, countryIso: string): string {
  const digits = mobile.replace(/\D+/g, '');
  const country = countryIso.toUpperCase();
  if ((country === 'AE' || country === 'ZA') && digits.length === 10 && digits.startsWith('0')) return digits.slice(1);
  if (country === 'IN' && digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (country === 'IN' && digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (country === 'ID' && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

async function rewriteMobiles(db: AnyDb): Promise<void> {
  const rows = await db
    .selectFrom('users')
    .select(['uuid', 'mobile', 'country_iso'])
    .where('mobile', 'is not', null)
    .execute();
  for (const row of rows as { uuid: string; mobile: string; country_iso: string }[]) {
    const stored = storedMobileForm(row.mobile, row.country_iso);
    if (stored !== row.mobile)
      await db.updateTable('users').set({ mobile: stored }).where('uuid', '=', row.uuid).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_mobile').execute();
  await db.schema.dropIndex('users_email').execute();
  await db.schema.alterTable('schools').dropColumn('show_staff_contact').execute();
  await db.schema.alterTable('users').dropColumn('created_by_school_id').execute();
  await db.schema.alterTable('users').dropColumn('preferred_language').execute();
  for (const table of ['pending_parent_links', 'invitations', 'otp_challenges', 'throttles']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
}
