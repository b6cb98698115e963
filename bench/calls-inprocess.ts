import path from 'node:path';
import { Kysely } from 'kysely';
import { buildAppWithServices } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest } from '../apps/server/src/db/database.js';
import { sqliteDialect } from '../apps/server/src/db/dialect.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { randomUUID } from 'node:crypto';
import { assessmentBenchIds } from './assessment-data.js';
import { LL_PASSWORD, LL_STUDENT, LL_TEACHER, prepareLearnListBenchIds } from './learnlist-data.js';

// The homework, assessment and live calls measured in process, one at a time (no HTTP client on the same cores): the
// milliseconds a call takes and the queries it runs, over the SQLite bench database that
// `npm run bench` generated (BENCH_DATA_DIR, default data/bench). Usage:
//   BENCH_DATA_DIR=data/bench node --import tsx bench/calls-inprocess.ts [calls]  (BENCH_ONLY=a,b)

const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench');
const calls = Number(process.argv[2] ?? 300);
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' }),
  logLevel: 'warn',
};
const queries = new Map<string, { n: number; ms: number }>();
let counting = false;
const db = new Kysely<Database>({
  dialect: sqliteDialect(path.join(dataDir, 'app.db')),
  log: (event) => {
    if (!counting || event.level !== 'query') return;
    const key = event.query.sql.replace(/\s+/g, ' ').slice(0, 110);
    const q = queries.get(key) ?? { n: 0, ms: 0 };
    q.n += 1;
    q.ms += event.queryDurationMillis;
    queries.set(key, q);
  },
});
await migrateToLatest(db);
const { app } = await buildAppWithServices(config, { database: { db, engine: 'sqlite' } });
await app.ready();

async function tokenOf(username: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cognito-login-service/auth/login',
    payload: { username, password: LL_PASSWORD },
  });
  return res.json().data.access_token as string;
}
const ids = await prepareLearnListBenchIds(db);
const tests = await assessmentBenchIds(db);
let seq = Math.floor(Date.now() / 1000) - 1_700_000_000;
const [teacher, student] = await Promise.all([tokenOf(LL_TEACHER), tokenOf(LL_STUDENT)]);
const targets = {
  bare: { method: 'GET' as const, url: '/api/platform/health' },
  learnListItemWiseReport: {
    method: 'GET' as const,
    url: `/api/syllabus-v2/learnListItemWiseStudentReportUniversity?learnListId=${ids.listId}&assignId=${ids.assignId}&sectionId=${ids.sectionId}`,
    headers: { authorization: `Bearer ${teacher}` },
  },
  learnerLearnListHomework: {
    method: 'POST' as const,
    url: '/api/syllabus-v2/learnerLearnListHomework',
    headers: { authorization: `Bearer ${student}` },
    payload: { page_no: 1, page_size: 20 },
  },
  saveAnswers: {
    method: 'POST' as const,
    url: '/api/student-report/student/saveAnswers',
    headers: { authorization: `Bearer ${student}` },
    // A new answer each call (a payload function is not inject's): see the loop.
    payload: () => ({
      attempt_id: tests.openAttemptId,
      answers: [
        {
          client_answer_id: randomUUID(),
          question_id: tests.questionIds[++seq % tests.questionIds.length],
          seq,
          answered_at: Date.now(),
          response: { option_ids: ['a'] },
          time_spent_ms: 15_000,
        },
      ],
    }),
  },
  myScheduleUniversity: {
    method: 'POST' as const,
    url: '/api/live-class/student/schedule/myScheduleUniversity',
    headers: { authorization: `Bearer ${student}` },
    payload: {},
  },
  paperReport: {
    method: 'GET' as const,
    url: `/api/student-report/student/paperReport?assign_id=${tests.reportAssignId}`,
    headers: { authorization: `Bearer ${student}` },
  },
};
type Target = (typeof targets)[keyof typeof targets];
const requestOf = (t: Target) =>
  'payload' in t && typeof t.payload === 'function' ? { ...t, payload: t.payload() } : t;
const only = process.env.BENCH_ONLY?.split(',') ?? null;
for (const [name, request] of Object.entries(targets)) {
  if (only && !only.includes(name)) continue;
  for (let i = 0; i < 20; i++) await app.inject(requestOf(request) as never);
  queries.clear();
  counting = true;
  const started = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < calls; i++) {
    const res = await app.inject(requestOf(request) as never);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    bytes = res.rawPayload.length;
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6 / calls;
  counting = false;
  const perCall = [...queries.values()].reduce((n, q) => n + q.n, 0) / calls;
  console.log(`\n${name}: ${ms.toFixed(3)} ms a call, ${perCall.toFixed(2)} queries a call, ${bytes} bytes`);
  for (const [sql, q] of [...queries].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`  ${(q.n / calls).toFixed(2)} × ${((q.ms / q.n) * 1000).toFixed(0).padStart(5)} µs  ${sql}`);
  }
}
await app.close();
