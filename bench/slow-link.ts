import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort, startDemoServer } from './demo-server.js';

// The study page on a slow link: Debian's chromium with the network emulated at
// 750 kbit/s and 100 ms round trips (CDP Network.emulateNetworkConditions), against the real server
// with its demo data, signed in as the demo student. Measures, from navigation start, when the
// first skeleton shows and when the content (the first content item of a group) shows, with an
// empty cache and again with the cache a second visit has. Targets: skeleton within 1 s, content
// within 5 s. `npm run build` first (the server serves apps/web/dist).
//
//   npm run bench:slow-link              three runs each, medians printed
//   SLOW_LINK_RUNS=5 SLOW_LINK_KBPS=750 SLOW_LINK_RTT_MS=100 npm run bench:slow-link

const KBPS = Number(process.env.SLOW_LINK_KBPS ?? 750);
const RTT_MS = Number(process.env.SLOW_LINK_RTT_MS ?? 100);
const RUNS = Number(process.env.SLOW_LINK_RUNS ?? 3);
const SKELETON_TARGET_MS = 1000;
const CONTENT_TARGET_MS = 5000;

interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  username: string;
  uuid: string;
  user_type_id: number;
}

/** Signs in through the API (not throttled: sign-in is not what is measured) and finds the study page. */
async function prepare(base: string): Promise<{ session: Session; studyPath: string }> {
  const username = 'student@demo.school';
  const login = await fetch(`${base}/api/cognito-login-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@1234' }),
  });
  const data = ((await login.json()) as { data: Session & { expires_in: number } }).data;
  const session = {
    access_token: data.access_token,
    refresh_token: data.refresh_token,
    expires_at: Date.now() + data.expires_in * 1000,
    username,
    uuid: data.uuid,
    user_type_id: data.user_type_id,
  };
  // Class 10 science of the demo opens the study presentation (group presentation 1, spec 002 §2.2).
  const subjects = await fetch(`${base}/api/syllabus-v2/childList?boardId=101&syllabusId=1010`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const list = ((await subjects.json()) as { data: { child_list: { syllabus_id: number; name: string }[] } }).data;
  const science = list.child_list.find((s) => s.name === 'Science');
  if (!science) throw new Error('the demo has no class 10 science');
  return { session, studyPath: `/study-syllabus/${science.syllabus_id}` };
}

/**
 * Runs in the page from its first script: resolves with the page's clock (ms since navigation
 * start) when a skeleton first shows and when the first content item shows.
 */
const WATCH_SCRIPT = `new Promise((resolve) => {
  const found = { skeletonMs: null, contentMs: null };
  const visible = (selector) =>
    [...document.querySelectorAll(selector)].some((e) => e.getClientRects().length > 0);
  const check = () => {
    const now = performance.now();
    if (found.skeletonMs === null && visible('[data-skeleton], .mantine-Skeleton-root')) found.skeletonMs = now;
    if (found.contentMs === null && visible('[data-testid="content-item"]')) {
      found.contentMs = now;
      if (found.skeletonMs === null) found.skeletonMs = now;
    }
    if (found.contentMs !== null || now > 60000) resolve(found);
    else requestAnimationFrame(check);
  };
  check();
})`;

interface Visit {
  skeletonMs: number | null;
  contentMs: number | null;
  requests: number;
  bytes: number;
}

/** One visit: throttled from the first byte; times come from the page's own clock (navigation start). */
async function visit(page: Page, url: string): Promise<Visit> {
  let requests = 0;
  let bytes = 0;
  const onResponse = () => {
    requests += 1;
  };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const started = new Map<string, { url: string; at: number }>();
  const log: string[] = [];
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string }; timestamp: number }) => {
    started.set(e.requestId, { url: e.request.url, at: e.timestamp });
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
    bytes += event.encodedDataLength;
    const s = started.get(event.requestId);
    if (s)
      log.push(
        `${s.at.toFixed(3)} +${((event.timestamp - s.at) * 1000).toFixed(0)}ms ${event.encodedDataLength}B ${s.url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: (KBPS * 1000) / 8,
    uploadThroughput: (KBPS * 1000) / 8,
  });
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'commit' });
  // A string, not a function: tsx's helpers do not exist in the page.
  const times = (await page.evaluate(WATCH_SCRIPT)) as { skeletonMs: number | null; contentMs: number | null };
  page.off('response', onResponse);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  if (process.env.SLOW_LINK_VERBOSE) {
    const t0 = Math.min(...[...started.values()].map((v) => v.at));
    console.log(
      log
        .sort()
        .map((l) => `      ${(Number(l.split(' ')[0]) - t0).toFixed(2)}s ${l.slice(l.indexOf(' ') + 1)}`)
        .join('\n'),
    );
  }
  return { ...times, requests, bytes };
}

const median = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor(known.length / 2)]!;
};
const ms = (v: number | null) => (v === null ? 'never' : `${(v / 1000).toFixed(2)} s`);

async function measure(browser: Browser, base: string, session: Session, studyPath: string, warm: boolean) {
  const results: Visit[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The session the app keeps in localStorage (apps/web/src/lib/session.ts), set before any script runs.
    await context.addInitScript(`localStorage.setItem('esc.session', ${JSON.stringify(JSON.stringify(session))});`);
    const page = await context.newPage();
    if (warm) {
      // A first visit fills the cache (and the stored syllabus tree), unthrottled.
      await page.goto(`${base}${studyPath}`, { waitUntil: 'networkidle' });
      await page.goto('about:blank');
    }
    results.push(await visit(page, `${base}${studyPath}`));
    await context.close();
  }
  return results;
}

async function main(): Promise<void> {
  const port = await freePort();
  const server = await startDemoServer(port, { LOGIN_MAX_PER_ADDRESS: '1000' });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const { session, studyPath } = await prepare(base);
    console.log(`\nStudy page ${studyPath} at ${KBPS} kbit/s, ${RTT_MS} ms round trips, ${RUNS} runs each\n`);
    for (const warm of [false, true]) {
      const runs = await measure(browser, base, session, studyPath, warm);
      const skeleton = median(runs.map((r) => r.skeletonMs));
      const content = median(runs.map((r) => r.contentMs));
      const verdict = (v: number | null, target: number) => (v !== null && v <= target ? 'ok' : 'OVER');
      console.log(
        `  ${warm ? 'second visit (cache)' : 'first visit (empty cache)'}`.padEnd(30) +
          `skeleton ${ms(skeleton)} (${verdict(skeleton, SKELETON_TARGET_MS)})   ` +
          `content ${ms(content)} (${verdict(content, CONTENT_TARGET_MS)})   ` +
          `${median(runs.map((r) => r.requests))} requests, ${Math.round((median(runs.map((r) => r.bytes)) ?? 0) / 1024)} KB`,
      );
      for (const r of runs) console.log(`      run: skeleton ${ms(r.skeletonMs)}, content ${ms(r.contentMs)}`);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();
