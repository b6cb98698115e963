import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withDefaultUser } from '../apps/server/src/db/dialect.js';
import { cpuSeconds, memoryMiB } from './process-stats.js';

// What the morning cost the machine: CPU seconds and peak memory per server process (sampled each
// second from /proc, by name, so a process killed and started again adds its new pid's figures), and
// PostgreSQL's own figures: connections (pg_stat_activity), commits a second (pg_stat_database's
// xact_commit over the run) and, on a primary with a streaming replica, the replica's replay lag.

export interface ProcessFigures {
  name: string;
  pids: number[];
  cpuSeconds: number;
  cpuShare: number;
  peakMiB: number;
}

export interface PostgresFigures {
  maxConnections: number;
  commitsPerSecond: number;
  /** Streaming replicas seen on this server (pg_stat_replication); 0 on a replica or a lone server. */
  replicas: number;
  /** The largest replay lag seen (ms); null when none was shown (no replica, an idle one, or a role without pg_read_all_stats). */
  maxReplayLagMs: number | null;
}

/**
 * The processes named by the pid files of a folder (`<name>.pid`, read again at every sample, so a
 * process started again is followed): the cluster keeps its server processes' and HAProxy's in
 * .cluster/pids. Read only.
 */
export function pidsIn(dir: string): () => Map<string, number> {
  return () => {
    const out = new Map<string, number>();
    if (!existsSync(dir)) return out;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.pid')) continue;
      try {
        const pid = Number(readFileSync(path.join(dir, file), 'utf8').trim());
        if (Number.isInteger(pid) && pid > 0) out.set(file.slice(0, -'.pid'.length), pid);
      } catch {
        // removed between the listing and the read: the process is gone
      }
    }
    return out;
  };
}

/** Samples the processes every second until stopped; answers each name's figures over the run. */
/** A process's own children (HAProxy's master serves nothing: its worker does). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export function sampleProcesses(pidsNow: () => Map<string, number>) {
  const seen = new Map<string, Map<number, { first: number; last: number; peak: number }>>();
  const sample = () => {
    const named = [...pidsNow()].flatMap(([name, pid]) => [pid, ...childrenOf(pid)].map((p) => [name, p] as const));
    for (const [name, pid] of named) {
      const cpu = cpuSeconds(pid);
      if (cpu === null) continue;
      const byPid = seen.get(name) ?? new Map();
      const entry = byPid.get(pid) ?? { first: cpu, last: cpu, peak: 0 };
      entry.last = cpu;
      entry.peak = Math.max(entry.peak, memoryMiB(pid)?.peak ?? 0);
      byPid.set(pid, entry);
      seen.set(name, byPid);
    }
  };
  sample();
  const started = performance.now();
  const timer = setInterval(sample, 1000);
  return (): ProcessFigures[] => {
    sample();
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    return [...seen].map(([name, byPid]) => {
      const entries = [...byPid.values()];
      const cpu = entries.reduce((sum, e) => sum + (e.last - e.first), 0);
      return {
        name,
        pids: [...byPid.keys()],
        cpuSeconds: cpu,
        cpuShare: cpu / Math.max(seconds, 0.001),
        peakMiB: Math.max(...entries.map((e) => e.peak)),
      };
    });
  };
}

/** Samples PostgreSQL every 2 s over its own connection until stopped. */
export async function samplePostgres(databaseUrl: string) {
  const client = new pg.Client({
    connectionString: withDefaultUser(databaseUrl),
    application_name: 'exam-morning-bench',
  });
  client.on('error', () => undefined);
  await client.connect();
  const commits = async () =>
    Number(
      (await client.query('select xact_commit from pg_stat_database where datname = current_database()')).rows[0]
        .xact_commit,
    );
  const firstCommits = await commits();
  const started = performance.now();
  let maxConnections = 0;
  let maxLag: number | null = null;
  let replicas = 0;
  const sample = async () => {
    const active = await client.query(
      'select count(*)::int as n from pg_stat_activity where datname = current_database()',
    );
    // Our own sampling connection is not the server's.
    maxConnections = Math.max(maxConnections, Number(active.rows[0].n) - 1);
    const lag = await client.query(
      'select extract(epoch from max(replay_lag)) * 1000 as ms, count(*)::int as replicas from pg_stat_replication',
    );
    replicas = Math.max(replicas, Number(lag.rows[0].replicas));
    if (lag.rows[0].ms !== null) maxLag = Math.max(maxLag ?? 0, Number(lag.rows[0].ms));
  };
  let busy: Promise<void> = sample();
  const timer = setInterval(() => {
    busy = busy.then(sample).catch(() => undefined);
  }, 2000);
  return async (): Promise<PostgresFigures> => {
    clearInterval(timer);
    await busy.catch(() => undefined);
    const seconds = (performance.now() - started) / 1000;
    const figures = {
      maxConnections,
      commitsPerSecond: ((await commits()) - firstCommits) / seconds,
      maxReplayLagMs: maxLag,
      replicas,
    };
    await client.end();
    return figures;
  };
}
