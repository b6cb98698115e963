import type { AccessLog } from '../audit/audit.module.js';
import { AttemptStatus, attemptStatusOf, isAttemptOpen, isAttemptSubmitted } from '@esc/domain';
import type {
  AssignmentSummary,
  QuestionAnalysisData,
  StudentActivityData,
  StudentActivityQuery,
  TeacherAssignedData,
  TeacherAssignedQuery,
  TeacherOverviewData,
  TeacherOverviewQuery,
} from '@esc/contracts';
import type { Response } from '@esc/domain';
import type { Static } from 'typebox';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { StaffScope } from '../institutes/institutes.module.js';
import { chosenOptions } from '../question-bank/question-bank.module.js';
import {
  fullName,
  idOf,
  notFound,
  optionalIdOf,
  parseJson,
  round2,
  type AssessmentPorts,
  type WithCatalogue,
} from '../question-bank/question-bank.module.js';
import type { AssignmentScope } from '../attempts/attempts.module.js';
import type { AssignmentRow, AttemptPapersRepository } from '../papers/papers.module.js';
import type { AttemptRow, AttemptRecords } from '../attempts/attempts.module.js';
import type { PaperSheets } from '../papers/papers.module.js';
import { textOf } from '../question-bank/question-bank.module.js';

// The teacher's side of reports (000 §7): the assessments they assigned (an admin: the school's),
// their overview, each learner's activity on one, and question analysis. A teacher sees assignments
// they made or that reach a section they teach, and only those sections' learners.

type Status = 'upcoming' | 'open' | 'closed' | 'published';

function statusOf(a: AssignmentRow, nowMs: number): Status {
  if (a.results_published_at !== null) return 'published';
  if (nowMs < Date.parse(a.paper_start_time)) return 'upcoming';
  if (nowMs <= Date.parse(a.paper_end_time)) return 'open';
  return 'closed';
}

/** A learner's attempt that speaks for them: the first one (the ranked one), else the newest. */
function latestByLearner(rows: readonly AttemptRow[]): Map<string, AttemptRow> {
  const out = new Map<string, AttemptRow>();
  for (const a of [...rows].sort((x, y) => x.attempt_no - y.attempt_no)) if (!out.has(a.uuid)) out.set(a.uuid, a);
  return out;
}

const pct = (a: AttemptRow) => (a.score !== null && a.max_marks > 0 ? round2((100 * a.score) / a.max_marks) : null);
const mean = (xs: readonly number[]) => (xs.length ? round2(xs.reduce((s, x) => s + x, 0) / xs.length) : null);

export function createTeacherReportsService(deps: {
  attempts: AttemptRecords;
  papers: AttemptPapersRepository;
  sheets: PaperSheets;
  scope: AssignmentScope;
  audit: Pick<AccessLog, 'record'>;
  ports: Pick<AssessmentPorts, 'scopes' | 'sections' | 'directory' | 'clock'> & WithCatalogue<'isPlatformEditor'>;
}) {
  const { attempts, papers, sheets, scope, audit, ports } = deps;

  /** Summaries of assignments, each with its visible sections and their counts, in few queries. */
  async function summaries(rows: readonly AssignmentRow[], staff: StaffScope): Promise<AssignmentSummary[]> {
    const ids = rows.map((a) => a.assign_id);
    const [links, all, paperRows] = await Promise.all([
      papers.sectionsOfAssignments(ids),
      attempts.ofAssignments(ids),
      papers.papersByIds([...new Set(rows.map((a) => a.paper_id))]),
    ]);
    const visible = links.filter(
      (l) =>
        staff.allSections ||
        staff.sectionIds.has(l.section_id) ||
        rows.find((a) => a.assign_id === l.assign_id)?.assigned_by === staff.uuid,
    );
    const sectionIds = [...new Set(visible.map((l) => l.section_id))];
    const [sections, counts, people] = await Promise.all([
      ports.sections.sectionsByIds(sectionIds),
      ports.directory.learnerCountsBySection(sectionIds),
      ports.directory.people([...new Set(rows.map((a) => a.assigned_by))]),
    ]);
    const names = new Map(sections.map((s) => [s.section_id, s.section_name]));
    const paperName = new Map(paperRows.map((p) => [p.paper_id, p.paper_name]));
    const nowMs = ports.clock();
    return rows.map((a) => {
      const mine = visible.filter((l) => l.assign_id === a.assign_id);
      const inSections = new Set(mine.map((l) => l.section_id));
      const tries = [
        ...latestByLearner(
          all.filter((t) => t.assign_id === a.assign_id && (t.section_id === null || inSections.has(t.section_id))),
        ).values(),
      ];
      return {
        assign_id: a.assign_id,
        paper_id: a.paper_id,
        paper_name: paperName.get(a.paper_id) ?? '',
        title: a.title,
        school_id: a.school_id,
        assigned_by: a.assigned_by,
        assigned_by_name: fullName(people.find((p) => p.uuid === a.assigned_by)),
        group_id: a.group_id,
        is_parent_assigned: a.is_parent_assigned,
        is_olympiad: a.is_olympiad,
        paper_start_time: a.paper_start_time,
        paper_end_time: a.paper_end_time,
        paper_duration: a.paper_duration,
        allow_reattempt: a.allow_reattempt,
        sections: mine.map((l) => ({
          section_assign_id: l.section_assign_id,
          section_id: l.section_id,
          section_name: names.get(l.section_id) ?? '',
          learner_count: counts.get(l.section_id) ?? 0,
        })),
        extensions: [],
        results_published_at: a.results_published_at,
        status: statusOf(a, nowMs),
        learner_count: mine.reduce((s, l) => s + (counts.get(l.section_id) ?? 0), 0),
        started_count: tries.length,
        submitted_count: tries.filter((t) => isAttemptSubmitted(t.status)).length,
        pending_evaluation_count: tries.filter((t) => t.status === AttemptStatus.Submitted).length,
        average_percentage: mean(
          tries.flatMap((t) => (t.status === AttemptStatus.Evaluated && pct(t) !== null ? [pct(t)!] : [])),
        ),
      };
    });
  }

  async function visibleAssignments(auth: AuthContext, q: { schoolId?: string; sectionId?: string; paperId?: string }) {
    const staff = await ports.scopes.scopeOf(auth);
    const schools = ports.scopes.schoolsAsked(staff, optionalIdOf(q.schoolId, 'school'));
    const sectionId = optionalIdOf(q.sectionId, 'section');
    if (sectionId !== null) await ports.scopes.sectionFor(staff, sectionId);
    const rows = await papers.assignmentsOfSchools(schools, {
      paperId: optionalIdOf(q.paperId, 'paper'),
      sectionIds: sectionId !== null ? [sectionId] : staff.allSections ? null : [...staff.sectionIds],
      assignedBy: sectionId === null && !staff.allSections ? auth.uuid : null,
    });
    return { staff, rows };
  }

  async function assigned(auth: AuthContext, q: Static<typeof TeacherAssignedQuery>): Promise<TeacherAssignedData> {
    const { staff, rows } = await visibleAssignments(auth, q);
    const nowMs = ports.clock();
    const filtered = q.status ? rows.filter((a) => statusOf(a, nowMs) === q.status) : rows;
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 20;
    const page = filtered.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return {
      total_count: filtered.length,
      page_no: pageNo,
      page_size: pageSize,
      assignments: await summaries(page, staff),
    };
  }

  async function overview(auth: AuthContext, q: Static<typeof TeacherOverviewQuery>): Promise<TeacherOverviewData> {
    const { staff, rows } = await visibleAssignments(auth, q);
    const all = await summaries(rows, staff);
    const count = (s: Status) => all.filter((a) => a.status === s).length;
    return {
      total_assigned: all.length,
      upcoming: count('upcoming'),
      open: count('open'),
      closed: count('closed'),
      published: count('published'),
      pending_evaluation: all.reduce((s, a) => s + a.pending_evaluation_count, 0),
      learners_assigned: all.reduce((s, a) => s + a.learner_count, 0),
      submissions: all.reduce((s, a) => s + a.submitted_count, 0),
      average_percentage: mean(all.flatMap((a) => (a.average_percentage === null ? [] : [a.average_percentage]))),
      recent: all.slice(0, 5),
    };
  }

  async function activity(auth: AuthContext, q: Static<typeof StudentActivityQuery>): Promise<StudentActivityData> {
    const reach = await scope.forStaff(auth, idOf(q.assignId, 'assignment'));
    const sectionId = optionalIdOf(q.sectionId, 'section');
    const sectionIds = sectionId === null ? reach.sectionIds : reach.sectionIds.filter((id) => id === sectionId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 50;
    const [summary] = await summaries([reach.assignment], reach.scope);
    const learners = await ports.directory.learnersOfSections(new Map(sectionIds.map((id, i) => [id, i])), {
      start: (pageNo - 1) * pageSize,
      limit: pageSize,
    });
    const [tries, extensions, sections] = await Promise.all([
      attempts.ofAssignments([reach.assignment.assign_id]),
      papers.extensionsOf(reach.assignment.assign_id),
      ports.sections.sectionsByIds(sectionIds),
    ]);
    const byLearner = latestByLearner(tries);
    const sectionName = new Map(sections.map((s) => [s.section_id, s.section_name]));
    await audit.record(auth, {
      kind: 'assessment-activity',
      learners: learners.rows.map((p) => p.uuid),
      record: reach.assignment.assign_id,
      label: reach.assignment.title,
    });
    const label = (a: AttemptRow | undefined) =>
      !a
        ? 'not_started'
        : isAttemptOpen(a.status)
          ? 'in_progress'
          : a.status === AttemptStatus.Submitted
            ? 'submitted'
            : 'evaluated';
    return {
      assignment: summary!,
      total_count: learners.total,
      page_no: pageNo,
      page_size: pageSize,
      students: learners.rows.map((p) => {
        const a = byLearner.get(p.uuid);
        return {
          uuid: p.uuid,
          name: fullName(p),
          section_id: p.section_id,
          section_name: sectionName.get(p.section_id) ?? null,
          attempt_id: a?.attempt_id ?? null,
          attempt_status_id: attemptStatusOf(a),
          status: label(a),
          started_at: a?.started_at ?? null,
          submitted_at: a?.submitted_at ?? null,
          submitted_by: a?.submitted_by ?? null,
          score: a?.score ?? null,
          percentage: a ? pct(a) : null,
          rank: a?.rank ?? null,
          percentile: a?.percentile ?? null,
          time_spent_ms: a?.time_spent_ms ?? 0,
          pending_count: a?.pending_count ?? 0,
          extra_minutes: extensions.get(p.uuid) ?? 0,
          offline_synced_at: a?.offline_synced_at ?? null,
        };
      }),
    };
  }

  /** Per question of the paper, over the submitted attempts of the sections the caller sees. */
  async function questionAnalysis(auth: AuthContext, assignId: number): Promise<QuestionAnalysisData> {
    const reach = await scope.forStaff(auth, assignId);
    // Each question's right answers and wrong picks would give a running Olympiad's keys away.
    if (
      reach.assignment.is_olympiad === 1 &&
      reach.assignment.results_published_at === null &&
      !(await ports.catalogue.isPlatformEditor(auth))
    ) {
      throw new AppError('CONFLICT', { reason: 'reports.olympiadAnalysis' });
    }
    const sheet = await sheets.sheetOf(reach.assignment.paper_id);
    if (!sheet) throw notFound('papers.noPaper');
    const seen = new Set(reach.sectionIds);
    const submitted = [...latestByLearner(await attempts.ofAssignments([assignId])).values()].filter(
      (a) => isAttemptSubmitted(a.status) && (a.section_id === null || seen.has(a.section_id)),
    );
    const answers = await attempts.answersOfAttempts(submitted.map((a) => a.attempt_id));
    const questions = sheet.items.map((item) => {
      const rows = answers.filter((r) => r.question_id === item.questionId);
      const outcome = (o: string) => rows.filter((r) => r.outcome === o).length;
      const wrongPicks = new Map<string, number>();
      for (const r of rows.filter((x) => x.outcome === 'wrong' || x.outcome === 'partial')) {
        const key = item.key;
        const right = new Set(key.type === 'single' ? [key.optionId] : key.type === 'multiple' ? key.optionIds : []);
        for (const id of chosenOptions(r.response ? parseJson<Response | null>(r.response, null) : null)) {
          if (!right.has(id)) wrongPicks.set(id, (wrongPicks.get(id) ?? 0) + 1);
        }
      }
      const [top] = [...wrongPicks].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const answered = rows.filter((r) => r.response !== null);
      const correct = outcome('correct');
      return {
        question_id: item.questionId,
        question_order: item.order,
        question_type: item.row.question_type,
        stem: textOf(sheet.loaded, item.questionId, sheet.paper.language_id)?.stem ?? '',
        marks: item.marks,
        is_dropped: item.dropped ? 1 : 0,
        attempted_count: answered.length,
        correct_count: correct,
        partial_count: outcome('partial'),
        wrong_count: outcome('wrong'),
        unanswered_count: submitted.length - answered.length,
        accuracy: submitted.length ? round2((100 * correct) / submitted.length) : null,
        most_chosen_wrong_option: top ? { option_id: top[0], count: top[1] } : null,
        average_time_ms: rows.length ? Math.round(rows.reduce((s, r) => s + r.time_spent_ms, 0) / rows.length) : null,
      };
    });
    return {
      assign_id: assignId,
      paper_id: sheet.paper.paper_id,
      paper_name: sheet.paper.paper_name,
      submitted_count: submitted.length,
      questions,
    };
  }

  return { assigned, overview, activity, questionAnalysis };
}

export type TeacherReportsService = ReturnType<typeof createTeacherReportsService>;
