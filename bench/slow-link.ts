import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort, startDemoServer } from './demo-server.js';
import {
  apiCall,
  KBPS,
  median,
  RTT_MS,
  seconds,
  sessionScript,
  signIn,
  throttle,
  unthrottle,
  type Session,
} from './slow-link-kit.js';

// The main screens on a slow link: Debian's chromium with the network emulated at 750 kbit/s and
// 100 ms round trips (CDP Network.emulateNetworkConditions), against the real server with its demo
// data, signed in as the demo student. For the student dashboard, a chapter's study page and the
// player (a video item) it measures, from navigation start, when the first skeleton shows and when
// the content shows, with an empty cache, and again on a second visit (the cache of the first, and
// the service worker installed by it and controlling the page). Targets: skeleton within 1 s and
// content within 5 s cold, content within 1 s warm. `npm run build` first (the server serves
// apps/web/dist). Also prints what the service worker adds to a first load.
//
//   npm run bench:slow-link              three runs each, medians printed
//   SLOW_LINK_RUNS=5 SLOW_LINK_KBPS=750 SLOW_LINK_RTT_MS=100 SLOW_LINK_ONLY=player npm run bench:slow-link

const RUNS = Number(process.env.SLOW_LINK_RUNS ?? 3);
const ONLY = new RegExp(process.env.SLOW_LINK_ONLY ?? '');
const SKELETON_TARGET_MS = 1000;
const CONTENT_TARGET_MS = 5000;
const WARM_TARGET_MS = 1000;
const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist/assets');

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has its content. */
  content: string;
}

/** The three screens of the demo student: the dashboard, class 10 science's study page, a video. */
async function screens(base: string, session: Session): Promise<Screen[]> {
  // Class 10 science of the demo opens the study presentation (group presentation 1, spec 002 §2.2).
  const list = await apiCall<{ child_list: { syllabus_id: number; name: string }[] }>(
    base,
    session,
    'GET',
    '/syllabus-v2/childList?boardId=101&syllabusId=1010',
  );
  const science = list.child_list.find((s) => s.name === 'Science');
  if (!science) throw new Error('the demo has no class 10 science');
  const ids = Array.from({ length: 80 }, (_, i) => 100_001 + i).join(',');
  const { content_details: details } = await apiCall<{
    content_details: { content_id: number; content_kind: string; locked: boolean }[];
  }>(base, session, 'GET', `/content/v2/contentDetailsByContentIds?contentIds=${ids}`);
  const video = details.find((d) => d.content_kind === 'video' && !d.locked);
  if (!video) throw new Error('the demo student has no video to play');
  return [
    {
      name: 'student dashboard',
      path: '/student-dashboard',
      content: '[data-testid="continue-learning-card"], [data-testid="continue-learning-empty"]',
    },
    { name: 'study page', path: `/study-syllabus/${science.syllabus_id}`, content: '[data-testid="content-item"]' },
    { name: `player (video ${video.content_id})`, path: `/content-player/${video.content_id}`, content: 'video' },
  ].filter((s) => ONLY.test(s.name));
}

/**
 * Runs in the page from its first script: the page's clock (ms since navigation start) when a
 * skeleton first shows, when the content shows, and (for a video) when its first frame is there.
 */
const watchScript = (content: string) => `new Promise((resolve) => {
  const found = { skeletonMs: null, contentMs: null, frameMs: null, controlled: false };
  const visible = (selector) =>
    [...document.querySelectorAll(selector)].some((e) => e.getClientRects().length > 0);
  const check = () => {
    const now = performance.now();
    if (found.skeletonMs === null && visible('[data-skeleton], .mantine-Skeleton-root')) found.skeletonMs = now;
    if (found.contentMs === null && visible(${JSON.stringify(content)})) {
      found.contentMs = now;
      if (found.skeletonMs === null) found.skeletonMs = now;
    }
    const video = document.querySelector('video');
    if (found.frameMs === null && video && video.readyState >= 2) found.frameMs = now;
    const waitFrame = ${JSON.stringify(content)} === 'video' && found.frameMs === null && now < 30000;
    if ((found.contentMs !== null && !waitFrame) || now > 60000) {
      found.controlled = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
      resolve(found);
    } else requestAnimationFrame(check);
  };
  check();
})`;

interface Visit {
  skeletonMs: number | null;
  contentMs: number | null;
  frameMs: number | null;
  controlled: boolean;
  requests: number;
  bytes: number;
}

/** One visit: throttled from the first byte; times come from the page's own clock (navigation start). */
async function visit(page: Page, url: string, content: string): Promise<Visit> {
  let requests = 0;
  let bytes = 0;
  const cdp = await throttle(page);
  const started = new Map<string, { url: string; at: number }>();
  const log: string[] = [];
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string }; timestamp: number }) => {
    started.set(e.requestId, { url: e.request.url, at: e.timestamp });
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
    requests += 1;
    bytes += event.encodedDataLength;
    const s = started.get(event.requestId);
    if (s)
      log.push(
        `${s.at.toFixed(3)} +${((event.timestamp - s.at) * 1000).toFixed(0)}ms ${event.encodedDataLength}B ${s.url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
  });
  await page.goto(url, { waitUntil: 'commit' });
  // A string, not a function: tsx's helpers do not exist in the page.
  const times = (await page.evaluate(watchScript(content))) as Omit<Visit, 'requests' | 'bytes'>;
  await unthrottle(cdp);
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

async function measure(browser: Browser, base: string, session: Session, screen: Screen, warm: boolean) {
  const results: Visit[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });
    await context.addInitScript(sessionScript(session));
    const page = await context.newPage();
    const url = `${base}${screen.path}`;
    if (warm) {
      // A first visit, unthrottled, fills the cache and installs the service worker; it controls the next.
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.goto('about:blank');
    }
    results.push(await visit(page, url, screen.content));
    await context.close();
  }
  return results;
}

function report(screen: Screen, warm: boolean, runs: Visit[]): void {
  const skeleton = median(runs.map((r) => r.skeletonMs));
  const content = median(runs.map((r) => r.contentMs));
  const frame = median(runs.map((r) => r.frameMs));
  const contentTarget = warm ? WARM_TARGET_MS : CONTENT_TARGET_MS;
  const verdict = (v: number | null, target: number) => (v !== null && v <= target ? 'ok' : 'OVER');
  console.log(
    `  ${warm ? 'second visit (worker)' : 'first visit (empty)'}`.padEnd(25) +
      `skeleton ${seconds(skeleton)} (${verdict(skeleton, SKELETON_TARGET_MS)})   ` +
      `content ${seconds(content)} (${verdict(content, contentTarget)})   ` +
      (frame !== null ? `first frame ${seconds(frame)}   ` : '') +
      `${median(runs.map((r) => r.requests))} requests, ${Math.round((median(runs.map((r) => r.bytes)) ?? 0) / 1024)} KB` +
      (warm ? `, controlled ${runs.filter((r) => r.controlled).length}/${runs.length}` : ''),
  );
  for (const r of runs) {
    const frameText = r.frameMs !== null ? `, first frame ${seconds(r.frameMs)}` : '';
    console.log(`      run: skeleton ${seconds(r.skeletonMs)}, content ${seconds(r.contentMs)}${frameText}`);
  }
}

/** The bytes of a file as the server sends it to a browser that accepts brotli (not decoded). */
function sentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

/** What the worker adds to a first load: sw.js as sent (brotli) and the registration's code. */
async function workerBytes(base: string): Promise<void> {
  const sw = await sentBytes(`${base}/sw.js`);
  // The registration (lib/service-worker.app.ts) and workbox-window, each its own chunk of the build.
  const chunks = readdirSync(ASSETS).filter((f) => /^(service-worker\.app|workbox-window)[^/]*\.js$/.test(f));
  let registration = 0;
  for (const chunk of chunks) registration += await sentBytes(`${base}/assets/${chunk}`);
  console.log(
    `\n  service worker: sw.js ${(sw / 1024).toFixed(1)} KB as sent (brotli), registration code ` +
      `${(registration / 1024).toFixed(1)} KB as sent (${chunks.join(', ') || 'not found'}); together ` +
      `${((sw + registration) / 1024).toFixed(1)} KB`,
  );
}

async function main(): Promise<void> {
  const port = await freePort();
  const server = await startDemoServer(port, { LOGIN_MAX_PER_ADDRESS: '1000' });
  const base = `http://127.0.0.1:${port}`;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const session = await signIn(base, 'student@demo.school');
    console.log(`\nThe student's screens at ${KBPS} kbit/s, ${RTT_MS} ms round trips, ${RUNS} runs each`);
    for (const screen of await screens(base, session)) {
      console.log(`\n${screen.name} (${screen.path})`);
      for (const warm of [false, true]) report(screen, warm, await measure(browser, base, session, screen, warm));
    }
    await workerBytes(base);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
}

await main();
