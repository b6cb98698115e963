import type { MarkItemCompleteBody, MarkItemCompleteData } from '@esc/contracts';
import { isStaff, LearnListItemType, LearnListStage, PAPER_ITEM_TYPES } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { HomeworkOpen } from '../access/access.module.js';
import type { HomeworkProgress } from '../learning/learning.module.js';
import { learnersOf } from './assignment-views.js';
import type { AssignmentRow } from './assignments.repository.js';
import { createHomeworkList } from './homework-list.js';
import type { SourcedKind } from './item-sources.js';
import { idOf, invalid, type LearnListDeps } from './learnlist-ports.js';
import type { ItemRow } from './learnlists.repository.js';

export type HomeworkService = ReturnType<typeof createHomeworkService>;

/** A question, paper or recorded lecture opened from homework, as its owning module tells it. */
export interface HomeworkItemOpen {
  /** The learner (never a parent reading along: the module tells only the learner's own opens). */
  uuid: string;
  assignId: number;
  kind: SourcedKind;
  itemId: string;
  at: string;
}

/** The homework an item is opened from, as the owning module needs it to read a school's item. */
export interface HeldHomeworkItem {
  assignId: number;
  /** The list's school (null: a parent's private list). */
  schoolId: number | null;
  parentAssigned: boolean;
}

/** The learn-list item types of each kind another module opens (spec 000 §3). */
const TYPES_OF: Record<SourcedKind, readonly number[]> = {
  question: [LearnListItemType.Question],
  paper: PAPER_ITEM_TYPES,
  recorded_lecture: [LearnListItemType.RecordedLecture],
};

/** What the question bank, attempts and live ask of homework: the item an open names, and telling its open. */
export interface HomeworkItemsPort {
  heldItem(uuid: string, assignId: number, kind: SourcedKind, itemId: string): Promise<HeldHomeworkItem | undefined>;
  itemOpened(event: HomeworkItemOpen): Promise<void>;
}

/** A learner's side of homework: their list, completing items, and what content progress completes. */
export function createHomeworkService(deps: LearnListDeps) {
  const { repos, directory, identity, progress, events, clock, log } = deps;
  const list = createHomeworkList(deps);
  const iso = (ms: number) => new Date(ms).toISOString();

  /** The assignment, when the learner holds it (through a section they sit in, or a parent's to them). */
  async function held(learnerUuid: string, assignId: number): Promise<AssignmentRow | undefined> {
    const [assignment] = await repos.assignments.assignmentsByIds([assignId]);
    if (!assignment) return undefined;
    if (assignment.learner_uuid !== null) return assignment.learner_uuid === learnerUuid ? assignment : undefined;
    const [sections, mine] = await Promise.all([
      repos.assignments.sectionsOf([assignId]),
      directory.sectionIdsOf(learnerUuid),
    ]);
    return sections.some((s) => mine.includes(s.section_id)) ? assignment : undefined;
  }

  /** The item a mark names; with two items of one id (types differ), the type must be given. */
  function itemNamed(items: readonly ItemRow[], body: MarkItemCompleteBody): ItemRow {
    const id = String(body.learnlist_item_id).trim();
    const matches = items.filter(
      (i) => i.item_id === id && (body.learnlist_item_type === undefined || i.item_type === body.learnlist_item_type),
    );
    if (matches.length === 0) throw new AppError('NOT_FOUND', { reason: 'learnlists.noItem' });
    if (matches.length > 1) throw invalid('learnlist_item_type', { reason: 'learnlists.typeNeeded' });
    return matches[0]!;
  }

  /** Every learner of the assignment has completed every item: the assigner hears it, once. */
  async function tellIfAllDone(assignment: AssignmentRow, itemCount: number, title: string, at: string) {
    try {
      const sectionIds = (await repos.assignments.sectionsOf([assignment.assign_id])).map((s) => s.section_id);
      const [learners, done] = await Promise.all([
        learnersOf(deps, assignment, sectionIds),
        repos.completions.completedByLearner(assignment.assign_id),
      ]);
      if (learners.length === 0 || learners.some((l) => (done.get(l.uuid) ?? 0) < itemCount)) return;
      if (!(await repos.assignments.markAllDone(assignment.assign_id, at))) return;
      await events.completedByAll({
        assignId: assignment.assign_id,
        learnlistId: assignment.learnlist_id,
        title,
        assignedBy: assignment.assigned_by,
        learnerCount: learners.length,
        completedAt: at,
      });
    } catch (err) {
      log.error({ err, assignId: assignment.assign_id }, 'homework completed by all: telling failed');
    }
  }

  /**
   * Completes an item once; answers the counts after it and tells the assigner when all are done. On
   * a list its teacher archived (the learner worked offline meanwhile) the completion is kept (it was
   * real work) and nobody is told: the list stays archived (docs/offline-conflicts.md, rule 2).
   */
  async function record(
    learnerUuid: string,
    assignment: AssignmentRow,
    items: readonly ItemRow[],
    item: ItemRow,
    at: string = iso(clock()),
  ) {
    const result = await repos.completions.complete(
      { assignId: assignment.assign_id, uuid: learnerUuid, itemRowId: item.item_row_id },
      at,
    );
    const [counts, [list]] = await Promise.all([
      repos.completions.completedCounts([assignment.assign_id], learnerUuid),
      repos.lists.listsByIds([assignment.learnlist_id]),
    ]);
    const completedCount = counts.get(assignment.assign_id)?.n ?? 0;
    const archived = list?.stage === LearnListStage.Archived;
    if (result.recorded && !archived && completedCount >= items.length) {
      await tellIfAllDone(assignment, items.length, list?.learnlist_name ?? '', at);
    }
    return { ...result, completedCount, archived };
  }

  /**
   * POST markLearnListItemComplete: once (a repeat answers the first completed_on, recorded false),
   * for an item of a list assigned to the learner, by a learner or their parent, never by staff. A
   * content item counts only by the progress rule (spec 000 §4): its progress record must be complete.
   */
  async function markComplete(caller: AuthContext, body: MarkItemCompleteBody): Promise<MarkItemCompleteData> {
    if (isStaff(caller.userTypeId)) throw new AppError('FORBIDDEN', { reason: 'homework.learnersComplete' });
    const learner = await actingUserFor(caller, body.uuid, identity);
    const assignment = await held(learner.uuid, idOf(body.assign_id, 'assignment'));
    if (!assignment || assignment.learnlist_id !== idOf(body.learnlist_id)) {
      throw new AppError('NOT_FOUND', { reason: 'learnlists.noHomework' });
    }
    if (Date.parse(assignment.starts_at) > clock()) {
      throw new AppError('CONFLICT', { reason: 'homework.notStarted' });
    }
    const items = await repos.lists.itemsOf([assignment.learnlist_id]);
    const item = itemNamed(items, body);
    if (item.item_type === LearnListItemType.Content) {
      const [record] = (await progress.resumeTimes(learner.uuid, [Number(item.item_id)])).contents;
      if (record?.is_content_completely_consumed !== 1) {
        // Spec 000 §4: complete by the progress rule only.
        throw new AppError('CONFLICT', { reason: 'homework.watchFirst' });
      }
    }
    const result = await record(learner.uuid, assignment, items, item);
    return {
      assign_id: assignment.assign_id,
      learnlist_item_id: item.item_id,
      completed_on: result.completedOn,
      recorded: result.recorded,
      completed_count: result.completedCount,
      item_count: items.length,
      list_archived: result.archived,
    };
  }

  /**
   * The item of homework the learner holds, open by the time given: the assignment, its items and the
   * item (one of the types asked, by its id); undefined for homework the learner does not hold, not yet
   * open, or an item not in it.
   */
  async function itemOf(uuid: string, assignId: number, types: readonly number[], itemId: string, at: string) {
    const assignment = await held(uuid, assignId);
    if (!assignment || Date.parse(assignment.starts_at) > Date.parse(at)) return undefined;
    const items = await repos.lists.itemsOf([assignment.learnlist_id]);
    const item = items.find((i) => types.includes(i.item_type) && i.item_id === itemId);
    return item ? { assignment, items, item } : undefined;
  }

  /** An open of a held item: the last open moves (the first stays), and the item is completed once. */
  async function openedAndDone(
    uuid: string,
    { assignment, items, item }: { assignment: AssignmentRow; items: ItemRow[]; item: ItemRow },
    at: string,
  ): Promise<void> {
    await repos.completions.opened({ assignId: assignment.assign_id, uuid, itemRowId: item.item_row_id }, at);
    await record(uuid, assignment, items, item, at);
  }

  /**
   * Content opened from homework (the gate told it: content details, the lesson, a video link or
   * POST /access/decide opening it, by the learner; a parent's opens are not told): the item is
   * stamped opened and completed, once (spec 002 §4.2: complete when a non-teacher opens it).
   */
  async function contentOpened(event: HomeworkOpen): Promise<void> {
    const found = await itemOf(
      event.uuid,
      event.assignId,
      [LearnListItemType.Content],
      String(event.contentId),
      event.at,
    );
    if (found) await openedAndDone(event.uuid, found, event.at);
  }

  /**
   * A progress post that named its homework (learning's AddProgressBody.assign_id): the content item
   * is stamped opened, and completed once the record is complete. A post naming homework the learner
   * does not hold, or content not in its list, changes nothing here.
   */
  async function progressPosted(event: HomeworkProgress): Promise<void> {
    const found = await itemOf(
      event.uuid,
      event.assignId,
      [LearnListItemType.Content],
      String(event.contentId),
      event.at,
    );
    if (!found) return;
    const { assignment, items, item } = found;
    await repos.completions.opened(
      { assignId: assignment.assign_id, uuid: event.uuid, itemRowId: item.item_row_id },
      event.at,
    );
    if (event.complete) await record(event.uuid, assignment, items, item, event.at);
  }

  /**
   * The homework item a question, paper or recording is opened from, when the learner holds it (for
   * the owning module to read a school's item for its learners): the assignment, the list's school and
   * whether a parent assigned it. Undefined otherwise: the module then treats it as an ordinary open.
   */
  async function heldItem(
    uuid: string,
    assignId: number,
    kind: SourcedKind,
    itemId: string,
  ): Promise<HeldHomeworkItem | undefined> {
    const found = await itemOf(uuid, assignId, TYPES_OF[kind], itemId, iso(clock()));
    if (!found) return undefined;
    const [list] = await repos.lists.listsByIds([found.assignment.learnlist_id]);
    return {
      assignId: found.assignment.assign_id,
      schoolId: list?.school_id ?? null,
      parentAssigned: found.assignment.is_parent_assigned === 1,
    };
  }

  /**
   * A question, paper or recorded lecture opened from homework by the learner (the owning module tells
   * it: a question opened to practise, a paper's attempt started, a recording's playback the gate
   * allowed): the item is completed, once (spec 000 §4, 002 §4.2). Anything not held changes nothing.
   */
  async function itemOpened(event: HomeworkItemOpen): Promise<void> {
    const found = await itemOf(event.uuid, event.assignId, TYPES_OF[event.kind], event.itemId, event.at);
    if (found) await openedAndDone(event.uuid, found, event.at);
  }

  return { homework: list.homework, markComplete, progressPosted, contentOpened, held, heldItem, itemOpened };
}
