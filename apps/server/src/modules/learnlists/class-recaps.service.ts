import type { LearnListDetail, LearnListItemInput } from '@esc/contracts';
import { assignmentDueAt, assignmentStartsAt, canEditItems, LearnListStage } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ClassRecapsRepository } from './class-recaps.repository.js';
import type { LearnListAccess } from './learnlist-access.js';
import { prepareItems } from './learnlist-items.js';
import { invalid, type LearnListDeps } from './learnlist-ports.js';
import type { LearnListReads } from './learnlist-reads.service.js';
import type { LearnListViews } from './learnlist-views.js';
import type { ItemRow, ListRow } from './learnlists.repository.js';

/** A recap list as the live module reads it. */
export interface RecapSummary {
  learnlist_id: number;
  learnlist_name: string;
  school_id: number | null;
  owner_uuid: string;
  stage: number;
  item_count: number;
  /** Its assignment (made at the first publish), through which learners open its items; null before. */
  assign_id: number | null;
  is_published: 0 | 1;
}

/** The class a recap is made for: its school, presenter, name and where it sits in the catalogue. */
export interface NewRecap {
  schoolId: number;
  ownerUuid: string;
  name: string;
  boardId: number | null;
  classId: number | null;
  subjectId: number;
}

/** Where a published recap reaches: the class's sections, from the class's day in its school's country. */
export interface RecapAudience {
  sectionIds: readonly number[];
  classDay: string;
  countryIso: string;
  publishedBy: string;
}

const notFound = () => new AppError('NOT_FOUND', { reason: 'learnlists.noList' });

export type ClassRecaps = ReturnType<typeof createClassRecaps>;

/**
 * Class recaps, the learn-lists module's side: a recap is a school's learn-list with
 * is_class_recap 1. The live module decides who may act on a class and calls these with the class's
 * school; the list's own rules (50 items from the teaching screen, an item once, the 000 §5 groups,
 * content of the school's catalogue) are kept here.
 */
export function createClassRecaps(
  deps: LearnListDeps & {
    recaps: ClassRecapsRepository;
    access: LearnListAccess;
    views: LearnListViews;
    reads: LearnListReads;
  },
) {
  const { repos, recaps, briefs, clock } = deps;
  const now = () => new Date(clock()).toISOString();

  async function recapOf(listId: number, schoolId: number): Promise<ListRow> {
    const [list] = await repos.lists.listsByIds([listId]);
    if (!list || list.is_class_recap !== 1 || list.school_id !== schoolId) throw notFound();
    return list;
  }

  /** The item as stored; none when the list holds it already. One a list leaves out (000 §5) is 400. */
  async function prepared(item: LearnListItemInput, schoolId: number, existing: readonly ItemRow[]) {
    const { items, skipped } = await prepareItems([item], {
      field: 'item',
      existing,
      teachingScreen: true,
      schoolId,
      now: now(),
      briefs,
      sources: deps.items,
    });
    const left = skipped.find((s) => s.reason !== 'already in the list');
    if (left)
      throw invalid('item.group_id', { reason: 'learnlists.onlyAsQuestion', params: { group: String(item.group_id) } });
    return items;
  }

  /** A new recap holding its first item. */
  async function create(recap: NewRecap, item: LearnListItemInput): Promise<number> {
    const items = await prepared(item, recap.schoolId, []);
    const at = now();
    return repos.lists.insertList(
      {
        school_id: recap.schoolId,
        owner_uuid: recap.ownerUuid,
        learnlist_name: recap.name,
        is_class_recap: 1,
        from_teaching_screen: 1,
        board_id: recap.boardId,
        class_id: recap.classId,
        subject_id: recap.subjectId,
        created_at: at,
        updated_at: at,
      },
      items,
    );
  }

  /** Adds an item once; false when it was there already. */
  async function addItem(listId: number, schoolId: number, item: LearnListItemInput): Promise<boolean> {
    const list = await recapOf(listId, schoolId);
    if (!canEditItems(list.stage)) throw new AppError('CONFLICT', { reason: 'homework.archived' });
    const items = await prepared(item, schoolId, await repos.lists.itemsOf([listId]));
    if (items.length > 0) await repos.lists.addItems(listId, items, now());
    return items.length > 0;
  }

  /** A recap made by a request that lost the race to attach its own: removed (it was never given). */
  async function discard(listId: number): Promise<void> {
    await repos.lists.deleteUnassigned(listId);
  }

  async function summaries(listIds: readonly number[]): Promise<RecapSummary[]> {
    const lists = (await repos.lists.listsByIds(listIds)).filter((l) => l.is_class_recap === 1);
    const ids = lists.map((l) => l.learnlist_id);
    const [counts, assigned] = await Promise.all([repos.lists.itemCounts(ids), recaps.assignmentsOf(ids)]);
    return lists.map((l) => ({
      learnlist_id: l.learnlist_id,
      learnlist_name: l.learnlist_name,
      school_id: l.school_id,
      owner_uuid: l.owner_uuid,
      stage: l.stage,
      item_count: counts.get(l.learnlist_id) ?? 0,
      assign_id: assigned.get(l.learnlist_id) ?? null,
      is_published: l.stage === LearnListStage.Published ? 1 : 0,
    }));
  }

  /** Publishes the recap to its class's sections (an empty one is not published: 409). */
  async function publish(listId: number, schoolId: number, audience: RecapAudience): Promise<void> {
    const list = await recapOf(listId, schoolId);
    if (list.stage === LearnListStage.Archived) throw new AppError('CONFLICT', { reason: 'homework.archived' });
    const count = (await repos.lists.itemCounts([listId])).get(listId) ?? 0;
    if (count === 0) throw new AppError('CONFLICT', { reason: 'learnlists.recapAddItemFirst' });
    const at = now();
    const { classDay, countryIso } = audience;
    await recaps.publish(
      listId,
      {
        learnlist_id: listId,
        school_id: schoolId,
        assigned_by: audience.publishedBy,
        is_parent_assigned: 0,
        group_id: null,
        learner_uuid: null,
        assigned_as: JSON.stringify([1, 2, 3]),
        country_iso: countryIso,
        // A recap is not homework: it opens with its class's day and has no due day of its own.
        start_date: classDay,
        due_date: classDay,
        starts_at: new Date(assignmentStartsAt(classDay, countryIso)).toISOString(),
        due_at: new Date(assignmentDueAt(classDay, countryIso)).toISOString(),
        created_at: at,
        updated_at: at,
      },
      audience.sectionIds,
    );
  }

  async function unpublish(listId: number, schoolId: number): Promise<void> {
    const list = await recapOf(listId, schoolId);
    if (list.stage === LearnListStage.Archived) throw new AppError('CONFLICT', { reason: 'homework.archived' });
    await recaps.unpublish(listId, now());
  }

  /**
   * An existing list of the class's school becomes a recap (attachLearnListToClass): one the caller may
   * change (owner, or shared with them), not archived, and not given as homework (it would leave the
   * learners' homework). Anything else of theirs is 403/409; another's draft or another school's, 404.
   */
  async function attach(caller: AuthContext, listId: number, schoolId: number): Promise<void> {
    const { list } = await deps.access.load(caller, listId, 'edit');
    if (list.school_id !== schoolId) throw notFound();
    if (!canEditItems(list.stage)) throw new AppError('CONFLICT', { reason: 'homework.archived' });
    if (list.is_class_recap === 1) return;
    const assigned = (await repos.assignments.assignmentCounts([listId])).get(listId) ?? 0;
    if (assigned > 0) {
      throw new AppError('CONFLICT', { reason: 'learnlists.givenAsHomework' });
    }
    await recaps.markRecap(listId, 1, now());
  }

  /** A recap replaced by another list goes back to being an ordinary list while nobody was given it. */
  async function release(listId: number): Promise<void> {
    const assigned = await recaps.assignmentsOf([listId]);
    if (!assigned.has(listId)) await recaps.markRecap(listId, 0, now());
  }

  /** Items of the recaps in order, as the school's staff read them. */
  async function staffDetails(listIds: readonly number[]): Promise<LearnListDetail[]> {
    const lists = (await repos.lists.listsByIds(listIds)).filter((l) => l.is_class_recap === 1);
    return deps.views.details(lists, { canEdit: () => false, canAssign: () => false });
  }

  /** Items of the recaps the learner holds (a parent: the child uuid names), with their completion. */
  async function learnerDetails(caller: AuthContext, uuid: string | undefined, listIds: readonly number[]) {
    return deps.reads.detailsFor(caller, listIds, { uuid: uuid ?? null });
  }

  return { create, addItem, discard, summaries, publish, unpublish, attach, release, staffDetails, learnerDetails };
}
