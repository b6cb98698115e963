import type { Db } from '../../db/database.js';

export interface ThrottleState {
  hits: number;
  window_started_at: string;
  blocked_until: string | null;
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;

/**
 * Counters per key in the database, so every server process counts the same failures. Each count
 * is one upsert: two processes counting at once both land, neither overwrites the other.
 */
export function createThrottleRepository(db: Db) {
  /**
   * Counts one hit and answers the state after it. A key whose `column` is at or before `staleAt`
   * starts over from this hit (failures forgotten after a quiet spell; a fixed window that ended).
   */
  async function count(
    key: string,
    now: string,
    staleAt: string,
    column: 'last_hit_at' | 'window_started_at',
  ): Promise<ThrottleState> {
    const row = await db
      .insertInto('throttles')
      .values({ throttle_key: key, hits: 1, window_started_at: now, last_hit_at: now, blocked_until: null })
      .onConflict((oc) =>
        oc.column('throttle_key').doUpdateSet((eb) => {
          const stale = eb(`throttles.${column}`, '<=', staleAt);
          return {
            hits: eb
              .case()
              .when(stale)
              .then(1)
              .else(eb('throttles.hits', '+', 1))
              .end(),
            window_started_at: eb.case().when(stale).then(now).else(eb.ref('throttles.window_started_at')).end(),
            blocked_until: eb.case().when(stale).then(null).else(eb.ref('throttles.blocked_until')).end(),
            last_hit_at: now,
          };
        }),
      )
      .returning(['hits', 'window_started_at', 'blocked_until'])
      .executeTakeFirstOrThrow();
    return { ...row, hits: Number(row.hits) };
  }

  async function blockUntil(key: string, until: string): Promise<void> {
    await db.updateTable('throttles').set({ blocked_until: until }).where('throttle_key', '=', key).execute();
  }

  /**
   * A mark kept until `until` (an address an account signed in from): `blocked_until` is then the
   * moment it is forgotten, so the pruning keeps it until then.
   */
  const markRow = (key: string, now: string, until: string) => ({
    throttle_key: key,
    hits: 1,
    window_started_at: now,
    last_hit_at: now,
    blocked_until: until,
  });

  async function mark(key: string, now: string, until: string): Promise<void> {
    await db
      .insertInto('throttles')
      .values(markRow(key, now, until))
      .onConflict((oc) => oc.column('throttle_key').doUpdateSet({ last_hit_at: now, blocked_until: until }))
      .execute();
  }

  /** Marks a key kept until `until` unless it is marked already: true when this call made the mark. */
  async function markOnce(key: string, now: string, until: string): Promise<boolean> {
    const made = await db
      .insertInto('throttles')
      .values(markRow(key, now, until))
      .onConflict((oc) => oc.column('throttle_key').doNothing())
      .returning('throttle_key')
      .executeTakeFirst();
    return made !== undefined;
  }

  /** The keys that wait beyond `now` (or marks kept beyond it), with the moment each ends. */
  async function blocked(keys: readonly string[], now: string): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows = await db
      .selectFrom('throttles')
      .select(['throttle_key', 'blocked_until'])
      .where('throttle_key', 'in', keys)
      .where('blocked_until', '>', now)
      .execute();
    return new Map(rows.map((r) => [r.throttle_key, r.blocked_until!]));
  }

  async function clear(key: string): Promise<void> {
    await db.deleteFrom('throttles').where('throttle_key', '=', key).execute();
  }

  /** Drops counters nobody touched since `before` and that no longer block: the table stays small. */
  async function prune(before: string, now: string): Promise<void> {
    await db
      .deleteFrom('throttles')
      .where('last_hit_at', '<', before)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', now)]))
      .execute();
  }

  return { count, blockUntil, mark, markOnce, blocked, clear, prune };
}
