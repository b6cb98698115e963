import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Kysely } from 'kysely';
import { buildAppWithServices } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest } from '../apps/server/src/db/database.js';
import { sqliteDialect } from '../apps/server/src/db/dialect.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { composeScriptServices } from '../apps/server/src/script-services.js';
import { prepareMorning } from './exam-morning-data.js';

// The exam morning's calls in process, one learner at a time (no HTTP client on the same cores): the
// milliseconds each call takes and the queries it runs, over the SQLite chain the exam-morning
// script generated (data/bench-exam, or BENCH_DATA_DIR). Each run assigns the paper afresh, so every
// learner starts a new attempt. Usage:
//   node --import tsx bench/exam-calls-inprocess.ts [learners, default 200] [warm calls, default 300]

const STUDENT = '/api/student-report/student';
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-exam');
const learners = Number(process.argv[2] ?? 200);
const warmCalls = Number(process.argv[3] ?? 300);
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' }),
  logLevel: 'warn',
};
const queries = new Map<string, { kind: string; n: number; ms: number }>();
let kind: string | null = null;
const db = new Kysely<Database>({
  dialect: sqliteDialect(path.join(dataDir, 'app.db')),
  log: (event) => {
    if (kind === null || event.level !== 'query') return;
    const sql = event.query.sql.replace(/\s+/g, ' ').slice(0, 120);
    const q = queries.get(`${kind} ${sql}`) ?? { kind, n: 0, ms: 0 };
    q.n += 1;
    q.ms += event.queryDurationMillis;
    queries.set(`${kind} ${sql}`, q);
  },
});
await migrateToLatest(db);
const services = composeScriptServices(config, db);
const world = await prepareMorning(db, services, {
  learners,
  durationMin: 30,
  jwtSecret: config.jwtSecret,
  tokenTtlSeconds: 3600,
  engine: 'sqlite',
});
await services.jobs.stop();
const { app } = await buildAppWithServices(config, { database: { db, engine: 'sqlite' } });
await app.ready();

// CPU time (user + system) of this process, which a busy machine disturbs less than wall time.
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const time = new Map<string, { n: number; ms: number; bytes: number }>();
async function call(name: string, method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  kind = name;
  const started = process.cpuUsage();
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  const ms = cpuMs(started);
  kind = null;
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const t = time.get(name) ?? { n: 0, ms: 0, bytes: 0 };
  time.set(name, { n: t.n + 1, ms: t.ms + ms, bytes: res.rawPayload.length });
  return res.json().data;
}

/** A figure as the browser's <img> loads it: by its signed link alone. */
async function fetchFigure(name: string, url: string) {
  kind = name;
  const started = process.cpuUsage();
  const res = await app.inject({ method: 'GET', url });
  const ms = cpuMs(started);
  kind = null;
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode}`);
  const t = time.get(name) ?? { n: 0, ms: 0, bytes: 0 };
  time.set(name, { n: t.n + 1, ms: t.ms + ms, bytes: res.rawPayload.length });
}

let lastFigure: string | null = null;
const assignOf = new Map(world.schools.map((s) => [s.schoolId, s.assignId]));
for (const learner of world.learners) {
  await call('list', 'POST', `${STUDENT}/studentAssignedPaperList`, learner.token, {});
  const started = await call('start', 'POST', `${STUDENT}/startAttempt`, learner.token, {
    paper_id: world.paperId,
    assign_id: assignOf.get(learner.schoolId),
    section_assign_id: 0,
  });
  const figure = started.questions.flatMap((q: { question: { images: { url: string }[] } }) => q.question.images)[0];
  if (figure) {
    const { pathname, search } = new URL(figure.url, 'http://figure.invalid');
    lastFigure = pathname + search;
    await fetchFigure('image', lastFigure);
  }
  const question = world.questions[0]!;
  await call('save', 'POST', `${STUDENT}/saveAnswers`, learner.token, {
    attempt_id: started.attempt_id,
    attempt_grant: started.timing.attempt_grant,
    answers: [
      {
        client_answer_id: randomUUID(),
        question_id: question.questionId,
        seq: started.next_seq,
        answered_at: Date.now(),
        response: question.type === 'numeric' ? { value: 1 } : { option_ids: ['a'] },
        time_spent_ms: 1000,
      },
    ],
  });
}
for (const [name, t] of time) {
  const own = [...queries.values()].filter((q) => q.kind === name);
  const perCall = own.reduce((n, q) => n + q.n, 0) / t.n;
  console.log(
    `\n${name}: ${(t.ms / t.n).toFixed(2)} ms of CPU a call, ${perCall.toFixed(1)} queries a call, ${t.bytes} bytes`,
  );
  for (const [key, q] of [...queries]
    .filter(([, q]) => q.kind === name)
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, 12)) {
    console.log(
      `  ${(q.n / t.n).toFixed(2)} × ${((q.ms / q.n) * 1000).toFixed(0).padStart(6)} µs  ${key.slice(name.length + 1)}`,
    );
  }
}
// The same call again and again (warm): what one costs when nothing around it is new.
const last = world.learners.at(-1)!;
const again: [string, () => Promise<unknown>][] = [
  ...(lastFigure
    ? [['image, warm', () => fetchFigure('image, warm', lastFigure!)] as [string, () => Promise<unknown>]]
    : []),
  ['list, warm', () => call('list, warm', 'POST', `${STUDENT}/studentAssignedPaperList`, last.token, {})],
  [
    'start (resume), warm',
    () =>
      call('start (resume), warm', 'POST', `${STUDENT}/startAttempt`, last.token, {
        paper_id: world.paperId,
        assign_id: assignOf.get(last.schoolId),
        section_assign_id: 0,
      }),
  ],
];
for (const [name, run] of again) {
  for (let i = 0; i < warmCalls; i++) await run();
  const t = time.get(name)!;
  console.log(`${name}: ${(t.ms / t.n).toFixed(2)} ms of CPU a call`);
}
await app.close();
await db.destroy();
