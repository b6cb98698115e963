import { randomUUID } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, migrateToLatest, type Db } from '../apps/server/src/db/database.js';
import type { LearningProgressTable, UsersTable } from '../apps/server/src/db/schema.js';
import { generateCatalogue, insertBatches } from '../apps/server/src/seed/catalogue-generator.js';
import { seedDemoWorld } from '../apps/server/src/seed/demo-seed.js';
import { composeScriptServices } from '../apps/server/src/script-services.js';
import { type AssessmentBench, prepareAssessmentBench } from './assessment-data.js';
import { type LearnListBench, prepareLearnListBench } from './learnlist-data.js';
import { type LiveBench, prepareLiveBench } from './live-data.js';

export interface BenchData {
  subjectId: number;
  topicId: number;
  groupId: number;
  contentIds: number[];
  /** The homework school's measured list, assignment and section (learnlist-data.ts). */
  learnlists: LearnListBench;
  /** The homework school's ranked closed paper and the measured learner's open attempt (assessment-data.ts). */
  assessments: AssessmentBench;
  /** The homework school's timetable (live-data.ts). */
  live: LiveBench;
}

const CONTENT_COUNT = Number(process.env.BENCH_CONTENT ?? 100_000);
const PROGRESS_COUNT = Number(process.env.BENCH_PROGRESS ?? 1_000_000);
const PROGRESS_PER_USER = 500;

async function log(step: string, fn: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  process.stdout.write(`  ${step}...`);
  await fn();
  console.log(` ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Learners and their progress records: PROGRESS_PER_USER records each, over the generated content. */
async function generateProgress(db: Db, firstContentId: number): Promise<void> {
  const users = Math.ceil(PROGRESS_COUNT / PROGRESS_PER_USER);
  const now = new Date().toISOString();
  let made = 0;
  for (let u = 0; u < users; u++) {
    const uuid = randomUUID();
    const user: Insertable<UsersTable> = {
      uuid,
      user_type_id: 1,
      role: null,
      first_name: 'Bench',
      last_name: `Learner ${u}`,
      email: `bench-${u}@bench.invalid`,
      mobile: null,
      country_iso: 'IN',
      password_hash: null,
      gts_user_id: null,
      em_user_id: null,
      created_at: now,
    };
    const rows: Insertable<LearningProgressTable>[] = [];
    for (let i = 0; i < PROGRESS_PER_USER && made < PROGRESS_COUNT; i++, made++) {
      const complete = i % 3 === 0 ? 1 : 0;
      rows.push({
        id: randomUUID(),
        uuid,
        content_id: firstContentId + ((u * PROGRESS_PER_USER + i) % CONTENT_COUNT),
        total_consumption_ms: 60_000 + i * 100,
        total_media_ms: 120_000,
        resume_position_ms: 30_000,
        is_complete: complete,
        source: 1 + (i % 4),
        section_id: null,
        enrolled_school_id: 17250,
        group_category_id: 1 + (i % 3),
        group_category_name: null,
        board_id: 800_001,
        class_id: null,
        learning_profile: null,
        package_id: null,
        completed_at: complete ? now : null,
        created_at: now,
        updated_at: now,
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(user).execute();
      await insertBatches(trx, 'learning_progress', rows, 250);
    });
  }
}

const BENCH_PACKAGE_ID = 999_001;

/**
 * The measured learner (student@demo.school) holds a package for the generated classes, as a paying
 * learner would: content details are then allowed by the access gate, as in real use.
 */
async function ensureBenchPackage(db: Db): Promise<void> {
  const learner = await db
    .selectFrom('users')
    .select('uuid')
    .where('email', '=', 'student@demo.school')
    .executeTakeFirstOrThrow();
  const classes = await db
    .selectFrom('syllabus_nodes')
    .select('syllabus_id')
    .where('board_id', '=', 800_001)
    .where('syllabus_type_id', '=', 2)
    .execute();
  const today = new Date().toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('subscriptions').where('package_id', '=', BENCH_PACKAGE_ID).execute();
    await trx.deleteFrom('package_syllabus').where('package_id', '=', BENCH_PACKAGE_ID).execute();
    await trx.deleteFrom('packages').where('package_id', '=', BENCH_PACKAGE_ID).execute();
    await trx
      .insertInto('packages')
      .values({
        package_id: BENCH_PACKAGE_ID,
        package_name: 'Bench package',
        entity_name: 'class',
        product_id: 3,
        price_paise: 100_000,
        duration_days: 365,
        free_trial_days: null,
        student_subscribed_services: JSON.stringify(['learn', 'practice', 'test']),
        school_id: null,
        package_flag: null,
      })
      .execute();
    for (const c of classes) {
      await trx
        .insertInto('package_syllabus')
        .values({ package_id: BENCH_PACKAGE_ID, board_id: 800_001, class_id: c.syllabus_id })
        .execute();
      await trx
        .insertInto('subscriptions')
        .values({
          id: randomUUID(),
          uuid: learner.uuid,
          package_id: BENCH_PACKAGE_ID,
          entity_name: 'class',
          board_id: 800_001,
          class_id: c.syllabus_id,
          package_status: 1,
          package_start_date: today,
          package_end_date: '2099-12-31',
          purchased_by: learner.uuid,
          subscription_source: 'bench',
          subscription_type_id: null,
          payment_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  });
}

/**
 * A database holding the demo world, a generated catalogue of CONTENT_COUNT items and PROGRESS_COUNT
 * progress records: SQLite under dataDir, or the PostgreSQL database of databaseUrl. Made once and
 * reused while its marker matches.
 */
export async function prepareBenchData(dataDir: string, databaseUrl: string | null): Promise<BenchData> {
  const { db, engine } = createDatabase({ databaseUrl, dataDir });
  // The demo world and the generated school's results are written through the server's own services.
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  });
  const services = composeScriptServices(config, db);
  try {
    await migrateToLatest(db);
    const firstContentId = 2_000_001;
    const existing = await db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_id', '>=', firstContentId)
      .executeTakeFirstOrThrow();
    const progress = await db
      .selectFrom('learning_progress')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) !== CONTENT_COUNT || Number(progress.n) < PROGRESS_COUNT) {
      if (Number(existing.n) > 0) {
        throw new Error(
          `The bench database holds ${existing.n} generated items, not ${CONTENT_COUNT}: start from an empty one ` +
            '(remove BENCH_DATA_DIR for SQLite; BENCH_PG_FRESH=1 with scripts/bench-postgres.sh).',
        );
      }
      console.log(
        `Generating ${CONTENT_COUNT} content items and ${PROGRESS_COUNT} progress records (once, ${engine}):`,
      );
      await log('demo world', () => seedDemoWorld(db, services));
      await log('catalogue', () => generateCatalogue(db, { contentCount: CONTENT_COUNT, firstContentId }));
      await log('progress', () => generateProgress(db, firstContentId));
      // PostgreSQL plans from table statistics; without them a fresh 1,000,000-row table may be planned
      // as if empty until autovacuum comes by. (SQLite plans from its indexes as the figures were taken.)
      if (engine === 'postgres') await log('analyze', () => sql`analyze`.execute(db));
    }
    await ensureBenchPackage(db);
    const topic = await db
      .selectFrom('content_mappings')
      .select(['syllabus_id', 'subject_id', 'group_id', 'board_id', 'class_id'])
      .where('content_id', '>=', firstContentId)
      .orderBy('syllabus_mapping_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const contentIds = (
      await db
        .selectFrom('contents')
        .select('content_id')
        .where('content_id', '>=', firstContentId)
        .where('content_kind', '=', 'video')
        .limit(200)
        .execute()
    ).map((c) => c.content_id);
    const listContent = await db
      .selectFrom('contents')
      .select('content_id')
      .where('content_id', '>=', firstContentId)
      .orderBy('content_id')
      .limit(500)
      .execute();
    // PostgreSQL plans from statistics: analyze once the homework tables are filled.
    const learnlists = await prepareLearnListBench(
      db,
      listContent.map((c) => c.content_id),
      { boardId: topic.board_id, classId: topic.class_id },
      async () => (engine === 'postgres' ? sql`analyze`.execute(db) : undefined),
    );
    const chapter = await db
      .selectFrom('syllabus_nodes')
      .select('parent_id')
      .where('syllabus_id', '=', topic.syllabus_id)
      .executeTakeFirst();
    const assessments = await prepareAssessmentBench(
      db,
      services,
      {
        boardId: topic.board_id,
        classId: topic.class_id,
        subjectId: topic.subject_id,
        chapterId: chapter?.parent_id ?? null,
        topicId: topic.syllabus_id,
      },
      learnlists.sectionId,
    );
    const live = await prepareLiveBench(db, services, topic.subject_id!);
    if (engine === 'postgres') await sql`analyze`.execute(db);
    return {
      subjectId: topic.subject_id!,
      topicId: topic.syllabus_id,
      groupId: topic.group_id,
      contentIds,
      learnlists,
      assessments,
      live,
    };
  } finally {
    await services.jobs.stop();
    await db.destroy();
  }
}
