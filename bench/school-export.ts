import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { cannon } from './load-generator.js';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { createStorage } from '../apps/server/src/platform/storage/storage.factory.js';
import { composeScriptServices } from '../apps/server/src/script-services.js';
import { prepareSchoolWorld, SE_ADMIN, SE_PASSWORD } from './school-export-data.js';
import { preparePapers } from './school-export-papers.js';
import { prepareRecords } from './school-export-records.js';
import { freePort } from './demo-server.js';

// The school export's speed target: a school's full export of 2,000 learners and a year of records
// ready in under 2 minutes, with the server under 500 MB. A fresh database (SQLite in a temporary
// folder, or PostgreSQL with BENCH_DATABASE_URL, an empty database) gets the school; the real server
// runs as a child process; the school admin asks for the export through its route, the bench polls
// until it is ready and downloads the zip. Memory is the child's peak resident size (VmHWM).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'esc-export-bench-'));
/** BENCH_CPU_PROF=1 writes a V8 CPU profile of the server child to data/bench-profiles on exit. */
const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(root, 'data/bench-profiles') : null;
const TARGET_SECONDS = 120;
const TARGET_MB = 500;

// The generator's own writes need not survive a power cut: its connections skip the flush to disk
// (the server child gets neither setting and runs as in production).
const serverPgOptions = process.env.PGOPTIONS;
process.env.PGOPTIONS = `${serverPgOptions ?? ''} -c synchronous_commit=off`.trim();
const database = createDatabase({ databaseUrl, dataDir });
const db = database.db;
if (database.engine === 'sqlite') await sql`pragma synchronous = off`.execute(db);
if (databaseUrl) {
  const existing = await db.introspection.getTables();
  if (existing.some((t) => t.name === 'users')) {
    const people = await db.selectFrom('users').select('uuid').limit(1).execute();
    if (people.length > 0) throw new Error('BENCH_DATABASE_URL must name an empty database');
  }
}
await migrateToLatest(db);
console.log(`school export bench on ${database.engine}`);
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
});
const services = composeScriptServices(config, db);
const generated = Date.now();
const world = await prepareSchoolWorld(db, services);
await preparePapers(db, services, world);
await prepareRecords(db, createStorage(config), world);
await services.jobs.stop();
if (database.engine === 'postgres') await sql`analyze`.execute(db);
console.log(`  generated in ${((Date.now() - generated) / 1000).toFixed(1)} s`);

const TABLES = [
  'users',
  'attendance_registers',
  'attendance_marks',
  'questions',
  'attempts',
  'attempt_answers',
  'learnlist_items',
  'learnlist_assignments',
  'learnlist_completions',
  'handins',
  'learning_progress',
  'notices',
  'notice_reads',
] as const;
const sizes: [string, number][] = [];
for (const table of TABLES) {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  sizes.push([table, Number(n)]);
}

async function startServer(port: number): Promise<ChildProcess> {
  const profile = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PGOPTIONS: serverPgOptions ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/platform/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** The child's resident memory now (VmRSS) or its peak so far (VmHWM), in MB, from /proc/<pid>/status. */
function memoryMb(child: ChildProcess, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/**
 * Starts the peak again from the child's present size (Linux: 5 into clear_refs), so the peak read
 * after the export is the export's and not start-up's (loading the TypeScript sources peaks higher
 * than the server then needs). False where the kernel refuses.
 */
function resetPeak(child: ChildProcess): boolean {
  try {
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const port = await freePort();
const server = await startServer(port);
const base = `http://127.0.0.1:${port}`;
const seconds = (from: number, to: number) => (to - from) / 1000;

async function bare() {
  const result = await cannon({ url: `${base}/api/platform/health`, connections: 10, duration: 5 });
  return result.requests.average;
}

/** The health route asked every 200 ms while the export builds: does the server still answer? */
function probe() {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const at = performance.now();
      await fetch(`${base}/api/platform/health`);
      latencies.push(performance.now() - at);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return async () => {
    running = false;
    await done;
    const sorted = latencies.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { count: sorted.length, median: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
  };
}

try {
  const login = await fetch(`${base}/api/cognito-login-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: SE_ADMIN, password: SE_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const bareBefore = await bare();
  const startPeak = memoryMb(server, 'VmHWM');
  const rssBefore = memoryMb(server, 'VmRSS');
  const reset = resetPeak(server);

  const stopProbe = probe();
  const asked = performance.now();
  const res = await fetch(`${base}/api/privacy/school-exports`, { method: 'POST', headers: auth });
  if (!res.ok) throw new Error(`ask: ${res.status} ${await res.text()}`);
  const exportId = ((await res.json()) as { data: { export_id: string } }).data.export_id;
  type State = { state: string; done_steps: number; total_steps: number; size_bytes: number | null };
  let shown: State;
  for (;;) {
    const one = await fetch(`${base}/api/privacy/school-exports/${exportId}`, { headers: auth });
    shown = ((await one.json()) as { data: State }).data;
    if (shown.state === 'ready' || shown.state === 'failed') break;
    if (seconds(asked, performance.now()) > 1800) throw new Error('the export was not ready after 30 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  const ready = performance.now();
  const peakReady = memoryMb(server, 'VmHWM');
  const health = await stopProbe();
  if (shown.state !== 'ready') throw new Error('the export failed (see the server log)');

  const zipPath = path.join(dataDir, 'download.zip');
  const download = await fetch(`${base}/api/privacy/school-exports/${exportId}/file`, { headers: auth });
  if (!download.ok || !download.body) throw new Error(`download: ${download.status}`);
  await pipeline(Readable.fromWeb(download.body as never), createWriteStream(zipPath));
  const downloaded = performance.now();
  const peakAfter = memoryMb(server, 'VmHWM');
  const bareAfter = await bare();

  const zip = readFileSync(zipPath);
  const files = unzipSync(new Uint8Array(zip), { filter: (f) => f.name === 'manifest.json' });
  const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as {
    files: { path: string; rows: number | null; bytes: number; format: string }[];
  };
  const rows = manifest.files.reduce((sum, f) => sum + (f.format === 'csv' ? (f.rows ?? 0) : 0), 0);
  const unzipped = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  const uploads = manifest.files.filter((f) => f.format === 'upload').length;
  const took = seconds(asked, ready);
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  console.log(
    [
      '',
      `${database.engine}; data: ${sizes.map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', ')}`,
      '',
      `asked -> ready: ${took.toFixed(1)} s (${shown.total_steps} parts); download: ${seconds(ready, downloaded).toFixed(1)} s`,
      `zip: ${mb(zip.length)} MB, ${manifest.files.length + 1} files (${uploads} uploads), ${mb(unzipped)} MB unzipped, ` +
        `${rows.toLocaleString('en-US')} table rows (each as CSV and JSON)`,
      `server memory: start-up peak (VmHWM) ${startPeak.toFixed(0)} MB, resident ${rssBefore.toFixed(0)} MB when the export was asked; ` +
        `peak ${reset ? 'since then' : 'so far (peak not reset)'} ${peakReady.toFixed(0)} MB when ready, ${peakAfter.toFixed(0)} MB after the download`,
      `bare route GET /api/platform/health: ${bareBefore.toFixed(0)} req/s before, ${bareAfter.toFixed(0)} req/s after ` +
        `(10 connections, 5 s); while the export built: ${health.count} probes, median ${health.median.toFixed(1)} ms, ` +
        `p99 ${health.p99.toFixed(1)} ms, max ${health.max.toFixed(1)} ms`,
      '',
      `export ${took.toFixed(1)} s (target under ${TARGET_SECONDS} s): ${took < TARGET_SECONDS ? 'met' : 'NOT met'}`,
      `memory ${peakAfter.toFixed(0)} MB (target under ${TARGET_MB} MB): ${peakAfter < TARGET_MB ? 'met' : 'NOT met'}`,
    ].join('\n'),
  );
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
