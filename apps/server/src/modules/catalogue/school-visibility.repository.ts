import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * The SQL of isSeenBySchools (packages/domain, school-visibility.ts) on one column: a row whose
 * school column is null (the platform's catalogue) or one of the viewer's schools. Every catalogue
 * read of nodes (n.school_id), content (c.owner_school_id) and mappings (m.school_id) adds it, so
 * a school's own catalogue is answered only to its people and to others as if it did not exist.
 * One condition on a column of a row the read already has: no join.
 */
export function seenBySchools(column: string, schoolIds: readonly number[]): Expression<SqlBool> {
  const ref = sql.ref(column);
  if (schoolIds.length === 0) return sql<SqlBool>`${ref} is null`;
  return sql<SqlBool>`(${ref} is null or ${ref} in (${sql.join([...schoolIds])}))`;
}
