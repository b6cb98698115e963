import type { AssignLearnListBody, AssignLearnListData } from '@esc/contracts';
import {
  assignmentDueAt,
  assignmentStartsAt,
  isParent,
  isStaff,
  learnListAssignedAs,
  PARENT_ASSIGNED_GROUP_ID,
} from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { assignmentView, learnersOf } from './assignment-views.js';
import type { AssignmentRow } from './assignments.repository.js';
import type { LearnListAccess } from './learnlist-access.js';
import { idOf, invalid, optionalIdOf, type LearnListDeps } from './learnlist-ports.js';
import type { ListRow } from './learnlists.repository.js';

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

interface Days {
  start_date: string;
  due_date: string;
  starts_at: string;
  due_at: string;
}

/** Giving a published list as homework: a school's staff to its sections, a parent to their own child. */
export function createAssignmentsService(deps: LearnListDeps & { access: LearnListAccess }) {
  const { repos, access, scopes, sections, directory, events, clock, log } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** The start day opens at 23:59 of the day before, the due day closes at 23:59, in the country's zone (000 §5). */
  function daysOf(body: Pick<AssignLearnListBody, 'start_date' | 'due_date'>, countryIso: string): Days {
    const startsAt = assignmentStartsAt(body.start_date, countryIso);
    const dueAt = assignmentDueAt(body.due_date, countryIso);
    if (!Number.isFinite(startsAt)) throw invalid('start_date', { reason: 'learnlists.notADay' });
    if (!Number.isFinite(dueAt)) throw invalid('due_date', { reason: 'learnlists.notADay' });
    if (body.due_date < body.start_date) throw invalid('due_date', { reason: 'learnlists.dueBeforeStart' });
    if (dueAt < clock()) throw invalid('due_date', { reason: 'learnlists.passed' });
    return { start_date: body.start_date, due_date: body.due_date, starts_at: iso(startsAt), due_at: iso(dueAt) };
  }

  /** Per-learner later due days, for learners the assignment reaches. */
  function extensionsOf(body: AssignLearnListBody, days: Days, countryIso: string, reached: ReadonlySet<string>) {
    return (body.extensions ?? []).map((e, i) => {
      const uuid = e.uuid.toLowerCase();
      if (!reached.has(uuid)) throw new AppError('NOT_FOUND', { reason: 'learnlists.noLearnerInSections' });
      if (e.due_date <= days.due_date)
        throw invalid(`extensions.${i}.due_date`, { reason: 'learnlists.extensionAfterDue' });
      return { uuid, due_date: e.due_date, due_at: iso(assignmentDueAt(e.due_date, countryIso)) };
    });
  }

  async function countryOfSchool(schoolId: number | null): Promise<string> {
    if (schoolId === null) return 'IN';
    return (await sections.schoolsByIds([schoolId]))[0]?.country_iso ?? 'IN';
  }

  /** Tells the learners and their parents; a failure to tell is logged, the homework stands. */
  async function tellAssigned(list: ListRow, assignment: AssignmentRow, sectionIds: readonly number[]) {
    try {
      const learners = (await learnersOf(deps, assignment, sectionIds)).map((l) => l.uuid);
      const parents = await directory.parentsOfChildren(learners);
      await events.assigned({
        assignId: assignment.assign_id,
        learnlistId: list.learnlist_id,
        title: list.learnlist_name,
        schoolId: assignment.school_id,
        assignedBy: assignment.assigned_by,
        isParentAssigned: assignment.is_parent_assigned === 1,
        startsAt: assignment.starts_at,
        dueAt: assignment.due_at,
        dueDate: assignment.due_date,
        learners,
        parents: parents.map((p) => ({ parentUuid: p.parent_uuid, childUuid: p.child_uuid })),
      });
    } catch (err) {
      log.error({ err, assignId: assignment.assign_id }, 'homework assigned: telling failed');
    }
  }

  async function saved(list: ListRow, assignId: number, sectionIds: readonly number[]): Promise<AssignLearnListData> {
    const [assignment] = await repos.assignments.assignmentsByIds([assignId]);
    await tellAssigned(list, assignment!, sectionIds);
    return { assignment: await assignmentView(deps, assignment!) };
  }

  /** Staff: to sections of the list's school (a teacher those they teach, an admin any). */
  async function toSections(
    caller: AuthContext,
    list: ListRow,
    body: AssignLearnListBody,
  ): Promise<AssignLearnListData> {
    const schoolId = optionalIdOf(body.school_id, 'school');
    if (list.school_id === null || (schoolId !== null && schoolId !== list.school_id)) {
      throw new AppError('NOT_FOUND', { reason: 'learnlists.noList' });
    }
    const sectionIds = [...new Set(body.sections ?? [])];
    if (sectionIds.length === 0) throw invalid('sections', { reason: 'learnlists.noSectionNamed' });
    const scope = await scopes.scopeOf(caller);
    for (const id of sectionIds) {
      const section = await scopes.sectionFor(scope, id);
      if (section.school_id !== list.school_id) throw new AppError('NOT_FOUND', { reason: 'learnlists.noSection' });
    }
    const country = await countryOfSchool(list.school_id);
    const days = daysOf(body, country);
    const placements = await directory.placementsOf((body.extensions ?? []).map((e) => e.uuid.toLowerCase()));
    const reached = new Set(
      placements.filter((p) => p.section_id !== null && sectionIds.includes(p.section_id)).map((p) => p.user_uuid),
    );
    const at = iso(clock());
    const assignId = await repos.assignments.insertAssignment(
      {
        learnlist_id: list.learnlist_id,
        school_id: list.school_id,
        assigned_by: caller.uuid,
        is_parent_assigned: 0,
        group_id: null,
        learner_uuid: null,
        assigned_as: JSON.stringify(learnListAssignedAs(body.learnlist_assigned_as, body.mode)),
        country_iso: country,
        ...days,
        created_at: at,
        updated_at: at,
      },
      sectionIds,
      extensionsOf(body, days, country, reached),
    );
    return saved(list, assignId, sectionIds);
  }

  /** A parent: their own private list to their linked child (group 3782; it goes through the gate). */
  async function toChild(caller: AuthContext, list: ListRow, body: AssignLearnListBody): Promise<AssignLearnListData> {
    if (!body.uuid) throw invalid('uuid', { reason: 'learnlists.childNeeded' });
    if ((body.sections ?? []).length > 0) throw invalid('sections', { reason: 'learnlists.sectionsAreSchools' });
    const child = await actingUserFor(caller, body.uuid, deps.identity);
    const placement = (await directory.placementsOf([child.uuid]))[0];
    const country = await countryOfSchool(placement?.school_id ?? null);
    const days = daysOf(body, country);
    const at = iso(clock());
    const assignId = await repos.assignments.insertAssignment(
      {
        learnlist_id: list.learnlist_id,
        school_id: null,
        assigned_by: caller.uuid,
        is_parent_assigned: 1,
        group_id: PARENT_ASSIGNED_GROUP_ID,
        learner_uuid: child.uuid,
        assigned_as: JSON.stringify(learnListAssignedAs(body.learnlist_assigned_as, body.mode)),
        country_iso: country,
        ...days,
        created_at: at,
        updated_at: at,
      },
      [],
      extensionsOf(body, days, country, new Set()),
    );
    return saved(list, assignId, []);
  }

  /** New dates and extensions of an assignment: by whoever assigned it, or staff who see all its sections. */
  async function change(caller: AuthContext, list: ListRow, body: AssignLearnListBody): Promise<AssignLearnListData> {
    const [assignment] = await repos.assignments.assignmentsByIds([idOf(body.assign_id!, 'assignment')]);
    if (!assignment || assignment.learnlist_id !== list.learnlist_id)
      throw new AppError('NOT_FOUND', { reason: 'learnlists.noAssignment' });
    const sectionIds = (await repos.assignments.sectionsOf([assignment.assign_id])).map((s) => s.section_id);
    if (assignment.assigned_by !== caller.uuid) {
      if (!isStaff(caller.userTypeId)) throw new AppError('NOT_FOUND', { reason: 'learnlists.noAssignment' });
      const scope = await scopes.scopeOf(caller);
      for (const id of sectionIds) await scopes.sectionFor(scope, id);
    }
    const days = daysOf(body, assignment.country_iso);
    const learners = await learnersOf(deps, assignment, sectionIds);
    const reached = new Set(learners.map((l) => l.uuid));
    const extensions = extensionsOf(body, days, assignment.country_iso, reached);
    await repos.assignments.updateAssignment(assignment.assign_id, { ...days, updated_at: iso(clock()) }, extensions);
    const [updated] = await repos.assignments.assignmentsByIds([assignment.assign_id]);
    return { assignment: await assignmentView(deps, updated!) };
  }

  /** POST assignLearnListToSections. */
  async function assign(caller: AuthContext, body: AssignLearnListBody): Promise<AssignLearnListData> {
    if (!isStaff(caller.userTypeId) && !isParent(caller.userTypeId)) {
      throw new AppError('FORBIDDEN', { reason: 'learnlists.whoAssigns' });
    }
    const { list } = await access.load(caller, idOf(body.learnlist_id), 'assign');
    if (list.is_class_recap === 1) {
      throw new AppError('CONFLICT', { reason: 'learnlists.recapNotHomework' });
    }
    if (body.assign_id !== undefined) return change(caller, list, body);
    return list.school_id === null ? toChild(caller, list, body) : toSections(caller, list, body);
  }

  return { assign };
}
