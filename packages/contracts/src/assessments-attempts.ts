import Type, { type Static } from 'typebox';
import { Id, IdOrDigits, IdOrZero, LegacyCallFields, Nullable, Uuid } from './common.js';
import { LanguageId, MatchPair, MediaKey, OptionId, QuestionFace } from './assessments-questions.js';
import { PaperSection, PaperSetting } from './assessments-papers.js';
import { AttemptStatusValue, PaperStatusValue } from './states.js';

// The attempt: start (or resume on any device), save answers as they are given, submit.
// Every answer carries a client-made id and the order the client gave it (seq, then answered_at):
// the same id counts once, and a later answer to a question replaces an earlier one by that order,
// never by arrival. An answer is acknowledged only once it is durable. Answers are taken until the
// deadline plus a short grace; a scheduled job submits attempts left open past it.

/** What a learner answered; fields by type (as the key's). null or absent: not answered. */
export const ResponseInput = Type.Object({
  option_ids: Type.Optional(Type.Array(OptionId, { maxItems: 20 })),
  value: Type.Optional(Nullable(Type.Number({ minimum: -1_000_000_000, maximum: 1_000_000_000 }))),
  blanks: Type.Optional(Type.Array(Nullable(Type.String({ maxLength: 200 })), { maxItems: 20 })),
  is_true: Type.Optional(Nullable(Type.Boolean())),
  pairs: Type.Optional(Type.Array(MatchPair, { maxItems: 20 })),
  /** Subjective: typed text, and photos of written work (uploaded files). */
  text: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  image_keys: Type.Optional(Type.Array(MediaKey, { maxItems: 5 })),
});
export type ResponseInput = Static<typeof ResponseInput>;

/** A client-made id: a UUID, or any 8-64 plain characters. */
export const ClientAnswerId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** A week: longer than any attempt's time, for the bound of elapsed_ms. */
export const ElapsedMs = Type.Integer({ minimum: 0, maximum: 604_800_000 });

/** The server's signed attempt grant (a JWT): names the attempt, the learner, its start and deadline. */
export const AttemptGrant = Type.String({ minLength: 20, maxLength: 2000, pattern: '^[A-Za-z0-9_.-]+$' });

export const AnswerInput = Type.Object({
  client_answer_id: ClientAnswerId,
  question_id: Id(),
  /** The client's order of answers in this attempt (continue from next_seq on another device). */
  seq: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  /** The client's clock when answered (ms since the epoch): orders two answers of one seq. */
  answered_at: Type.Optional(Type.Integer({ minimum: 0, maximum: 32_503_680_000_000 })),
  /** null: the answer was cleared. */
  response: Nullable(ResponseInput),
  /** Time spent on the question so far (replaces the earlier figure with the answer). */
  time_spent_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400_000 })),
  /** Marked for review in the test engine. */
  is_marked: Type.Optional(Type.Boolean()),
  /**
   * Time since the attempt's start when it was answered, by the engine's count of the server's clock
   * (monotonic, never the device's wall clock): judges an answer that reaches the server after the
   * deadline (made offline). Absent from old clients.
   */
  elapsed_ms: Type.Optional(ElapsedMs),
});
export type AnswerInput = Static<typeof AnswerInput>;

/** A saved answer as the attempt holds it (the winning one per question). */
export const SavedAnswer = Type.Object({
  question_id: Type.Integer(),
  response: Nullable(
    Type.Object({
      option_ids: Type.Optional(Type.Array(Type.String())),
      value: Type.Optional(Nullable(Type.Number())),
      blanks: Type.Optional(Type.Array(Nullable(Type.String()))),
      is_true: Type.Optional(Nullable(Type.Boolean())),
      pairs: Type.Optional(Type.Array(Type.Object({ left_id: Type.String(), option_id: Type.String() }))),
      text: Type.Optional(Nullable(Type.String())),
      image_keys: Type.Optional(Type.Array(Type.String())),
    }),
  ),
  seq: Type.Integer(),
  time_spent_ms: Type.Integer(),
  is_marked: Type.Integer(),
});
export type SavedAnswer = Static<typeof SavedAnswer>;

/** POST /student-report/student/startAttempt: starts the learner's attempt, or resumes it where it stopped. */
export const StartAttemptBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  paper_id: IdOrDigits(),
  /** The assignment; absent or 0 for the learner's own practice test. */
  assign_id: Type.Optional(Nullable(Type.Union([IdOrZero(), Type.String({ pattern: '^[0-9]{1,10}$' })]))),
  section_assign_id: Type.Optional(Nullable(Type.Union([IdOrZero(), Type.String({ pattern: '^[0-9]{1,10}$' })]))),
  language_id: Type.Optional(LanguageId),
  /**
   * The learn-list homework the paper is opened from (without assign_id): the learner's own attempt of a
   * paper their homework lists, the list's school's paper too; the start completes the homework item.
   */
  learnlist_assign_id: Type.Optional(Nullable(Type.Union([IdOrZero(), Type.String({ pattern: '^[0-9]{1,10}$' })]))),
});
export type StartAttemptBody = Static<typeof StartAttemptBody>;

/** A question of the attempt: its face (no key, no explanation) and where it sits. */
export const AttemptQuestion = Type.Object({
  paper_section_id: Nullable(Type.Integer()),
  question_order: Type.Integer(),
  is_dropped: Type.Integer(),
  question: QuestionFace,
  children: Type.Array(QuestionFace),
});

/** The attempt paper response's first element (002 §3). */
export const AttemptPaper = Type.Object({
  paper_id: Type.Integer(),
  paper_name: Type.String(),
  paper_qualified_mode: Nullable(Type.Integer()),
  paper_settings: Type.Array(PaperSetting),
  total_questions: Type.Integer(),
  paper_time: Type.Integer(),
  total_marks: Type.Number(),
  question_subject_ids: Type.Array(Type.Integer()),
  paper_nature: Nullable(Type.String()),
  is_subjective: Type.Integer(),
  paper_status: PaperStatusValue,
  instructions: Type.String(),
  /** Set by its teacher: answers count only if they reach the server before time is up (no offline sync). */
  online_only: Type.Boolean(),
});

export const AttemptTiming = Type.Object({
  started_at: Type.String(),
  /** When the time is up: min(start + duration, window end) + extra time, on the server's clock. */
  deadline_at: Type.String(),
  deadline_ms: Type.Integer(),
  server_time_ms: Type.Integer(),
  /** Answers sent up to this long after the deadline still count. */
  answer_grace_ms: Type.Integer(),
  /** The timer's warnings: 20 % and 5 % of the time left. */
  warn_at_ms: Type.Array(Type.Integer()),
  /**
   * Signed by the server (attempt, learner, start, deadline): kept on the device with the paper and
   * sent with answers and the submit, so what syncs after the deadline is known to be of an attempt
   * the server started.
   */
  attempt_grant: Type.String(),
  /** Answers made offline may sync up to this long after the deadline (before results are released). */
  offline_sync_window_ms: Type.Integer(),
});

export const StartAttemptData = Type.Object({
  attempt_id: Type.Integer(),
  attempt_no: Type.Integer(),
  /** In progress (started now) or resumed. */
  attempt_status_id: AttemptStatusValue,
  resumed: Type.Boolean(),
  assign_id: Nullable(Type.Integer()),
  paper: Type.Array(AttemptPaper, { description: 'one element (002 §3)' }),
  sections: Type.Array(PaperSection),
  questions: Type.Array(AttemptQuestion),
  timing: AttemptTiming,
  /** The answers saved so far (the winning one per question). */
  answers: Type.Array(SavedAnswer),
  /** The next seq to use: one past the highest this attempt has seen. */
  next_seq: Type.Integer(),
});
export type StartAttemptData = Static<typeof StartAttemptData>;

/** POST /student-report/student/saveAnswers: idempotent per client_answer_id. */
export const SaveAnswersBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  attempt_id: IdOrDigits(),
  answers: Type.Array(AnswerInput, { minItems: 1, maxItems: 200 }),
  attempt_grant: Type.Optional(AttemptGrant),
});
export type SaveAnswersBody = Static<typeof SaveAnswersBody>;

/**
 * Per answer: saved (now the question's answer), stale (kept, but a later answer of the question
 * had already arrived), duplicate (this id was saved before; nothing changed), refused (it reached
 * the server after the deadline and the late rule did not take it: `reason` says why).
 */
export const AnswerAck = Type.Object({
  client_answer_id: Type.String(),
  status: Type.Union([
    Type.Literal('saved'),
    Type.Literal('stale'),
    Type.Literal('duplicate'),
    Type.Literal('refused'),
  ]),
  reason: Type.Optional(Type.String()),
});
export const SaveAnswersData = Type.Object({
  attempt_id: Type.Integer(),
  acknowledged: Type.Array(AnswerAck),
  deadline_ms: Type.Integer(),
  server_time_ms: Type.Integer(),
  next_seq: Type.Integer(),
});
export type SaveAnswersData = Static<typeof SaveAnswersData>;

/** POST /student-report/student/submitAttempt: counts once; answers still in the outbox may ride along. */
export const SubmitAttemptBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  attempt_id: IdOrDigits(),
  answers: Type.Optional(Type.Array(AnswerInput, { maxItems: 200 })),
  attempt_grant: Type.Optional(AttemptGrant),
  /** Time since the start when the learner (or the engine at the deadline) submitted: judges a late sync. */
  elapsed_ms: Type.Optional(ElapsedMs),
});
export type SubmitAttemptBody = Static<typeof SubmitAttemptBody>;
export const SubmitAttemptData = Type.Object({
  attempt_id: Type.Integer(),
  /** Submitted (a teacher still marks some answers) or evaluated. */
  attempt_status_id: AttemptStatusValue,
  submitted_at: Type.String(),
  /** learner, deadline (the overdue job) or teacher (marks entered for an OMR paper). */
  submitted_by: Type.String(),
  /** True when this call found the attempt submitted already (a repeat counts once). */
  already_submitted: Type.Boolean(),
  acknowledged: Type.Array(AnswerAck),
  /** Whether the results (score, rank) are published yet. */
  results_published: Type.Boolean(),
  /** When answers or the submit made offline were taken after the deadline by the late rule; else null. */
  offline_synced_at: Nullable(Type.String()),
});
export type SubmitAttemptData = Static<typeof SubmitAttemptData>;

/**
 * POST /student-report/teacher/evaluateAnswers: marks for subjective answers of an attempt; for an
 * OMR paper (answered on paper), marks per question of a learner of the assignment (assign_id and
 * student_uuid). Results are published once every attempt is marked and the window has closed.
 */
export const EvaluateAnswersBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  attempt_id: Type.Optional(IdOrDigits()),
  assign_id: Type.Optional(IdOrDigits()),
  student_uuid: Type.Optional(Uuid),
  marks: Type.Array(
    Type.Object({
      question_id: Id(),
      marks: Type.Number({ minimum: -1000, maximum: 1000 }),
      comment: Type.Optional(Type.String({ maxLength: 2000 })),
    }),
    { minItems: 1, maxItems: 300 },
  ),
  /** Made by the client for this save (marks given offline wait in the outbox): a resend counts once. */
  client_marking_id: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', maxLength: 64, description: 'made by the client for this save' }),
  ),
});
export type EvaluateAnswersBody = Static<typeof EvaluateAnswersBody>;
export const EvaluateAnswersData = Type.Object({
  attempt_id: Type.Integer(),
  attempt_status_id: AttemptStatusValue,
  pending_count: Type.Integer(),
  score: Nullable(Type.Number()),
  results_published: Type.Boolean(),
  /** This client_marking_id was saved before: nothing was written again. */
  replayed: Type.Boolean(),
});
export type EvaluateAnswersData = Static<typeof EvaluateAnswersData>;
