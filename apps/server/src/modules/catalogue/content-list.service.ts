import type {
  ContentBySyllabusIdsQuery,
  ContentBySyllabusQuery,
  ContentItem,
  ContentListData,
  CorrectiveLearningQuery,
  GroupCategoryContentQuery,
  GroupContentPageQuery,
  QuickFilterBody,
  RelatedContentQuery,
} from '@esc/contracts';
import { DEFAULT_LANGUAGE_ID, GroupCategory, pageRange, type PageRange } from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';
import { contentScopeOf, givenId, parseIdList } from './catalogue-rules.js';
import { toContentItems } from './catalogue-mappers.js';
import type { Viewer } from './catalogue-viewer.js';
import type { ContentFilter, ContentOrder } from './content-filter.repository.js';
import type { ContentListRepository, ContentRow } from './content-list.repository.js';
import { loaded, type VersionedRead } from './http-cache.js';
import type { SyllabusTreeRepository } from './syllabus-tree.repository.js';

export type ContentListService = ReturnType<typeof createContentListService>;

/** Group-page calls take pages of at most this many items. */
export const MAX_PAGE_SIZE = 50;
/** Quick-filter answers are capped: a filter narrows a chapter, it is not an export. */
export const QUICK_FILTER_LIMIT = 100;

const emptyList = (range: PageRange): ContentListData => ({
  version: 1,
  start_index: range.startIndex,
  end_index: range.startIndex - 1,
  has_more: false,
  content_list: [],
});

/** Distinct content items in first-seen order (one item may be mapped in several places). */
function distinctContent(rows: readonly ContentRow[]): ContentRow[] {
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.content_id) && !!seen.add(r.content_id));
}

/**
 * Content lists under the syllabus tree. Every list: one content query and one tag query. Each takes
 * the viewer: another school's rack answers 404 like a missing node, and another school's own content
 * and placements are left out of every list (content-list.repository.ts).
 */
export function createContentListService({
  content,
  tree,
}: {
  content: ContentListRepository;
  tree: SyllabusTreeRepository;
}) {
  async function withTags(rows: readonly ContentRow[]): Promise<ContentItem[]> {
    return toContentItems(rows, await content.tagsOf(rows.map((r) => r.content_id)));
  }

  async function page(viewer: Viewer, filter: ContentFilter, range: PageRange, version: number, order?: ContentOrder) {
    const size = range.endIndex - range.startIndex + 1;
    // One row more than asked says whether another page exists, without a count query.
    const { schoolIds } = viewer;
    const rows = await content.list({
      schoolIds,
      filter,
      order,
      // The display order is the default language's: another medium's items come first.
      languageFirst: viewer.mediumId !== DEFAULT_LANGUAGE_ID ? viewer.mediumId : undefined,
      offset: range.startIndex - 1,
      limit: size + 1,
    });
    const items = await withTags(rows.slice(0, size));
    return {
      version,
      start_index: range.startIndex,
      end_index: range.startIndex + items.length - 1,
      has_more: rows.length > size,
      content_list: items,
    };
  }

  async function scopeOrThrow(syllabusId: number, groupId: number | null, viewer: Viewer) {
    const scope = await content.scope(syllabusId, groupId, viewer.schoolIds);
    if (!scope) throw new AppError('NOT_FOUND', { reason: 'catalogue.nodeNotFound' });
    return scope;
  }

  /** The group filter: a language variant also lists its default-language group's content. */
  function groupFilter(groupId: number | null, groupParent: number | null, familyOf: number | null): ContentFilter {
    if (groupId) return { groupIds: groupParent ? [groupId, groupParent] : [groupId] };
    if (familyOf) return { groupFamilyOf: familyOf };
    return {};
  }

  /** A category of 0 or none lists every category. */
  const categoryFilter = (id: number | undefined): ContentFilter => (id ? { categoryId: id } : {});
  const tagFilter = (id: number | null): ContentFilter => (id ? { tagValueIds: [id] } : {});
  /** The medium filter: 0 or none lists every medium. */
  const mediumFilter = (id: number | null): ContentFilter => (id ? { languageId: id } : {});

  async function bySyllabus(q: ContentBySyllabusQuery, viewer: Viewer): Promise<VersionedRead<ContentListData>> {
    const range = pageRange('default', q.startIndex, q.endIndex);
    const id = givenId(q.syllabusId);
    if (!id) return loaded([1], emptyList(range));
    const groupId = givenId(q.groupId);
    const scope = await scopeOrThrow(id, groupId, viewer);
    const tag = givenId(q.dynamicTagValueId);
    return {
      versions: [scope.version],
      load: () =>
        page(
          viewer,
          {
            under: [contentScopeOf(scope)],
            ...groupFilter(groupId, scope.group_parent_id, givenId(q.groupParentId)),
            ...categoryFilter(q.groupCategoryId),
            ...tagFilter(tag),
            ...mediumFilter(givenId(q.mediumId)),
          },
          range,
          scope.version,
        ),
    };
  }

  /** A category's content under a node, group by group in the groups' order (range 1 to 15). */
  async function byCategory(q: GroupCategoryContentQuery, viewer: Viewer): Promise<VersionedRead<ContentListData>> {
    const range = pageRange('categoryContent', q.startIndex, q.endIndex);
    const id = givenId(q.syllabusId);
    if (!id) return loaded([1], emptyList(range));
    const scope = await scopeOrThrow(id, null, viewer);
    const filter = { under: [contentScopeOf(scope)], ...categoryFilter(q.groupCategoryId) };
    return {
      versions: [scope.version],
      load: () => page(viewer, filter, range, scope.version, { by: 'group' }),
    };
  }

  async function groupPage(q: GroupContentPageQuery, viewer: Viewer): Promise<VersionedRead<ContentListData>> {
    const size = Math.min(q.pageSize ?? 10, MAX_PAGE_SIZE);
    const start = ((q.pageIndex ?? 1) - 1) * size + 1;
    const range = { startIndex: start, endIndex: start + size - 1 };
    const id = givenId(q.syllabusId) ?? givenId(q.classId);
    if (!id) return loaded([1], emptyList(range));
    const groupId = givenId(q.groupId);
    const scope = await scopeOrThrow(id, groupId, viewer);
    const tag = givenId(q.dynamic_tag_id);
    return {
      versions: [scope.version],
      load: () =>
        page(
          viewer,
          { under: [contentScopeOf(scope)], ...groupFilter(groupId, scope.group_parent_id, null), ...tagFilter(tag) },
          range,
          scope.version,
        ),
    };
  }

  async function bySyllabusIds(q: ContentBySyllabusIdsQuery, viewer: Viewer): Promise<VersionedRead<ContentListData>> {
    const range = pageRange('default', q.startIndex, q.endIndex);
    const nodes = await tree.byIds(parseIdList(q.syllabusIds), viewer.schoolIds);
    if (nodes.length === 0) return loaded([1], emptyList(range));
    const versions = nodes.map((n) => n.version);
    const groupId = givenId(q.groupId);
    const filter: ContentFilter = {
      under: nodes.map(contentScopeOf),
      ...(groupId ? { groupIds: [groupId] } : {}),
      ...categoryFilter(q.groupCategoryId),
    };
    return { versions, load: () => page(viewer, filter, range, Math.max(...versions)) };
  }

  /** Other content of the item's chapter (or node), items sharing one of its tags first. */
  async function related(q: RelatedContentQuery, viewer: Viewer): Promise<ContentItem[]> {
    const range = pageRange('default', q.startIndex, q.endIndex);
    const id = givenId(q.contentId);
    const { schoolIds } = viewer;
    const place = id ? (await content.placesOf([id], schoolIds))[0] : undefined;
    if (!id || !place) return [];
    const near = place.chapter_id
      ? { chapterIds: [place.chapter_id], syllabusIds: [] }
      : { chapterIds: [], syllabusIds: [place.syllabus_id] };
    const size = range.endIndex - range.startIndex + 1;
    const rows = await content.list({
      schoolIds,
      filter: { near, exceptContentIds: [id] },
      order: { by: 'sharesTagsWith', contentId: id },
      offset: range.startIndex - 1,
      limit: size * 2,
    });
    return withTags(distinctContent(rows).slice(0, size));
  }

  /** After a wrong answer: learn content of the same topics, then of the same chapters, as the given items. */
  async function corrective(q: CorrectiveLearningQuery, viewer: Viewer): Promise<ContentItem[]> {
    const range = pageRange('default', q.startIndex, q.endIndex);
    const ids = parseIdList(q.contentIds);
    const { schoolIds } = viewer;
    const places = await content.placesOf(ids, schoolIds);
    if (places.length === 0) return [];
    const topics = [...new Set(places.map((p) => p.syllabus_id))];
    const chapters = [...new Set(places.flatMap((p) => (p.chapter_id ? [p.chapter_id] : [])))];
    const size = range.endIndex - range.startIndex + 1;
    const rows = await content.list({
      schoolIds,
      filter: {
        near: { syllabusIds: topics, chapterIds: chapters },
        categoryId: GroupCategory.Learn,
        exceptContentIds: ids,
      },
      order: { by: 'topicsFirst', syllabusIds: topics },
      offset: range.startIndex - 1,
      limit: size * 2,
    });
    return withTags(distinctContent(rows).slice(0, size));
  }

  /** Title (case-insensitive contains) and any of the tag values, under a node. */
  async function quickFilter(
    body: QuickFilterBody,
    viewer: Viewer,
  ): Promise<{ version: number; items: ContentItem[] }> {
    const id = givenId(body.syllabus_id);
    if (!id) return { version: 1, items: [] };
    const scope = await scopeOrThrow(id, null, viewer);
    const filter: ContentFilter = {
      under: [contentScopeOf(scope)],
      titleContains: body.content_title?.trim(),
      tagValueIds: body.tag_value_ids,
      contentIds: body.content_list,
    };
    const rows = await content.list({ schoolIds: viewer.schoolIds, filter, offset: 0, limit: QUICK_FILTER_LIMIT });
    return { version: scope.version, items: await withTags(rows) };
  }

  return { bySyllabus, byCategory, groupPage, bySyllabusIds, related, corrective, quickFilter };
}
