import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import {
  IB_ADMIN,
  IB_BOARD_NAME,
  IB_CHAPTERS,
  IB_PASSWORD,
  IB_TEACHER,
  prepareImportBench,
} from './interop-import-data.js';
import { MB_CATEGORIES, moodleBank } from './moodle-bank-data.js';
import { oneRosterSchool } from './oneroster-school-data.js';
import { freePort } from './demo-server.js';

// The open formats' import targets: a 1,000-question Moodle XML file with figures previewed and
// imported under 10 s (as a teacher); a OneRoster 1.2 zip of 5,000 learners (with their parents and
// teachers) previewed under 10 s and applied under 30 s (as the school's admin). Each call is timed end
// to end from this client, through the real server (apps/server/src/main.ts as a child process) over a
// fresh database: SQLite in a temporary folder, or PostgreSQL with BENCH_DATABASE_URL (an empty
// database). The bare route GET /api/platform/health is timed in the same run, for scale.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const questions = Number(process.env.BENCH_QUESTIONS ?? 1_000);
const learners = Number(process.env.BENCH_LEARNERS ?? 5_000);
/** BENCH_CPU_PROF=1 writes a V8 CPU profile of the server child to data/bench-profiles on exit. */
const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(root, 'data/bench-profiles') : null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'esc-import-bench-'));
const serverLog = path.join(dataDir, 'server.log');

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
const world = await prepareImportBench(db);
const bank = await moodleBank(questions);
const roster = oneRosterSchool(learners);
await db.destroy();
console.log(
  `open-format imports on ${database.engine}: Moodle XML of ${questions} questions (${(bank.length / 1e6).toFixed(2)} MB); ` +
    `OneRoster zip of ${(roster.bytes / 1e6).toFixed(2)} MB: ${JSON.stringify(roster.counts)}`,
);

async function startServer(port: number): Promise<ChildProcess> {
  const profile = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    // The demo outbox prints every invitation (thousands): the server's words go to a file, shown on failure.
    stdio: ['ignore', 'ignore', openSync(serverLog, 'w')],
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
  throw new Error(`the server did not start: ${readFileSync(serverLog, 'utf8').slice(-4000)}`);
}

/** The server's CPU time so far (Linux: user and system ticks of /proc/<pid>/stat), in ms; null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The server's peak resident memory so far (Linux), in MB. */
function peakRssMb(pid: number | undefined): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

const port = await freePort();
const server = await startServer(port);
const base = `http://127.0.0.1:${port}`;

async function timed(url: string, token: string | null, body?: unknown) {
  const cpuBefore = cpuMs(server.pid);
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  const cpuAfter = cpuMs(server.pid);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 2000)}`);
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return { ms, cpu, data: (JSON.parse(text) as { data: Record<string, unknown> }).data };
}

async function signIn(username: string): Promise<string> {
  const { data } = await timed('/api/cognito-login-service/auth/login', null, { username, password: IB_PASSWORD });
  return data.access_token as string;
}

/** The bare route's median over 200 sequential calls, in ms. */
async function bareMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) times.push((await timed('/api/platform/health', null)).ms);
  times.sort((a, b) => a - b);
  return times[100]!;
}

const QUESTION = '/api/question-msa-test/question/import';
const ONEROSTER = '/api/institutes/roster/oneroster';
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const verdict = (ms: number, limit: number) =>
  `${seconds(ms)} s (target under ${limit} s): ${ms < limit * 1000 ? 'met' : 'NOT met'}`;

try {
  const bare = await bareMs();
  const teacher = await signIn(IB_TEACHER);
  const preview = await timed(`${QUESTION}/preview`, teacher, {
    file_name: 'science-bank.xml',
    file_base64: Buffer.from(bank).toString('base64'),
  });
  const counts = preview.data.counts as Record<string, number>;
  const apply = await timed(`${QUESTION}/apply`, teacher, {
    preview_id: preview.data.preview_id,
    syllabus_id: world.chapterIds[0],
    difficulty: 2,
    // The teacher maps each category of the file to a chapter of the same name.
    categories: MB_CATEGORIES.map((category, i) => ({
      category,
      syllabus_id: world.chapterIds[IB_CHAPTERS.indexOf(category.split(' / ')[1]!)] ?? world.chapterIds[i],
    })),
  });
  const afterQuestions = peakRssMb(server.pid);

  const admin = await signIn(IB_ADMIN);
  const body = { zip: roster.base64, board: IB_BOARD_NAME };
  const rosterPreview = await timed(`${ONEROSTER}/preview`, admin, body);
  if (!rosterPreview.data.can_apply)
    throw new Error(
      `the roster cannot be applied: ${JSON.stringify(rosterPreview.data.file_errors)} ${JSON.stringify((rosterPreview.data.rows as { errors: unknown[] }[]).find((r) => r.errors.length > 0))}`,
    );
  const rosterApply = await timed(`${ONEROSTER}/apply`, admin, body);
  const created = rosterApply.data.created as Record<string, number>;
  const bareAfter = await bareMs();
  const peak = peakRssMb(server.pid);

  const questionsMs = preview.ms + apply.ms;
  const row = (name: string, call: { ms: number; cpu: number | null }) =>
    `| ${name} | ${call.ms.toFixed(0)} | ${call.cpu ?? '?'} | ${(call.ms / bare).toFixed(0)} |`;
  console.log(
    [
      '',
      `${database.engine}; one client, each call timed end to end over loopback; bare route median ${bare.toFixed(2)} ms before, ${bareAfter.toFixed(2)} ms after`,
      '',
      '| call | ms | server CPU ms | bare-route calls in the same time |',
      '| --- | --- | --- | --- |',
      row(`Moodle XML preview (${questions} questions)`, preview),
      row(`Moodle XML apply (${apply.data.count as number} questions)`, apply),
      row(`OneRoster preview (${(rosterPreview.data.counts as { total: number }).total} rows)`, rosterPreview),
      row('OneRoster apply', rosterApply),
      '',
      `Moodle XML preview: ${JSON.stringify(counts)}; applied ${apply.data.count as number} questions`,
      `OneRoster applied: ${JSON.stringify(created)}; invitations ${(rosterApply.data.invitations as unknown[]).length}`,
      `Moodle XML preview + apply ${verdict(questionsMs, 10)}`,
      `OneRoster preview ${verdict(rosterPreview.ms, 10)}`,
      `OneRoster apply ${verdict(rosterApply.ms, 30)}`,
      `server peak RSS (VmHWM): ${afterQuestions?.toFixed(0) ?? '?'} MB after the questions, ${peak?.toFixed(0) ?? '?'} MB at the end`,
    ].join('\n'),
  );
} catch (error) {
  console.error(
    readFileSync(serverLog, 'utf8')
      .split('\n')
      .filter((l) => !/invitation|^\[demo outbox\]|^Hello|^$/.test(l))
      .slice(-40)
      .join('\n'),
  );
  throw error;
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
