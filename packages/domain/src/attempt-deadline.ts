// When an attempt must end: min(start + duration, window end) plus the learner's extra
// time, read from the server's clock. Answers are taken until the deadline plus a short grace (the
// last answers of a slow link still count); after it the attempt is closed, and a scheduled job
// submits attempts left open past it (Moodle's rule: an overdue attempt is submitted as it stands).

/** The grace after a deadline for answers already on their way. */
export const ANSWER_GRACE_MS = 60_000;

export interface AttemptWindow {
  /** When this learner started the attempt. */
  startedAtMs: number;
  durationMinutes: number;
  /** The end of the assignment's window (an Olympiad: its enrollment slot's end); null for none. */
  windowEndMs: number | null;
  /** Extra minutes for this learner (an extension the teacher gave). */
  extraMinutes?: number;
}

/** The moment the attempt's time is up. */
export function attemptDeadline(w: AttemptWindow): number {
  const byDuration = w.startedAtMs + w.durationMinutes * 60_000;
  const end = w.windowEndMs === null ? byDuration : Math.min(byDuration, w.windowEndMs);
  return end + (w.extraMinutes ?? 0) * 60_000;
}

/** Whether an answer arriving at `nowMs` is still taken. */
export function acceptsAnswers(deadlineMs: number, nowMs: number): boolean {
  return nowMs <= deadlineMs + ANSWER_GRACE_MS;
}

/** Whether the overdue job should submit the attempt by itself. */
export function isOverdue(deadlineMs: number, nowMs: number): boolean {
  return nowMs > deadlineMs + ANSWER_GRACE_MS;
}

/** Warnings when 20 % and 5 % of the time are left. */
export function timeWarning(deadlineMs: number, totalMs: number, nowMs: number): 'none' | '20%' | '5%' | 'over' {
  const left = deadlineMs - nowMs;
  if (left <= 0) return 'over';
  if (left <= totalMs * 0.05) return '5%';
  if (left <= totalMs * 0.2) return '20%';
  return 'none';
}
