/**
 * Time spent per question in a test: the time a question was on screen while the tab was visible.
 * The test engine keeps a QuestionClock and moves it on its focus events (a question shown, the tab
 * hidden or shown again); what it sends with an answer is timeOnQuestion at that moment. The server
 * bounds what it keeps with boundTimeSpent: a device's clock or a replayed answer never makes the
 * questions' sum longer than the attempt has lasted.
 */
export interface QuestionClock {
  /** The question on screen, or null before the first one is shown. */
  readonly questionId: number | null;
  /** When the on-screen question started counting (ms); null while the tab is hidden. */
  readonly since: number | null;
  /** Time counted so far per question (ms), not counting the running stretch. */
  readonly spent: Readonly<Record<number, number>>;
}

/** A clock that starts from what the server already kept for each question (a resumed attempt). */
export function startQuestionClock(kept: Readonly<Record<number, number>> = {}): QuestionClock {
  return { questionId: null, since: null, spent: { ...kept } };
}

function banked(clock: QuestionClock, now: number): Record<number, number> {
  const spent = { ...clock.spent };
  if (clock.questionId !== null && clock.since !== null) {
    // A clock that went backwards counts nothing rather than taking time away.
    spent[clock.questionId] = (spent[clock.questionId] ?? 0) + Math.max(0, now - clock.since);
  }
  return spent;
}

/** A question is shown: the one before stops counting, this one starts (if the tab is visible). */
export function showQuestion(clock: QuestionClock, questionId: number, now: number, visible = true): QuestionClock {
  return { questionId, since: visible ? now : null, spent: banked(clock, now) };
}

/** The tab is hidden (another app, a locked phone): nothing counts until it is visible again. */
export function pauseQuestionClock(clock: QuestionClock, now: number): QuestionClock {
  if (clock.since === null) return clock;
  return { questionId: clock.questionId, since: null, spent: banked(clock, now) };
}

/** The tab is visible again: the question on screen counts from now. */
export function resumeQuestionClock(clock: QuestionClock, now: number): QuestionClock {
  if (clock.since !== null || clock.questionId === null) return clock;
  return { ...clock, since: now };
}

/** A question's time so far (ms), the running stretch included when it is the one on screen. */
export function timeOnQuestion(clock: QuestionClock, questionId: number, now: number): number {
  const running = clock.questionId === questionId && clock.since !== null ? Math.max(0, now - clock.since) : 0;
  return Math.round((clock.spent[questionId] ?? 0) + running);
}

export interface TimeSpentBound {
  /** What the answer says was spent on its question (ms). */
  claimedMs: number;
  /** When the attempt started and now, on the server's clock (ms). */
  startedAtMs: number;
  nowMs: number;
  /** What is kept for the attempt's other questions (ms). */
  otherQuestionsMs: number;
}

/**
 * What the server keeps for a question's time: what the answer claims, but never so much that the
 * questions together exceed the wall time since the attempt started.
 */
export function boundTimeSpent({ claimedMs, startedAtMs, nowMs, otherQuestionsMs }: TimeSpentBound): number {
  const wall = Math.max(0, nowMs - startedAtMs);
  const room = Math.max(0, wall - Math.max(0, otherQuestionsMs));
  return Math.max(0, Math.min(Math.round(claimedMs), room));
}
