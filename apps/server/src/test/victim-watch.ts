import type { TableName } from '../modules/table-owners.js';
import type { TestApp } from './test-app.js';
import { DATA_TABLES, type Victim, victimTableDigest } from './victim-digest.js';
import { installWriteLog, takeWrittenTables } from './write-log.js';

/**
 * victimDigest for a test that asks before and after every call: the first digest of a victim reads
 * every table, later ones read again only the tables written to since (the write log), since the rest
 * cannot have changed. Reading every table of the demo world twice per route took half the
 * authorisation matrix's time.
 */
export async function watchVictims(t: TestApp): Promise<(victim: Victim) => Promise<Record<string, string>>> {
  await installWriteLog(t);
  const known = new Map<Victim, Map<TableName, string>>();
  return async (victim) => {
    const written = await takeWrittenTables(t);
    for (const digests of known.values()) for (const table of written) digests.delete(table);
    const digests = known.get(victim) ?? new Map<TableName, string>();
    known.set(victim, digests);
    for (const table of DATA_TABLES) {
      if (!digests.has(table)) digests.set(table, await victimTableDigest(t.db, victim, table));
    }
    return Object.fromEntries(digests);
  };
}
