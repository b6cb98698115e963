import type {
  AnswerInput,
  SaveAnswersBody,
  SaveAnswersData,
  StartAttemptBody,
  StartAttemptData,
  SubmitAttemptBody,
  SubmitAttemptData,
} from '@esc/contracts';
import {
  acceptsAnswers,
  attemptDeadline,
  AttemptStatus,
  canMoveAttempt,
  isAttemptOpen,
  isLearner,
  judgeLateSync,
  syncedFromOffline,
  type QuestionType,
} from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import { AppError } from '../../platform/errors/app-error.js';
import { responseFromInput } from '../question-bank/question-bank.module.js';
import { createAnswerSaves, resultsReleased } from './answer-saves.js';
import type { AttemptGrants } from './attempt-grant.js';
import {
  idOf,
  invalid,
  iso,
  notFound,
  optionalIdOf,
  type AssessmentPorts,
} from '../question-bank/question-bank.module.js';
import type { AssignmentScope } from './assignment-scope.js';
import { gateAndWindowEnd, startAnswer } from './attempt-start.js';
import type { AttemptPapersRepository } from '../papers/papers.module.js';
import type { AttemptRow, AttemptsRepository, IncomingAnswer } from './attempts.repository.js';
import type { EvaluationService } from './evaluation.service.js';
import type { HomeworkItems } from '../question-bank/question-bank.module.js';
import type { PaperSheet, PaperSheets } from '../papers/papers.module.js';
import type { QuestionViews } from '../question-bank/question-bank.module.js';

// The attempt: start or resume, save answers, submit. The server's clock decides; an
// answer is acknowledged only after the transaction holding it committed; a client-made id counts
// once; a later answer replaces an earlier one by the client's order (seq, answered_at), not by arrival.

type Ack = SaveAnswersData['acknowledged'][number];

export interface AttemptsDeps {
  attempts: AttemptsRepository;
  papers: AttemptPapersRepository;
  sheets: PaperSheets;
  views: QuestionViews;
  scope: AssignmentScope;
  evaluation: EvaluationService;
  ports: Pick<AssessmentPorts, 'access' | 'clock'>;
  /** Learn-list homework a paper is opened from (learnlist_assign_id): the learner's own attempt of it. */
  homework: Pick<HomeworkItems, 'openedFrom' | 'opened'>;
  /** Answer-save batches written at once: 1 on SQLite (one writer), more on PostgreSQL. */
  concurrentWrites?: number;
  /** Queues the overdue sweep for the attempt's deadline (plus grace) and its window's end. */
  schedule(deadlineMs: number, windowEndMs: number | null): Promise<void>;
  /** Signs and checks the attempt grant the engine keeps on the device (offline sync). */
  grants: AttemptGrants;
}

export function createAttemptsService(deps: AttemptsDeps) {
  const { attempts, papers, sheets, views, scope, evaluation, ports, grants } = deps;
  const saves = createAnswerSaves({ attempts, clock: ports.clock, concurrency: deps.concurrentWrites });
  const now = () => ports.clock();
  const owners = createBoundedCache<{ uuid: string; paperId: number }>({ maxEntries: 100_000, maxBytes: 100_000 });

  async function sheetOrNotFound(paperId: number): Promise<PaperSheet> {
    const sheet = await sheets.sheetOf(paperId);
    if (!sheet) throw notFound('papers.noPaper');
    return sheet;
  }

  /** The assignment reaching the learner, or for no assignment the practice test they may take. */
  async function reach(auth: AuthContext, sheet: PaperSheet, body: StartAttemptBody) {
    const assignId = optionalIdOf(body.assign_id ?? null, 'assignment');
    if (assignId !== null) {
      const reached = await scope.forLearner(
        auth.uuid,
        assignId,
        optionalIdOf(body.section_assign_id ?? null, 'section'),
      );
      if (reached.assignment.paper_id !== sheet.paper.paper_id) throw notFound('learnlists.noAssignment');
      return { ...reached, from: null };
    }
    const paper = sheet.paper;
    const from =
      paper.is_practice === 1
        ? null
        : await deps.homework.openedFrom(auth, undefined, body.learnlist_assign_id, 'paper', [paper.paper_id]);
    // From homework the learner holds, the list's school's own paper too (the school gave it, no package applies).
    const schoolsHomework = from !== null && paper.school_id !== null && paper.school_id === from.held.schoolId;
    if (paper.is_practice === 1 ? paper.owner_uuid !== auth.uuid : paper.school_id !== null && !schoolsHomework) {
      throw notFound('papers.noPaper');
    }
    // The platform's papers open through the access gate (002 §5.4), which reads the homework it is opened
    // from (a school's: mode 1, the checks skipped); a learner's own test always.
    if (paper.is_practice !== 1 && !schoolsHomework) {
      await ports.access.assertAllowed(auth, {
        kind: 'paper',
        itemId: paper.paper_id,
        assignId: from?.held.assignId ?? null,
      });
    }
    return { assignment: null, sectionId: null, sectionAssignId: null, from };
  }

  /** A test is taken by the learner themself: a uuid naming anyone else is refused. */
  function assertSelf(auth: AuthContext, uuid: string | undefined): void {
    if (!isLearner(auth.userTypeId)) throw new AppError('FORBIDDEN', { reason: 'attempts.learnersOnly' });
    if (uuid !== undefined && uuid.toLowerCase() !== auth.uuid) {
      throw new AppError('FORBIDDEN', { reason: 'attempts.forYourself' });
    }
  }

  /**
   * POST startAttempt. Opened from homework (learnlist_assign_id), the attempt started or resumed
   * completes the learn-list item, once (spec 002 §4.2: opened by the learner).
   */
  async function start(auth: AuthContext, body: StartAttemptBody): Promise<StartAttemptData> {
    assertSelf(auth, body.uuid);
    const sheet = await sheetOrNotFound(idOf(body.paper_id, 'paper'));
    const reached = await reach(auth, sheet, body);
    const started = await startReached(auth, body, sheet, reached);
    await deps.homework.opened(reached.from, 'paper');
    return started;
  }

  async function startReached(
    auth: AuthContext,
    body: StartAttemptBody,
    sheet: PaperSheet,
    { assignment, sectionId }: Awaited<ReturnType<typeof reach>>,
  ): Promise<StartAttemptData> {
    const assignKey = assignment?.assign_id ?? 0;
    const languageId = body.language_id ?? sheet.paper.language_id ?? 1;
    const nowMs = now();
    const [latest] = await attempts.attemptsOf(auth.uuid, sheet.paper.paper_id, assignKey);
    if (latest && isAttemptOpen(latest.status)) {
      if (acceptsAnswers(Date.parse(latest.deadline_at), nowMs)) return resume(latest, sheet, languageId);
      // Left open past its time: submitted as it stands (Moodle's rule), then treated as any submitted one.
      await evaluation.closeOverdue(latest.attempt_id);
    }
    if (latest && assignment && assignment.allow_reattempt !== 1) {
      throw new AppError('ATTEMPT_CLOSED', { reason: 'attempts.submittedAlready' });
    }
    const windowEnd = await gateAndWindowEnd(papers, sheet, assignment, auth.uuid, nowMs);
    const extra = assignment ? await papers.extraMinutes(assignment.assign_id, auth.uuid) : 0;
    const deadline = attemptDeadline({
      startedAtMs: nowMs,
      durationMinutes: assignment?.paper_duration ?? sheet.paper.paper_time,
      windowEndMs: windowEnd,
      extraMinutes: extra,
    });
    const inserted = await attempts.insert({
      assign_id: assignment?.assign_id ?? null,
      assign_key: assignKey,
      paper_id: sheet.paper.paper_id,
      uuid: auth.uuid,
      school_id: assignment?.school_id ?? null,
      section_id: sectionId,
      attempt_no: (latest?.attempt_no ?? 0) + 1,
      status: AttemptStatus.InProgress,
      started_at: iso(nowMs),
      deadline_at: iso(deadline),
      max_marks: sheet.maxMarks,
      updated_at: iso(nowMs),
    });
    // Another device started the same attempt a moment before: resume that one.
    const made = inserted ?? (await attempts.attemptsOf(auth.uuid, sheet.paper.paper_id, assignKey))[0];
    if (!made) throw notFound('attempts.noAttempt');
    if (inserted === null) return resume(made, sheet, languageId);
    await deps.schedule(deadline, assignment ? Date.parse(assignment.paper_end_time) : null);
    const grant = await grants.issue(claimsOf(made));
    return startAnswer({ sheet, views, attempt: made, answers: [], resumed: false, languageId, nowMs, grant });
  }

  const claimsOf = (a: AttemptRow) => ({
    attemptId: a.attempt_id,
    uuid: a.uuid,
    startedAt: a.started_at,
    deadlineAt: a.deadline_at,
  });

  async function resume(attempt: AttemptRow, sheet: PaperSheet, languageId: number): Promise<StartAttemptData> {
    if (canMoveAttempt(attempt.status, AttemptStatus.Resumed)) {
      await attempts.setStatus(attempt.attempt_id, AttemptStatus.Resumed, iso(now()));
    }
    const answers = await attempts.answersOf(attempt.attempt_id);
    const grant = await grants.issue(claimsOf(attempt));
    return startAnswer({ sheet, views, attempt, answers, resumed: true, languageId, nowMs: now(), grant });
  }

  function incoming(sheet: PaperSheet, answers: readonly AnswerInput[]): IncomingAnswer[] {
    return answers.map((a, i) => {
      const item = sheet.byId.get(Number(a.question_id));
      if (!item) throw invalid(`answers.${i}.question_id`, { reason: 'attempts.notPaperQuestion' });
      const response = responseFromInput(item.row.question_type as QuestionType, a.response);
      return {
        question_id: item.questionId,
        client_answer_id: a.client_answer_id,
        seq: a.seq,
        answered_at: a.answered_at ?? 0,
        response: response === null ? null : JSON.stringify(response),
        time_spent_ms: a.time_spent_ms ?? 0,
        is_marked: a.is_marked ? 1 : 0,
        elapsed_ms: a.elapsed_ms ?? null,
      };
    });
  }

  async function ownAttempt(auth: AuthContext, attemptId: number | string): Promise<AttemptRow> {
    const attempt = await attempts.byId(idOf(attemptId, 'attempt'));
    if (!attempt || attempt.uuid !== auth.uuid) throw notFound('attempts.noAttempt');
    return attempt;
  }

  /**
   * The paper of the learner's own attempt. An attempt's learner and paper never change, so they are
   * kept and a save need not read the attempt first: its hold in the save's transaction checks both
   * again (a kept pair that no longer fits answers not found there).
   */
  async function ownPaperOf(auth: AuthContext, attemptId: number): Promise<number> {
    const kept = owners.get(String(attemptId));
    if (kept && kept.uuid === auth.uuid) return kept.paperId;
    const attempt = await ownAttempt(auth, attemptId);
    owners.set(String(attemptId), { uuid: attempt.uuid, paperId: attempt.paper_id }, 1);
    return attempt.paper_id;
  }

  /**
   * Saves through the group-committing writer (answer-saves.ts): acknowledged once durable. Late
   * answers taken by an attempt the overdue job submitted are marked again (its results not released).
   */
  async function saveAll(
    attempt: Pick<AttemptRow, 'attempt_id' | 'uuid' | 'paper_id'>,
    answers: readonly AnswerInput[],
    grant: string | undefined,
  ) {
    const sheet = await sheetOrNotFound(attempt.paper_id);
    const result = await saves.save({
      attemptId: attempt.attempt_id,
      uuid: attempt.uuid,
      paperId: attempt.paper_id,
      rows: incoming(sheet, answers),
      grant: await grants.read(grant),
      onlineOnly: sheet.paper.online_only === 1,
    });
    if (result.markAgain) await evaluation.evaluate(attempt.attempt_id);
    return result;
  }

  async function save(auth: AuthContext, body: SaveAnswersBody): Promise<SaveAnswersData> {
    assertSelf(auth, body.uuid);
    const attemptId = idOf(body.attempt_id, 'attempt');
    const paperId = await ownPaperOf(auth, attemptId);
    const { attempt, acks, maxSeq } = await saveAll(
      { attempt_id: attemptId, uuid: auth.uuid, paper_id: paperId },
      body.answers,
      body.attempt_grant,
    );
    return {
      attempt_id: attempt.attempt_id,
      acknowledged: acks,
      deadline_ms: Date.parse(attempt.deadline_at),
      server_time_ms: now(),
      next_seq: maxSeq + 1,
    };
  }

  /** Whether a submit reaching the server after the deadline plus grace is taken by the late rule. */
  async function lateSubmitTaken(attempt: AttemptRow, body: SubmitAttemptBody, nowMs: number): Promise<boolean> {
    const sheet = await sheetOrNotFound(attempt.paper_id);
    const around = await attempts.elapsedAround(attempt.attempt_id, null);
    return judgeLateSync({
      nowMs,
      startedAtMs: Date.parse(attempt.started_at),
      deadlineMs: Date.parse(attempt.deadline_at),
      startedOnline: await grants.holds(body.attempt_grant, claimsOf(attempt)),
      onlineOnly: sheet.paper.online_only === 1,
      resultsReleased: resultsReleased(attempt),
      elapsedMs: body.elapsed_ms ?? null,
      elapsedBefore: around.before,
      elapsedAfter: null,
    }).accepted;
  }

  /**
   * POST submitAttempt. Answers riding along are saved first (late ones judged by the late rule; a
   * refusal does not stop the submit). A submit made offline before the deadline and synced after it
   * closes the attempt as the learner's, marked "completed offline"; otherwise past the grace it is
   * closed as the deadline's.
   */
  async function submit(auth: AuthContext, body: SubmitAttemptBody): Promise<SubmitAttemptData> {
    assertSelf(auth, body.uuid);
    const attempt = await ownAttempt(auth, body.attempt_id);
    let acks: Ack[] = [];
    if (body.answers && body.answers.length > 0) {
      try {
        acks = (await saveAll(attempt, body.answers, body.attempt_grant)).acks;
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'ATTEMPT_CLOSED')) throw err;
        // None was taken: the engine tells the learner which answers do not count, and why.
        const seen = await attempts.receivedIds(
          attempt.attempt_id,
          body.answers.map((a) => a.client_answer_id),
        );
        acks = body.answers.map((a) =>
          seen.has(a.client_answer_id)
            ? { client_answer_id: a.client_answer_id, status: 'duplicate' as const }
            : { client_answer_id: a.client_answer_id, status: 'refused' as const, reason: err.message },
        );
      }
    }
    const nowMs = now();
    const onTime = acceptsAnswers(Date.parse(attempt.deadline_at), nowMs);
    const lateTaken = !onTime && attempt.submitted_by !== 'learner' && (await lateSubmitTaken(attempt, body, nowMs));
    const by = onTime || lateTaken ? 'learner' : 'deadline';
    const made = { nowMs, startedAtMs: Date.parse(attempt.started_at), deadlineMs: Date.parse(attempt.deadline_at) };
    const fromOffline = lateTaken || (onTime && syncedFromOffline({ ...made, elapsedMs: body.elapsed_ms ?? null }));
    // A submit made in time offline is the learner's even when the overdue job closed the attempt before
    // it arrived (as it usually has: the job runs a minute after the deadline, the phone syncs later).
    const closed =
      (await attempts.close(attempt.attempt_id, by, iso(nowMs), fromOffline)) ||
      (lateTaken && (await attempts.takeBackFromDeadline(attempt.attempt_id, iso(nowMs))));
    await evaluation.evaluate(attempt.attempt_id);
    const after = (await attempts.byId(attempt.attempt_id))!;
    return {
      attempt_id: after.attempt_id,
      attempt_status_id: after.status,
      submitted_at: after.submitted_at ?? iso(now()),
      submitted_by: after.submitted_by ?? 'learner',
      already_submitted: !closed,
      acknowledged: acks,
      results_published: after.results_published_at !== null,
      offline_synced_at: after.offline_synced_at,
    };
  }

  return { start, save, submit };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
