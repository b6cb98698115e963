import type { CDPSession, Page } from 'playwright-core';

// What the slow-link benches share: the link (750 kbit/s, 100 ms round trips unless the environment
// says otherwise, applied with CDP's Network.emulateNetworkConditions so the page's own requests go
// through it) and a demo person's session, signed in through the API (sign-in is not what is measured).

export const KBPS = Number(process.env.SLOW_LINK_KBPS ?? 750);
export const RTT_MS = Number(process.env.SLOW_LINK_RTT_MS ?? 100);

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  username: string;
  uuid: string;
  user_type_id: number;
}

export async function signIn(base: string, username: string): Promise<Session> {
  const login = await fetch(`${base}/api/cognito-login-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@1234' }),
  });
  if (!login.ok) throw new Error(`sign-in of ${username}: HTTP ${login.status}`);
  const data = ((await login.json()) as { data: Session & { expires_in: number } }).data;
  return {
    access_token: data.access_token,
    refresh_token: data.refresh_token,
    expires_at: Date.now() + data.expires_in * 1000,
    username,
    uuid: data.uuid,
    user_type_id: data.user_type_id,
  };
}

/** A JSON call of the API as `session`, unthrottled (preparing a bench, checking its outcome). */
export async function apiCall<T>(base: string, session: Session, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.access_token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** The session the app keeps in localStorage (apps/web/src/lib/session.ts), set before any script runs. */
export const sessionScript = (session: Session) =>
  `localStorage.setItem('esc.session', ${JSON.stringify(JSON.stringify(session))});`;

/** Throttles the page's network to the bench's link; answers the CDP session to lift it again. */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: (KBPS * 1000) / 8,
    uploadThroughput: (KBPS * 1000) / 8,
  });
  return cdp;
}

export async function unthrottle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
}

export const median = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor(known.length / 2)]!;
};
export const seconds = (v: number | null) => (v === null ? 'never' : `${(v / 1000).toFixed(2)} s`);
