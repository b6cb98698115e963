/**
 * Lookups asked in the same turn of the event loop answered by one query: the keys gathered in a
 * turn go to the database together at the next turn, and each caller gets its own key's answer.
 * Nothing is kept: a lookup is always answered by a query that started after it was asked, so it
 * sees everything committed before it was asked, exactly as a query of its own would. On a server
 * database this turns a round trip per request (the guard's account check) into one per turn.
 */
export interface LookupCoalescerOptions<K, V> {
  /** Answers for the keys (one query); a key without an answer is absent from the map. */
  lookupMany(keys: readonly K[]): Promise<Map<K, V>>;
  /** Keys per query; more in one turn go in several queries. */
  maxBatch?: number;
}

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

export function createLookupCoalescer<K, V>({ lookupMany, maxBatch = 100 }: LookupCoalescerOptions<K, V>) {
  let pending: Map<K, Waiter<V>[]> | null = null;

  async function run(keys: K[], waiters: Map<K, Waiter<V>[]>): Promise<void> {
    try {
      const found = await lookupMany(keys);
      for (const key of keys) for (const w of waiters.get(key)!) w.resolve(found.get(key));
    } catch (error) {
      for (const key of keys) for (const w of waiters.get(key)!) w.reject(error);
    }
  }

  function flush(): void {
    const waiters = pending!;
    pending = null;
    const keys = [...waiters.keys()];
    for (let i = 0; i < keys.length; i += maxBatch) void run(keys.slice(i, i + maxBatch), waiters);
  }

  /** The answer for one key, from a query that starts at the next turn of the event loop. */
  function lookup(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      if (!pending) {
        pending = new Map();
        setImmediate(flush);
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
  }

  return { lookup };
}
