import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCalendarDays, localDate } from '@esc/domain';
import type autocannon from 'autocannon';
import { cannon } from './load-generator.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { composeScriptServices } from '../apps/server/src/script-services.js';
import { AT_ADMIN, AT_PARENTS, AT_PASSWORD, prepareAttendanceBench } from './attendance-data.js';

// Attendance's speed targets: (1) marking a section of 60 in one request, durable, against the
// bare route of the same server in the same run (target at least 0.3); (2) a school's attendance
// summary over 30 days with 2,000 learners (target p99 under 100 ms); (3) the absence notices of a
// school with 200 parents, delivered by the job queue (target within 10 s). The server runs as a
// child process (apps/server/src/main.ts) over a fresh database generated here: SQLite in a temporary
// folder, or PostgreSQL with BENCH_DATABASE_URL (an empty database).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'esc-attendance-bench-'));
const OFFLINE = '/api/live-class/offlineAttendance';

const database = createDatabase({ databaseUrl, dataDir });
const db = database.db;
if (databaseUrl) {
  const existing = await db.introspection.getTables();
  if (existing.some((t) => t.name === 'users')) {
    const people = await db.selectFrom('users').select('uuid').limit(1).execute();
    if (people.length > 0) throw new Error('BENCH_DATABASE_URL must name an empty database');
  }
}
await migrateToLatest(db);
console.log(`attendance bench on ${database.engine}`);
// The registers are written through the attendance module's seeding entry, of the server's own services.
const services = composeScriptServices(
  loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'false' }),
  db,
);
const bench = await prepareAttendanceBench(db, services);
await services.jobs.stop();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
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

const port = await freePort();
const server = await startServer(port);
const base = `http://127.0.0.1:${port}`;

async function post(url: string, token: string, body: unknown) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ data: Record<string, unknown> }>;
}

async function measure(options: autocannon.Options) {
  const result = await cannon({ connections, duration: seconds, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

try {
  const login = await fetch(`${base}/api/cognito-login-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: AT_ADMIN, password: AT_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const today = localDate(Date.now(), 'IN');
  const bare = { url: `${base}/api/platform/health` };
  const [first] = bench.sections;

  // 1. A section of 60 marked in one request (two absent, the rest present), a fresh client id each time.
  const marks = first!.learners.map((uuid, n) => ({ uuid, mark: n % 30 === 5 ? 'absent' : 'present' }));
  const bareMark = await measure(bare);
  const marking = await measure({
    url: `${base}${OFFLINE}/v2/markAttendance`,
    method: 'POST',
    headers,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ section_id: first!.sectionId, date: today, client_mark_id: randomUUID(), marks }),
        }),
      },
    ],
  });

  // 2. The school's summary over 30 days.
  const bareSummary = await measure(bare);
  const summary = await measure({
    url: `${base}${OFFLINE}/schoolAttendance`,
    method: 'POST',
    headers,
    body: JSON.stringify({ start_date: addCalendarDays(today, -29), end_date: today }),
  });

  // 3. Today's registers with every learner who has a parent absent, then the notices, timed until
  // every parent's in-app notification is written by the queue (its own polling, as in production).
  for (const [sectionId, absent] of bench.withParents) {
    await post(`${OFFLINE}/v2/markAttendance`, token, {
      section_id: sectionId,
      date: today,
      client_mark_id: randomUUID(),
      marks: absent.map((uuid) => ({ uuid, mark: 'absent' })),
    });
  }
  const told = async () =>
    Number(
      (
        await db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', 'attendance_absent')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const started = performance.now();
  for (const sectionId of bench.withParents.keys())
    await post(`${OFFLINE}/sendPNForAttendance`, token, { section_id: sectionId });
  const sent = performance.now();
  let all = 0;
  while (all === 0) {
    if ((await told()) >= AT_PARENTS) all = performance.now();
    else await new Promise((r) => setTimeout(r, 20));
    if (performance.now() - started > 60_000)
      throw new Error(`only ${await told()} of ${AT_PARENTS} parents told after 60 s`);
  }

  const ratio = marking.rps / bareMark.rps;
  const row = (name: string, f: { rps: number; p99: number; errors: number }, b: { rps: number }) =>
    `| ${name} | ${f.rps.toFixed(0)} | ${f.p99.toFixed(1)} | ${b.rps.toFixed(0)} | ${(f.rps / b.rps).toFixed(2)} | ${f.errors} |`;
  console.log(
    [
      '',
      `${database.engine}; autocannon: ${connections} connections, ${seconds} s per measurement, loopback`,
      '',
      '| call | req/s | p99 ms | bare req/s | ratio | errors |',
      '| --- | --- | --- | --- | --- | --- |',
      row('markAttendance (60 learners)', marking, bareMark),
      row('schoolAttendance (2,000 learners, 30 days)', summary, bareSummary),
      '',
      `marking ratio ${ratio.toFixed(2)} (target 0.3): ${ratio >= 0.3 ? 'met' : 'NOT met'}`,
      `summary p99 ${summary.p99.toFixed(1)} ms (target under 100 ms): ${summary.p99 < 100 ? 'met' : 'NOT met'}`,
      `absence notices: ${bench.withParents.size} sendPNForAttendance calls in ${((sent - started) / 1000).toFixed(2)} s; ` +
        `all ${AT_PARENTS} parents told in ${((all - started) / 1000).toFixed(2)} s (target 10 s): ${(all - started) / 1000 <= 10 ? 'met' : 'NOT met'}`,
    ].join('\n'),
  );
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
