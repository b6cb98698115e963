import { createBoundedCache } from './bounded-cache.js';

export interface KeptByIdOptions<K extends number | string, V> {
  /** The version a key's kept value must still carry: its record's bucket, which its writers move. */
  versionOf(key: K): string;
  /** The values of the keys not kept, in one query; a key without a value is absent from the map. */
  readMany(keys: readonly K[]): Promise<Map<K, V>>;
  /** The longest a value is used: it bounds only a change made around the product (SQL). */
  maxAgeMs: number;
  maxEntries: number;
  /** A value's weight toward maxWeight (default 1): a list kept whole weighs its length. */
  weightOf?: (value: V) => number;
  /** The most the kept values weigh together (default maxEntries). */
  maxWeight?: number;
  now?: () => number;
}

interface Kept<V> {
  version: string;
  readAt: number;
  value: V;
}

/**
 * Records read by id on every learner's call (the papers of their list, their sections' tests, a
 * teacher's name) and shared by many learners: kept per id under the version of the id's bucket,
 * which every writer of the record moves in its transaction. A version is taken before the read, so
 * a change committed meanwhile moves it and the value read is not reused. A read already on its way
 * under the same version is joined rather than asked again: the first minute of an exam morning
 * asks for the same few records hundreds of times before the first answer is back. An id with no
 * record is not kept (a new record has nothing to drop).
 */
export function createKeptById<K extends number | string, V>({
  versionOf,
  readMany,
  maxAgeMs,
  maxEntries,
  weightOf = () => 1,
  maxWeight = maxEntries,
  now = () => performance.now(),
}: KeptByIdOptions<K, V>) {
  const kept = createBoundedCache<Kept<V>>({ maxEntries, maxBytes: maxWeight });
  const reading = new Map<K, { version: string; value: Promise<V | undefined> }>();

  function fresh(key: K, version: string, at: number): Kept<V> | undefined {
    const found = kept.get(String(key));
    return found && found.version === version && at >= found.readAt && at - found.readAt < maxAgeMs ? found : undefined;
  }

  function readMissing(keys: K[], versions: Map<K, string>, at: number): void {
    const read = readMany(keys);
    for (const key of keys) {
      const version = versions.get(key)!;
      const value = read.then((found) => {
        const v = found.get(key);
        if (v === undefined) kept.delete(String(key));
        else kept.set(String(key), { version, readAt: at, value: v }, weightOf(v));
        return v;
      });
      const entry = { version, value };
      reading.set(key, entry);
      // Whichever way the read ends, a later caller asks again rather than join a finished one.
      void value.then(
        () => reading.get(key) === entry && reading.delete(key),
        () => reading.get(key) === entry && reading.delete(key),
      );
    }
  }

  /** The records of the ids (each once), read only for those neither kept nor on their way. */
  async function many(keys: readonly K[]): Promise<Map<K, V>> {
    const at = now();
    const asked = [...new Set(keys)];
    const versions = new Map(asked.map((key) => [key, versionOf(key)]));
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of asked) {
      const entry = fresh(key, versions.get(key)!, at);
      if (entry) found.set(key, entry.value);
      else if (reading.get(key)?.version !== versions.get(key)) missing.push(key);
    }
    if (missing.length > 0) readMissing(missing, versions, at);
    const pending = asked.filter((key) => !found.has(key));
    const values = await Promise.all(pending.map((key) => reading.get(key)!.value));
    for (const [i, key] of pending.entries()) if (values[i] !== undefined) found.set(key, values[i]!);
    return found;
  }

  return { many };
}
