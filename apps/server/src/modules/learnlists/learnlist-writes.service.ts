import type {
  AddLearnListItemsBody,
  AssignLearnListToTeacherBody,
  AttachOpenTestBody,
  CreateUpdateLearnListBody,
  LearnListDetail,
  LearnListWriteData,
  RemoveLearnListItemsBody,
} from '@esc/contracts';
import {
  canChangeStage,
  canEditItems,
  defaultHomeworkTitle,
  isLearner,
  isStaff,
  LearnListItemType,
  LearnListStage,
} from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { LearnListAccess, LoadedList } from './learnlist-access.js';
import { prepareItems, type SkippedItem } from './learnlist-items.js';
import { mayList } from './item-sources.js';
import { idOf, invalid, optionalIdOf, type LearnListDeps } from './learnlist-ports.js';
import type { LearnListViews } from './learnlist-views.js';
import type { ListRow } from './learnlists.repository.js';

export type LearnListWrites = ReturnType<typeof createLearnListWrites>;

const archivedConflict = () => new AppError('CONFLICT', { reason: 'homework.archived' });

/** Making and changing lists: by a school's teachers (owner or shared) or a parent for their own. */
export function createLearnListWrites(deps: LearnListDeps & { access: LearnListAccess; views: LearnListViews }) {
  const { repos, access, views, briefs, clock } = deps;
  const now = () => new Date(clock()).toISOString();

  async function detailOf(caller: AuthContext, list: ListRow): Promise<LearnListDetail> {
    const schoolIds = await access.staffSchools(caller);
    const [detail] = await views.details([list], {
      canEdit: () => true,
      canAssign: (l, shared) => access.mayAssign(l, caller, schoolIds, shared),
    });
    return detail!;
  }

  async function reloaded(caller: AuthContext, id: number, skipped: SkippedItem[] = []): Promise<LearnListWriteData> {
    const [list] = await repos.lists.listsByIds([id]);
    return { learnlist: await detailOf(caller, list!), skipped_items: skipped };
  }

  /** The school a new list belongs to: the one asked for (of the caller's), else the caller's main one. */
  async function schoolOfNewList(caller: AuthContext, asked: number | null): Promise<number | null> {
    if (!isStaff(caller.userTypeId)) return null;
    const schoolIds = await access.staffSchools(caller);
    if (asked !== null) {
      await access.assertSchool(caller, schoolIds, asked);
      return asked;
    }
    const main = schoolIds[0];
    if (main === undefined) throw new AppError('NOT_FOUND', { reason: 'learnlists.notInSchool' });
    return main;
  }

  async function create(caller: AuthContext, body: CreateUpdateLearnListBody): Promise<LearnListWriteData> {
    const schoolId = await schoolOfNewList(caller, optionalIdOf(body.school_id, 'school'));
    const teachingScreen = body.from_teaching_screen === true;
    const { items, skipped } = await prepareItems(body.learnlist_data ?? [], {
      field: 'learnlist_data',
      existing: [],
      teachingScreen,
      schoolId,
      now: now(),
      briefs,
      sources: deps.items,
    });
    const name = body.learnlist_name?.trim() || defaultHomeworkTitle(await repos.lists.homeworkNamesOf(caller.uuid));
    const at = now();
    const id = await repos.lists.insertList(
      {
        school_id: schoolId,
        owner_uuid: caller.uuid,
        learnlist_name: name,
        from_teaching_screen: teachingScreen ? 1 : 0,
        board_id: body.board_id ?? null,
        class_id: body.class_id ?? null,
        subject_id: body.subject_id ?? null,
        created_at: at,
        updated_at: at,
      },
      items,
    );
    return reloaded(caller, id, skipped);
  }

  async function update(caller: AuthContext, listId: number, body: CreateUpdateLearnListBody) {
    const { list } = await access.load(caller, listId, 'edit');
    if (!canEditItems(list.stage)) throw archivedConflict();
    const patch: Partial<ListRow> = { updated_at: now() };
    const name = body.learnlist_name?.trim();
    if (name) patch.learnlist_name = name;
    for (const key of ['board_id', 'class_id', 'subject_id'] as const)
      if (body[key] !== undefined) patch[key] = body[key];
    if (body.learnlist_data === undefined) {
      await repos.lists.updateList(listId, patch);
      return reloaded(caller, listId);
    }
    const { items, skipped } = await prepareItems(body.learnlist_data, {
      field: 'learnlist_data',
      existing: [],
      teachingScreen: list.from_teaching_screen === 1 || body.from_teaching_screen === true,
      schoolId: list.school_id,
      now: now(),
      briefs,
      sources: deps.items,
    });
    await repos.lists.replaceItems(listId, items, patch);
    return reloaded(caller, listId, skipped);
  }

  /** POST createUpdateLearnListUniversity: without learnlist_id a new list, else a rename and the items replaced. */
  async function createOrUpdate(caller: AuthContext, body: CreateUpdateLearnListBody): Promise<LearnListWriteData> {
    if (isLearner(caller.userTypeId)) throw new AppError('FORBIDDEN', { reason: 'learnlists.learnersMakeNone' });
    const listId = optionalIdOf(body.learnlist_id);
    return listId === null ? create(caller, body) : update(caller, listId, body);
  }

  async function editable(caller: AuthContext, listId: number): Promise<LoadedList> {
    const loaded = await access.load(caller, listId, 'edit');
    if (!canEditItems(loaded.list.stage)) throw archivedConflict();
    return loaded;
  }

  async function addItems(caller: AuthContext, body: AddLearnListItemsBody): Promise<LearnListWriteData> {
    const { list } = await editable(caller, idOf(body.learnlist_id));
    const existing = await repos.lists.itemsOf([list.learnlist_id]);
    const { items, skipped } = await prepareItems(body.items, {
      field: 'items',
      existing,
      teachingScreen: list.from_teaching_screen === 1 || body.from_teaching_screen === true,
      schoolId: list.school_id,
      now: now(),
      briefs,
      sources: deps.items,
    });
    await repos.lists.addItems(list.learnlist_id, items, now());
    return reloaded(caller, list.learnlist_id, skipped);
  }

  /** An open test (a paper of the platform or the list's school; 400 naming paper_id otherwise) as an item (type 3). */
  async function attachOpenTest(caller: AuthContext, body: AttachOpenTestBody): Promise<LearnListWriteData> {
    const paperId = idOf(body.paper_id, 'paper');
    const { list } = await editable(caller, idOf(body.learnlist_id));
    if (!mayList((await deps.items.papers([paperId])).get(paperId), list.school_id)) {
      throw invalid('paper_id', { reason: 'learnlists.notListPaper' });
    }
    const item = {
      learnlist_item_id: paperId,
      learnlist_item_type: LearnListItemType.Paper,
      syllabus_id: body.syllabus_id,
    };
    return addItems(caller, { learnlist_id: body.learnlist_id, items: [item] });
  }

  async function removeItems(caller: AuthContext, body: RemoveLearnListItemsBody): Promise<LearnListDetail> {
    const { list } = await editable(caller, idOf(body.learnlist_id));
    const keys = body.items.map((i) => ({
      item_id: String(i.learnlist_item_id).trim(),
      item_type: i.learnlist_item_type,
    }));
    await repos.lists.removeItems(list.learnlist_id, keys, now());
    return (await reloaded(caller, list.learnlist_id)).learnlist;
  }

  /** Publish, unpublish (only while nobody was assigned it), archive (learnlist-rules canChangeStage). */
  async function setStage(caller: AuthContext, listId: number, stage: LearnListStage): Promise<LearnListDetail> {
    const { list } = await access.load(caller, listId, 'edit');
    if (list.is_class_recap === 1) {
      throw new AppError('CONFLICT', { reason: 'learnlists.recapFromClass' });
    }
    const [assigned, items] = await Promise.all([
      repos.assignments.assignmentCounts([listId]),
      repos.lists.itemCounts([listId]),
    ]);
    if (!canChangeStage(list.stage, stage, (assigned.get(listId) ?? 0) > 0)) {
      throw new AppError('CONFLICT', { reason: 'learnlists.stageMove', params: { from: list.stage, to: stage } });
    }
    if (stage === LearnListStage.Published && (items.get(listId) ?? 0) === 0) {
      throw new AppError('CONFLICT', { reason: 'homework.addItemFirst' });
    }
    await repos.lists.updateList(listId, { stage, updated_at: now() });
    return (await reloaded(caller, listId)).learnlist;
  }

  /** Deletes a list nobody was assigned; an assigned one is archived instead (409). */
  async function remove(caller: AuthContext, listId: number): Promise<{ learnlist_id: number; removed: boolean }> {
    await access.load(caller, listId, 'edit');
    if (!(await repos.lists.deleteUnassigned(listId))) {
      throw new AppError('CONFLICT', { reason: 'learnlists.assignedArchiveInstead' });
    }
    return { learnlist_id: listId, removed: true };
  }

  /** Shares the owner's list with teachers of its school (teacher only); others are answered as absent. */
  async function shareWithTeachers(caller: AuthContext, body: AssignLearnListToTeacherBody): Promise<LearnListDetail> {
    const { list } = await access.load(caller, idOf(body.learnlist_id), 'share');
    const wanted = [...new Set(body.teacher_uuids.map((u) => u.toLowerCase()))].filter((u) => u !== caller.uuid);
    const [people, placements] = await Promise.all([
      deps.directory.people(wanted),
      deps.directory.placementsOf(wanted),
    ]);
    for (const uuid of wanted) {
      const person = people.find((p) => p.uuid === uuid);
      const inSchool = placements.some((p) => p.user_uuid === uuid && p.school_id === list.school_id);
      if (!person || !isStaff(person.user_type_id) || !inSchool)
        throw new AppError('NOT_FOUND', { reason: 'learnlists.noTeacher' });
    }
    if (wanted.length > 0) await repos.lists.share(list.learnlist_id, wanted, caller.uuid, now());
    return (await reloaded(caller, list.learnlist_id)).learnlist;
  }

  return { createOrUpdate, addItems, attachOpenTest, removeItems, setStage, remove, shareWithTeachers };
}
