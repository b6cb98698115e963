import type { AnswerInput, SaveAnswersBody, StartAttemptBody, SubmitAttemptBody } from '@esc/contracts';
import { api } from '../../../lib/api';

const STUDENT = '/student-report/student';
/** Kept in the outbox by path (answer-outbox.ts). */
export const SAVE_ANSWERS_PATH = `${STUDENT}/saveAnswers` as const;

/** Starts the attempt, or resumes it on any device with the answers saved so far and next_seq. */
export function startAttempt(input: {
  paperId: number;
  assignId: number | null;
  sectionAssignId: number | null;
  languageId?: number;
  /** The learn-list homework the paper is opened from: the learner's own attempt of it (the server completes the item). */
  homeworkAssignId?: number | null;
}) {
  const body: StartAttemptBody = {
    paper_id: input.paperId,
    assign_id: input.assignId ?? 0,
    section_assign_id: input.sectionAssignId ?? 0,
    // Unnamed, the server answers in the paper's own language (a Hindi paper in Hindi).
    ...(input.languageId ? { language_id: input.languageId } : {}),
    ...(input.homeworkAssignId ? { learnlist_assign_id: input.homeworkAssignId } : {}),
  };
  return api.call(`POST ${STUDENT}/startAttempt`, { body });
}

/** The body of one save of answers; the outbox sends it (idempotent per client_answer_id). */
export function saveAnswersBody(attemptId: number, answers: AnswerInput[]): SaveAnswersBody {
  return { attempt_id: attemptId, answers };
}

export function saveAnswers(attemptId: number, answers: AnswerInput[]) {
  return api.call(`POST ${SAVE_ANSWERS_PATH}`, { body: saveAnswersBody(attemptId, answers) }, { idempotent: true });
}

/** Kept in the outbox by path when the submit waits for the link. */
export const SUBMIT_ATTEMPT_PATH = `${STUDENT}/submitAttempt` as const;

/**
 * The body of a submit: the attempt's grant and its own time since the start when submitted, so a
 * submit made before the deadline and synced after it counts as the learner's.
 */
export function submitAttemptBody(
  attemptId: number,
  answers: AnswerInput[],
  made: { grant?: string; elapsedMs?: number } = {},
): SubmitAttemptBody {
  return {
    attempt_id: attemptId,
    ...(answers.length > 0 ? { answers } : {}),
    ...(made.grant ? { attempt_grant: made.grant } : {}),
    ...(made.elapsedMs !== undefined
      ? { elapsed_ms: Math.min(604_800_000, Math.max(0, Math.round(made.elapsedMs))) }
      : {}),
  };
}

/** Submits the attempt (a repeat counts once); answers still unacknowledged ride along. */
export function submitAttempt(
  attemptId: number,
  answers: AnswerInput[],
  made: { grant?: string; elapsedMs?: number } = {},
) {
  const body = submitAttemptBody(attemptId, answers, made);
  return api.call(`POST ${SUBMIT_ATTEMPT_PATH}`, { body }, { idempotent: true });
}
