import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ExportStep } from './export-plan.js';

/** Any table, as the registry names it: the reader knows tables only by their declarations. */
type AnyTables = Record<string, Record<string, unknown>>;

/** The column a via row carries with it: the person the row it hangs on names. */
export const VIA_PERSON = '__via_person';

export type PersonalRowsRepository = ReturnType<typeof createPersonalRowsRepository>;

/**
 * The one reader of other modules' tables the privacy module has (declared in table-owners.ts): a
 * person's export must read every table the registry declares, whoever owns it, and a copy of each
 * module's queries would fall behind the declarations. It reads only what a declaration names: the
 * rows where a people column is the person, and the rows reached through the person's rows of the
 * table a `via` names. It never writes.
 */
export function createPersonalRowsRepository(db: Db) {
  const any = db as unknown as Kysely<AnyTables>;

  /** The step's rows that name the person, each with the via person when the table has a via. */
  async function rowsOf(step: ExportStep, uuid: string): Promise<Record<string, unknown>[]> {
    const people = Object.keys(step.privacy.people);
    const { via } = step;
    if (!via) {
      return any
        .selectFrom(step.table)
        .selectAll()
        .where((eb) => eb.or(people.map((column) => eb(column, '=', uuid))))
        .execute();
    }
    // The row's via column matches the column of the same name in the table it leads to.
    return any
      .selectFrom(`${step.table} as r`)
      .innerJoin(`${via.table} as v`, `v.${via.column}`, `r.${via.column}`)
      .selectAll('r')
      .select(`v.${via.personColumn} as ${VIA_PERSON}`)
      .where((eb) =>
        eb.or([eb(`v.${via.personColumn}`, '=', uuid), ...people.map((column) => eb(`r.${column}`, '=', uuid))]),
      )
      .execute();
  }

  return { rowsOf };
}
