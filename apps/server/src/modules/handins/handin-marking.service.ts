import type {
  HandinData,
  HandinListBody,
  HandinListData,
  ReturnHandinBody,
  SetTaskHandinBody,
  TaskHandinsBody,
  TaskHandinsData,
} from '@esc/contracts';
import { canMarkHandin, HandinStatus } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { wireId } from '../../platform/http/wire-ids.js';
import { staffActor } from '../../platform/auth/staff-actor.js';
import { fullName, iso, invalid, type HandinsDeps } from './handins-ports.js';
import { marksReason, maxMarksReason } from './handin-marks-reasons.js';
import type { HandinTelling } from './handin-telling.js';
import { keysOf, standingOf, type HandinViews } from './handin-views.js';
import { isSafeKey } from '../../platform/storage/storage.js';
import type { HandinActor, HandinsPolicy } from './handins.policy.js';
import type { HandinRow } from './handins.repository.js';

type Deps = HandinsDeps & { views: HandinViews; telling: HandinTelling; policy: HandinsPolicy };

/** Learners of one section, at most (a section is far smaller). */
const SECTION_LEARNERS_MAX = 1000;

export type HandinMarking = ReturnType<typeof createHandinMarking>;

/**
 * The teacher's side: which of a list's tasks ask for work (and the maximum mark), who of a section
 * handed in, and marking one hand-in: returned with marks and a comment, or asked for again. Another
 * school's homework or hand-in is absent (404); a section the caller does not teach is refused (403).
 */
export function createHandinMarking(deps: Deps) {
  const { tasks, repos, scopes, directory, clock, views, telling, policy, audit } = deps;

  async function actorOf(caller: AuthContext): Promise<HandinActor> {
    const scope = await scopes.scopeOf(caller);
    return { ...staffActor(caller, scope), allSections: scope.allSections, sectionIds: scope.sectionIds };
  }

  async function settingsOf(caller: AuthContext, listId: number): Promise<TaskHandinsData> {
    const { learnlistId, taskIds } = await tasks.listToRead(caller, listId);
    const rows = await repos.handins.tasksOf(learnlistId, taskIds);
    return {
      learnlist_id: learnlistId,
      tasks: rows.map((r) => ({ learnlist_id: learnlistId, learnlist_item_id: r.item_id, max_marks: r.max_marks })),
    };
  }

  async function setTask(caller: AuthContext, body: SetTaskHandinBody): Promise<TaskHandinsData> {
    const listId = wireId(body.learnlist_id, 'learn-list');
    const task = await tasks.taskToSet(caller, listId, String(body.learnlist_item_id).trim());
    if (body.asks_for_work) {
      if (body.max_marks === undefined) throw invalid('max_marks', { reason: 'handins.maxMarksRequired' });
      const problem = maxMarksReason(body.max_marks);
      if (problem) throw invalid('max_marks', problem);
      await repos.handins.putTask({
        learnlist_id: task.learnlistId,
        item_id: task.itemId,
        school_id: task.schoolId,
        max_marks: body.max_marks,
        set_by: caller.uuid,
        updated_at: iso(clock()),
      });
    } else {
      await repos.handins.removeTask(task.learnlistId, task.itemId);
    }
    return settingsOf(caller, listId);
  }

  const taskSettings = (caller: AuthContext, body: TaskHandinsBody) =>
    settingsOf(caller, wireId(body.learnlist_id, 'learn-list'));

  /** The homework's task, its sections the caller teaches, and the section asked (the first they teach by default). */
  async function taskAndSection(actor: HandinActor, body: HandinListBody) {
    const task = await tasks.assignedTask(wireId(body.assign_id, 'assignment'), String(body.learnlist_item_id).trim());
    if (!task || task.schoolId === null || !actor.schoolIds.includes(task.schoolId)) {
      throw new AppError('NOT_FOUND', { reason: 'handins.noTask' });
    }
    const taught = task.sectionIds.filter((id) => actor.allSections || actor.sectionIds.has(id));
    const asked = body.section_id === undefined ? taught[0] : wireId(body.section_id, 'section');
    if (asked !== undefined && !task.sectionIds.includes(asked)) {
      throw new AppError('NOT_FOUND', { reason: 'learnlists.notGivenToSection' });
    }
    if (asked === undefined || !taught.includes(asked)) {
      throw new AppError('FORBIDDEN', { reason: 'handins.notTaught' });
    }
    return { task, taught, sectionId: asked };
  }

  async function list(caller: AuthContext, body: HandinListBody): Promise<HandinListData> {
    const actor = await actorOf(caller);
    const { task, taught, sectionId } = await taskAndSection(actor, body);
    const [setting] = await repos.handins.tasksOf(task.learnlistId, [task.itemId]);
    if (!setting) throw new AppError('CONFLICT', { reason: 'handins.noHandin' });
    const [learners, rows] = await Promise.all([
      directory.learnersOfSections(new Map([[sectionId, 0]]), { start: 0, limit: SECTION_LEARNERS_MAX }),
      repos.handins.ofAssignment(task.assignId, { itemIds: [task.itemId] }),
    ]);
    // Work the learner took back leaves the teacher's list (it stays in the learner's history).
    const inSection = rows.filter((r) => r.section_id === sectionId && r.status !== HandinStatus.TakenBack);
    const rowsOf = new Map<string, HandinRow[]>();
    for (const r of inSection) rowsOf.set(r.learner_uuid, [...(rowsOf.get(r.learner_uuid) ?? []), r]);
    // A learner who handed in here and moved section since still shows with their work.
    const moved = [...rowsOf.keys()].filter((u) => !learners.rows.some((l) => l.uuid === u));
    const people = [...learners.rows, ...(await directory.people(moved))];
    await audit.record(caller, {
      kind: 'handin',
      learners: [...rowsOf.keys()],
      record: task.assignId,
      label: task.taskText,
      schoolId: task.schoolId,
    });
    return {
      assign_id: task.assignId,
      learnlist_id: task.learnlistId,
      learnlist_item_id: task.itemId,
      task_text: task.taskText,
      max_marks: setting.max_marks,
      due_at: task.dueAt,
      section_id: sectionId,
      section_ids: taught,
      handed_in_count: rowsOf.size,
      learners: people
        .map((p) => {
          const turns = rowsOf.get(p.uuid) ?? [];
          return { uuid: p.uuid, name: fullName(p), standing: standingOf(turns), handins: turns.map(views.view) };
        })
        .sort((a, b) => a.name.localeCompare(b.name) || a.uuid.localeCompare(b.uuid)),
    };
  }

  async function returnHandin(caller: AuthContext, body: ReturnHandinBody): Promise<HandinData> {
    const actor = await actorOf(caller);
    const row = await policy.authorizeOne(actor, 'mark', wireId(body.handin_id, 'hand-in'));
    const to = body.action === 'return' ? HandinStatus.Returned : HandinStatus.AskedAgain;
    // Asked again keeps the marks it had (history): only returning sets them.
    let marks = row.marks === null ? null : Number(row.marks);
    if (to === HandinStatus.Returned) {
      if (body.marks === undefined) throw invalid('marks', { reason: 'handins.marksRequired' });
      const problem = marksReason(body.marks, row.max_marks);
      if (problem) throw invalid('marks', problem);
      marks = body.marks;
    }
    if (row.status === HandinStatus.TakenBack) {
      throw new AppError('CONFLICT', { reason: 'handins.takenBack' });
    }
    if (!canMarkHandin(row.status, to)) {
      throw new AppError('CONFLICT', { reason: 'handins.askedAgain' });
    }
    const comment = body.comment?.trim() || null;
    const markedKeys = await markedFiles(body.marked_files, row);
    const at = iso(clock());
    const updated = await repos.handins.mark(row.handin_id, [row.status], {
      status: to,
      marks,
      comment,
      markedKeys,
      by: caller.uuid,
      at,
    });
    if (!updated) throw new AppError('CONFLICT', { reason: 'handins.changed' });
    await telling.marked(updated);
    return { handin: views.view(updated) };
  }

  /**
   * The teacher's drawings on photos: images the school's staff uploaded (upload call), 400 naming the
   * file otherwise. Absent: the ones it had (asking again keeps them, as it keeps the marks).
   */
  async function markedFiles(keys: readonly string[] | undefined, row: HandinRow): Promise<string[]> {
    if (keys === undefined) return keysOf(row.marked_keys);
    const unique = [...new Set(keys)];
    const recorded = await deps.uploads.byKeys(unique.filter(isSafeKey));
    unique.forEach((key, i) => {
      const facts = recorded.get(key);
      if (facts?.schoolId !== row.school_id || !facts.contentType.startsWith('image/')) {
        throw invalid(`marked_files.${i}`, { reason: 'handins.markedFileImage' });
      }
    });
    return unique;
  }

  return { setTask, taskSettings, list, returnHandin };
}
