import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { cannon, type BenchTarget } from './load-generator.js';
import { prepareBenchData } from './bench-data.js';
import { freePort } from './demo-server.js';
import { assessmentTargets } from './assessment-targets.js';
import { homeworkTargets } from './learnlist-targets.js';
import { liveTargets } from './live-targets.js';
import { cpuSeconds } from './process-stats.js';

// Throughput and latency of the hot calls, each measured beside a bare route of the same server in
// the same run, so the figures are ratios that hold on a shared 2-core machine. Every request says
// which encodings it accepts as every browser does (the bare route's answer is too small to compress).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** BENCH_DATABASE_URL=postgres://... runs the bench on that PostgreSQL database; unset: SQLite under the data dir. */
const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const dataDir = path.resolve(root, process.env.BENCH_DATA_DIR ?? (databaseUrl ? 'data/bench-pg' : 'data/bench'));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Unmeasured load on each call first (BENCH_WARMUP_SECONDS, 0: none): both sides' code compiled, its answers kept. */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * A write acknowledged only once durable (a group-committed answer save or progress post) is
 * measured again at this many connections (BENCH_WRITE_CONNECTIONS, 0: not), its bare route too.
 * At 10, ten learners each wait for the disk's flush before they send again, and the server idles
 * meanwhile: that figure is the flush's latency, not what a save costs. Enough learners at once keep
 * it busy, as an exam's do, and a commit then holds as many saves as arrived during the last one.
 */
const writeConnections = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 50);
/** BENCH_CPU_PROF=1 writes a V8 CPU profile of the server child to data/bench-profiles on exit. */
const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(root, 'data/bench-profiles') : null;
/** What Chromium and Firefox send with every request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** BENCH_ONLY=childList,addLearningProgress measures only those calls (profiling one path at a time). */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? null;

/**
 * What ships: the server's production bundle (`npm run build -w apps/server`, built afresh here), on
 * plain node. BENCH_SERVER=source runs the TypeScript through tsx instead (its profiles name the
 * source files).
 */
const fromSource = process.env.BENCH_SERVER === 'source';
const serverEntry = fromSource ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/main.js'];

async function startServer(port: number): Promise<ChildProcess> {
  const profile = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
  const child = spawn(process.execPath, [...profile, ...serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // Empty means SQLite under DATA_DIR, whatever the caller's own DATABASE_URL says.
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/platform/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

interface Figures {
  rps: number;
  p99: number;
  errors: number;
  /** The server process's CPU time (user + system) per request, in microseconds; null without /proc. */
  cpuMicros: number | null;
  /** The load generator's own CPU time per request (this process): near a core's worth, it is the limit. */
  clientMicros: number;
  /** Bytes an answer takes on the wire, headers included (the load generator reads them all). */
  bytes: number;
}

async function load(options: autocannon.Options, pid?: number, duration = seconds, at = connections): Promise<Figures> {
  const before = cpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const result = await cannon({
    connections: at,
    duration,
    ...options,
    // Merged under each request's own headers by autocannon.
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...options.headers },
  });
  const after = cpuSeconds(pid);
  const client = process.cpuUsage(clientBefore);
  const errors = result.errors + result.timeouts + result.non2xx;
  const cpuMicros =
    before === null || after === null ? null : ((after - before) * 1e6) / Math.max(1, result.requests.total);
  const bytes = result.throughput.total / Math.max(1, result.requests.total);
  const clientMicros = (client.user + client.system) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, errors, cpuMicros, clientMicros, bytes };
}

/** A row of the table: the call's figures beside the bare route's of the same run and load. */
function rowOf(name: string, { base, figures }: { base: Figures; figures: Figures }): string[] {
  return [
    name,
    figures.rps.toFixed(0),
    figures.p99.toFixed(1),
    base.rps.toFixed(0),
    base.p99.toFixed(1),
    (figures.rps / base.rps).toFixed(2),
    String(figures.errors),
    figures.cpuMicros?.toFixed(0) ?? '',
    base.cpuMicros?.toFixed(0) ?? '',
    figures.clientMicros.toFixed(0),
    figures.bytes.toFixed(0),
  ];
}

async function main(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  if (!fromSource) execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
  const data = await prepareBenchData(dataDir, databaseUrl);
  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const login = await fetch(`${base}/api/cognito-login-service/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student@demo.school', password: 'Demo@1234' }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const auth = { authorization: `Bearer ${token}` };
    const homework = await homeworkTargets(base, data.learnlists);
    const assessments = await assessmentTargets(base, data.assessments);
    const live = await liveTargets(base);
    const bare = { url: `${base}/api/platform/health` };
    let n = 0;
    const targets: BenchTarget[] = [
      {
        name: 'childList',
        options: {
          url: `${base}/api/syllabus-v2/childList?boardId=800001&syllabusId=${data.subjectId}`,
          headers: auth,
        },
      },
      {
        name: 'contentBySyllabusId',
        options: {
          url: `${base}/api/syllabus-v2/contentBySyllabusId/v2.1.1?syllabusId=${data.topicId}&groupId=${data.groupId}&startIndex=1&endIndex=10`,
          headers: auth,
        },
      },
      {
        name: 'contentDetailsByContentIds',
        options: {
          url: `${base}/api/content/v2/contentDetailsByContentIds?contentIds=${data.contentIds[0]}`,
          headers: auth,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: `/api/content/v2/contentDetailsByContentIds?contentIds=${data.contentIds[n++ % data.contentIds.length]}`,
              }),
            },
          ],
        },
      },
      {
        name: 'addLearningProgress',
        durable: true,
        options: {
          url: `${base}/api/mis/v2/addLearningProgress`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({
                  content_id: data.contentIds[n++ % data.contentIds.length],
                  total_consumption_time: 5,
                  total_media_time: '00:02:00',
                  source: 1,
                  resume_position: 30,
                  client_event_id: randomUUID(),
                }),
              }),
            },
          ],
        },
      },
      {
        // After the posts above, so the learner has a few hundred records; reads the latest 50 with titles.
        name: 'recentContent',
        options: { url: `${base}/api/mis/recentContent.2.0`, headers: auth },
      },
      ...homework,
      ...assessments,
      ...live,
    ];

    const engine = databaseUrl ? 'PostgreSQL' : 'SQLite';
    console.log(
      `\n${engine}; autocannon: ${connections} connections (durable writes also ${writeConnections}), ` +
        `${seconds} s per measurement, loopback\n`,
    );
    const rows: string[] = [];
    for (const target of targets) {
      if (only && !only.includes(target.name)) continue;
      if (warmupSeconds > 0) await load(target.options, server.pid, warmupSeconds);
      const runs = target.durable && writeConnections > 0 ? [connections, writeConnections] : [connections];
      for (const at of runs) {
        const row = rowOf(at === connections ? target.name : `${target.name} ×${at}`, {
          base: await load(bare, server.pid, seconds, at),
          figures: await load(target.options, server.pid, seconds, at),
        });
        rows.push(`| ${row.join(' | ')} |`);
        console.log(`  ${row[0]}: ${row.slice(1).join('  ')}`);
      }
    }
    console.log(
      [
        '',
        '| call | req/s | p99 ms | bare req/s | bare p99 ms | ratio | errors | server µs/req | bare µs/req | client µs/req | bytes/answer |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    // Waiting for the exit lets the child write its CPU profile when one was asked for.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

await main();
