import type pg from 'pg';

/**
 * How far a streaming replica is behind, as the moment up to which every commit of the primary is on
 * it. Every interval: the moment t, then the primary's WAL position p (every commit acknowledged
 * before t ends at or before p), then the replica's replayed position r. Once r reaches a sampled p,
 * the replica holds every commit made before that sample's t. A replica that stops replaying, or
 * stops answering, keeps its moment while the clock moves on, so its lag grows by itself.
 */
export interface ReplicaLag {
  /** Every commit acknowledged before this moment is on the replica; null until known, or while it is down. */
  caughtUpTo(): number | null;
  /** now - caughtUpTo in milliseconds; null when unknown. */
  lagMs(): number | null;
  /** The replica failed a statement: not used until the next measure finds it answering. */
  markDown(): void;
  /** One measure now (the watch's step; tests call it to be sure). */
  measure(): Promise<void>;
  start(): void;
  stop(): void;
}

interface Sample {
  at: number;
  lsn: bigint;
}

/** PostgreSQL's WAL position text (`16/B374D848`) as a number that orders. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** Kept while the replica is behind them: at five a second, a minute and more of samples. */
const MAX_SAMPLES = 600;

export function createReplicaLag(options: {
  primary: pg.Pool;
  replica: pg.Pool;
  clock: () => number;
  intervalMs: number;
  warn: (message: string, err?: unknown) => void;
}): ReplicaLag {
  const { primary, replica, clock } = options;
  let samples: Sample[] = [];
  let caughtUpTo: number | null = null;
  let down = false;
  let warned = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;

  async function measure(): Promise<void> {
    const at = clock();
    try {
      const sent = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      samples.push({ at, lsn: parseLsn(sent.rows[0]!.lsn) });
      if (samples.length > MAX_SAMPLES) samples = samples.slice(-MAX_SAMPLES);
    } catch {
      // The primary's own trouble is the server's to report (readiness, 503s); nothing to compare now.
      return;
    }
    try {
      const replayed = await replica.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn');
      const lsn = replayed.rows[0]!.lsn;
      if (lsn === null) throw new Error('DATABASE_REPLICA_URL names a server that is not a standby');
      const position = parseLsn(lsn);
      while (samples.length > 0 && samples[0]!.lsn <= position) caughtUpTo = samples.shift()!.at;
      down = false;
      warned = false;
    } catch (err) {
      down = true;
      if (!warned) options.warn('the replica does not answer: lag-tolerant reads go to the primary', err);
      warned = true;
    }
  }

  function loop(): void {
    if (!running) return;
    void measure().finally(() => {
      if (running) timer = setTimeout(loop, options.intervalMs);
      timer?.unref();
    });
  }

  return {
    caughtUpTo: () => (down ? null : caughtUpTo),
    lagMs: () => (down || caughtUpTo === null ? null : Math.max(0, clock() - caughtUpTo)),
    markDown() {
      down = true;
    },
    measure,
    start() {
      if (running) return;
      running = true;
      loop();
    },
    stop() {
      running = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
