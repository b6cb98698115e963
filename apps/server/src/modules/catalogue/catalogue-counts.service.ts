import { GroupCategory } from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';
import { childColumnOf, contentScopeOf, GROUP_CATEGORY_NAMES, givenId, parseIdList } from './catalogue-rules.js';
import type { Viewer } from './catalogue-viewer.js';
import type { ContentListRepository } from './content-list.repository.js';
import type { SyllabusTreeRepository } from './syllabus-tree.repository.js';

export type CatalogueCountsService = ReturnType<typeof createCatalogueCountsService>;

/**
 * Counts over the tree (dashboards and badges) and tag look-ups: each a grouped count on one index.
 * A count counts what the viewer's lists would list: another school's rack is 404, its content 0.
 */
export function createCatalogueCountsService({
  content,
  tree,
}: {
  content: ContentListRepository;
  tree: SyllabusTreeRepository;
}) {
  async function scopeOf(syllabusId: number, viewer: Viewer) {
    const scope = await content.scope(syllabusId, null, viewer.schoolIds);
    if (!scope) throw new AppError('NOT_FOUND', { reason: 'catalogue.nodeNotFound' });
    return contentScopeOf(scope);
  }

  /** Content per category under a node; every category is listed, zeros included, so badges need no guessing. */
  async function contentCount(syllabusId: number | undefined, viewer: Viewer) {
    const id = givenId(syllabusId);
    if (!id) return [];
    const counts = await content.countBy(await scopeOf(id, viewer), 'category', viewer.schoolIds);
    return [GroupCategory.Learn, GroupCategory.Practice, GroupCategory.Test].map((c) => ({
      group_category_id: c,
      group_category_name: GROUP_CATEGORY_NAMES[c]!,
      content_count: counts.get(c) ?? 0,
    }));
  }

  /** Per child node: its own children and its content (any depth). */
  async function childLayerCount(syllabusId: number | undefined, viewer: Viewer) {
    const id = givenId(syllabusId);
    if (!id) return [];
    const scope = await scopeOf(id, viewer);
    const [children, counts] = await Promise.all([
      tree.children(id, viewer.schoolIds),
      content.countBy(scope, childColumnOf(scope), viewer.schoolIds),
    ]);
    return children.map((c) => ({
      syllabus_id: c.syllabus_id,
      syllabus_name: c.syllabus_name,
      rack_type_id: c.rack_type_id,
      order: c.display_order,
      child_count: c.child_count,
      content_count: counts.get(c.syllabus_id) ?? 0,
    }));
  }

  async function tagDetail(q: { tagValueIds?: string; tagIds?: string }) {
    return content.tagValues(parseIdList(q.tagValueIds), parseIdList(q.tagIds));
  }

  return { contentCount, childLayerCount, tagDetail };
}
