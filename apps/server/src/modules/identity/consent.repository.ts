import type { Insertable, Selectable, Updateable } from 'kysely';
import { ConsentState } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { ParentalConsentsTable, SchoolPrivacyNoticesTable } from '../../db/schema-consent.js';

export type ParentalConsent = Selectable<ParentalConsentsTable>;
export type SchoolPrivacyNotice = Selectable<SchoolPrivacyNoticesTable>;

export type ConsentRepository = ReturnType<typeof createConsentRepository>;

/**
 * Children's consents and schools' notices to parents; over the database or a transaction.
 * moved: moves the accounts' version (kept-account-facts.ts) in the write's transaction, as a
 * consent's state decides whether the guard refuses the child's writes.
 */
export function createConsentRepository(db: Db, moved: (db: Db) => Promise<void> = async () => {}) {
  async function insert(row: Insertable<ParentalConsentsTable>): Promise<void> {
    await db.insertInto('parental_consents').values(row).execute();
    await moved(db);
  }

  function ofChild(childUuid: string): Promise<ParentalConsent | undefined> {
    return db.selectFrom('parental_consents').selectAll().where('child_uuid', '=', childUuid).executeTakeFirst();
  }

  function find(id: string): Promise<ParentalConsent | undefined> {
    return db.selectFrom('parental_consents').selectAll().where('id', '=', id).executeTakeFirst();
  }

  function ofParent(parentUuid: string): Promise<ParentalConsent[]> {
    return db
      .selectFrom('parental_consents')
      .selectAll()
      .where('parent_uuid', '=', parentUuid)
      .orderBy('given_at')
      .execute();
  }

  /** Of these people, those whose parent has not agreed (waiting, withdrawn or refused). */
  async function withoutConsent(uuids: readonly string[]): Promise<Set<string>> {
    if (uuids.length === 0) return new Set();
    const rows = await db
      .selectFrom('parental_consents')
      .select('child_uuid')
      .where('child_uuid', 'in', uuids)
      .where('state', '!=', ConsentState.Given)
      .execute();
    return new Set(rows.map((r) => r.child_uuid));
  }

  /**
   * Consents whose erasure day (set by a withdrawal or a refusal) is at or before `nowIso`, with no
   * parent agreeing since, of accounts not yet erased; the earliest day first, at most `limit`.
   */
  function erasureDue(nowIso: string, limit: number): Promise<ParentalConsent[]> {
    return db
      .selectFrom('parental_consents')
      .innerJoin('users', 'users.uuid', 'parental_consents.child_uuid')
      .selectAll('parental_consents')
      .where('parental_consents.erase_after', 'is not', null)
      .where('parental_consents.erase_after', '<=', nowIso)
      .where('parental_consents.state', '!=', ConsentState.Given)
      .where('users.erased_at', 'is', null)
      .orderBy('parental_consents.erase_after')
      .orderBy('parental_consents.id')
      .limit(limit)
      .execute();
  }

  /** Changes a consent only while it is in `from`: false when another call changed it first. */
  async function update(
    id: string,
    from: readonly ParentalConsent['state'][],
    patch: Updateable<ParentalConsentsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('parental_consents')
      .set(patch)
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    if (changed) await moved(db);
    return changed;
  }

  function schoolNotice(schoolId: number): Promise<SchoolPrivacyNotice | undefined> {
    return db.selectFrom('school_privacy_notices').selectAll().where('school_id', '=', schoolId).executeTakeFirst();
  }

  /** One notice per school: recording it again replaces the words and the day. */
  async function saveSchoolNotice(row: SchoolPrivacyNotice): Promise<void> {
    await db
      .insertInto('school_privacy_notices')
      .values(row)
      .onConflict((oc) =>
        oc.column('school_id').doUpdateSet({
          told_on: row.told_on,
          notice: row.notice,
          recorded_by: row.recorded_by,
          recorded_at: row.recorded_at,
        }),
      )
      .execute();
  }

  return { insert, ofChild, find, ofParent, withoutConsent, erasureDue, update, schoolNotice, saveSchoolNotice };
}
