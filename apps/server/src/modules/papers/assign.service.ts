import type { AssignPaperBody, AssignPaperData, PaperAssignment } from '@esc/contracts';
import { isParent, isStaff, OLYMPIAD_GROUP_ID, OLYMPIAD_PAPER_TYPE, PARENT_ASSIGNED_GROUP_ID } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { SectionRecord } from '../institutes/institutes.module.js';
import {
  fullName,
  idOf,
  invalid,
  iso,
  notFound,
  optionalIdOf,
  type AssessmentAccess,
  type AssessmentPorts,
  type Caller,
} from '../question-bank/question-bank.module.js';
import type { PaperAssignedNotices } from './paper-assigned-notices.js';
import type { PaperActor, PaperPolicy } from './paper-policy.js';
import type { NewEnrollment, PaperAssignmentRow, PaperAssignmentsRepository } from './paper-assignments.repository.js';
import type { PaperRow, PapersRepository } from './papers.repository.js';

// Assigning a paper (calls-chosen assignPaper): a school's staff to sections of their school (a
// teacher those they teach), with a window, a duration and per-learner extra time; a parent a
// platform paper to a linked child (group 3782); an Olympiad paper (type 2, group 3798) enrols each
// learner of the sections with a slot whose end closes their attempt (002 §4.5).

export interface AssignDeps {
  papers: PapersRepository;
  assignments: PaperAssignmentsRepository;
  access: Pick<AssessmentAccess, 'callerOf'>;
  policy: PaperPolicy;
  ports: Pick<AssessmentPorts, 'identity' | 'directory' | 'scopes' | 'sections' | 'clock'>;
  /** Tells the learners of a school's assignment, and their parents. */
  notices: PaperAssignedNotices;
}

interface Window {
  paper_start_time: string;
  paper_end_time: string;
  paper_duration: number;
}

export type AssignService = ReturnType<typeof createAssignService>;

export function createAssignService({ papers, assignments, access, policy, ports, notices }: AssignDeps) {
  const { directory, scopes, sections, clock } = ports;

  function windowOf(body: AssignPaperBody, isNew: boolean): Window {
    const start = Date.parse(body.paper_start_time);
    const end = Date.parse(body.paper_end_time);
    if (!Number.isFinite(start)) throw invalid('paper_start_time', { reason: 'papers.notInstant' });
    if (!Number.isFinite(end)) throw invalid('paper_end_time', { reason: 'papers.notInstant' });
    if (end <= start) throw invalid('paper_end_time', { reason: 'papers.endAfterStart' });
    if (isNew && end <= clock()) throw invalid('paper_end_time', { reason: 'learnlists.passed' });
    return { paper_start_time: iso(start), paper_end_time: iso(end), paper_duration: body.paper_duration };
  }

  /** The slot end of an Olympiad's enrollments: inside the window, default its end. */
  function slotEndOf(body: AssignPaperBody, w: Window): string {
    if (body.slot_end_time === undefined) return w.paper_end_time;
    const end = Date.parse(body.slot_end_time);
    if (!Number.isFinite(end) || end <= Date.parse(w.paper_start_time) || end > Date.parse(w.paper_end_time)) {
      throw invalid('slot_end_time', { reason: 'papers.slotInWindow' });
    }
    return iso(end);
  }

  function extensionsOf(body: AssignPaperBody, reached: ReadonlySet<string>) {
    return (body.extensions ?? []).map((e, i) => {
      const uuid = e.uuid.toLowerCase();
      if (!reached.has(uuid)) throw invalid(`extensions.${i}.uuid`, { reason: 'papers.noLearnerAssigned' });
      return { uuid, extra_minutes: e.extra_minutes };
    });
  }

  async function view(row: PaperAssignmentRow, paper: PaperRow): Promise<PaperAssignment> {
    const [rows, extensions, people] = await Promise.all([
      assignments.sectionsOf([row.assign_id]),
      assignments.extensionsOf([row.assign_id]),
      directory.people([row.assigned_by]),
    ]);
    const ids = rows.map((r) => r.section_id);
    const [named, counts] = await Promise.all([sections.sectionsByIds(ids), directory.learnerCountsBySection(ids)]);
    return {
      assign_id: row.assign_id,
      paper_id: row.paper_id,
      paper_name: paper.paper_name,
      title: row.title,
      school_id: row.school_id,
      assigned_by: row.assigned_by,
      assigned_by_name: fullName(people[0]),
      group_id: row.group_id,
      is_parent_assigned: row.is_parent_assigned,
      is_olympiad: row.is_olympiad,
      paper_start_time: row.paper_start_time,
      paper_end_time: row.paper_end_time,
      paper_duration: row.paper_duration,
      allow_reattempt: row.allow_reattempt,
      sections: rows.map((r) => ({
        section_assign_id: r.section_assign_id,
        section_id: r.section_id,
        section_name: named.find((s) => s.section_id === r.section_id)?.section_name ?? '',
        learner_count: counts.get(r.section_id) ?? 0,
      })),
      extensions: extensions.map((e) => ({ uuid: e.uuid, extra_minutes: e.extra_minutes })),
      results_published_at: row.results_published_at,
    };
  }

  async function saved(assignId: number, paper: PaperRow): Promise<AssignPaperData> {
    const [row] = await assignments.assignmentsByIds([assignId]);
    return { assignment: await view(row!, paper) };
  }

  /** Learners of the sections now, with their section. */
  async function learnersIn(sectionIds: readonly number[]) {
    if (sectionIds.length === 0) return [];
    const rank = new Map(sectionIds.map((id, i) => [id, i]));
    const { rows } = await directory.learnersOfSections(rank, { start: 0, limit: 20_000 });
    const seen = new Set<string>();
    return rows.filter((r) => !seen.has(r.uuid) && seen.add(r.uuid));
  }

  /** Each learner of an Olympiad's sections enrolled with the slot (002 §3 Olympiad enrollment). */
  function enrollmentsOf(
    paper: PaperRow,
    learners: readonly { uuid: string; section_id: number }[],
    picked: readonly SectionRecord[],
    schoolId: number,
    slotEnd: string,
    w: Window,
    at: string,
  ): NewEnrollment[] {
    return learners.map((l) => {
      const section = picked.find((s) => s.section_id === l.section_id);
      return {
        paper_id: paper.paper_id,
        uuid: l.uuid,
        enrolled_school_id: schoolId,
        l0: section?.board_id ?? null,
        l1: section?.class_id ?? null,
        start_date_time: w.paper_start_time,
        end_date_time: slotEnd,
        created_at: at,
        updated_at: at,
      };
    });
  }

  /** The caller with the sections they teach (staff; the policy's actions on sections read them). */
  async function actorOf(caller: Caller): Promise<PaperActor> {
    return caller.staff ? { ...caller, taught: (await scopes.scopeOf(caller.auth)).sectionIds } : caller;
  }

  /** The sections asked, each the caller's to assign to and of the school assigned in. */
  async function sectionsAsked(caller: Caller, body: AssignPaperBody, schoolId: number): Promise<SectionRecord[]> {
    const sectionIds = [...new Set(body.sections ?? [])];
    if (sectionIds.length === 0) throw invalid('sections', { reason: 'learnlists.noSectionNamed' });
    const records = await policy.authorize(await actorOf(caller), 'assignTo', sectionIds);
    const picked = records.flatMap((r) => (r.kind === 'section' ? [r.section] : []));
    // Another of the caller's schools: an assignment reaches the sections of one school.
    if (picked.some((s) => s.school_id !== schoolId)) throw notFound('learnlists.noSection');
    return picked;
  }

  async function toSections(caller: Caller, paper: PaperRow, body: AssignPaperBody): Promise<AssignPaperData> {
    await policy.authorizeOne(caller, 'use', paper.paper_id);
    const asked = optionalIdOf(body.school_id, 'school');
    const schoolId = asked ?? paper.school_id ?? caller.staffSchools[0];
    if (schoolId === undefined) throw notFound('papers.noSchool');
    await policy.authorizeOne(caller, 'assignIn', schoolId);
    // A school's paper is assigned in that school: in another of the caller's it is not there.
    if (paper.school_id !== null && paper.school_id !== schoolId) throw notFound('papers.noPaper');
    const picked = await sectionsAsked(caller, body, schoolId);
    const sectionIds = picked.map((s) => s.section_id);
    const w = windowOf(body, true);
    const learners = await learnersIn(sectionIds);
    const extensions = extensionsOf(body, new Set(learners.map((l) => l.uuid)));
    const olympiad = paper.paper_type === OLYMPIAD_PAPER_TYPE;
    const at = iso(clock());
    const enrollments = olympiad ? enrollmentsOf(paper, learners, picked, schoolId, slotEndOf(body, w), w, at) : [];
    const assignId = await assignments.insertAssignment(
      {
        paper_id: paper.paper_id,
        school_id: schoolId,
        assigned_by: caller.auth.uuid,
        is_parent_assigned: 0,
        learner_uuid: null,
        group_id: olympiad ? OLYMPIAD_GROUP_ID : paper.group_id,
        is_olympiad: olympiad ? 1 : 0,
        title: body.title ?? paper.paper_name,
        ...w,
        allow_reattempt: body.allow_reattempt ? 1 : 0,
        results_published_at: null,
        created_at: at,
        updated_at: at,
      },
      sectionIds,
      extensions,
      enrollments,
    );
    const title = body.title ?? paper.paper_name;
    await notices.assigned(
      { assign_id: assignId, school_id: schoolId, title, ...w },
      learners.map((l) => l.uuid),
    );
    return saved(assignId, paper);
  }

  /** A parent: a platform paper to their linked child (group 3782). */
  async function toChild(caller: Caller, paper: PaperRow, body: AssignPaperBody): Promise<AssignPaperData> {
    if (!body.uuid) throw invalid('uuid', { reason: 'learnlists.childNeeded' });
    if ((body.sections ?? []).length > 0) throw invalid('sections', { reason: 'learnlists.sectionsAreSchools' });
    if (paper.school_id !== null || paper.is_practice === 1 || paper.paper_type === OLYMPIAD_PAPER_TYPE) {
      throw notFound('papers.noPaper');
    }
    const child = await actingUserFor(caller.auth, body.uuid, ports.identity);
    if (!child.forChild) throw invalid('uuid', { reason: 'learnlists.childNeeded' });
    const w = windowOf(body, true);
    const at = iso(clock());
    const assignId = await assignments.insertAssignment(
      {
        paper_id: paper.paper_id,
        school_id: null,
        assigned_by: caller.auth.uuid,
        is_parent_assigned: 1,
        learner_uuid: child.uuid,
        group_id: PARENT_ASSIGNED_GROUP_ID,
        is_olympiad: 0,
        title: body.title ?? paper.paper_name,
        ...w,
        allow_reattempt: body.allow_reattempt ? 1 : 0,
        results_published_at: null,
        created_at: at,
        updated_at: at,
      },
      [],
      extensionsOf(body, new Set([child.uuid])),
      [],
    );
    return saved(assignId, paper);
  }

  /** A new window and extensions: by whoever assigned it, or staff who teach all its sections. */
  async function change(caller: Caller, paper: PaperRow, body: AssignPaperBody): Promise<AssignPaperData> {
    const [row] = await assignments.assignmentsByIds([idOf(body.assign_id!, 'assignment')]);
    if (!row || row.paper_id !== paper.paper_id) throw notFound('learnlists.noAssignment');
    const record = await policy.authorizeOne(await actorOf(caller), 'changeAssignment', row.assign_id);
    const sectionIds = record.kind === 'assignment' ? record.sectionIds : [];
    const w = windowOf(body, false);
    const reached = row.learner_uuid ? [row.learner_uuid] : (await learnersIn(sectionIds)).map((l) => l.uuid);
    const extensions = extensionsOf(body, new Set(reached));
    await assignments.updateAssignment(row.assign_id, { ...w, updated_at: iso(clock()) }, extensions);
    return saved(row.assign_id, paper);
  }

  /** POST teacher/assignPaper. */
  async function assign(auth: AuthContext, body: AssignPaperBody): Promise<AssignPaperData> {
    if (!isStaff(auth.userTypeId) && !isParent(auth.userTypeId)) {
      throw new AppError('FORBIDDEN', { reason: 'papers.whoAssigns' });
    }
    const caller = await access.callerOf(auth);
    const [paper] = await papers.papersByIds([idOf(body.paper_id, 'paper')]);
    if (!paper || paper.is_practice === 1) throw notFound('papers.noPaper');
    if (body.assign_id !== undefined) return change(caller, paper, body);
    return caller.parent ? toChild(caller, paper, body) : toSections(caller, paper, body);
  }

  return { assign };
}
