import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createKeptAnswers } from '../../platform/cache/kept-answers.js';

/** The cache version this module moves whenever a class is made, changed, cancelled, started or closed. */
export const LIVE_CLASSES_CACHE = 'live-classes.classes';
/** The cache version the recordings module moves when a class's recordings change. */
export const CLASS_RECORDINGS_CACHE = 'recordings.classes';

/**
 * The longest a kept week is used. Every change made through the product moves a version and is seen
 * at once; this bounds what no version hears of: a presenter renamed, an upload's transcoding that
 * finished (its recording is settled when next read), a change made around the product (SQL).
 */
export const WEEK_MAX_AGE_MS = 60_000;

/** What a learner's week is built from besides the classes: whose sections, which days, which words. */
export interface WeekKey {
  /** The learner's schools in their order (the first one's time zone says the days). */
  schoolIds: readonly number[];
  sectionIds: Iterable<number>;
  start: string;
  end: string;
  language: string;
}

/** The versions a week is built under: its classes and their recordings. */
const WEEK_VERSIONS = [LIVE_CLASSES_CACHE, CLASS_RECORDINGS_CACHE] as const;

export type WeekAnswerCache = ReturnType<typeof createWeekAnswerCache>;

/**
 * Learners' weeks (myScheduleUniversity) kept serialized, so a repeated read costs the reader's
 * placements and a map lookup. The key is everything two weeks can differ by (schools, sections,
 * days, language); two learners of the same sections read the same classes, so they share an answer,
 * and a learner moved to another section has another key at once. A week is used only under the
 * versions it was built under (classes and recordings: moved in every process through the cache
 * versions' channel) and only until one of its classes starts or ends.
 */
export function createWeekAnswerCache(
  versions: Pick<CacheVersions, 'current'>,
  { maxEntries = 20_000, maxBytes = 64 * 1024 * 1024, maxEntryBytes = 512 * 1024, maxAgeMs = WEEK_MAX_AGE_MS } = {},
) {
  const answers = createKeptAnswers<null>(versions, { maxEntries, maxBytes, maxEntryBytes, maxAgeMs });

  const keyOf = (week: WeekKey): string =>
    [
      week.schoolIds.join(','),
      [...week.sectionIds].sort((a, b) => a - b).join(','),
      week.start,
      week.end,
      week.language,
    ].join('|');

  /** The kept answer, or the version to build one under (read before the data, so a change meanwhile drops it). */
  function lookup(key: string, now: number): { hit: Buffer } | { version: string } {
    const kept = answers.lookup(key, now);
    return kept ? { hit: kept.body } : { version: answers.stamp(WEEK_VERSIONS) };
  }

  /** shownUntil: when a card of the week next changes by the clock (null: none will). */
  function store(key: string, entry: { version: string; builtAt: number; shownUntil: number | null; body: string }) {
    const { version, builtAt, shownUntil, body } = entry;
    const validUntil = shownUntil ?? undefined;
    return answers.store(key, { names: WEEK_VERSIONS, version, builtAt, validUntil, body, facts: null });
  }

  return { keyOf, lookup, store, stats: answers.stats };
}

/** The class writes that change what a week shows: made, changed, cancelled, started, closed. */
export const CLASS_WRITES = ['insert', 'insertMany', 'update', 'closeIfStill'] as const;
