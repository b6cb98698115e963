import type { MarkItemCompleteBody, MarkItemCompleteData } from '@esc/contracts';
import { isStaff, LearnListItemType } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { HomeworkOpen } from '../access/access.module.js';
import type { HomeworkProgress } from '../learning/progress-listeners.js';
import { learnersOf } from './assignment-views.js';
import type { AssignmentRow } from './assignments.repository.js';
import { createHomeworkList } from './homework-list.js';
import { idOf, invalid, type LearnListDeps } from './learnlist-ports.js';
import type { ItemRow } from './learnlists.repository.js';

export type HomeworkService = ReturnType<typeof createHomeworkService>;

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
    if (matches.length === 0) throw new AppError('NOT_FOUND', 'No such item in this learn-list.');
    if (matches.length > 1) throw invalid('learnlist_item_type', 'is needed: the list holds this id as several types');
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

  /** Completes an item once; answers the counts after it and tells the assigner when all are done. */
  async function record(learnerUuid: string, assignment: AssignmentRow, items: readonly ItemRow[], item: ItemRow) {
    const at = iso(clock());
    const result = await repos.completions.complete(
      { assignId: assignment.assign_id, uuid: learnerUuid, itemRowId: item.item_row_id },
      at,
    );
    const counts = await repos.completions.completedCounts([assignment.assign_id], learnerUuid);
    const completedCount = counts.get(assignment.assign_id)?.n ?? 0;
    if (result.recorded && completedCount >= items.length) {
      const [list] = await repos.lists.listsByIds([assignment.learnlist_id]);
      await tellIfAllDone(assignment, items.length, list?.learnlist_name ?? '', at);
    }
    return { ...result, completedCount };
  }

  /**
   * POST markLearnListItemComplete: once (a repeat answers the first completed_on, recorded false),
   * for an item of a list assigned to the learner, by a learner or their parent, never by staff. A
   * content item counts only by the progress rule (spec 000 §4): its progress record must be complete.
   */
  async function markComplete(caller: AuthContext, body: MarkItemCompleteBody): Promise<MarkItemCompleteData> {
    if (isStaff(caller.userTypeId)) throw new AppError('FORBIDDEN', 'Homework is completed by its learners.');
    const learner = await actingUserFor(caller, body.uuid, identity);
    const assignment = await held(learner.uuid, idOf(body.assign_id, 'assignment'));
    if (!assignment || assignment.learnlist_id !== idOf(body.learnlist_id)) {
      throw new AppError('NOT_FOUND', 'No such homework.');
    }
    if (Date.parse(assignment.starts_at) > clock()) {
      throw new AppError('CONFLICT', `This homework opens at ${assignment.starts_at}.`);
    }
    const items = await repos.lists.itemsOf([assignment.learnlist_id]);
    const item = itemNamed(items, body);
    if (item.item_type === LearnListItemType.Content) {
      const [record] = (await progress.resumeTimes(learner.uuid, [Number(item.item_id)])).contents;
      if (record?.is_content_completely_consumed !== 1) {
        throw new AppError(
          'CONFLICT',
          'This content counts as done once it has been watched or read through (spec 000 §4).',
        );
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
    };
  }

  /**
   * The content item of homework the learner holds, open by the time given: the assignment, its items
   * and the item; undefined for homework the learner does not hold, not yet open, or content not in it.
   */
  async function contentItemOf(uuid: string, assignId: number, contentId: number, at: string) {
    const assignment = await held(uuid, assignId);
    if (!assignment || Date.parse(assignment.starts_at) > Date.parse(at)) return undefined;
    const items = await repos.lists.itemsOf([assignment.learnlist_id]);
    const item = items.find((i) => i.item_type === LearnListItemType.Content && i.item_id === String(contentId));
    return item ? { assignment, items, item } : undefined;
  }

  /**
   * Content opened from homework (the gate told it: content details, the lesson, a video link or
   * POST /access/decide opening it): the item is stamped opened, first and last open.
   */
  async function contentOpened(event: HomeworkOpen): Promise<void> {
    const found = await contentItemOf(event.uuid, event.assignId, event.contentId, event.at);
    if (!found) return;
    await repos.completions.opened(
      { assignId: found.assignment.assign_id, uuid: event.uuid, itemRowId: found.item.item_row_id },
      event.at,
    );
  }

  /**
   * A progress post that named its homework (learning's AddProgressBody.assign_id): the content item
   * is stamped opened, and completed once the record is complete. A post naming homework the learner
   * does not hold, or content not in its list, changes nothing here.
   */
  async function progressPosted(event: HomeworkProgress): Promise<void> {
    const found = await contentItemOf(event.uuid, event.assignId, event.contentId, event.at);
    if (!found) return;
    const { assignment, items, item } = found;
    await repos.completions.opened(
      { assignId: assignment.assign_id, uuid: event.uuid, itemRowId: item.item_row_id },
      event.at,
    );
    if (event.complete) await record(event.uuid, assignment, items, item);
  }

  return { homework: list.homework, markComplete, progressPosted, contentOpened, held };
}
