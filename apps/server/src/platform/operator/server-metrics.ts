import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Engine, PoolUse } from '../../db/dialect.js';
import type { ReplicaReads } from '../../db/replica-reads.js';
import type { JobBacklog } from '../jobs/job-queue.js';

/** What the metrics read at each scrape, from the parts that own it. */
export interface MetricSources {
  engine: Engine;
  /** PostgreSQL's pool; SQLite has one connection in process and no pool. */
  pool?: PoolUse;
  jobBacklog: () => Promise<JobBacklog>;
  /** Notification streams (server-sent events) this process holds open. */
  openStreams: () => number;
  /** Outbox entries this process has answered since it started, by kind. */
  outboxReceipts: () => Readonly<Record<'acknowledged' | 'refused' | 'failed', number>>;
  /** The streaming replica of lag-tolerant reads, where one is configured. */
  replica?: Pick<ReplicaReads, 'counts'> & { lag: Pick<ReplicaReads['lag'], 'lagMs'> };
}

/** One finished request, as the metrics count it. */
export interface RequestSample {
  method: string;
  /** The route's pattern (/api/papers/:id), never the URL: ids would make a series per record. */
  route: string;
  status: number;
  seconds: number;
}

// From a cached read (a few ms) to a slow report or a start under load (seconds).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's metrics in a registry of its own (never prom-client's global one: a test process holds
 * several servers): Node's process metrics, requests by route, 5xx answers, and gauges read from the
 * database pool, the job queue, the notification streams and the outbox at each scrape.
 */
export function createServerMetrics(sources: MetricSources) {
  const registers = [new Registry()];
  const [registry] = registers as [Registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class (its _count is the request count)',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'],
    registers,
  });
  databaseMetrics(sources, registers);
  jobMetrics(sources.jobBacklog, registers);
  new Gauge({
    name: 'esc_sse_open_connections',
    help: 'Notification streams (server-sent events) this process holds open',
    registers,
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Counter({
    name: 'esc_outbox_entries_total',
    help: 'Outbox entries answered since start: acknowledged (stored or a resend counted once), refused (4xx), failed (5xx, sent again)',
    labelNames: ['result'],
    registers,
    collect() {
      this.reset();
      for (const [result, count] of Object.entries(sources.outboxReceipts())) this.inc({ result }, count);
    },
  });

  if (sources.replica) replicaMetrics(sources.replica, registers);

  return {
    contentType: registry.contentType,
    record({ method, route, status, seconds }: RequestSample): void {
      requests.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
      if (status >= 500) serverErrors.inc({ method, route });
    },
    text: () => registry.metrics(),
  };
}

export type ServerMetrics = ReturnType<typeof createServerMetrics>;

function databaseMetrics({ engine, pool }: MetricSources, registers: Registry[]): void {
  new Gauge({
    name: 'esc_database_info',
    help: 'The database engine (sqlite: one connection in process, no pool; postgres: the pool below)',
    labelNames: ['engine'],
    registers,
  }).set({ engine }, 1);
  if (!pool) return;
  new Gauge({
    name: 'esc_db_pool_connections',
    help: 'PostgreSQL pool connections of this process: open, idle, and the most it opens',
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'open' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'max' }, pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'esc_db_pool_waiting',
    help: 'Queries of this process waiting for a free pool connection',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

/** Both job gauges from one query a scrape. */
function jobMetrics(read: () => Promise<JobBacklog>, registers: Registry[]): void {
  let pending: Promise<JobBacklog | null> | null = null;
  const once = () => {
    // A failed read (the database is down) leaves the gauges out of this scrape rather than failing it.
    pending ??= read().catch(() => null);
    const current = pending;
    void current.finally(() => {
      if (pending === current) pending = null;
    });
    return current;
  };
  new Gauge({
    name: 'esc_jobs_waiting',
    help: 'Jobs due and not yet started, over every server process',
    registers,
    async collect() {
      const backlog = await once();
      if (backlog) this.set(backlog.waiting);
      else this.reset();
    },
  });
  new Gauge({
    name: 'esc_jobs_oldest_wait_seconds',
    help: 'How long the longest-waiting due job has waited to start (0 when none waits)',
    registers,
    async collect() {
      const backlog = await once();
      if (backlog) this.set(backlog.oldestWaitSeconds);
      else this.reset();
    },
  });
}

/** Whether the replica serves, how far behind it is, and which side ran the lag-tolerant statements. */
function replicaMetrics(replica: NonNullable<MetricSources['replica']>, registers: Registry[]): void {
  new Gauge({
    name: 'esc_replica_up',
    help: 'Whether the streaming replica answers and its lag is known (1) or lag-tolerant reads all go to the primary (0)',
    registers,
    collect() {
      this.set(replica.lag.lagMs() === null ? 0 : 1);
    },
  });
  new Gauge({
    name: 'esc_replica_lag_seconds',
    help: 'How long ago the newest commit the replica is known to hold was made (measured five times a second)',
    registers,
    collect() {
      const lag = replica.lag.lagMs();
      if (lag !== null) this.set(lag / 1000);
    },
  });
  new Counter({
    name: 'esc_lag_tolerant_statements_total',
    help: 'Statements of lag-tolerant reads since start, by the server that ran them (replica or primary)',
    labelNames: ['served_by'],
    registers,
    collect() {
      this.reset();
      for (const [side, count] of Object.entries(replica.counts())) this.inc({ served_by: side }, count);
    },
  });
}
