import type { FastifyBaseLogger } from 'fastify';
import createSubscriber from 'pg-listen';
import type { Db } from '../../db/database.js';
import { notifyWithin } from './signal-notify.repository.js';

/**
 * A small message every server process hears, this one included: ids and names only, never rows
 * (ARCHITECTURE.md). On PostgreSQL it is a LISTEN/NOTIFY channel; on SQLite there is one process,
 * so a message goes straight to this process's listeners.
 */
export interface SignalChannel<T> {
  readonly engine: 'in-process' | 'postgres';
  publish(message: T): Promise<void>;
  /**
   * Sent with a write: on PostgreSQL heard by every process when the write's transaction commits
   * (never if it rolls back); in process, heard now (SQLite's one writer: no reader sees the rows
   * before the commit anyway).
   */
  publishWithin(db: Db, message: T): Promise<void>;
  subscribe(listener: (message: T) => void): () => void;
  /** Called after the channel (re)connects: messages sent while it was down were missed. */
  onReconnect(listener: () => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function listenersOf<A extends unknown[]>(log: FastifyBaseLogger, what: string) {
  const listeners = new Set<(...args: A) => void>();
  return {
    add(listener: (...args: A) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(...args: A) {
      for (const listener of listeners) {
        try {
          listener(...args);
        } catch (err) {
          log.error({ err }, `a ${what} listener failed`);
        }
      }
    },
  };
}

export function createInProcessChannel<T>(log: FastifyBaseLogger, what: string): SignalChannel<T> {
  const listeners = listenersOf<[T]>(log, what);
  return {
    engine: 'in-process',
    async publish(message) {
      listeners.emit(message);
    },
    async publishWithin(_db, message) {
      listeners.emit(message);
    },
    subscribe: listeners.add,
    onReconnect: () => () => undefined,
    async start() {},
    async stop() {},
  };
}

/**
 * PostgreSQL: every process LISTENs on the channel and NOTIFY reaches them all, the sender too.
 * pg-listen keeps the listening connection open and reconnects after a loss; messages sent meanwhile
 * are missed, so listeners are told of each reconnection.
 */
export function createPostgresChannel<T>(deps: {
  connectionString: string;
  channel: string;
  log: FastifyBaseLogger;
  /** What the channel carries, for the log and the connection's name. */
  what: string;
  /** Drops a payload that is not a message of this channel (null). */
  parse: (payload: unknown) => T | null;
}): SignalChannel<T> {
  const { channel, log, what } = deps;
  const listeners = listenersOf<[T]>(log, what);
  const reconnects = listenersOf<[]>(log, `${what} reconnect`);
  const subscriber = createSubscriber(
    { connectionString: deps.connectionString, application_name: `esc-${what}` },
    { retryLimit: Number.POSITIVE_INFINITY, retryTimeout: Number.POSITIVE_INFINITY, retryInterval: 1000 },
  );
  subscriber.events.on('error', (err) => log.error({ err }, `${what}: connection failed`));
  // 'connected' comes after every (re)connection: whatever was sent while the link was down is lost.
  subscriber.events.on('connected', () => reconnects.emit());
  subscriber.notifications.on(channel, (payload: unknown) => {
    const message = deps.parse(payload);
    if (message !== null) listeners.emit(message);
  });
  let started: Promise<void> | null = null;
  return {
    engine: 'postgres',
    async publish(message) {
      await subscriber.notify(channel, message);
    },
    publishWithin: (db, message) => notifyWithin(db, channel, message),
    subscribe: listeners.add,
    onReconnect: reconnects.add,
    async start() {
      started ??= (async () => {
        await subscriber.connect();
        await subscriber.listenTo(channel);
      })();
      await started;
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      started = null;
      await subscriber.close();
    },
  };
}
