import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { TABLE_OWNERS, type TableName } from '../modules/table-owners.js';

/** Whose rows must not change when somebody else calls. */
export interface Victim {
  /** People of the victim school (and its parents): any row naming one of them is theirs. */
  uuids: readonly string[];
  schoolId: number;
  sectionIds: readonly number[];
}

/**
 * Tables an outsider's call may write by design without touching anybody's data: failed sign-ins
 * counted against the name tried (throttles), codes sent to a contact (rate-limited, and they
 * prove nothing until the owner types them), the job queue, and the security events (every refusal
 * of a privilege or a throttled call is recorded there on purpose, for a breach investigation).
 */
export const BOOKKEEPING: ReadonlySet<TableName> = new Set(['throttles', 'otp_challenges', 'jobs', 'security_events']);

/** The platform's catalogue belongs to the platform: every row of it is somebody else's. */
const CATALOGUE_OWNER = 'catalogue';

const SCHOOL_COLUMNS = ['school_id', 'owner_school_id'];

function belongsToVictim(row: Record<string, unknown>, victim: Victim): boolean {
  for (const [column, value] of Object.entries(row)) {
    if (typeof value === 'string' && victim.uuids.includes(value.toLowerCase())) return true;
    if (SCHOOL_COLUMNS.includes(column) && Number(value) === victim.schoolId) return true;
    if (column === 'section_id' && victim.sectionIds.includes(Number(value))) return true;
  }
  return false;
}

function hashOf(rows: readonly Record<string, unknown>[]): string {
  const lines = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  return `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
}

/**
 * A hash per table of the victim's rows (and of the whole platform catalogue). Two digests differ
 * exactly in the tables where the victim's data changed, which a failing test names.
 */
export async function victimDigest(db: Db, victim: Victim): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const table of DATA_TABLES) digest[table] = await victimTableDigest(db, victim, table);
  return digest;
}

/** The hash of the victim's rows of one table (of all its rows for the platform catalogue). */
export async function victimTableDigest(db: Db, victim: Victim, table: TableName): Promise<string> {
  const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
  return hashOf(TABLE_OWNERS[table] === CATALOGUE_OWNER ? rows : rows.filter((row) => belongsToVictim(row, victim)));
}

/** Every table but the bookkeeping ones: the tables a refused call must leave as they were. */
export const DATA_TABLES: readonly TableName[] = (Object.keys(TABLE_OWNERS) as TableName[]).filter(
  (table) => !BOOKKEEPING.has(table),
);

/** A hash of every row of each table named (all data tables by default), whoever the rows belong to. */
export async function tableDigest(db: Db, tables: readonly TableName[] = DATA_TABLES): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const table of tables) {
    digest[table] = hashOf((await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[]);
  }
  return digest;
}
