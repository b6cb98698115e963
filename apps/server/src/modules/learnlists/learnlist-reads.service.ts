import type { LearnListDetail, SearchLearnListData } from '@esc/contracts';
import {
  ADMIN_SEARCH_LEARN_LIST_TYPE,
  isLearner,
  isParent,
  isStaff,
  isStateOf,
  learnListNameFilter,
  learnListOpenMode,
  LearnListStage,
} from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { LearnListAccess } from './learnlist-access.js';
import { isEditor } from './learnlist-access.js';
import type { LearnListDeps } from './learnlist-ports.js';
import type { LearnListViews, ViewContext } from './learnlist-views.js';
import type { SearchFilter } from './learnlists.repository.js';

export type LearnListReads = ReturnType<typeof createLearnListReads>;

const DEFAULT_PAGE_SIZE = 20;

export interface SearchAsk {
  name: string | null;
  stage: number | null;
  typeId: number | null;
  subjectId: number | null;
  schoolId: number | null;
  pageNo: number;
  pageSize: number | undefined;
}

/** Reading lists: the owner's side (staff of the school, a parent's own) and a learner's homework side. */
export function createLearnListReads(deps: LearnListDeps & { access: LearnListAccess; views: LearnListViews }) {
  const { repos, access, views, identity, directory } = deps;

  function ownerSide(caller: AuthContext, schoolIds: readonly number[]): ViewContext {
    return {
      canEdit: (l, shared) => isEditor(l, caller, shared),
      canAssign: (l, shared) => access.mayAssign(l, caller, schoolIds, shared),
    };
  }

  /** A learner's (or a parent's active child's) held assignments of the lists, with completion per item. */
  async function homeworkSide(learnerUuid: string, listIds: readonly number[], assignId: number | null) {
    const sectionIds = await directory.sectionIdsOf(learnerUuid);
    const held = (await repos.assignments.heldBy(learnerUuid, sectionIds))
      .filter((h) => listIds.includes(h.learnlist_id) && (assignId === null || h.assign_id === assignId))
      // The newest assignment of a list stands for it when none is named.
      .sort((a, b) => b.starts_at.localeCompare(a.starts_at) || b.assign_id - a.assign_id);
    const chosen = new Map<number, (typeof held)[number]>();
    for (const h of held) if (!chosen.has(h.learnlist_id)) chosen.set(h.learnlist_id, h);
    const rows = await repos.completions.rowsOf(
      [...chosen.values()].map((h) => h.assign_id),
      [learnerUuid],
    );
    const homework: NonNullable<ViewContext['homework']> = new Map(
      [...chosen.values()].map((h) => [
        h.learnlist_id,
        {
          assignId: h.assign_id,
          mode: learnListOpenMode({ parentAssigned: h.is_parent_assigned === 1 }),
          completed: new Map(
            rows
              .filter((r) => r.assign_id === h.assign_id && r.completed_on !== null)
              .map((r) => [r.item_row_id, r.completed_on!]),
          ),
        },
      ]),
    );
    return homework;
  }

  /**
   * Lists by id as the caller may see them, in the order asked; the others are left out as absent.
   * Learners see the lists assigned to them; a parent naming a child (uuid) sees the child's.
   */
  async function detailsFor(
    caller: AuthContext,
    listIds: readonly number[],
    ask: { uuid?: string | null; assignId?: number | null },
  ): Promise<LearnListDetail[]> {
    const lists = await repos.lists.listsByIds(listIds);
    const learnerSide = isLearner(caller.userTypeId) || (isParent(caller.userTypeId) && !!ask.uuid);
    if (learnerSide) {
      const acting = await actingUserFor(caller, ask.uuid, identity);
      const homework = await homeworkSide(acting.uuid, listIds, ask.assignId ?? null);
      const visible = lists.filter((l) => homework.has(l.learnlist_id) || l.owner_uuid === caller.uuid);
      const ordered = listIds.flatMap((id) => visible.filter((l) => l.learnlist_id === id));
      return views.details(ordered, { canEdit: () => false, canAssign: () => false, homework });
    }
    const [schoolIds, shared] = await Promise.all([access.staffSchools(caller), repos.lists.sharedWith(listIds)]);
    const visible = lists.filter((l) => {
      const sharedWith = shared.filter((s) => s.learnlist_id === l.learnlist_id).map((s) => s.teacher_uuid);
      return access.sees(l, caller, schoolIds, sharedWith);
    });
    const ordered = listIds.flatMap((id) => visible.filter((l) => l.learnlist_id === id));
    return views.details(ordered, ownerSide(caller, schoolIds));
  }

  async function detail(
    caller: AuthContext,
    listId: number,
    ask: { uuid?: string | null; assignId?: number | null },
  ): Promise<LearnListDetail> {
    const [found] = await detailsFor(caller, [listId], ask);
    if (!found) throw new AppError('NOT_FOUND', { reason: 'learnlists.noList' });
    return found;
  }

  /**
   * The lists the caller works with, newest first: their own and those shared with them; with type 5
   * (staff) every list of their school past draft too. A parent searches their own. The name filter
   * applies only when longer than 2 characters (spec 000 §5).
   */
  async function search(caller: AuthContext, ask: SearchAsk): Promise<SearchLearnListData> {
    if (isLearner(caller.userTypeId)) throw new AppError('FORBIDDEN', { reason: 'learnlists.learnersSeeHomework' });
    const filter: SearchFilter = {
      mineOrShared: caller.uuid,
      stage: isStateOf(LearnListStage, ask.stage) ? ask.stage : null,
      subjectId: ask.subjectId,
      name: learnListNameFilter(ask.name),
    };
    if (isStaff(caller.userTypeId)) {
      const schoolIds = await access.staffSchools(caller);
      if (ask.schoolId !== null) await access.assertSchool(caller, schoolIds, ask.schoolId);
      filter.schoolIds = ask.schoolId !== null ? [ask.schoolId] : schoolIds;
      filter.othersPublished = ask.typeId === ADMIN_SEARCH_LEARN_LIST_TYPE;
    }
    const pageSize = ask.pageSize ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await repos.lists.search(filter, { offset: (ask.pageNo - 1) * pageSize, limit: pageSize });
    return {
      total_count: total,
      page_no: ask.pageNo,
      page_size: pageSize,
      learnlist_list: await views.summaries(rows),
    };
  }

  return { detail, detailsFor, search };
}
