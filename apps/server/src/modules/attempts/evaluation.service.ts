import { AttemptStatus, isAttemptSubmitted } from '@esc/domain';
import type { NotificationEvent } from '../notifications/notifications.module.js';
import { iso, type AssessmentPorts } from '../question-bank/question-bank.module.js';
import type { AssignmentRow, AttemptPapersRepository } from '../papers/papers.module.js';
import { markAttempt } from './attempt-scoring.js';
import type { AttemptsRepository } from './attempts.repository.js';
import type { PaperSheets } from '../papers/papers.module.js';
import type { StandingsService } from './standings.service.js';

// Evaluation: an attempt is marked as soon as it is submitted (objective questions at
// once; subjective ones wait for a teacher); an assignment's results are published once its window
// has closed and every attempt is marked, and then its learners and their parents are told. A drop or
// a key change marks every attempt of the paper again, and the standings follow.

export function createEvaluationService(deps: {
  attempts: AttemptsRepository;
  papers: AttemptPapersRepository;
  sheets: PaperSheets;
  standings: StandingsService;
  ports: Pick<AssessmentPorts, 'clock' | 'directory' | 'publish' | 'log'>;
}) {
  const { attempts, papers, sheets, standings, ports } = deps;
  const nowIso = () => iso(ports.clock());

  /**
   * Marks a submitted attempt (again, with `force`: a drop, a key change or a teacher's marks); the
   * assignment it belongs to, when any, unless `quiet` (a batch decides publishing once at its end).
   */
  async function evaluate(attemptId: number, opts: { force?: boolean; quiet?: boolean } = {}): Promise<void> {
    const before = await attempts.byId(attemptId);
    // Read before the transaction: on SQLite the transaction holds the one connection.
    const sheet = before ? await sheets.sheetOf(before.paper_id) : undefined;
    if (!sheet) return;
    const assignId = await attempts.transaction(async (repo) => {
      const attempt = await repo.byId(attemptId);
      if (!attempt || !isAttemptSubmitted(attempt.status)) return null;
      if (!opts.force && attempt.evaluated_at !== null) return attempt.assign_id;
      const { items, totals } = markAttempt(sheet, await repo.answersOf(attemptId));
      await repo.markAnswers(
        attemptId,
        items
          .filter((item) => item.hasRow && item.changed)
          .map((item) => ({ questionId: item.questionId, outcome: item.outcome, marks_awarded: item.marks })),
      );
      const now = nowIso();
      const done = totals.pending_count === 0;
      await repo.saveResult(attemptId, {
        ...totals,
        status: done ? AttemptStatus.Evaluated : AttemptStatus.Submitted,
        evaluated_at: now,
        updated_at: now,
        // A practice test (no assignment) shows its results as soon as they are marked.
        ...(attempt.assign_id === null && done && attempt.results_published_at === null
          ? { results_published_at: now }
          : {}),
      });
      return attempt.assign_id;
    });
    if (assignId !== null && !opts.quiet) await settle(assignId);
  }

  /** An attempt left open past its deadline and grace: submitted as it stands, then marked. */
  async function closeOverdue(attemptId: number, quiet = false): Promise<boolean> {
    const closed = await attempts.close(attemptId, 'deadline', nowIso());
    await evaluate(attemptId, { quiet });
    return closed;
  }

  /**
   * "Results are out": to the learners, opening their report of the paper; to each child's parents,
   * naming the child and opening that child's report.
   */
  async function tell(assignment: AssignmentRow, learners: readonly string[]): Promise<void> {
    if (learners.length === 0) return;
    const children = await ports.directory.parentsByChild(learners);
    const report = `/reports?assignId=${assignment.assign_id}&paperId=${assignment.paper_id}`;
    const base = {
      kind: 'assessment_results_published' as const,
      title: { key: 'notifications.results.title' } as const,
      data: { assign_id: assignment.assign_id, paper_id: assignment.paper_id },
    };
    const events: NotificationEvent[] = [
      {
        ...base,
        id: `assessment_results_published:${assignment.assign_id}:learners`,
        recipients: learners,
        body: { key: 'notifications.results.bodyLearners', params: { title: assignment.title } },
        link: report,
      },
    ];
    for (const child of children) {
      events.push({
        ...base,
        id: `assessment_results_published:${assignment.assign_id}:parents:${child.uuid}`,
        recipients: child.parents,
        body: {
          key: 'notifications.results.bodyParents',
          params: { title: assignment.title, child: { person: child.uuid, part: 'first' } },
        },
        link: `${report}&uuid=${child.uuid}`,
      });
    }
    for (const event of events) if (event.recipients.length > 0) await ports.publish(event);
  }

  /**
   * Publishes the assignment's results when its window has closed and nothing is open or waiting for
   * a teacher; once published, recomputes its standings (results changed). True when published now.
   */
  async function settle(assignId: number): Promise<boolean> {
    const assignment = await papers.assignment(assignId);
    if (!assignment) return false;
    if (assignment.results_published_at !== null) {
      await standings.recompute(assignment);
      return false;
    }
    if (Date.parse(assignment.paper_end_time) > ports.clock()) return false;
    const rows = await attempts.ofAssignments([assignId]);
    if (rows.some((a) => a.status !== AttemptStatus.Evaluated)) return false;
    const now = nowIso();
    if (!(await papers.markPublished(assignId, now))) return false;
    await attempts.publishAttempts(assignId, now);
    await standings.recompute({ ...assignment, results_published_at: now });
    await tell(assignment, [...new Set(rows.map((a) => a.uuid))]);
    ports.log.info({ assignId, attempts: rows.length }, 'assessment results published');
    return true;
  }

  /** Marks every submitted attempt of the papers again; the count marked. */
  async function reevaluatePapers(paperIds: readonly number[]): Promise<number> {
    for (const id of paperIds) sheets.forget(id);
    const rows = await attempts.ofPapers(paperIds);
    for (const a of rows) await evaluate(a.attempt_id, { force: true, quiet: true });
    for (const assignId of new Set(rows.flatMap((a) => (a.assign_id === null ? [] : [a.assign_id])))) {
      await settle(assignId);
    }
    return rows.length;
  }

  /** The question bank's keys changed: every attempt of a paper holding one is marked again. */
  async function keysChanged(questionIds: readonly number[]): Promise<void> {
    await reevaluatePapers(await papers.papersHolding(questionIds));
  }

  return { evaluate, closeOverdue, settle, reevaluatePapers, keysChanged };
}

export type EvaluationService = ReturnType<typeof createEvaluationService>;
