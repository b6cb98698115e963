import type { Db } from '../../db/database.js';
import type { SignalChannel } from '../signals/signal-channel.js';

/** A bump as the channel carries it: the cache's name. */
export interface VersionBump {
  cache: string;
}

export function parseVersionBump(payload: unknown): VersionBump | null {
  const cache = (payload as Partial<VersionBump> | null)?.cache;
  return typeof cache === 'string' && /^[a-z][a-z0-9.-]{0,80}$/.test(cache) ? { cache } : null;
}

/**
 * The versions of the caches that every server process must agree on. A cached answer carries the
 * version of its cache when it was made, and is used only while that is still the version: the
 * owning module bumps it when something the answers depend on changed. A bump counts at once in the
 * process that makes it, and in every other process as soon as the channel's message arrives
 * (LISTEN/NOTIFY on PostgreSQL). When the channel reconnects, messages may have been missed: every
 * cache's version moves, so nothing kept from before is used again.
 */
export function createCacheVersions(channel: SignalChannel<VersionBump>) {
  const versions = new Map<string, number>();
  // Every version starts from this generation, which moves on each reconnection.
  let generation = 0;
  const local = (cache: string) => {
    versions.set(cache, (versions.get(cache) ?? 0) + 1);
  };
  channel.subscribe(({ cache }) => local(cache));
  channel.onReconnect(() => {
    generation += 1;
  });
  return {
    /** The version answers of this cache must carry to be used. */
    current(cache: string): string {
      return `${generation}.${versions.get(cache) ?? 0}`;
    },
    /** Something the cache's answers depend on changed: here at once, elsewhere when the message arrives. */
    async bump(cache: string): Promise<void> {
      // On SQLite the channel is this process: its message is the local bump.
      if (channel.engine !== 'in-process') local(cache);
      await channel.publish({ cache });
    },
    /**
     * Something the answers depend on changes in the writer's transaction: here at once, and in
     * every process (this one again) when the transaction commits. An answer built between the two
     * from rows not yet committed carries the first move and is dropped by the second; one built
     * after the commit sees the rows. No caller has to remember to move it after its commit.
     */
    async bumpWithin(db: Db, cache: string): Promise<void> {
      if (channel.engine !== 'in-process') local(cache);
      await channel.publishWithin(db, { cache });
    },
    start: () => channel.start(),
    stop: () => channel.stop(),
  };
}

export type CacheVersions = ReturnType<typeof createCacheVersions>;
