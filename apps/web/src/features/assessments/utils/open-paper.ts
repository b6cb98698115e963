import type { AssignedPaperItem } from '@esc/contracts';
import { attemptRoute, isAttemptSubmitted, olympiadSlotEnd, paperTimeGate, type TimeGate } from '@esc/domain';

export type OpenDecision =
  | { kind: 'instructions' }
  | { kind: 'engine' }
  | { kind: 'report' }
  | { kind: 'closed'; toast: 'Paper Not started' | 'Paper Time Over' }
  | { kind: 'none' };

/**
 * Where opening an assigned paper goes (spec 002 §4.3-§4.5): the time gate on the server's clock
 * for a non-Olympiad paper (boards 55356665 and 45308718 skip it); an Olympiad by its enrollment
 * slot; then by attempt status: not started the instructions (mode 2 straight to the attempt), in
 * progress or resumed the engine; submitted or evaluated papers open their report.
 */
export function openDecision(
  paper: AssignedPaperItem,
  serverNowMs: number,
  enrollments: readonly { paper_id: number; assign_id: number; end_date_time: string }[] = [],
): OpenDecision {
  if (isAttemptSubmitted(paper.attempt_status_id)) return { kind: 'report' };
  const gate = timeGateOf(paper, serverNowMs, enrollments);
  if (!gate.open) return { kind: 'closed', toast: gate.toast };
  const route = attemptRoute(paper.attempt_status_id);
  if (route === 'test-engine') return { kind: 'engine' };
  if (route === 'paper-instructions') return paper.paper_mode === 2 ? { kind: 'engine' } : { kind: 'instructions' };
  return { kind: 'none' };
}

function timeGateOf(
  paper: AssignedPaperItem,
  serverNowMs: number,
  enrollments: readonly { paper_id: number; assign_id: number; end_date_time: string }[],
): TimeGate {
  const startMs = Date.parse(paper.paper_start_time);
  if (paper.is_olympiad === 1) {
    const slotEnd = olympiadSlotEnd(enrollments, paper.paper_id, paper.assign_id) ?? paper.slot_end_time;
    const endMs = Date.parse(slotEnd ?? paper.paper_end_time);
    if (serverNowMs < startMs) return { open: false, toast: 'Paper Not started' };
    if (serverNowMs > endMs) return { open: false, toast: 'Paper Time Over' };
    return { open: true };
  }
  return paperTimeGate({
    boardId: paper.batch_details.board_id ?? 0,
    startMs,
    endMs: Date.parse(paper.paper_end_time),
    serverNowMs,
  });
}
