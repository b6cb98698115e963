import type {
  Group,
  GroupListByIdsBody,
  GroupListBySyllabusQuery,
  GroupListQuery,
  GroupSyllabusMappingQuery,
} from '@esc/contracts';
import { pageRange, readLanguage } from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';
import { contentScopeOf, givenId, parseIdList } from './catalogue-rules.js';
import type { Viewer } from './catalogue-viewer.js';
import type { ContentListRepository } from './content-list.repository.js';
import { assembleGroups } from './group-assembly.js';
import type { GroupsRepository } from './groups.repository.js';
import { loaded, type VersionedRead } from './http-cache.js';

export type GroupsService = ReturnType<typeof createGroupsService>;

/**
 * Groups (tabs of learn, practice and test content) and where they hold content. Groups are global;
 * their counts and places count only content and placements the viewer sees. A call naming no
 * language is answered in the viewer's medium of instruction.
 */
export function createGroupsService({ groups, content }: { groups: GroupsRepository; content: ContentListRepository }) {
  /** Groups with content under a node, with their counts: one count query and one family query. */
  async function underNode(
    syllabusId: number,
    viewer: Viewer,
    filters: { languageId?: number; groupId?: number; groupCategoryId?: number; mediumId?: number },
  ) {
    const scope = await content.scope(syllabusId, null, viewer.schoolIds);
    if (!scope) throw new AppError('NOT_FOUND', { reason: 'catalogue.nodeNotFound' });
    return {
      version: scope.version,
      load: async (): Promise<Group[]> => {
        const counts = await content.countBy(contentScopeOf(scope), 'group_id', viewer.schoolIds);
        const rows = await groups.families([...counts.keys()]);
        return assembleGroups(rows, {
          counts,
          userTypeId: viewer.userTypeId,
          languageId: readLanguage(filters.languageId, viewer.mediumId),
          groupId: givenId(filters.groupId),
          groupCategoryId: filters.groupCategoryId,
          mediumOnly: givenId(filters.mediumId),
        });
      },
    };
  }

  async function bySyllabus(q: GroupListBySyllabusQuery, viewer: Viewer): Promise<VersionedRead<Group[]>> {
    const id = givenId(q.syllabusId);
    if (!id) return loaded([1], []);
    const read = await underNode(id, viewer, q);
    return { versions: [read.version], load: read.load };
  }

  /** Every group, default-language entries in display order, range 1 to 500. */
  async function list(q: GroupListQuery, viewer: Viewer): Promise<Group[]> {
    const range = pageRange('groupList', q.startIndex, q.endIndex);
    const all = assembleGroups(await groups.all(), {
      userTypeId: viewer.userTypeId,
      languageId: readLanguage(q.languageId, viewer.mediumId),
      groupCategoryId: q.groupCategoryId,
    });
    return all.slice(range.startIndex - 1, range.endIndex);
  }

  async function byIds(body: GroupListByIdsBody, viewer: Viewer): Promise<Group[]> {
    const ids = new Set(body.group_ids);
    const all = assembleGroups(await groups.families([...ids]), {
      userTypeId: viewer.userTypeId,
      languageId: readLanguage(body.language_id, viewer.mediumId),
    });
    return all.filter((g) => g.language_group.some((v) => ids.has(v.group_id)));
  }

  /** Per group, the chapters (or subjects, for content mapped above chapters) of a class holding its content. */
  async function syllabusMapping(q: GroupSyllabusMappingQuery, viewer: Viewer) {
    const boardId = givenId(q.boardId);
    const classId = givenId(q.classId);
    const groupIds = parseIdList(q.groupIds);
    if (!boardId || !classId || groupIds.length === 0) return [];
    const rows = await content.groupPlaces(boardId, classId, groupIds, viewer.schoolIds);
    return rows.map((r) => ({
      group_id: r.group_id,
      syllabus_id: r.syllabus_id,
      syllabus_name: r.syllabus_name,
      rack_type_id: r.rack_type_id,
      subject_id: r.subject_id,
      content_count: Number(r.content_count),
    }));
  }

  async function countByGroup(syllabusId: number | undefined, groupCategoryId: number | undefined, viewer: Viewer) {
    const id = givenId(syllabusId);
    if (!id) return [];
    const list = await (await underNode(id, viewer, { groupCategoryId })).load();
    return list.map((g) => ({
      group_id: g.group_id,
      group_name: g.group_name,
      group_category_id: g.group_category_id,
      content_count: g.content_count ?? 0,
    }));
  }

  return { underNode, bySyllabus, list, byIds, syllabusMapping, countByGroup };
}
