import { request as httpRequest, type IncomingMessage } from 'node:http';

// A small server-sent-events reader for tests: opens a stream with plain HTTP (as EventSource does),
// parses its events, and waits for the next one of a name.

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: IncomingMessage['headers'];
  events: SseEvent[];
  /** Comment lines seen (heartbeats). */
  comments: number;
  /** Resolves with the first event of that name not taken yet (waits for it up to timeoutMs). */
  next(name: string, timeoutMs?: number): Promise<SseEvent>;
  ended: Promise<void>;
  close(): void;
}

export function openSse(url: string): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      const events: SseEvent[] = [];
      const taken = new Set<SseEvent>();
      const waiters: (() => void)[] = [];
      let buffer = '';
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments: 0,
        ended: new Promise((done) => res.on('close', () => done())),
        close: () => req.destroy(),
        next(name, timeoutMs = 5000) {
          return new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`no "${name}" event within ${timeoutMs} ms`)), timeoutMs);
            const check = () => {
              const hit = events.find((e) => e.event === name && !taken.has(e));
              if (!hit) return waiters.push(check);
              taken.add(hit);
              clearTimeout(timer);
              found(hit);
            };
            check();
          });
        },
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) stream.comments += 1;
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ?? '' });
        }
        for (const waiter of waiters.splice(0)) waiter();
      });
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}
