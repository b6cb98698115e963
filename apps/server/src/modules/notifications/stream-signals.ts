import type { FastifyBaseLogger } from 'fastify';
import createSubscriber from 'pg-listen';

/**
 * What an open stream is told, as ids only (ARCHITECTURE.md: across processes by LISTEN/NOTIFY
 * carrying ids, not rows): notifications of an event were written for these people; or these
 * people marked notifications read. A stream turns the first into each person's notification id.
 */
export type StreamSignal =
  { type: 'created'; eventId: string; recipients: readonly string[] } | { type: 'read'; recipients: readonly string[] };

export type SignalListener = (signal: StreamSignal) => void;

/** Carries signals to the streams of every server process, this one included. */
export interface StreamSignals {
  readonly engine: 'in-process' | 'postgres';
  publish(signal: StreamSignal): Promise<void>;
  subscribe(listener: SignalListener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function listenerSet() {
  const listeners = new Set<SignalListener>();
  return {
    add(listener: SignalListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(signal: StreamSignal, log: FastifyBaseLogger) {
      for (const listener of listeners) {
        try {
          listener(signal);
        } catch (err) {
          log.error({ err }, 'a notification stream listener failed');
        }
      }
    },
  };
}

/** SQLite runs one server process: signals go straight to this process's streams. */
export function createInProcessSignals(log: FastifyBaseLogger): StreamSignals {
  const listeners = listenerSet();
  return {
    engine: 'in-process',
    async publish(signal) {
      listeners.emit(signal, log);
    },
    subscribe: listeners.add,
    async start() {},
    async stop() {},
  };
}

/**
 * People per NOTIFY: a uuid is 36 characters, 39 with its quotes and comma, so 150 of them stay
 * well under PostgreSQL's 8,000-byte payload limit beside an event id of up to 200 characters.
 */
export const RECIPIENTS_PER_NOTIFY = 150;

interface Wire {
  t: 'c' | 'r';
  e?: string;
  u: string[];
}

function fromWire(payload: unknown): StreamSignal | null {
  const wire = payload as Partial<Wire> | null;
  if (!wire || !Array.isArray(wire.u)) return null;
  const recipients = wire.u.filter((u): u is string => typeof u === 'string');
  if (wire.t === 'c' && typeof wire.e === 'string') return { type: 'created', eventId: wire.e, recipients };
  if (wire.t === 'r') return { type: 'read', recipients };
  return null;
}

/**
 * PostgreSQL: every process LISTENs on one channel and NOTIFY reaches them all, the sender too, so
 * a stream held by any process hears an event delivered by any other. pg-listen keeps the listening
 * connection open and reconnects after a loss (signals sent meanwhile are missed; the web fetches
 * the count again whenever its stream opens).
 */
export function createPostgresSignals(deps: {
  connectionString: string;
  channel: string;
  log: FastifyBaseLogger;
}): StreamSignals {
  const { channel, log } = deps;
  const listeners = listenerSet();
  const subscriber = createSubscriber(
    { connectionString: deps.connectionString, application_name: 'esc-notifications' },
    { retryLimit: Number.POSITIVE_INFINITY, retryTimeout: Number.POSITIVE_INFINITY, retryInterval: 1000 },
  );
  subscriber.events.on('error', (err) => log.error({ err }, 'notification signals: connection failed'));
  subscriber.notifications.on(channel, (payload: unknown) => {
    const signal = fromWire(payload);
    if (signal) listeners.emit(signal, log);
  });
  let started: Promise<void> | null = null;

  return {
    engine: 'postgres',
    async publish(signal) {
      for (let i = 0; i < signal.recipients.length; i += RECIPIENTS_PER_NOTIFY) {
        const u = signal.recipients.slice(i, i + RECIPIENTS_PER_NOTIFY);
        const wire: Wire = signal.type === 'created' ? { t: 'c', e: signal.eventId, u } : { t: 'r', u };
        await subscriber.notify(channel, wire);
      }
    },
    subscribe: listeners.add,
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

/** The channel of one deployment: NOTIFY reaches the listeners of the same database only. */
export const SIGNAL_CHANNEL = 'esc_notifications';
