import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { Db } from './database.js';
import { isDatabaseUnreachable, withDefaultUser } from './dialect.js';
import type { Database } from './schema.js';
import { createReplicaLag, type ReplicaLag } from './replica-lag.js';

/**
 * What the request being served asks of the reads that tolerate lag: `primaryOnly` when it writes (its
 * own reads follow its writes), else `readAfter`, the moment of the person's last write (the
 * read-after cookie, platform/http/read-after.ts): the replica serves them only once it holds every
 * commit made before that moment.
 */
export interface ReadContext {
  primaryOnly: boolean;
  readAfter: number | null;
}

const readContexts = new AsyncLocalStorage<ReadContext>();

/** Runs the rest of a request (`next`) under its read context. */
export function runWithReadContext(context: ReadContext, next: () => void): void {
  readContexts.run(context, next);
}

/**
 * Replica and primary clocks are different machines' in a real cluster: a person's last write is
 * counted this much later, so a skew of the servers' clocks never sends their read to a replica without it.
 */
export const CLOCK_SKEW_MS = 100;

export interface ReplicaReads {
  /** A database for reads that tolerate lag: the replica's when it may serve them, else the primary's. */
  db: Db;
  lag: ReplicaLag;
  /** How many lag-tolerant statements each side ran (the operator's metrics). */
  counts(): { replica: number; primary: number };
  start(): void;
  /** Stops the lag watch and closes the replica's pool (never the primary's: its owner closes it). */
  stop(): Promise<void>;
}

export interface ReplicaReadsOptions {
  /** The server's own pool on the primary: shared, not owned. */
  primary: pg.Pool;
  replicaUrl: string;
  maxLagMs: number;
  clock: () => number;
  /** How often the lag is measured (ms). */
  intervalMs?: number;
  poolMax?: number;
  warn: (message: string, err?: unknown) => void;
}

/**
 * Reads that tolerate lag (catalogue, reports, dashboards) go to a streaming replica while it is
 * within the lag bound and holds the reader's own last write; every other read, every write, and
 * every read of a request that writes go to the primary. A replica that cannot be reached, or that
 * cancels a statement for its recovery, is left for the primary at once: the statement is run there.
 */
export function createReplicaReads(options: ReplicaReadsOptions): ReplicaReads {
  const replicaPool = new pg.Pool({
    connectionString: withDefaultUser(options.replicaUrl),
    max: options.poolMax ?? 10,
    // A replica host that does not answer must not hold a read for long: the primary is there.
    connectionTimeoutMillis: 1000,
  });
  const ended = (err: Error) => options.warn(`the replica ended a connection: ${err.message}`);
  replicaPool.on('connect', (client) => client.on('error', ended));
  replicaPool.on('error', () => undefined);
  const lag = createReplicaLag({
    primary: options.primary,
    replica: replicaPool,
    clock: options.clock,
    intervalMs: options.intervalMs ?? 200,
    warn: options.warn,
  });
  const counts = { replica: 0, primary: 0 };

  const mayUseReplica = (): boolean => {
    const context = readContexts.getStore();
    if (context?.primaryOnly) return false;
    const caughtUpTo = lag.caughtUpTo();
    if (caughtUpTo === null || options.clock() - caughtUpTo > options.maxLagMs) return false;
    return context?.readAfter == null || caughtUpTo >= context.readAfter + CLOCK_SKEW_MS;
  };

  const driver = createRoutingDriver({
    primary: new PostgresDriver({ pool: options.primary }),
    replica: new PostgresDriver({ pool: replicaPool }),
    mayUseReplica,
    replicaFailed: (err) => {
      lag.markDown();
      options.warn('a read on the replica failed; it runs on the primary', err);
    },
    counted: (side) => (counts[side] += 1),
  });
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return {
    db,
    lag,
    counts: () => ({ ...counts }),
    start: () => lag.start(),
    async stop() {
      lag.stop();
      await db.destroy();
    },
  };
}

interface RoutingParts {
  primary: Driver;
  replica: Driver;
  mayUseReplica: () => boolean;
  replicaFailed: (err: unknown) => void;
  counted: (side: 'replica' | 'primary') => void;
}

/** Whether a statement failed for the replica's sake (unreachable, or cancelled for its recovery), not its own. */
function replicaFault(err: unknown): boolean {
  return isDatabaseUnreachable(err) || (err as { code?: unknown }).code === '40001';
}

/**
 * A connection that runs on the replica and, when the replica fails a statement outside a
 * transaction, runs it again on the primary (a read, so running it twice changes nothing).
 */
class FallbackConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(
    readonly raw: DatabaseConnection,
    private readonly parts: RoutingParts,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const result = await this.raw.executeQuery<R>(query);
      this.parts.counted('replica');
      return result;
    } catch (err) {
      if (this.inTransaction || !replicaFault(err)) throw err;
      this.parts.replicaFailed(err);
      return onPrimary(this.parts, (connection) => connection.executeQuery<R>(query));
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.raw.streamQuery<R>(query, chunkSize);
  }
}

async function onPrimary<T>(parts: RoutingParts, work: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
  const connection = await parts.primary.acquireConnection();
  try {
    parts.counted('primary');
    return await work(connection);
  } finally {
    await parts.primary.releaseConnection(connection);
  }
}

/** A Kysely driver over two: each connection is taken from the replica or the primary as the moment allows. */
function createRoutingDriver(parts: RoutingParts): Driver {
  const { primary, replica } = parts;
  // Every connection handed out is one of the two wrappers; the drivers take back their own.
  const rawOf = (connection: DatabaseConnection) => (connection as FallbackConnection | CountingConnection).raw;
  const owner = (connection: DatabaseConnection) => (connection instanceof FallbackConnection ? replica : primary);
  return {
    async init() {
      await primary.init();
      await replica.init();
    },
    async acquireConnection() {
      if (parts.mayUseReplica()) {
        try {
          return new FallbackConnection(await replica.acquireConnection(), parts);
        } catch (err) {
          if (!replicaFault(err)) throw err;
          parts.replicaFailed(err);
        }
      }
      // Counted per statement, as the replica's are.
      return new CountingConnection(await primary.acquireConnection(), () => parts.counted('primary'));
    },
    async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
      if (connection instanceof FallbackConnection) connection.inTransaction = true;
      await owner(connection).beginTransaction(rawOf(connection), settings);
    },
    commitTransaction: (connection) => owner(connection).commitTransaction(rawOf(connection)),
    rollbackTransaction: (connection) => owner(connection).rollbackTransaction(rawOf(connection)),
    releaseConnection: (connection) => owner(connection).releaseConnection(rawOf(connection)),
    // The primary's pool belongs to the server's own database handle.
    destroy: () => replica.destroy(),
  };
}

/** A primary connection whose statements are counted. */
class CountingConnection implements DatabaseConnection {
  constructor(
    readonly raw: DatabaseConnection,
    private readonly count: () => void,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.count();
    return this.raw.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.raw.streamQuery<R>(query, chunkSize);
  }
}
