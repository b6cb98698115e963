/**
 * One notification stream per browser, shared by its tabs. The tab that holds a Web Lock opens the
 * EventSource and passes each event to the other tabs over a BroadcastChannel; when that tab closes
 * the browser releases its lock and a waiting tab takes over. Without Web Locks or BroadcastChannel
 * (old browsers) each tab keeps a stream of its own.
 */

/**
 * What a tab hears: the stream opened (read the count again), a new notification, reads elsewhere, or
 * the stream failed (it is opened again after a wait).
 */
export type StreamMessage =
  { type: 'ready' } | { type: 'notification'; id: string } | { type: 'read' } | { type: 'down' };

export interface SharedStreamDeps {
  uuid: string;
  /** A fresh stream ticket (the list call hands one out with each answer). */
  fetchTicket: () => Promise<string>;
  /** Runs in every tab for every message. */
  onMessage: (message: StreamMessage) => void;
  streamUrl: (ticket: string) => string;
  createEventSource?: (url: string) => EventSource;
  locks?: Pick<LockManager, 'request'> | null;
  createChannel?: ((name: string) => BroadcastChannel) | null;
  /** Milliseconds before the n-th reconnection (1, 2, ...). */
  backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt - 1, 5));

function parseId(data: string): string | null {
  try {
    const value = JSON.parse(data) as { id?: unknown };
    return typeof value.id === 'string' ? value.id : null;
  } catch {
    return null;
  }
}

/**
 * Holds the stream while `stopped` is not aborted: opens it with a fresh ticket, and opens a new one
 * (with a new ticket) after `reauth` or an error, waiting longer after each failure in a row.
 */
function holdStream(deps: SharedStreamDeps, emit: (m: StreamMessage) => void, stopped: AbortSignal): Promise<void> {
  const create = deps.createEventSource ?? ((url: string) => new EventSource(url));
  const backoff = deps.backoffMs ?? defaultBackoff;
  return new Promise<void>((resolve) => {
    let source: EventSource | null = null;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reopen = (delay: number) => {
      source?.close();
      source = null;
      if (!stopped.aborted) timer = setTimeout(() => void open(), delay);
    };
    const open = async () => {
      let ticket: string;
      try {
        ticket = await deps.fetchTicket();
      } catch {
        failures += 1;
        emit({ type: 'down' });
        return reopen(backoff(failures));
      }
      if (stopped.aborted) return;
      source = create(deps.streamUrl(ticket));
      source.addEventListener('ready', () => {
        failures = 0;
        emit({ type: 'ready' });
      });
      source.addEventListener('notification', (event) => {
        const id = parseId((event as MessageEvent<string>).data);
        if (id) emit({ type: 'notification', id });
      });
      source.addEventListener('read', () => emit({ type: 'read' }));
      source.addEventListener('reauth', () => reopen(0));
      // EventSource would retry with the same ticket, which may have expired: open anew instead.
      source.onerror = () => {
        failures += 1;
        emit({ type: 'down' });
        reopen(backoff(failures));
      };
    };
    stopped.addEventListener('abort', () => {
      clearTimeout(timer);
      source?.close();
      resolve();
    });
    void open();
  });
}

/** Starts the shared stream for this tab; the returned function stops it (and frees the lock). */
export function startSharedStream(deps: SharedStreamDeps): () => void {
  const stop = new AbortController();
  const makeChannel =
    deps.createChannel === undefined
      ? typeof BroadcastChannel === 'undefined'
        ? null
        : (name: string) => new BroadcastChannel(name)
      : deps.createChannel;
  const locks = deps.locks === undefined ? (typeof navigator !== 'undefined' ? navigator.locks : null) : deps.locks;
  const channel = makeChannel?.(`esc-notifications:${deps.uuid}`) ?? null;
  if (channel) channel.onmessage = (event: MessageEvent<StreamMessage>) => deps.onMessage(event.data);
  const emit = (message: StreamMessage) => {
    deps.onMessage(message);
    channel?.postMessage(message);
  };

  if (locks && channel) {
    // Waits (without blocking this tab) until no other tab of this browser holds the stream.
    locks
      .request(`esc-notifications-stream:${deps.uuid}`, { signal: stop.signal }, () =>
        holdStream(deps, emit, stop.signal),
      )
      .catch(() => undefined);
  } else {
    void holdStream(deps, emit, stop.signal);
  }
  return () => {
    stop.abort();
    channel?.close();
  };
}
