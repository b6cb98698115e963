import type { AssignedPaperItem } from '@esc/contracts';
import { attemptRoute, AttemptStatus, attemptStatusOf, OLYMPIAD_PAPER_TYPE, paperTimeGate } from '@esc/domain';
import type { SectionRecord } from '../institutes/institutes.module.js';
import { iso, round2, type AssessmentPorts } from '../question-bank/question-bank.module.js';
import type { EnrollmentRow, HeldAssignment } from '../papers/papers.module.js';
import type { AttemptRow } from './attempts.repository.js';
import { paperFiles, settingsOf } from '../papers/papers.module.js';
import type { PaperRow } from '../papers/papers.module.js';

// An assigned paper as the learner's lists answer it (002 §3 assigned paper item): the attempt status
// that routes it (002 §4.3), the time gate on the server's clock (002 §4.4; for an Olympiad the
// enrollment's slot end closes it, §4.5), and the result once it is published.

export interface ItemContext {
  papers: Map<number, PaperRow>;
  attempts: readonly AttemptRow[];
  enrollments: readonly EnrollmentRow[];
  sections: Map<number, SectionRecord>;
  /** The assigning teachers' names, in the reader's language. */
  teachers: Map<string, string>;
  nowMs: number;
}

/** The learner's latest attempt of an assignment, if any. */
export const latestAttempt = (attempts: readonly AttemptRow[], assignId: number) =>
  attempts.filter((a) => a.assign_id === assignId).at(-1);

export function assignedItem(
  signer: AssessmentPorts['signer'],
  held: HeldAssignment,
  ctx: ItemContext,
): AssignedPaperItem | null {
  const paper = ctx.papers.get(held.paper_id);
  if (!paper) return null;
  const attempt = latestAttempt(ctx.attempts, held.assign_id);
  const status = attemptStatusOf(attempt);
  const enrollment = ctx.enrollments.find((e) => e.assign_id === held.assign_id && e.paper_id === held.paper_id);
  const section = held.section_id === null ? undefined : ctx.sections.get(held.section_id);
  const endMs = enrollment
    ? Math.min(Date.parse(held.paper_end_time), Date.parse(enrollment.end_date_time))
    : Date.parse(held.paper_end_time);
  const gate = paperTimeGate({
    boardId: section?.board_id ?? paper.board_id ?? 0,
    startMs: Date.parse(held.paper_start_time),
    endMs,
    serverNowMs: ctx.nowMs,
  });
  const published = attempt?.status === AttemptStatus.Evaluated && attempt.results_published_at !== null;
  return {
    paper_id: paper.paper_id,
    assign_id: held.assign_id,
    section_assign_id: held.section_assign_id,
    paper_name: paper.paper_name,
    title: held.title,
    paper_start_time: held.paper_start_time,
    paper_end_time: held.paper_end_time,
    paper_duration: held.paper_duration,
    paper_mode: paper.paper_mode,
    is_omr: paper.is_omr,
    is_inclasstest: 0,
    group_id: held.group_id,
    is_olympiad: held.is_olympiad || paper.paper_type === OLYMPIAD_PAPER_TYPE ? 1 : 0,
    is_parent_assigned: held.is_parent_assigned,
    attempt_status_id: status,
    attempt_id: attempt?.attempt_id ?? null,
    attempted_date: attempt?.started_at ?? null,
    student_end_test_time: attempt ? (attempt.submitted_at ?? attempt.deadline_at) : null,
    paper_assign_time: held.created_at,
    file_path: paperFiles(signer, paper.file_keys),
    paperSetting: settingsOf(paper),
    assigned_syllabus_list:
      paper.syllabus_id === null ? [] : [{ syllabus_id: paper.syllabus_id, is_custom_syllabus: 0 }],
    learnlist_id: null,
    batch_details: {
      board_id: section?.board_id ?? paper.board_id,
      class_id: section?.class_id ?? paper.class_id,
      school_id: section?.school_id ?? held.school_id,
      section_id: section?.section_id ?? null,
      section_master_website_id: section?.section_master_website_id ?? null,
      class_name: section?.class_name ?? null,
      user_package_id: [],
    },
    teacher_name: ctx.teachers.get(held.assigned_by) ?? '',
    total_marks: paper.total_marks,
    total_questions: paper.total_questions,
    attempt_route: attemptRoute(status),
    time_gate: gate.open ? { open: true, toast: null } : { open: false, toast: gate.toast },
    olympiad_enrollment_id: enrollment?.olympiad_enrollment_id ?? null,
    slot_end_time: enrollment ? iso(endMs) : null,
    results_published: published ? 1 : 0,
    score: published ? attempt.score : null,
    percentage:
      published && attempt.score !== null && attempt.max_marks > 0
        ? round2((attempt.score / attempt.max_marks) * 100)
        : null,
    rank: published ? attempt.rank : null,
    percentile: published ? attempt.percentile : null,
    online_only: paper.online_only === 1,
  };
}
