import { backendStates, haproxyPid, type BackendState } from './haproxy-process.js';
import { adminQuery, isRunning } from './postgres-pair.js';
import { readyAnswer, serverPid, serverPort } from './server-processes.js';
import { PORTS, readLayout, readSecrets, type Secrets } from './cluster-state.js';
import { serverName } from './haproxy-config.js';

// What runs and how it is: each process, HAProxy's view of each, the PostgreSQL pair and the replica's lag.

export interface ServerStatus {
  index: number;
  name: string;
  port: number;
  pid: number | null;
  alive: boolean;
  /** The HTTP status of /api/platform/ready, null when nothing answered. */
  ready: number | null;
  /** HAProxy's status of this server (UP, DOWN, ...), null when HAProxy does not run. */
  balancer: string | null;
}

export interface ReplicaLag {
  /** now() - pg_last_xact_replay_timestamp() on the replica: also grows while the primary writes nothing. */
  replaySeconds: number | null;
  /** The primary's current WAL position minus what the replica has replayed. */
  lsnBytes: number | null;
  state: string | null;
}

export interface ClusterStatus {
  running: boolean;
  processes: number;
  production: boolean;
  url: string;
  servers: ServerStatus[];
  haproxy: { pid: number | null; backends: BackendState[] | null };
  primary: { port: number; up: boolean };
  replica: { port: number; up: boolean; lag: ReplicaLag | null };
}

async function replicaLag(secrets: Secrets): Promise<ReplicaLag | null> {
  try {
    const [onReplica] = await adminQuery<{ seconds: number | null }>(
      secrets,
      'replica',
      'select extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as seconds',
    );
    const [onPrimary] = await adminQuery<{ bytes: string | null; state: string }>(
      secrets,
      'primary',
      'select pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::bigint as bytes, state from pg_stat_replication limit 1',
    );
    return {
      replaySeconds: onReplica?.seconds ?? null,
      lsnBytes: onPrimary?.bytes == null ? null : Number(onPrimary.bytes),
      state: onPrimary?.state ?? null,
    };
  } catch {
    return null;
  }
}

export async function clusterStatus(): Promise<ClusterStatus> {
  const layout = readLayout();
  const secrets = readSecrets();
  const processes = layout?.processes ?? 0;
  const haproxy = haproxyPid();
  const backends = haproxy !== null ? await backendStates().catch(() => null) : null;
  const servers: ServerStatus[] = [];
  for (let index = 1; index <= processes; index++) {
    const pid = serverPid(index);
    const name = serverName(index);
    servers.push({
      index,
      name,
      port: serverPort(index),
      pid,
      alive: pid !== null,
      ready: await readyAnswer(serverPort(index)),
      balancer: backends?.find((b) => b.server === name)?.status ?? null,
    });
  }
  const primaryUp = isRunning('primary');
  const replicaUp = isRunning('replica');
  return {
    running: haproxy !== null || servers.some((s) => s.alive) || primaryUp || replicaUp,
    processes,
    production: layout?.production ?? false,
    url: `http://127.0.0.1:${PORTS.front}`,
    servers,
    haproxy: { pid: haproxy, backends },
    primary: { port: PORTS.primary, up: primaryUp },
    replica: { port: PORTS.replica, up: replicaUp, lag: replicaUp && secrets ? await replicaLag(secrets) : null },
  };
}

const upDown = (up: boolean) => (up ? 'up' : 'DOWN');

export function statusText(status: ClusterStatus): string {
  if (!status.running) return 'The cluster is not running (npm run cluster -- start).';
  const lines = [
    `Cluster at ${status.url} (${status.processes} server processes, ${status.production ? 'production' : 'demo'})`,
  ];
  for (const s of status.servers) {
    lines.push(
      `  ${s.name}  port ${s.port}  pid ${s.pid ?? '-'}  ${s.alive ? 'alive' : 'not running'}  ready: ${s.ready ?? 'no answer'}  HAProxy: ${s.balancer ?? '-'}`,
    );
  }
  lines.push(`  HAProxy  pid ${status.haproxy.pid ?? '-'}  ${status.haproxy.pid ? 'running' : 'NOT RUNNING'}`);
  lines.push(`  PostgreSQL primary  127.0.0.1:${status.primary.port}  ${upDown(status.primary.up)}`);
  const lag = status.replica.lag;
  const lagText = lag
    ? `  ${lag.state ?? 'not streaming'}, replay ${lag.replaySeconds === null ? '-' : `${lag.replaySeconds.toFixed(3)} s ago`}, ${lag.lsnBytes ?? '-'} bytes of WAL behind`
    : '';
  lines.push(`  PostgreSQL replica  127.0.0.1:${status.replica.port}  ${upDown(status.replica.up)}${lagText}`);
  return lines.join('\n');
}
