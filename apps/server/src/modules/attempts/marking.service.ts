import type { DropQuestionBody, DropQuestionData, EvaluateAnswersBody, EvaluateAnswersData } from '@esc/contracts';
import type { Static } from 'typebox';
import { AttemptStatus, isAttemptSubmitted, subjectiveScore } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { AssessmentAccess } from '../question-bank/question-bank.module.js';
import { idOf, invalid, iso, notFound, type AssessmentPorts } from '../question-bank/question-bank.module.js';
import type { AttemptPolicy } from './assignment-policy.js';
import type { AssignmentScope } from './assignment-scope.js';
import type { AttemptPapersRepository, PaperPolicy } from '../papers/papers.module.js';
import type { AttemptRow, AttemptsRepository } from './attempts.repository.js';
import type { EvaluationService } from './evaluation.service.js';
import type { PaperSheets } from '../papers/papers.module.js';

// What staff change in results: marks for subjective answers (and for an OMR paper, answered on
// paper, every question's marks), and dropping a question from a paper. Only staff of the
// assignment's school who teach it (or made it, or see every section) mark its attempts, and one
// learner's attempt only when they see that learner's section (the attempts' policy decides).

export function createMarkingService(deps: {
  attempts: AttemptsRepository;
  papers: AttemptPapersRepository;
  sheets: PaperSheets;
  scope: AssignmentScope;
  policy: AttemptPolicy;
  callers: Pick<AssessmentAccess, 'callerOf'>;
  /** Who changes a paper (the papers' policy): a drop changes it. */
  paperPolicy: PaperPolicy;
  evaluation: EvaluationService;
  ports: Pick<AssessmentPorts, 'clock' | 'directory' | 'scopes'>;
}) {
  const { attempts, papers, sheets, scope, policy, callers, paperPolicy, evaluation, ports } = deps;
  const nowIso = () => iso(deps.ports.clock());

  /** The attempt marked: named by id, or for an OMR paper the learner's (made when they have none). */
  async function attemptFor(auth: AuthContext, body: EvaluateAnswersBody): Promise<AttemptRow> {
    if (body.attempt_id !== undefined) {
      const attempt = await attempts.byId(idOf(body.attempt_id, 'attempt'));
      if (!attempt || attempt.assign_id === null) throw notFound('attempts.noAttempt');
      const actor = { kind: 'staff' as const, uuid: auth.uuid, scope: await ports.scopes.scopeOf(auth) };
      await policy.authorizeOne(actor, 'markAttempt', attempt.attempt_id);
      if (!isAttemptSubmitted(attempt.status)) throw new AppError('CONFLICT', { reason: 'attempts.notSubmitted' });
      return attempt;
    }
    if (body.assign_id === undefined || body.student_uuid === undefined) {
      throw invalid('attempt_id', { reason: 'attempts.attemptIdNeeded' });
    }
    const reach = await scope.forStaff(auth, idOf(body.assign_id, 'assignment'));
    const sheet = await sheets.sheetOf(reach.assignment.paper_id);
    if (!sheet) throw notFound('papers.noPaper');
    if (sheet.paper.is_omr !== 1) throw invalid('attempt_id', { reason: 'attempts.answeredOnline' });
    const learner = body.student_uuid.toLowerCase();
    const placed = await ports.directory.placementsOf([learner]);
    const section = placed.find((p) => p.section_id !== null && reach.sectionIds.includes(p.section_id));
    if (!section) throw notFound('attempts.noLearnerOfAssignment');
    const [latest] = await attempts.attemptsOf(learner, sheet.paper.paper_id, reach.assignment.assign_id);
    if (latest) return latest;
    const now = nowIso();
    await attempts.insert({
      assign_id: reach.assignment.assign_id,
      assign_key: reach.assignment.assign_id,
      paper_id: sheet.paper.paper_id,
      uuid: learner,
      school_id: reach.assignment.school_id,
      section_id: section.section_id,
      attempt_no: 1,
      status: AttemptStatus.Submitted,
      started_at: now,
      deadline_at: now,
      submitted_at: now,
      submitted_by: 'teacher',
      max_marks: sheet.maxMarks,
      updated_at: now,
    });
    return (await attempts.attemptsOf(learner, sheet.paper.paper_id, reach.assignment.assign_id))[0]!;
  }

  /** The marks of the body, each of a question of the paper and within its marks (400 naming the entry). */
  function marksOf(sheet: NonNullable<Awaited<ReturnType<PaperSheets['sheetOf']>>>, body: EvaluateAnswersBody) {
    const omr = sheet.paper.is_omr === 1;
    return body.marks.map((m, i) => {
      const item = sheet.byId.get(Number(m.question_id));
      if (!item) throw invalid(`marks.${i}.question_id`, { reason: 'attempts.notPaperQuestion' });
      if (!omr && item.row.question_type !== 'subjective') {
        throw invalid(`marks.${i}.question_id`, { reason: 'attempts.keyMarked' });
      }
      if (m.marks > item.marks)
        throw invalid(`marks.${i}.marks`, { reason: 'attempts.marksAtMost', params: { max: item.marks } });
      const score = subjectiveScore(m.marks, {
        marks: item.marks,
        negativeMarks: item.negativeMarks,
        partialMarking: true,
      });
      return { questionId: item.questionId, score, comment: m.comment ?? null };
    });
  }

  async function stateOf(attemptId: number, replayed: boolean): Promise<EvaluateAnswersData> {
    const after = (await attempts.byId(attemptId))!;
    return {
      attempt_id: after.attempt_id,
      attempt_status_id: after.status,
      pending_count: after.pending_count,
      score: after.score,
      results_published: after.results_published_at !== null,
      replayed,
    };
  }

  /** A marking save already received under this client-made id: answered as the attempt is now. */
  async function replayOf(auth: AuthContext, id: string, attemptId: number): Promise<EvaluateAnswersData | null> {
    const receipt = await attempts.markingReceipt(id);
    if (!receipt) return null;
    if (receipt.attempt_id !== attemptId || receipt.marked_by !== auth.uuid) {
      throw new AppError(
        'CONFLICT',
        { reason: 'attempts.markingIdReused' },
        {
          errors: [{ field: 'client_marking_id', reason: 'attempts.markingIdReused' }],
        },
      );
    }
    return stateOf(attemptId, true);
  }

  async function evaluateAnswers(auth: AuthContext, body: EvaluateAnswersBody): Promise<EvaluateAnswersData> {
    const attempt = await attemptFor(auth, body);
    const clientId = body.client_marking_id;
    // Marks given offline and sent again (the outbox's retry) count once.
    const replay = clientId ? await replayOf(auth, clientId, attempt.attempt_id) : null;
    if (replay) return replay;
    const sheet = await sheets.sheetOf(attempt.paper_id);
    if (!sheet) throw notFound('papers.noPaper');
    const marks = marksOf(sheet, body);
    const written = await attempts.transaction(async (repo) => {
      if (clientId && !(await repo.claimMarking(clientId, attempt.attempt_id, auth.uuid, nowIso()))) return false;
      for (const m of marks) {
        await repo.teacherMark(
          attempt.attempt_id,
          m.questionId,
          {
            outcome: m.score.outcome,
            marks_awarded: m.score.marks!,
            evaluated_by: auth.uuid,
            teacher_comment: m.comment,
          },
          nowIso(),
        );
      }
      return true;
    });
    // A twin of this save committed first: answer as its replay.
    if (!written) return (await replayOf(auth, clientId!, attempt.attempt_id))!;
    await evaluation.evaluate(attempt.attempt_id, { force: true });
    return stateOf(attempt.attempt_id, false);
  }

  /** Drops (or restores) a question of a paper: every attempt is marked again; a drop gives everyone its marks. */
  async function dropQuestion(auth: AuthContext, body: Static<typeof DropQuestionBody>): Promise<DropQuestionData> {
    const paperId = idOf(body.paper_id, 'paper');
    const questionId = idOf(body.question_id, 'question');
    await paperPolicy.authorizeOne(await callers.callerOf(auth), 'edit', paperId);
    if (!(await papers.setDropped(paperId, questionId, body.is_dropped, nowIso()))) {
      throw invalid('question_id', { reason: 'attempts.notPaperQuestion' });
    }
    const reevaluated = await evaluation.reevaluatePapers([paperId]);
    return {
      paper_id: paperId,
      question_id: questionId,
      is_dropped: body.is_dropped ? 1 : 0,
      reevaluated_attempts: reevaluated,
    };
  }

  return { evaluateAnswers, dropQuestion };
}

export type MarkingService = ReturnType<typeof createMarkingService>;
