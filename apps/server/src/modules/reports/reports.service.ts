import type { ChildPerformanceData, PaperReportData } from '@esc/contracts';
import { isLearner, isParent, isStaff } from '@esc/domain';
import type { Static } from 'typebox';
import type { ChildPerformanceBody, PaperReportQuery } from '@esc/contracts';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { readerLanguage } from '../../platform/i18n/reader-language.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  fullName,
  idOf,
  invalid,
  notFound,
  optionalIdOf,
  round2,
  type AssessmentPorts,
  type QuestionViews,
  type WithCatalogue,
} from '../question-bank/question-bank.module.js';
import type { AssignmentScope, AttemptRow, AttemptRecords } from '../attempts/attempts.module.js';
import type { AttemptPapersRepository, PaperSheets } from '../papers/papers.module.js';
import type { AccessLog } from '../audit/audit.module.js';
import type { ReportPolicy } from './report-policy.js';
import { askedVersions, attemptVersions, type KeptFacts, type ReportAsked, type ReportCache } from './report-cache.js';
import { accuracyBy, weakTopics, type MarkedEntry } from './report-accuracy.js';
import { createReportParts } from './report-parts.js';

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
  /** Published reports kept under the versions of what they show. */
  kept: ReportCache;
  /**
   * Attempts read on the primary: a report kept under a version is built from rows at least as new
   * as the version (a replica's may be older); a learner's question is resolved there too.
   */
  primary: AttemptRecords;
  ports: Pick<AssessmentPorts, 'identity' | 'directory' | 'clock'> &
    WithCatalogue<'isPlatformEditor' | 'nodes' | 'content'>;
}) {
  const { attempts, results, papers, sheets, views, scope, policy, audit, ports } = deps;
  /** The attempt's report: kept by the learner asked and what they asked, or for staff by the attempt. */
  const kept = deps.kept;
  const { reportAnswers, namesOf, withContent, entriesOf, buildReport } = createReportParts({ views, ports });

  /** What was asked, its ids checked: an attempt, or the learner's latest of an assignment or a paper. */
  function askedOf(q: Query): ReportAsked {
    if (q.attempt_id !== undefined) return { kind: 'attempt', id: idOf(q.attempt_id, 'attempt') };
    const assignId = optionalIdOf(q.assign_id, 'assignment');
    if (assignId !== null) return { kind: 'assignment', id: assignId };
    if (q.paper_id !== undefined) return { kind: 'paper', id: idOf(q.paper_id, 'paper') };
    throw invalid('attempt_id', { reason: 'reports.attemptNeeded' });
  }

  /** The attempt asked, of the learner named (null: anyone's, for staff asking by attempt id). */
  async function attemptAsked(
    target: string | null,
    asked: ReportAsked,
    records: AttemptRecords = attempts,
  ): Promise<AttemptRow> {
    let attempt: AttemptRow | undefined;
    if (asked.kind === 'attempt') {
      attempt = await records.byId(asked.id);
      if (attempt && target !== null && attempt.uuid !== target) attempt = undefined;
    } else {
      if (target === null) throw invalid('uuid', { reason: 'reports.learnerNeeded' });
      const assignment = asked.kind === 'assignment' ? await papers.assignment(asked.id) : null;
      if (asked.kind === 'assignment' && !assignment) throw notFound('reports.noReport');
      const paperId = assignment?.paper_id ?? asked.id;
      attempt = (await records.attemptsOf(target, paperId, assignment?.assign_id ?? 0))[0];
    }
    if (!attempt) throw notFound('reports.noReport');
    return attempt;
  }

  /** Whether staff read the attempt as staff (its answers marked), after their right to it is checked. */
  async function staffView(auth: AuthContext, attempt: AttemptRow): Promise<boolean> {
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
    return !sealed;
  }

  /**
   * The report serialized by the route's `serialize` (the envelope, through its response schema).
   * A learner's own (a parent's child's) published report is a lookup once kept: who acts is decided
   * on every call (a parent's link read again), and everything the report shows is under versions
   * its writers move. Staff's right to the learner is checked on every call, and their read logged.
   */
  async function paperReport(
    auth: AuthContext,
    q: Query,
    serialize: (data: PaperReportData) => string,
  ): Promise<string | Buffer> {
    const language = readerLanguage();
    if (!isStaff(auth.userTypeId)) {
      const target = (await actingUserFor(auth, q.uuid, ports.identity)).uuid;
      const asked = askedOf(q);
      const key = `${target}|${asked.kind}:${asked.id}|${language}`;
      const hit = kept.lookup(key, ports.clock());
      if (hit) return hit.body;
      const upfront = askedVersions(target, asked);
      const before = kept.stamp(upfront);
      const attempt = await attemptAsked(target, asked, deps.primary);
      return (await reportOf(key, attempt, false, { upfront, before }, serialize)).body;
    }
    const target = q.uuid?.toLowerCase() ?? null;
    const attempt = await attemptAsked(target, askedOf(q));
    const staff = await staffView(auth, attempt);
    const key = `staff|${attempt.attempt_id}|${staff ? 'staff' : 'learner'}|${language}`;
    const found = kept.lookup(key, ports.clock()) ?? (await reportOf(key, attempt, staff, null, serialize));
    // Staff reading a sealed Olympiad's attempt saw its status only, not the answers.
    await audit.record(auth, {
      kind: staff ? 'attempt-answers' : 'paper-report',
      learners: [attempt.uuid],
      record: attempt.attempt_id,
      label: found.facts.label,
      schoolId: attempt.school_id,
    });
    return found.body;
  }

  /**
   * The report of the attempt found, kept once published. Each version is read before the rows it
   * covers: a learner's question's (asked) before the attempt was found, the attempt's own before
   * the attempt is read again on the primary and the report built from it.
   */
  async function reportOf(
    key: string,
    found: AttemptRow,
    staff: boolean,
    asked: { upfront: readonly string[]; before: string } | null,
    serialize: (data: PaperReportData) => string,
  ): Promise<{ body: string | Buffer; facts: KeptFacts }> {
    const built = async (attempt: AttemptRow, records: AttemptRecords) => {
      const sheet = await sheets.sheetOf(attempt.paper_id);
      if (!sheet) throw notFound('reports.noReport');
      const data = await buildReport(attempt, sheet, staff, records);
      return { body: serialize(data), facts: { label: sheet.paper.paper_name } };
    };
    if (found.results_published_at === null) return built(found, attempts);
    const upfront = asked?.upfront ?? [];
    const own = attemptVersions(found).filter((name) => !upfront.includes(name));
    const version = [...(asked ? [asked.before] : []), kept.stamp(own)].join('/');
    const builtAt = ports.clock();
    const attempt = await deps.primary.byId(found.attempt_id);
    if (!attempt) throw notFound('reports.noReport');
    const report = await built(attempt, deps.primary);
    if (attempt.results_published_at === null) return report;
    const body = kept.store(key, {
      names: [...upfront, ...own],
      version,
      builtAt,
      body: report.body,
      facts: report.facts,
    });
    return { body, facts: report.facts };
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
