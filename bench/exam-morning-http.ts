import { Agent, request } from 'node:http';
import type { CallKind, Recorder } from './exam-morning-figures.js';

// The load script's HTTP: keep-alive connections to the base URL (at most `connections` at once, as
// a bounded load generator on loopback), and the web outbox's way with a failed write: no answer,
// 408, 429 or 5xx is tried again with the same body (the same client write ids) after 2 s, 4 s,
// 8 s ...; any other 4xx is refused for good and shown to the person. An error counts only when it
// would be shown: a refusal, or a failure still failing when the retries are spent.

export interface Answer<T> {
  status: number;
  data: T | null;
}

export interface HttpOptions {
  base: URL;
  connections: number;
  /** Tries after the first before a failure is shown. */
  retries: number;
  backoffMs: number;
  timeoutMs: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** What the outbox does after a failed try: try again, or show the failure. */
export const shouldRetry = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

export function createHttp(o: HttpOptions, recorder: Recorder) {
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections });

  /** One try: the status (0 when no answer came) and the parsed body's data. */
  function once(method: string, path: string, token: string | null, body?: unknown): Promise<Answer<unknown>> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve) => {
      const req = request(
        new URL(path, o.base),
        {
          method,
          agent,
          timeout: o.timeoutMs,
          headers: {
            ...(token !== null && { authorization: `Bearer ${token}` }),
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const json = (res.headers['content-type'] ?? '').includes('json');
            let data: unknown = null;
            if (json && status < 300) {
              try {
                data = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: unknown }).data ?? null;
              } catch {
                data = null;
              }
            }
            resolve({ status, data });
          });
          res.on('error', () => resolve({ status: 0, data: null }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve({ status: 0, data: null }));
      req.end(payload);
    });
  }

  /**
   * A call as the person makes it: tried again as the outbox would; recorded once under its kind with
   * the whole wait. Answers the final status and data (data null unless 2xx). A null token sends no
   * Authorization, as a browser's <img> asks for a figure.
   */
  async function call<T>(
    kind: CallKind,
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<Answer<T>> {
    const started = performance.now();
    for (let attempt = 0; ; attempt++) {
      const answer = await once(method, path, token, body);
      if (answer.status >= 200 && answer.status < 300) {
        recorder.done(kind, performance.now() - started);
        return answer as Answer<T>;
      }
      if (!shouldRetry(answer.status) || attempt >= o.retries) {
        recorder.failed(kind, answer.status === 0 ? 'network' : answer.status, performance.now() - started);
        return { status: answer.status, data: null };
      }
      recorder.retried(kind, answer.status === 0 ? 'network' : answer.status);
      await sleep(o.backoffMs * 2 ** attempt);
    }
  }

  return { call, close: () => agent.destroy() };
}

export type Http = ReturnType<typeof createHttp>;
