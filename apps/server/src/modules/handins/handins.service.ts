import type {
  HandInBody,
  HandinData,
  MyHandinsBody,
  MyHandinsData,
  TakeBackBody,
  UploadWorkData,
} from '@esc/contracts';
import { HandinStatus, isLateHandin, isLearner, mayHandIn, mayTakeBack } from '@esc/domain';
import type { FastifyRequest } from 'fastify';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { wireId } from '../../platform/http/wire-ids.js';
import { isSafeKey } from '../../platform/storage/storage.js';
import type { AssignedTask } from '../learnlists/learnlists.module.js';
import { iso, invalid, type HandinsDeps } from './handins-ports.js';
import type { HandinTelling } from './handin-telling.js';
import { standingOf, type HandinViews } from './handin-views.js';
import type { HandinRow } from './handins.repository.js';

type Deps = HandinsDeps & { views: HandinViews; telling: HandinTelling };

const noTask = () => new AppError('NOT_FOUND', { reason: 'handins.noTask' });
const itemIdOf = (value: string | number) => String(value).trim();

export type HandinsService = ReturnType<typeof createHandinsService>;

/**
 * The learner's side of hand-ins: their work for a homework (a parent reads the child's), uploading
 * photos and PDFs of it, and handing it in, on time or late by the server's clock. A task of homework
 * the learner does not hold answers as absent (404), whoever asks.
 */
export function createHandinsService(deps: Deps) {
  const { tasks, directory, repos, identity, clock, views, telling } = deps;

  /** The learner's section among the homework's, when a school's homework reaches them. */
  async function sectionOfLearner(task: Pick<AssignedTask, 'schoolId' | 'learnerUuid' | 'sectionIds'>, uuid: string) {
    if (task.schoolId === null || task.learnerUuid !== null) return undefined;
    const mine = await directory.sectionIdsOf(uuid);
    return task.sectionIds.find((id) => mine.includes(id));
  }

  /** The task the learner hands work in for: held, started, and asking for work. */
  async function heldTask(learnerUuid: string, assignId: number, itemId: string) {
    const task = await tasks.assignedTask(assignId, itemId);
    const sectionId = task ? await sectionOfLearner(task, learnerUuid) : undefined;
    if (!task || sectionId === undefined) throw noTask();
    if (Date.parse(task.startsAt) > clock()) throw new AppError('CONFLICT', { reason: 'homework.notStarted' });
    const [setting] = await repos.handins.tasksOf(task.learnlistId, [itemId]);
    if (!setting) throw new AppError('CONFLICT', { reason: 'handins.noHandin' });
    return { task, sectionId, setting, schoolId: task.schoolId! };
  }

  /** Only the learner hands in their own work (a parent reads it; staff mark it). */
  function assertLearner(caller: AuthContext): void {
    if (!isLearner(caller.userTypeId)) throw new AppError('FORBIDDEN', { reason: 'handins.learnerOnly' });
  }

  async function mine(caller: AuthContext, body: MyHandinsBody): Promise<MyHandinsData> {
    const acting = await actingUserFor(caller, body.uuid, identity);
    const assignId = wireId(body.assign_id, 'assignment');
    const found = await tasks.tasksOfAssignment(assignId);
    // A parent's own list to their child asks for no work (no section's teacher marks it).
    const parentGiven = found?.learnerUuid === acting.uuid;
    if (!found || (!parentGiven && (await sectionOfLearner(found, acting.uuid)) === undefined)) {
      throw new AppError('NOT_FOUND', { reason: 'learnlists.noHomework' });
    }
    if (parentGiven) return { assign_id: assignId, learnlist_id: found.learnlistId, due_at: found.dueAt, tasks: [] };
    const [settings, rows, due] = await Promise.all([
      repos.handins.tasksOf(found.learnlistId, found.taskIds),
      repos.handins.ofAssignment(assignId, { learners: [acting.uuid] }),
      tasks.dueAtOf(found, [acting.uuid]),
    ]);
    const own = acting.forChild === false && isLearner(caller.userTypeId);
    return {
      assign_id: assignId,
      learnlist_id: found.learnlistId,
      due_at: due.get(acting.uuid) ?? found.dueAt,
      tasks: settings.map((s) => {
        const turns = rows.filter((r) => r.item_id === s.item_id);
        return {
          learnlist_item_id: s.item_id,
          max_marks: s.max_marks,
          standing: standingOf(turns),
          may_hand_in: own && mayHandIn(turns[0]?.status ?? null),
          handins: turns.map(views.view),
        };
      }),
    };
  }

  /** A photo or PDF of the learner's work, through media's upload pipeline into the school's work area. */
  async function uploadWork(caller: AuthContext, request: FastifyRequest): Promise<UploadWorkData> {
    assertLearner(caller);
    const received = await deps.work.receive(request);
    try {
      const fields = received.fields;
      if (!fields.assign_id) throw invalid('assign_id', { reason: 'validation.required' });
      if (!fields.learnlist_item_id?.trim()) throw invalid('learnlist_item_id', { reason: 'validation.required' });
      const { schoolId } = await heldTask(
        caller.uuid,
        wireId(fields.assign_id, 'assignment'),
        itemIdOf(fields.learnlist_item_id),
      );
      if (!received.file) throw invalid('file', { reason: 'validation.required' });
      return await deps.work.store({ schoolId, uploaderUuid: caller.uuid }, received.file);
    } finally {
      await received.discard();
    }
  }

  /** The learner's files, each one of their own work uploads of the task's school (400 naming the file otherwise). */
  async function checkedFiles(keys: readonly string[], learnerUuid: string, schoolId: number): Promise<string[]> {
    const unique = [...new Set(keys)];
    const recorded = await deps.work.byKeys(unique.filter(isSafeKey));
    unique.forEach((key, i) => {
      const facts = recorded.get(key);
      // Every refusal reads alike: the call tells no one which files exist or whose they are.
      if (facts?.schoolId !== schoolId || facts.uploadedBy !== learnerUuid) {
        throw invalid(`files.${i}`, { reason: 'handins.fileYours' });
      }
    });
    return unique;
  }

  async function handIn(caller: AuthContext, body: HandInBody): Promise<HandinData> {
    assertLearner(caller);
    const replay = await repos.handins.byClientId(body.client_handin_id);
    if (replay) {
      if (replay.learner_uuid !== caller.uuid) throw invalid('client_handin_id', { reason: 'handins.idUsed' });
      return { handin: views.view(replay) };
    }
    const assignId = wireId(body.assign_id, 'assignment');
    const itemId = itemIdOf(body.learnlist_item_id);
    const { task, sectionId, setting, schoolId } = await heldTask(caller.uuid, assignId, itemId);
    const text = body.text?.trim() || null;
    const files = await checkedFiles(body.files ?? [], caller.uuid, schoolId);
    if (!text && files.length === 0) throw invalid('files', { reason: 'handins.handInSomething' });
    const now = clock();
    const dueAt = (await tasks.dueAtOf(task, [caller.uuid])).get(caller.uuid) ?? task.dueAt;
    let row: HandinRow | null;
    try {
      row = await repos.handins.addTurn(
        {
          assign_id: assignId,
          learnlist_id: task.learnlistId,
          item_id: itemId,
          learner_uuid: caller.uuid,
          school_id: schoolId,
          section_id: sectionId,
          client_handin_id: body.client_handin_id,
          status: HandinStatus.HandedIn,
          late: isLateHandin(now, Date.parse(dueAt)) ? 1 : 0,
          text,
          file_keys: JSON.stringify(files),
          handed_in_at: iso(now),
          max_marks: setting.max_marks,
          marks: null,
          comment: null,
          returned_by: null,
          returned_at: null,
          updated_at: iso(now),
        },
        (latest) => mayHandIn(latest?.status ?? null),
      );
    } catch (err) {
      // Two hand-ins racing for one turn: the unique turn (or client id) refused the second.
      const again = await repos.handins.byClientId(body.client_handin_id);
      if (again) return { handin: views.view(again) };
      const [latest] = await repos.handins.ofAssignment(assignId, { itemIds: [itemId], learners: [caller.uuid] });
      if (!latest || mayHandIn(latest.status)) throw err;
      row = null;
    }
    if (!row) {
      throw new AppError('CONFLICT', { reason: 'handins.alreadyHandedIn' });
    }
    await telling.handedIn(row, task);
    return { handin: views.view(row) };
  }

  /**
   * The learner takes back work the teacher has not marked yet: the turn stays in their history as
   * taken back, leaves the teacher's list, and they may hand in again. Someone else's hand-in answers
   * as absent (404), like homework the learner does not hold.
   */
  async function takeBack(caller: AuthContext, body: TakeBackBody): Promise<HandinData> {
    assertLearner(caller);
    const handinId = wireId(body.handin_id, 'hand-in');
    const [row] = await repos.handins.byIds([handinId]);
    if (!row || row.learner_uuid !== caller.uuid) throw new AppError('NOT_FOUND', { reason: 'handins.noHandinFound' });
    if (row.status === HandinStatus.TakenBack) return { handin: views.view(row) };
    const taken = mayTakeBack(row.status)
      ? await repos.handins.takeBack(handinId, caller.uuid, iso(clock()))
      : undefined;
    if (taken) return { handin: views.view(taken) };
    throw new AppError('CONFLICT', { reason: 'handins.alreadyMarked' });
  }

  return { mine, uploadWork, handIn, takeBack };
}
