import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { erasureActions, type ErasureStep } from './erasure-plan.js';

/** Any table, as the registry names it: the writer knows tables only by their declarations. */
type AnyTables = Record<string, Record<string, unknown>>;

/** What an emptied column holds: null where the column allows it, else an empty text or a zero. */
export type EmptyValues = ReadonlyMap<string, ReadonlyMap<string, unknown>>;

export type PersonalRowsWriter = ReturnType<typeof createPersonalRowsWriter>;

/**
 * The one writer of other modules' tables the privacy module has (declared in table-owners.ts): a
 * person's erasure must reach every table the registry declares, whoever owns it, and a copy of each
 * module's deletes would fall behind the declarations. It writes only what a declaration says:
 * rows naming the person are deleted, their column emptied, or kept with the declared `strip`
 * columns emptied; rows reached through the person's rows follow the row they hang on.
 */
export function createPersonalRowsWriter(db: Db) {
  const any = (within: Db) => within as unknown as Kysely<AnyTables>;
  let empties: Promise<EmptyValues> | null = null;

  /**
   * Each table's columns with the value that empties them, read once from the database itself
   * (through the caller's transaction: SQLite's one connection is the transaction's while it lasts).
   */
  function emptyValues(within: Db): Promise<EmptyValues> {
    empties ??= within.introspection
      .getTables()
      .then(
        (tables) =>
          new Map(
            tables.map((t) => [
              t.name,
              new Map(
                t.columns.map((c) => [
                  c.name,
                  c.isNullable ? null : /int|real|num|float|double/i.test(c.dataType) ? 0 : '',
                ]),
              ),
            ]),
          ),
      );
    return empties;
  }

  function emptied(empty: EmptyValues, table: string, columns: readonly string[]): Record<string, unknown> {
    const values = empty.get(table);
    return Object.fromEntries(columns.map((c) => [c, values?.has(c) ? values.get(c) : null]));
  }

  /** One step of a person's erasure, inside the caller's transaction; a repeat changes nothing more. */
  async function eraseStep(within: Db, step: ErasureStep, uuid: string): Promise<void> {
    const trx = any(within);
    const empty = await emptyValues(within);
    const actions = erasureActions(step);
    if (step.via) {
      const { via } = step;
      const theirs = trx.selectFrom(via.table).select(via.column).where(via.personColumn, '=', uuid);
      if (actions.viaRows === 'delete-row') {
        await trx.deleteFrom(step.table).where(via.column, 'in', theirs).execute();
      } else if (actions.strip.length > 0) {
        await trx
          .updateTable(step.table)
          .set(emptied(empty, step.table, actions.strip))
          .where(via.column, 'in', theirs)
          .execute();
      }
    }
    for (const column of actions.deleteBy) await trx.deleteFrom(step.table).where(column, '=', uuid).execute();
    for (const column of actions.clear) {
      await trx
        .updateTable(step.table)
        .set(emptied(empty, step.table, [column]))
        .where(column, '=', uuid)
        .execute();
    }
    if (actions.strip.length > 0) {
      for (const column of actions.stripBy) {
        await trx
          .updateTable(step.table)
          .set(emptied(empty, step.table, actions.strip))
          .where(column, '=', uuid)
          .execute();
      }
    }
  }

  /**
   * The account's row, last: no name, contact, photo or password, and marked erased. The names stay
   * empty rather than one language's words: readers see "Former learner" in theirs (identity's
   * erased-names.ts).
   */
  async function anonymise(within: Db, uuid: string, erasedAt: string): Promise<void> {
    await within
      .updateTable('users')
      .set({ first_name: '', last_name: '', erased_at: erasedAt, preferred_language: null, learning_profile: null })
      .where('uuid', '=', uuid)
      .execute();
  }

  /** Files in storage the account's row points at (the profile photo), to delete once the row is stripped. */
  async function storedFilesOf(uuid: string): Promise<string[]> {
    const row = await db.selectFrom('users').select('photo_key').where('uuid', '=', uuid).executeTakeFirst();
    return row?.photo_key ? [row.photo_key] : [];
  }

  return { eraseStep, anonymise, storedFilesOf };
}
