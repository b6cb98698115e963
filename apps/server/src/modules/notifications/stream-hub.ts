import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { notificationIdFor } from './notification-ids.js';
import type { StreamSignal } from './stream-signals.js';

export type StreamHub = ReturnType<typeof createStreamHub>;

/** A person's browsers and devices; past this the oldest stream is closed (a runaway client cannot pile them up). */
export const MAX_STREAMS_PER_PERSON = 8;

interface OpenStream {
  uuid: string;
  raw: ServerResponse;
  timers: NodeJS.Timeout[];
}

/** One server-sent event: a name and one line of JSON. */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The streams this process holds, by person. A browser holds one (its tabs share it), so a person
 * has a stream per browser they are signed in on. Signals from any process arrive here and are
 * written to the streams of the people they name; everyone else is skipped without a lookup.
 */
export function createStreamHub(deps: { heartbeatMs: number; maxMs: number; log: FastifyBaseLogger }) {
  const { heartbeatMs, maxMs, log } = deps;
  const byPerson = new Map<string, Set<OpenStream>>();

  function write(stream: OpenStream, text: string): void {
    if (stream.raw.writableEnded || stream.raw.destroyed) return;
    stream.raw.write(text);
  }

  function close(stream: OpenStream, last?: string): void {
    for (const timer of stream.timers) clearTimeout(timer);
    const set = byPerson.get(stream.uuid);
    set?.delete(stream);
    if (set?.size === 0) byPerson.delete(stream.uuid);
    if (!stream.raw.writableEnded) stream.raw.end(last);
  }

  /**
   * Takes over the response: the event-stream headers (with the headers already set on the reply,
   * the security headers among them), a retry hint, `ready`, then heartbeats until the person's
   * browser goes away or the stream reaches its time limit (then `reauth`: the browser opens a new
   * stream with a new ticket, so an account signed out or deleted stops hearing within that limit).
   */
  function open(uuid: string, raw: ServerResponse, headers: Record<string, string>): void {
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx and similar proxies would otherwise hold the events back in a buffer.
      'x-accel-buffering': 'no',
    });
    const stream: OpenStream = { uuid, raw, timers: [] };
    raw.write(`retry: 3000\n\n${sseEvent('ready', {})}`);
    if (maxMs <= 0) {
      close(stream, sseEvent('reauth', {}));
      return;
    }
    let set = byPerson.get(uuid);
    if (!set) byPerson.set(uuid, (set = new Set()));
    if (set.size >= MAX_STREAMS_PER_PERSON) close(set.values().next().value!, sseEvent('reauth', {}));
    set.add(stream);
    const heartbeat = setInterval(() => write(stream, ': heartbeat\n\n'), heartbeatMs);
    const limit = setTimeout(() => close(stream, sseEvent('reauth', {})), maxMs);
    heartbeat.unref();
    limit.unref();
    stream.timers.push(heartbeat, limit);
    raw.on('close', () => close(stream));
    raw.on('error', (err) => log.debug({ err }, 'notification stream error'));
  }

  /** Writes a signal to the open streams of the people it names. */
  function deliver(signal: StreamSignal): number {
    let written = 0;
    for (const uuid of signal.recipients) {
      const streams = byPerson.get(uuid);
      if (!streams) continue;
      const text =
        signal.type === 'created'
          ? sseEvent('notification', { id: notificationIdFor(signal.eventId, uuid) })
          : sseEvent('read', {});
      for (const stream of streams) {
        write(stream, text);
        written += 1;
      }
    }
    return written;
  }

  /** Ends every stream (the server is stopping); browsers reconnect to another process. */
  function closeAll(): void {
    for (const set of [...byPerson.values()]) for (const stream of [...set]) close(stream);
  }

  function openCount(): number {
    let n = 0;
    for (const set of byPerson.values()) n += set.size;
    return n;
  }

  return { open, deliver, closeAll, openCount };
}
