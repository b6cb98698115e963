import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createKeptAnswers, stampOf } from '../../platform/cache/kept-answers.js';
import { bucketVersion, VERSION_BUCKETS } from '../../platform/cache/version-buckets.js';
import { CONTENT_TITLES_CACHE } from '../catalogue/catalogue.module.js';
import { PEOPLE_NAMES_CACHE, PLACEMENTS_CACHE } from '../identity/identity.module.js';
import { PROGRESS_BATCH_CACHE, PROGRESS_VERSIONS } from '../learning/learning.module.js';
import type { ListRow } from './learnlists.repository.js';
import { ASSIGNMENT_VERSIONS, HANDIN_TASKS_VERSIONS, HANDINS_VERSIONS, LIST_VERSIONS } from './report-versions.js';

/**
 * The longest a kept report is used. Every change made through the product moves a version and is
 * seen on the next read; this bounds only what no version hears of: a section, paper, question or
 * recording retitled, and any change made around the product in SQL (a learner put into or taken out
 * of a section by hand shows within this long, not on the next read).
 */
export const REPORT_MAX_AGE_MS = 60_000;

/** What a kept report was of, to decide the caller's rights on a hit without a query. */
export interface ReportFacts {
  list: ListRow;
  sharedWith: readonly string[];
  section: { section_id: number; school_id: number } | null;
  assignId: number | null;
  learners: readonly string[];
}

const FAMILIES = [LIST_VERSIONS, ASSIGNMENT_VERSIONS, PROGRESS_VERSIONS, HANDINS_VERSIONS, HANDIN_TASKS_VERSIONS];
const SINGLES = [PLACEMENTS_CACHE, PEOPLE_NAMES_CACHE, CONTENT_TITLES_CACHE, PROGRESS_BATCH_CACHE];

export type ReportAnswerCache = ReturnType<typeof createReportAnswerCache>;

/**
 * Item-wise reports kept serialized, by list, assignment and section asked, sort and language (and
 * the caller's sections when the assignment or section is left to be chosen). A report is used only
 * while every version it was built under is current: the list's and the assignment's (this module's
 * writes), who sits in sections and their names (identity), its learners' progress (learning),
 * contents' titles (catalogue), hand-ins and their marks (hand-ins). The caller's right to read it is
 * decided again on every hit from the facts kept with it.
 */
export function createReportAnswerCache(
  versions: Pick<CacheVersions, 'current'>,
  {
    maxEntries = 2000,
    maxBytes = 128 * 1024 * 1024,
    maxEntryBytes = 4 * 1024 * 1024,
    maxAgeMs = REPORT_MAX_AGE_MS,
  } = {},
) {
  const answers = createKeptAnswers<ReportFacts>(versions, { maxEntries, maxBytes, maxEntryBytes, maxAgeMs });

  /** The versions every name a report may depend on has now: taken before the report is read. */
  function snapshot(): (name: string) => string {
    const taken = new Map<string, string>();
    for (const family of FAMILIES) {
      for (let b = 0; b < VERSION_BUCKETS; b += 1) taken.set(`${family}.${b}`, versions.current(`${family}.${b}`));
    }
    for (const name of SINGLES) taken.set(name, versions.current(name));
    return (name) => taken.get(name) ?? versions.current(name);
  }

  /** The names a report of these facts depends on. */
  function namesOf(facts: ReportFacts): string[] {
    const listId = facts.list.learnlist_id;
    const names = new Set([
      ...SINGLES,
      bucketVersion(LIST_VERSIONS, listId),
      bucketVersion(HANDIN_TASKS_VERSIONS, listId),
    ]);
    if (facts.assignId !== null) {
      names.add(bucketVersion(ASSIGNMENT_VERSIONS, facts.assignId));
      names.add(bucketVersion(HANDINS_VERSIONS, facts.assignId));
    }
    for (const uuid of facts.learners) names.add(bucketVersion(PROGRESS_VERSIONS, uuid));
    return [...names];
  }

  function store(
    key: string,
    entry: { taken: (name: string) => string; builtAt: number; body: string; facts: ReportFacts },
  ) {
    const names = namesOf(entry.facts);
    const { taken, ...rest } = entry;
    return answers.store(key, { ...rest, names, version: stampOf(taken, names) });
  }

  return { snapshot, lookup: answers.lookup, store, stats: answers.stats };
}
