import { spawnSync } from 'node:child_process';
import { haproxyPid } from './haproxy-process.js';
import { serverPid } from './server-processes.js';
import { PORTS, readLayout, REPO_ROOT } from './cluster-state.js';

// What the cluster's checks and drills share: calls through HAProxy as a browser makes them, the demo
// people signing in, a running cluster (or one started for the run), and a log with the run's time.

export const BASE = `http://127.0.0.1:${PORTS.front}`;
export const DEMO_PASSWORD = 'Demo@1234';

export interface Answer {
  status: number;
  servedBy: string | null;
  requestId: string | null;
  retryAfter: string | null;
  ms: number;
  body: unknown;
  /** Why no answer came (status 0). */
  reason?: string;
}

/** A report of the run: each line with its time since the start, and what failed. */
export function createRun() {
  const began = Date.now();
  const failures: string[] = [];
  const say = (text: string) => console.log(`[${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s] ${text}`);
  return {
    say,
    failures,
    expectThat(ok: boolean, failure: string): void {
      if (ok) return;
      failures.push(failure);
      say(`FAILED: ${failure}`);
    },
  };
}

export async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`${BASE}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return {
      status: res.status,
      servedBy: res.headers.get('x-served-by'),
      requestId: res.headers.get('x-request-id'),
      retryAfter: res.headers.get('retry-after'),
      body,
      ms: performance.now() - started,
    };
  } catch (err) {
    // No answer at all (the connection was cut): counted as an error the person would see.
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? String(err);
    return {
      status: 0,
      servedBy: null,
      requestId: null,
      retryAfter: null,
      body: null,
      ms: performance.now() - started,
      reason,
    };
  }
}

export interface SignedIn {
  headers: Record<string, string>;
  uuid: string;
  ms: number;
  servedBy: string | null;
}

/** A demo account signs in through HAProxy (README, "Demo accounts"). */
export async function signIn(username: string): Promise<SignedIn> {
  const res = await call('/api/cognito-login-service/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const data = (res.body as { data?: { access_token?: string; uuid?: string } } | null)?.data;
  if (res.status !== 200 || !data?.access_token) throw new Error(`${username} could not sign in (${res.status})`);
  return {
    headers: { authorization: `Bearer ${data.access_token}` },
    uuid: data.uuid ?? '',
    ms: res.ms,
    servedBy: res.servedBy,
  };
}

export const bad = <T extends Answer>(list: T[]) => list.filter((a) => a.status === 0 || a.status >= 500);
export const errorName = (a: Answer) => (a.status ? String(a.status) : `cut (${a.reason})`);

/** The running cluster of two or more processes, or one started now (true: stop it after). */
export function ensureCluster(say: (text: string) => void): boolean {
  const layout = readLayout();
  const running = haproxyPid() !== null && layout !== null && layout.processes >= 2;
  if (running && Array.from({ length: layout.processes }, (_, i) => serverPid(i + 1)).every((pid) => pid !== null)) {
    say(`using the running cluster (${layout.processes} server processes)`);
    return false;
  }
  say('starting the cluster (npm run cluster -- start --processes 2)');
  const result = spawnSync('npm', ['run', '-s', 'cluster', '--', 'start', '--processes', '2'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the cluster did not start');
  say('cluster started');
  return true;
}

export function stopCluster(say: (text: string) => void): void {
  say('stopping the cluster this run started');
  spawnSync('npm', ['run', '-s', 'cluster', '--', 'stop'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
