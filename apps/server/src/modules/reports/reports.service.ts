import type { ChildPerformanceData, PaperReportData, QuestionOption, ReportAnswer } from '@esc/contracts';
import { isLearner, isParent, isStaff, type Response } from '@esc/domain';
import type { Static } from 'typebox';
import type { ChildPerformanceBody, PaperReportQuery } from '@esc/contracts';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import { AppError } from '../../platform/errors/app-error.js';
import { keyView, responseView } from '../question-bank/question-bank.module.js';
import {
  fullName,
  idOf,
  invalid,
  notFound,
  optionalIdOf,
  parseJson,
  round2,
  type AssessmentPorts,
  type WithCatalogue,
} from '../question-bank/question-bank.module.js';
import type { AssignmentScope } from '../attempts/attempts.module.js';
import type { AttemptPapersRepository } from '../papers/papers.module.js';
import type { AnswerRow, AttemptRow, AttemptRecords } from '../attempts/attempts.module.js';
import type { PaperSheet, PaperSheets } from '../papers/papers.module.js';
import { textOf, type QuestionViews } from '../question-bank/question-bank.module.js';
import type { AccessLog } from '../audit/audit.module.js';
import type { ReportPolicy } from './report-policy.js';
import { accuracyBy, syllabusIdsOf, weakTopics, type MarkedEntry } from './report-accuracy.js';

// A learner's report of an attempt (their own, a parent's linked child's, or staff of the school's),
// and a parent's overview of a child. Nothing of the results before they are published; the correct
// answers and explanations only when the paper allows them (10/11) — or to staff, who own the paper.

type Query = Static<typeof PaperReportQuery>;

export function createReportsService(deps: {
  attempts: AttemptRecords;
  results: AttemptRecords;
  papers: AttemptPapersRepository;
  sheets: PaperSheets;
  views: QuestionViews;
  scope: AssignmentScope;
  policy: ReportPolicy;
  audit: Pick<AccessLog, 'record'>;
  ports: Pick<AssessmentPorts, 'identity' | 'directory' | 'clock'> &
    WithCatalogue<'isPlatformEditor' | 'nodes' | 'content'>;
}) {
  const { attempts, results, papers, sheets, views, scope, policy, audit, ports } = deps;
  // A published report is read again and again (the learner, their parent, the teacher) and changes
  // only with the attempt's row or the paper's revision, both read on every call: a report is kept
  // serialized against them for at most a minute (the catalogue's names and recommendations, and
  // the figures' signed links, are fresh enough at that age), so a repeated read costs the reads
  // that prove it current and a copy.
  const kept = createBoundedCache<{ stamp: string; body: string }>({
    maxEntries: 2_000,
    maxBytes: 64 * 1024 * 1024,
    maxEntryBytes: 2 * 1024 * 1024,
  });

  /** The attempt asked and whether the caller reads it as staff. */
  async function attemptFor(auth: AuthContext, q: Query): Promise<{ attempt: AttemptRow; staff: boolean }> {
    const staff = isStaff(auth.userTypeId);
    const target = staff ? (q.uuid?.toLowerCase() ?? null) : (await actingUserFor(auth, q.uuid, ports.identity)).uuid;
    let attempt: AttemptRow | undefined;
    if (q.attempt_id !== undefined) {
      attempt = await attempts.byId(idOf(q.attempt_id, 'attempt'));
      if (attempt && target !== null && attempt.uuid !== target) attempt = undefined;
    } else if (q.assign_id !== undefined || q.paper_id !== undefined) {
      if (target === null) throw invalid('uuid', { reason: 'reports.learnerNeeded' });
      const assignId = optionalIdOf(q.assign_id, 'assignment');
      const assignment = assignId === null ? null : await papers.assignment(assignId);
      if (assignId !== null && !assignment) throw notFound('reports.noReport');
      const paperId = assignment?.paper_id ?? idOf(q.paper_id!, 'paper');
      attempt = (await attempts.attemptsOf(target, paperId, assignId ?? 0))[0];
    } else {
      throw invalid('attempt_id', { reason: 'reports.attemptNeeded' });
    }
    if (!attempt) throw notFound('reports.noReport');
    if (!staff) return { attempt, staff };
    if (attempt.assign_id === null) throw notFound('reports.noReport');
    // The assignment first: another school's answers as a missing assignment, whichever attempt is named.
    const reach = await scope.forStaff(auth, attempt.assign_id);
    await policy.authorizeOne(
      { kind: 'staff', uuid: auth.uuid, scope: reach.scope },
      'readAttempt',
      attempt.attempt_id,
    );
    // An Olympiad ranks every school's learners: until its results are out, a school's staff read
    // its attempts as the learner does (the status), since the answers marked would give its keys.
    const sealed =
      reach.assignment.is_olympiad === 1 &&
      attempt.results_published_at === null &&
      !(await ports.catalogue.isPlatformEditor(auth));
    return { attempt, staff: !sealed };
  }

  function reportAnswers(
    sheet: PaperSheet,
    rows: readonly AnswerRow[],
    showKeys: boolean,
    languageId: number,
  ): ReportAnswer[] {
    const byQuestion = new Map(rows.map((r) => [r.question_id, r]));
    const sectionName = new Map(sheet.sections.map((s) => [s.paper_section_id, s.section_name]));
    return sheet.items.map((item) => {
      const row = byQuestion.get(item.questionId);
      const text = textOf(sheet.loaded, item.questionId, languageId);
      const response = row?.response ? parseJson<Response | null>(row.response, null) : null;
      return {
        question_id: item.questionId,
        parent_question_id: item.parentId ?? 0,
        question_order: item.order,
        section_name: item.paperSectionId === null ? null : (sectionName.get(item.paperSectionId) ?? null),
        question_type: item.row.question_type,
        stem: text?.stem ?? '',
        options: parseJson<QuestionOption[]>(text?.options, []),
        match_left: parseJson<QuestionOption[]>(text?.match_left, []),
        images: views.images(text),
        chapter_id: item.row.chapter_id,
        topic_id: item.row.topic_id,
        response: responseView(response),
        outcome: item.dropped ? 'dropped' : (row?.outcome ?? 'unanswered'),
        marks_awarded: item.dropped ? item.marks : (row?.marks_awarded ?? (row ? null : 0)),
        marks: item.marks,
        negative_marks: item.negativeMarks,
        time_spent_ms: row?.time_spent_ms ?? 0,
        is_dropped: item.dropped ? 1 : 0,
        teacher_comment: row?.teacher_comment ?? null,
        ...(showKeys ? { correct_answer: keyView(item.key), explanation: text?.explanation ?? '' } : {}),
      };
    });
  }

  async function namesOf(entries: readonly MarkedEntry[], schoolId: number | null): Promise<Map<number, string>> {
    const nodes = await ports.catalogue.nodes.byIds(syllabusIdsOf(entries), schoolId === null ? [] : [schoolId]);
    return new Map([...nodes].map(([id, n]) => [id, n.syllabus_name]));
  }

  /** Learn content of each weak topic from the catalogue (as the learner's school sees it), three a topic. */
  async function withContent(topics: ReturnType<typeof weakTopics>, schoolId: number | null) {
    const viewer = {
      auth: null,
      userTypeId: 1,
      schoolIds: schoolId === null ? [] : [schoolId],
      isTeacher: false,
      mediumId: 1,
    };
    return Promise.all(
      topics.map(async (topic) => {
        try {
          const read = await ports.catalogue.content.bySyllabusIds(
            { syllabusIds: String(topic.syllabus_id), groupCategoryId: 1, startIndex: 1, endIndex: 3 },
            viewer,
          );
          const list = (await read.load()).content_list;
          const recommended_content = list.map((c) => ({
            content_id: c.content_id,
            content_title: c.content_title,
            content_kind: c.content_kind,
          }));
          return { ...topic, recommended_content };
        } catch {
          // A recommendation is a help, never a reason to withhold the report.
          return topic;
        }
      }),
    );
  }

  const entriesOf = (sheet: PaperSheet, answers: readonly ReportAnswer[]): MarkedEntry[] =>
    answers.map((a) => ({ item: sheet.byId.get(a.question_id)!, outcome: a.outcome, marks: a.marks_awarded }));

  /**
   * The report serialized by the route's `serialize` (the envelope, through its response schema):
   * kept while current once the results are published, built on every call before.
   */
  async function paperReport(auth: AuthContext, q: Query, serialize: (data: PaperReportData) => string) {
    const { attempt, staff } = await attemptFor(auth, q);
    const sheet = await sheets.sheetOf(attempt.paper_id);
    if (!sheet) throw notFound('reports.noReport');
    const body = await reportBody(attempt, sheet, staff, serialize);
    // Staff reading a sealed Olympiad's attempt saw its status only, not the answers.
    await audit.record(auth, {
      kind: staff ? 'attempt-answers' : 'paper-report',
      learners: [attempt.uuid],
      record: attempt.attempt_id,
      label: sheet.paper.paper_name,
      schoolId: attempt.school_id,
    });
    return body;
  }

  async function reportBody(
    attempt: AttemptRow,
    sheet: PaperSheet,
    staff: boolean,
    serialize: (data: PaperReportData) => string,
  ): Promise<string> {
    if (attempt.results_published_at === null) return serialize(await buildReport(attempt, sheet, staff));
    const minute = Math.floor(ports.clock() / 60_000);
    const stamp = JSON.stringify([minute, sheet.paper.revision, sheet.paper.updated_at, attempt]);
    const key = `${attempt.attempt_id}:${staff ? 'staff' : 'learner'}`;
    const hit = kept.get(key);
    if (hit?.stamp === stamp) return hit.body;
    const body = serialize(await buildReport(attempt, sheet, staff));
    kept.set(key, { stamp, body }, body.length);
    return body;
  }

  async function buildReport(attempt: AttemptRow, sheet: PaperSheet, staff: boolean): Promise<PaperReportData> {
    const published = attempt.results_published_at !== null;
    const out = published || staff;
    const answers = out
      ? reportAnswers(
          sheet,
          await attempts.answersOf(attempt.attempt_id),
          staff || sheet.explanationsAllowed,
          sheet.paper.language_id,
        )
      : [];
    const entries = entriesOf(sheet, answers);
    const names = out ? await namesOf(entries, attempt.school_id) : new Map<number, string>();
    const shown = <T>(v: T) => (published ? v : null);
    return {
      attempt_id: attempt.attempt_id,
      attempt_no: attempt.attempt_no,
      paper_id: attempt.paper_id,
      assign_id: attempt.assign_id,
      paper_name: sheet.paper.paper_name,
      uuid: attempt.uuid,
      attempt_status_id: attempt.status,
      results_published: published,
      submitted_at: attempt.submitted_at,
      submitted_by: attempt.submitted_by,
      score: out ? attempt.score : null,
      max_marks: sheet.maxMarks,
      percentage:
        out && attempt.score !== null && sheet.maxMarks > 0 ? round2((100 * attempt.score) / sheet.maxMarks) : null,
      correct_count: out ? attempt.correct_count : 0,
      partial_count: out ? attempt.partial_count : 0,
      wrong_count: out ? attempt.wrong_count : 0,
      unanswered_count: out ? attempt.unanswered_count : 0,
      pending_count: attempt.pending_count,
      rank: shown(attempt.rank),
      percentile: shown(attempt.percentile),
      candidates: shown(attempt.candidates),
      platform_rank: shown(attempt.platform_rank),
      platform_percentile: shown(attempt.platform_percentile),
      platform_candidates: shown(attempt.platform_candidates),
      time_spent_ms: attempt.time_spent_ms,
      explanations_allowed: sheet.explanationsAllowed,
      partial_marking: sheet.partialMarking,
      rank_generation: sheet.rankGeneration,
      by_chapter: accuracyBy(entries, 'chapter_id', names),
      by_topic: accuracyBy(entries, 'topic_id', names),
      answers,
      weak_topics: await withContent(weakTopics(entries, names), attempt.school_id),
    };
  }

  /** A parent's overview of a linked child (a learner's own too): published results, newest first. */
  async function childPerformance(
    auth: AuthContext,
    body: Static<typeof ChildPerformanceBody>,
  ): Promise<ChildPerformanceData> {
    if (!isParent(auth.userTypeId) && !isLearner(auth.userTypeId)) throw new AppError('FORBIDDEN');
    const child = (await actingUserFor(auth, body.uuid, ports.identity)).uuid;
    const schoolId = optionalIdOf(body.institute ?? null, 'institute');
    const pageSize = body.page_size ?? 10;
    const pageIndex = body.page_index ?? 1;
    const [page, all, [person]] = await Promise.all([
      results.publishedOf(child, { start: (pageIndex - 1) * pageSize, limit: pageSize }, schoolId),
      results.allPublishedOf(child, schoolId),
      ports.directory.people([child]),
    ]);
    const paperNames = new Map(
      (await papers.papersByIds([...new Set(page.rows.map((a) => a.paper_id))])).map((p) => [p.paper_id, p.paper_name]),
    );
    // The parent reads the title the teacher gave the assignment, not the paper's internal name.
    const assignIds = [...new Set(page.rows.flatMap((a) => (a.assign_id === null ? [] : [a.assign_id])))];
    const titles = new Map((await papers.assignmentsByIds(assignIds)).map((r) => [r.assign_id, r.title]));
    const answers = await attempts.answersOfAttempts(all.map((a) => a.attempt_id));
    const entries: MarkedEntry[] = [];
    for (const a of all) {
      const sheet = await sheets.sheetOf(a.paper_id);
      if (!sheet) continue;
      const mine = answers.filter((r) => r.attempt_id === a.attempt_id);
      entries.push(...entriesOf(sheet, reportAnswers(sheet, mine, false, sheet.paper.language_id)));
    }
    const names = await namesOf(entries, schoolId);
    const percentages = all
      .filter((a) => a.score !== null && a.max_marks > 0)
      .map((a) => (100 * a.score!) / a.max_marks);
    return {
      uuid: child,
      name: fullName(person),
      total_count: page.total,
      page_size: pageSize,
      page_index: pageIndex,
      average_percentage: percentages.length
        ? round2(percentages.reduce((s, p) => s + p, 0) / percentages.length)
        : null,
      papers: page.rows.map((a) => ({
        attempt_id: a.attempt_id,
        assign_id: a.assign_id,
        paper_id: a.paper_id,
        paper_name: paperNames.get(a.paper_id) ?? '',
        title: (a.assign_id === null ? '' : titles.get(a.assign_id)) || (paperNames.get(a.paper_id) ?? ''),
        submitted_at: a.submitted_at,
        score: a.score,
        max_marks: a.max_marks,
        percentage: a.score !== null && a.max_marks > 0 ? round2((100 * a.score) / a.max_marks) : null,
        rank: a.rank,
        percentile: a.percentile,
      })),
      by_subject: accuracyBy(entries, 'subject_id', names),
      weak_topics: await withContent(weakTopics(entries, names), schoolId),
    };
  }

  return { paperReport, childPerformance };
}

export type ReportsService = ReturnType<typeof createReportsService>;
