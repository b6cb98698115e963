// The PostgreSQL pair's settings: pure, so the connection arithmetic is tested without a database.

/** Each server process's connections to the primary (apps/server/src). */
export const CONNECTIONS_PER_PROCESS = {
  /** Kysely's pool: postgresDialect's default max (db/dialect.ts). */
  queries: 10,
  /** pg-boss's own pool (platform/jobs/pg-boss-job-queue.ts, max: 3). */
  jobQueue: 3,
  /** pg-listen keeps one listening connection each: notification streams and the signal channel. */
  listeners: 2,
} as const;

/** The launcher, `status`, an operator's psql and the operator's commands (backup, publish-notification). */
export const OPERATOR_CONNECTIONS = 10;

/** Kept by PostgreSQL for superusers on top of the others (its default). */
export const SUPERUSER_RESERVED = 3;

export function connectionsPerProcess(): number {
  const { queries, jobQueue, listeners } = CONNECTIONS_PER_PROCESS;
  return queries + jobQueue + listeners;
}

/**
 * max_connections: N processes x (10 queries + 3 jobs + 2 listeners = 15) + 10 for the operator + 3
 * reserved for superusers; 43 for two processes. A connection more than that is refused (53300) and
 * the request answers 503, never a queue PostgreSQL cannot serve. The replica takes the same number
 * (a hot standby refuses to start with fewer than its primary), which also covers the lag-tolerant
 * reads each process sends there through a pool of its own.
 */
export function maxConnectionsFor(processes: number): number {
  return processes * connectionsPerProcess() + OPERATOR_CONNECTIONS + SUPERUSER_RESERVED;
}

/** The settings written into the primary's postgresql.conf; the replica's copy comes with its base backup. */
export function primarySettings(processes: number): Record<string, string> {
  return {
    max_connections: String(maxConnectionsFor(processes)),
    superuser_reserved_connections: String(SUPERUSER_RESERVED),
    password_encryption: "'scram-sha-256'",
    wal_level: 'replica',
    // One replica, plus one for a base backup taken while it streams (pg_basebackup -X stream uses two).
    max_wal_senders: '5',
    max_replication_slots: '5',
    // WAL kept for a replica that was stopped for a drill: it catches up from here or its slot.
    wal_keep_size: "'512MB'",
    hot_standby: 'on',
    // Queries on the replica may hold back its cleanup a little rather than be cancelled mid-read.
    hot_standby_feedback: 'on',
    shared_buffers: "'256MB'",
    logging_collector: 'off',
    log_line_prefix: "'%m [%p] %q%u@%d '",
  };
}

export function renderSettings(settings: Record<string, string>): string {
  const lines = Object.entries(settings).map(([name, value]) => `${name} = ${value}`);
  return ['', '# The cluster on one machine (ops/cluster/postgres-settings.ts)', ...lines, ''].join('\n');
}

/** Only 127.0.0.1, only with a password: the app role to its database, the replication role to stream, the launcher. */
export function renderHba(roles: { app: string; replication: string; admin: string; database: string }): string {
  return [
    '# TYPE  DATABASE     USER  ADDRESS  METHOD  (ops/cluster/postgres-settings.ts)',
    `host    ${roles.database}    ${roles.app}    127.0.0.1/32    scram-sha-256`,
    `host    replication    ${roles.replication}    127.0.0.1/32    scram-sha-256`,
    `host    postgres    ${roles.admin}    127.0.0.1/32    scram-sha-256`,
    '',
  ].join('\n');
}
