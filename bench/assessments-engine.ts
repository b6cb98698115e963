import { AttemptStatus } from '@esc/domain';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAppWithServices } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { insertBatches } from '../apps/server/src/seed/catalogue-generator.js';
import { benchPerson } from './bench-people.js';

// The assessments' speed targets: a deadline burst of 2,000 submissions evaluated with p99 under 500 ms, and ranks
// and percentiles for 10,000 attempts recomputed in under 2 s. One server's services over a fresh
// database (SQLite by default, PostgreSQL with BENCH_DATABASE_URL), the attempts generated straight
// into the tables; the submissions go through the attempts service (the route's own work without
// HTTP), arriving spread over BENCH_BURST_SECONDS (60: "all within one minute").

const LEARNERS = Number(process.env.BENCH_BURST_LEARNERS ?? 2000);
const RANKED = Number(process.env.BENCH_RANK_ATTEMPTS ?? 10_000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 30);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 60);
const databaseUrl = process.env.BENCH_DATABASE_URL || null;

const dataDir = mkdtempSync(path.join(tmpdir(), 'esc-assess-bench-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'false' }),
  port: 0,
};
const database = createDatabase(config);
await migrateToLatest(database.db);
const { app, services } = await buildAppWithServices(config, { database });
const db = database.db;
const now = new Date().toISOString();

async function people(count: number): Promise<string[]> {
  const uuids = Array.from({ length: count }, () => randomUUID());
  await insertBatches(
    db,
    'users',
    uuids.map((uuid, n) => benchPerson(uuid, n, 1, `assess${n}-${uuid.slice(0, 8)}@bench.school`, null, now)),
    500,
  );
  return uuids;
}

/** A paper of QUESTIONS single-correct questions with rank generation (17/19), and an assignment of it. */
async function paperAndAssignment() {
  const paper = await db
    .insertInto('papers')
    .values({
      paper_name: 'Bench paper',
      syllabus_id: null,
      board_id: null,
      class_id: null,
      group_id: null,
      created_at: now,
      school_id: null,
      owner_uuid: null,
      paper_settings: JSON.stringify([{ setting_id: 17, child_setting_list: [{ child_setting_id: 19 }] }]),
      paper_nature: null,
      paper_qualified_mode: null,
      syllabus_mapping_id: null,
      subject_id: null,
      updated_at: now,
      deleted_at: null,
    })
    .returning('paper_id')
    .executeTakeFirstOrThrow();
  const questionIds: number[] = [];
  for (let i = 0; i < QUESTIONS; i++) {
    const q = await db
      .insertInto('questions')
      .values({
        parent_question_id: null,
        school_id: null,
        author_uuid: 'bench',
        question_type: 'single',
        syllabus_id: 1,
        board_id: null,
        class_id: null,
        subject_id: null,
        chapter_id: null,
        topic_id: null,
        group_id: null,
        difficulty: 2,
        marks: 4,
        answer_key: JSON.stringify({ type: 'single', optionId: 'a' }),
        created_at: now,
        updated_at: now,
      })
      .returning('question_id')
      .executeTakeFirstOrThrow();
    questionIds.push(q.question_id);
    await db
      .insertInto('paper_questions')
      .values({
        paper_id: paper.paper_id,
        question_id: q.question_id,
        paper_section_id: null,
        question_order: i,
        marks: 4,
        negative_marks: 1,
      })
      .execute();
  }
  const assignment = await db
    .insertInto('paper_assignments')
    .values({
      paper_id: paper.paper_id,
      school_id: null,
      assigned_by: 'bench',
      learner_uuid: null,
      group_id: null,
      title: 'Bench',
      paper_start_time: new Date(Date.now() - 3_600_000).toISOString(),
      paper_end_time: new Date(Date.now() + 3_600_000).toISOString(),
      paper_duration: 60,
      results_published_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('assign_id')
    .executeTakeFirstOrThrow();
  return { paperId: paper.paper_id, assignId: assignment.assign_id, questionIds };
}

/** Open attempts, each with an answer to every question (a third of them wrong). */
async function openAttempts(uuids: readonly string[], p: Awaited<ReturnType<typeof paperAndAssignment>>) {
  const ids: number[] = [];
  for (const uuid of uuids) {
    const made = await db
      .insertInto('attempts')
      .values({
        assign_id: p.assignId,
        assign_key: p.assignId,
        paper_id: p.paperId,
        uuid,
        school_id: null,
        section_id: null,
        attempt_no: 1,
        status: 2,
        started_at: now,
        deadline_at: new Date(Date.now() + 3_600_000).toISOString(),
        updated_at: now,
      })
      .returning('attempt_id')
      .executeTakeFirstOrThrow();
    ids.push(made.attempt_id);
  }
  const rows = ids.flatMap((attempt_id, a) =>
    p.questionIds.map((question_id, i) => ({
      attempt_id,
      question_id,
      client_answer_id: `b-${attempt_id}-${i}`,
      seq: i,
      answered_at: Date.now(),
      response: JSON.stringify({ type: 'single', optionId: (a + i) % 3 === 0 ? 'b' : 'a' }),
      time_spent_ms: 20_000,
      saved_at: now,
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('attempt_answers')
      .values(rows.slice(i, i + 500))
      .execute();
  return ids;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// 1. The deadline burst.
const burstPeople = await people(LEARNERS);
const burstPaper = await paperAndAssignment();
const burstAttempts = await openAttempts(burstPeople, burstPaper);
const latencies: number[] = [];
const burstStart = performance.now();
// Open loop: the submissions arrive spread over the minute (a deadline brings them in), whatever
// the server's pace; each one's latency counts from its own arrival.
const gapMs = (BURST_SECONDS * 1000) / burstAttempts.length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
await Promise.all(
  burstAttempts.map(async (attemptId, i) => {
    await sleep(i * gapMs);
    const t0 = performance.now();
    const auth = { uuid: burstPeople[i]!, userTypeId: 1, schoolId: null, role: null, guest: false };
    const res = await services.attempts.attempts.submit(auth, { attempt_id: attemptId });
    if (res.attempt_status_id !== 5) throw new Error(`attempt ${attemptId} not evaluated`);
    latencies.push(performance.now() - t0);
  }),
);
const burstMs = performance.now() - burstStart;
latencies.sort((a, b) => a - b);
console.log(
  `engine ${database.engine}: ${LEARNERS} submissions of ${QUESTIONS} answers arriving over ${BURST_SECONDS} s`,
);
console.log(
  `  all evaluated in ${(burstMs / 1000).toFixed(2)} s; p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
);

// 2. Ranks for 10,000 attempts.
const rankPeople = await people(RANKED);
const rankPaper = await paperAndAssignment();
// Evaluated attempts straight into the table: scores spread over the paper's range, with ties.
const rankRows = rankPeople.map((uuid, i) => {
  const right = (i * 7919) % (QUESTIONS + 1);
  const wrong = (i * 31) % (QUESTIONS - right + 1);
  return {
    assign_id: rankPaper.assignId,
    assign_key: rankPaper.assignId,
    paper_id: rankPaper.paperId,
    uuid,
    school_id: null,
    section_id: null,
    attempt_no: 1,
    status: AttemptStatus.Evaluated,
    started_at: now,
    deadline_at: now,
    submitted_at: now,
    evaluated_at: now,
    results_published_at: now,
    score: right * 4 - wrong,
    correct_count: right,
    wrong_count: wrong,
    subject_scores: JSON.stringify([right * 4 - wrong]),
    updated_at: now,
  };
});
for (let i = 0; i < rankRows.length; i += 500)
  await db
    .insertInto('attempts')
    .values(rankRows.slice(i, i + 500))
    .execute();
await db
  .updateTable('paper_assignments')
  .set({ results_published_at: now })
  .where('assign_id', '=', rankPaper.assignId)
  .execute();
const assignment = await db
  .selectFrom('paper_assignments')
  .selectAll()
  .where('assign_id', '=', rankPaper.assignId)
  .executeTakeFirstOrThrow();
const rankStart = performance.now();
const ranked = await services.attempts.standings.recompute(assignment);
const rankMs = performance.now() - rankStart;
console.log(`  ranks and percentiles of ${ranked} attempts recomputed in ${(rankMs / 1000).toFixed(2)} s`);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
