import {
  MAX_DB_INTEGER,
  type AddProgressBody,
  type AddProgressData,
  type CategoryContentData,
  type ContentProgressItem,
  type ContentResumeData,
  type ProgressRecord,
  type RecentActivityData,
  type RecentContentData,
} from '@esc/contracts';
import {
  activityWindow,
  capConsumptionDelta,
  CONTINUE_LEARNING_SIZE,
  continueLearning,
  formatMediaTime,
  GroupCategory,
  mediaTimeToMs,
  MAX_MEDIA_TIME_MS,
  type PackagePeriod,
  pageRange,
  PROGRESS_SOURCES,
  progressPercent,
} from '@esc/domain';
import { AppError, type ReasonRef } from '../../platform/errors/app-error.js';
import type { ContentBrief, ContentBriefs, SchoolsPerson, ViewerSchools } from '../catalogue/catalogue.module.js';
import type { HomeworkProgress } from './homework-progress-event.js';
import type { Db } from '../../db/database.js';
import type { ProgressContext, ProgressPost, ProgressRepository, ProgressRow } from './progress.repository.js';
import { recordProgressPosts } from './progress-writes.js';
import { createPackageWorkCheck } from './package-work-check.js';
import { createWriteBatcher } from '../../platform/db/write-batcher.js';

export type ProgressService = ReturnType<typeof createProgressService>;

const MAX_IDS_PER_READ = 100;
/** How far back "continue learning" looks, whatever page size the caller asks for. */
const RECENT_WINDOW = 50;
const CATEGORY_NAMES: Record<number, string> = {
  [GroupCategory.Learn]: 'learn',
  [GroupCategory.Practice]: 'practice',
  [GroupCategory.Test]: 'test',
};

const MEDIA_TIME_FORMAT: ReasonRef = {
  reason: 'learning.mediaTimeFormat',
  params: { format: 'HH:MM:SS', hours: MAX_MEDIA_TIME_MS / 3_600_000 },
};

function invalid(field: string, why: ReasonRef): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { errors: [{ field, ...why }] });
}

const seconds = (ms: number) => Math.floor(ms / 1000);
const flag = (value: number): 0 | 1 => (value ? 1 : 0);

/** Paper progress shares the table with content progress under the negated paper id. */
function recordKeyOf(body: AddProgressBody): number {
  if (body.content_id !== undefined) return body.content_id;
  if (body.paper_id !== undefined) return -body.paper_id;
  throw invalid('content_id', { reason: 'learning.itemRequired', params: { paperField: 'paper_id' } });
}

/** The post's idempotency key, from the body or the header; both may be sent only when they agree. */
function eventKeyOf(fromBody: string | undefined, fromHeader: string | undefined): string | null {
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader) {
    throw invalid('client_event_id', { reason: 'learning.eventKeyDiffers', params: { header: 'Idempotency-Key' } });
  }
  return fromBody ?? fromHeader ?? null;
}

function toRecord(row: ProgressRow): ProgressRecord {
  return {
    content_id: row.content_id > 0 ? row.content_id : null,
    paper_id: row.content_id < 0 ? -row.content_id : null,
    total_consumption_time: seconds(row.total_consumption_ms),
    total_media_time: formatMediaTime(row.total_media_ms),
    is_content_completely_consumed: flag(row.is_complete),
    resume_time: seconds(row.resume_position_ms),
    source: row.source,
    completed_at: row.completed_at,
    updated_at: row.updated_at,
  };
}

function toItem(row: ProgressRow, content: ContentBrief | undefined): ContentProgressItem {
  const complete = row.is_complete === 1;
  return {
    content_id: row.content_id,
    content_title: content?.content_title ?? null,
    content_kind: content?.content_kind ?? null,
    thumbnail_key: content?.thumbnail_key ?? null,
    group_category_id: row.group_category_id,
    total_media_time: formatMediaTime(row.total_media_ms),
    total_consumption_time: seconds(row.total_consumption_ms),
    resume_time: seconds(row.resume_position_ms),
    is_content_completely_consumed: flag(row.is_complete),
    progress: progressPercent(row.total_consumption_ms, row.total_media_ms, complete),
    last_viewed_on: row.updated_at,
  };
}

export function createProgressService({
  repo,
  catalogue,
  schools,
  clock,
  concurrentBatches = 1,
  homeworkProgress,
  countryOf,
  packagePeriods,
  progressMoved,
}: {
  repo: ProgressRepository;
  catalogue: ContentBriefs;
  /** Whose school's own content the learner sees: its titles and lengths are the catalogue's only for them. */
  schools: ViewerSchools;
  clock: () => number;
  /** Progress batches written at once: 1 on SQLite (one writer), more on PostgreSQL. */
  concurrentBatches?: number;
  /**
   * Publishes, inside the batch's transaction, that a post named the homework it comes from
   * (assign_id): learn-lists stamps and completes the item as a job, after the learner has the answer.
   */
  homeworkProgress?: (within: Db, event: HomeworkProgress) => Promise<void>;
  /** The learner's country, whose time zone makes a day of their activity (India when unknown). */
  countryOf?: (uuid: string) => Promise<string | null>;
  /** The learner's periods of a package (commerce's subscription reader). */
  packagePeriods?: (uuid: string, packageId: number) => Promise<PackagePeriod[]>;
  /** Moves the progress versions of the batch's learners inside its transaction (progress-versions.ts). */
  progressMoved?: (within: Db, uuids: readonly string[]) => Promise<void>;
}) {
  const checkPackageWork = createPackageWorkCheck({ clock, countryOf, packagePeriods });
  async function tellHomework(
    trx: Db,
    posts: readonly ProgressPost[],
    results: readonly { row: ProgressRow; duplicate: boolean }[],
  ): Promise<void> {
    await progressMoved?.(
      trx,
      posts.map((p) => p.uuid),
    );
    if (!homeworkProgress) return;
    for (const [i, post] of posts.entries()) {
      const { row, duplicate } = results[i]!;
      // A repeat of a post already told changes nothing: it was published with the post that counted.
      if (post.assignId === undefined || post.recordKey <= 0 || duplicate) continue;
      const complete = row.is_complete === 1;
      await homeworkProgress(trx, {
        uuid: post.uuid,
        assignId: post.assignId,
        contentId: post.recordKey,
        complete,
        at: post.now,
      });
    }
  }
  // Progress is the hottest write: posts that arrive together share one durable commit.
  const record = (posts: readonly ProgressPost[]) => recordProgressPosts(repo, posts, tellHomework);
  const writer = createWriteBatcher({
    runBatch: record,
    runOne: async (post: ProgressPost) => (await record([post]))[0]!,
    concurrency: concurrentBatches,
  });

  /**
   * One progress post of any of the six progress paths (semantics in contracts AddProgressBody).
   * `idempotencyKey` is the `Idempotency-Key` header, when the client sent the key that way.
   */
  async function post(who: SchoolsPerson, body: AddProgressBody, idempotencyKey?: string): Promise<AddProgressData> {
    const { uuid } = who;
    const recordKey = recordKeyOf(body);
    if (!PROGRESS_SOURCES.includes(body.source)) throw invalid('source', { reason: 'learning.sourceInvalid' });
    const key = eventKeyOf(body.client_event_id, idempotencyKey);
    await checkPackageWork(uuid, body);
    let mediaMs: number | null = null;
    if (typeof body.total_media_time === 'number') {
      mediaMs = body.total_media_time;
    } else if (body.total_media_time !== undefined) {
      mediaMs = mediaTimeToMs(body.total_media_time);
      if (mediaMs === null) throw invalid('total_media_time', MEDIA_TIME_FORMAT);
    } else if (recordKey > 0) {
      // Only when the client did not say: the posts that matter for speed carry it.
      mediaMs = await catalogue.mediaMsOf(recordKey, await schools.of(who));
    }
    const context: ProgressContext = {
      section_id: body.section_id,
      enrolled_school_id: body.enrolled_school_id,
      group_category_id: body.group_category_id,
      group_category_name: body.group_category_name,
      board_id: body.board_id,
      class_id: body.class_id,
      learning_profile: body.learning_profile,
      package_id: body.package_id,
    };
    for (const key of Object.keys(context) as (keyof ProgressContext)[]) {
      if (context[key] === undefined) delete context[key];
    }
    const now = new Date(clock()).toISOString();
    const assignId = body.assign_id == null ? undefined : Number(body.assign_id);
    const { row, duplicate } = await writer.write({
      uuid,
      eventKey: key === null ? null : `${uuid}:${key}`,
      recordKey,
      deltaMs: capConsumptionDelta(body.total_consumption_time * 1000, mediaMs ?? 0),
      mediaMs,
      resumeMs: body.resume_position === undefined ? undefined : Math.round(body.resume_position * 1000),
      source: body.source,
      context,
      now,
      // Content opened from homework: learn-lists stamps the item (and completes it once complete).
      ...(assignId !== undefined && assignId <= MAX_DB_INTEGER ? { assignId } : {}),
    });
    return { ...toRecord(row), duplicate };
  }

  /** Resume time and completion of each asked content; content never played reads 0. */
  async function resumeTimes(uuid: string, contentIds: readonly number[]): Promise<ContentResumeData> {
    const ids = [...new Set(contentIds)];
    if (ids.length === 0)
      throw invalid('contentId', { reason: 'learning.idsRequired', params: { listField: 'contentIds' } });
    if (ids.length > MAX_IDS_PER_READ)
      throw invalid('contentIds', { reason: 'validation.tooMany', params: { count: MAX_IDS_PER_READ } });
    const rows = new Map((await repo.recordsOf(uuid, ids)).map((r) => [r.content_id, r]));
    return {
      contents: ids.map((content_id) => {
        const row = rows.get(content_id);
        return {
          content_id,
          resume_time: row ? seconds(row.resume_position_ms) : 0,
          total_consumption_time: row ? seconds(row.total_consumption_ms) : 0,
          total_media_time: formatMediaTime(row?.total_media_ms ?? 0),
          is_content_completely_consumed: flag(row?.is_complete ?? 0),
        };
      }),
    };
  }

  /**
   * Progress records as list items with the catalogue's title, kind and thumbnail: one lookup per list.
   * A record of content the learner does not see (another school's, posted by id) keeps no title.
   */
  async function items(rows: readonly ProgressRow[], who: SchoolsPerson): Promise<ContentProgressItem[]> {
    const contents = await catalogue.contents(
      rows.map((r) => r.content_id),
      await schools.of(who),
    );
    return rows.map((r) => toItem(r, contents.get(r.content_id)));
  }

  /** The learner's content of one category, most recent first, in the range of spec 000 §9 (1-15). */
  async function categoryContent(
    who: SchoolsPerson,
    groupCategoryId: number,
    startIndex?: number,
    endIndex?: number,
  ): Promise<CategoryContentData> {
    const range = pageRange('categoryContent', startIndex, endIndex);
    const [rows, total] = await Promise.all([
      repo.recentContent(who.uuid, {
        groupCategoryId,
        offset: range.startIndex - 1,
        limit: range.endIndex - range.startIndex + 1,
      }),
      repo.countContent(who.uuid, groupCategoryId),
    ]);
    return {
      group_category_id: groupCategoryId,
      start_index: range.startIndex,
      end_index: range.endIndex,
      total_count: total,
      contents: await items(rows, who),
    };
  }

  async function recentContent(who: SchoolsPerson, limit = 20): Promise<RecentContentData> {
    const rows = await repo.recentContent(who.uuid, { offset: 0, limit: Math.max(limit, RECENT_WINDOW) });
    const recent = await items(rows, who);
    return { contents: recent.slice(0, limit), continue_learning: continueLearning(recent, CONTINUE_LEARNING_SIZE) };
  }

  /** Activity between two days (or timestamps); a day is the learner's school's day, in its time zone. */
  async function recentActivity(uuid: string, from?: string, to?: string): Promise<RecentActivityData> {
    const country = (from || to) && countryOf ? await countryOf(uuid) : null;
    const window = activityWindow(from, to, country);
    const rows = await repo.activityByCategory(uuid, window.from, window.to);
    const categories = Object.entries(CATEGORY_NAMES).map(([id, name]) => {
      const row = rows.find((r) => r.group_category_id === Number(id));
      return {
        group_category_id: Number(id),
        group_category_name: name,
        consumed_count: row?.consumed ?? 0,
        completed_count: row?.completed ?? 0,
        total_consumption_time: seconds(row?.consumption_ms ?? 0),
      };
    });
    // Totals include content posted without a category.
    return {
      categories,
      total_consumed: rows.reduce((n, r) => n + r.consumed, 0),
      total_completed: rows.reduce((n, r) => n + r.completed, 0),
      total_consumption_time: seconds(rows.reduce((n, r) => n + r.consumption_ms, 0)),
    };
  }

  /** Consumption and completion of several learners' contents (the homework report), in one query. */
  async function progressOfLearners(uuids: readonly string[], contentIds: readonly number[]) {
    const rows = await repo.recordsOfLearners([...new Set(uuids)], [...new Set(contentIds)]);
    return rows.map((r) => ({
      uuid: r.uuid,
      contentId: r.content_id,
      consumptionSeconds: seconds(r.total_consumption_ms),
      complete: r.is_complete === 1,
      updatedAt: r.updated_at,
    }));
  }

  return { post, resumeTimes, categoryContent, recentContent, recentActivity, progressOfLearners };
}
