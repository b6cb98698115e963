import { scoreAnswer, subjectiveScore, type Outcome, type Response } from '@esc/domain';
import { parseJson, round2 } from '../question-bank/question-bank.module.js';
import type { AnswerRow } from './attempts.repository.js';
import type { PaperSheet } from '../papers/papers.module.js';

// One attempt marked against its paper: every item by scoreAnswer with the paper's settings (partial
// marking 10/40, the paper's marks and negative marks, drops), a teacher's marks kept as given.

export interface MarkedItem {
  questionId: number;
  outcome: Outcome;
  marks: number | null;
  /** Whether the attempt has an answer row for it (only those rows are written). */
  hasRow: boolean;
  changed: boolean;
}

export interface AttemptTotals {
  score: number;
  max_marks: number;
  correct_count: number;
  partial_count: number;
  wrong_count: number;
  unanswered_count: number;
  pending_count: number;
  subject_scores: string;
  time_spent_ms: number;
}

const teacherMarked = (row: AnswerRow | undefined) => row !== undefined && row.evaluated_by !== null;

export function markAttempt(
  sheet: PaperSheet,
  answers: readonly AnswerRow[],
): { items: MarkedItem[]; totals: AttemptTotals } {
  const rows = new Map(answers.map((a) => [a.question_id, a]));
  const bySection = new Array<number>(Math.max(1, sheet.sections.length)).fill(0);
  const counts = { correct: 0, partial: 0, wrong: 0, unanswered: 0, pending: 0, dropped: 0 };
  let score = 0;
  const items: MarkedItem[] = [];
  for (const item of sheet.items) {
    const row = rows.get(item.questionId);
    const marking = {
      marks: item.marks,
      negativeMarks: item.negativeMarks,
      partialMarking: sheet.partialMarking,
      dropped: item.dropped,
    };
    let result: { outcome: Outcome; marks: number | null };
    if (item.dropped) result = { outcome: 'dropped', marks: item.marks };
    else if (teacherMarked(row)) result = subjectiveScore(row!.marks_awarded ?? 0, marking);
    else {
      const response = row?.response ? parseJson<Response | null>(row.response, null) : null;
      result = scoreAnswer(item.key, response, marking);
    }
    counts[result.outcome] += 1;
    if (result.marks !== null) {
      score += result.marks;
      bySection[item.sectionIndex] = (bySection[item.sectionIndex] ?? 0) + result.marks;
    }
    items.push({
      questionId: item.questionId,
      outcome: result.outcome,
      marks: result.marks,
      hasRow: row !== undefined,
      changed: row === undefined || row.outcome !== result.outcome || row.marks_awarded !== result.marks,
    });
  }
  return {
    items,
    totals: {
      score: round2(score),
      max_marks: sheet.maxMarks,
      // A dropped question counts as right for everyone: its marks were given.
      correct_count: counts.correct + counts.dropped,
      partial_count: counts.partial,
      wrong_count: counts.wrong,
      unanswered_count: counts.unanswered,
      pending_count: counts.pending,
      subject_scores: JSON.stringify(bySection.map(round2)),
      time_spent_ms: answers.reduce((sum, a) => sum + (sheet.byId.has(a.question_id) ? a.time_spent_ms : 0), 0),
    },
  };
}
