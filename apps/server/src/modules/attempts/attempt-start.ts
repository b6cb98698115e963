import type { SavedAnswer, StartAttemptData } from '@esc/contracts';
import {
  ANSWER_GRACE_MS,
  AttemptStatus,
  OFFLINE_SYNC_WINDOW_MS,
  PaperStatus,
  paperTimeGate,
  type Response,
} from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';
import { responseView } from '../question-bank/question-bank.module.js';
import { parseJson, round2 } from '../question-bank/question-bank.module.js';
import type { AssignmentRow, AttemptPapersRepository } from '../papers/papers.module.js';
import type { AnswerRow, AttemptRow } from './attempts.repository.js';
import type { PaperSheet } from '../papers/papers.module.js';
import type { QuestionViews } from '../question-bank/question-bank.module.js';

// The pieces of startAttempt: the time gate (002 §4.4 on the server's clock; an Olympiad by its
// enrollment slot, 002 §4.5) and the answer a started or resumed attempt gets.

/** Where the attempt's time may end: the window's end (an Olympiad: the slot's), or none for a practice test. */
export async function gateAndWindowEnd(
  papers: AttemptPapersRepository,
  sheet: PaperSheet,
  assignment: AssignmentRow | null,
  uuid: string,
  nowMs: number,
): Promise<number | null> {
  if (!assignment) return null;
  if (assignment.is_olympiad === 1) {
    const slot = await papers.enrollment(assignment.assign_id, uuid);
    if (!slot) throw new AppError('NOT_FOUND', { reason: 'attempts.notEnrolled' });
    const start = Date.parse(slot.start_date_time);
    const end = Date.parse(slot.end_date_time);
    if (nowMs < start) throw new AppError('PAPER_NOT_STARTED');
    if (nowMs > end) throw new AppError('PAPER_TIME_OVER');
    return end;
  }
  const startMs = Date.parse(assignment.paper_start_time);
  const endMs = Date.parse(assignment.paper_end_time);
  const gate = paperTimeGate({ boardId: sheet.paper.board_id ?? 0, startMs, endMs, serverNowMs: nowMs });
  if (!gate.open) throw new AppError(gate.toast === 'Paper Not started' ? 'PAPER_NOT_STARTED' : 'PAPER_TIME_OVER');
  // Boards that skip the gate are not held to the window's end either (002 §4.4, §9).
  return nowMs > endMs || nowMs < startMs ? null : endMs;
}

export function savedAnswers(rows: readonly AnswerRow[]): SavedAnswer[] {
  return rows
    .filter((a) => a.seq >= 0)
    .sort((a, b) => a.question_id - b.question_id)
    .map((a) => ({
      question_id: a.question_id,
      response: responseView(a.response ? parseJson<Response | null>(a.response, null) : null),
      seq: a.seq,
      time_spent_ms: a.time_spent_ms,
      is_marked: a.is_marked,
    }));
}

/** The timer's warnings: when 20 % and 5 % of the attempt's time are left. */
export function warnings(startedMs: number, deadlineMs: number): number[] {
  const total = Math.max(0, deadlineMs - startedMs);
  return [Math.round(deadlineMs - total * 0.2), Math.round(deadlineMs - total * 0.05)];
}

export function startAnswer(input: {
  sheet: PaperSheet;
  views: QuestionViews;
  attempt: AttemptRow;
  answers: readonly AnswerRow[];
  resumed: boolean;
  languageId: number;
  nowMs: number;
  /** The signed attempt grant the engine keeps with the paper on the device. */
  grant: string;
}): StartAttemptData {
  const { sheet, views, attempt, languageId } = input;
  const { paper, loaded } = sheet;
  const started = Date.parse(attempt.started_at);
  const deadline = Date.parse(attempt.deadline_at);
  const questions = sheet.paperQuestions.flatMap((pq) => {
    const row = loaded.rows.get(pq.question_id);
    if (!row) return [];
    const weight = { marks: pq.marks, negative_marks: pq.negative_marks };
    return [
      {
        paper_section_id: pq.paper_section_id,
        question_order: pq.question_order,
        is_dropped: pq.is_dropped,
        question: views.face(loaded, row, languageId, weight),
        children: (loaded.children.get(row.question_id) ?? []).map((c) => views.face(loaded, c, languageId)),
      },
    ];
  });
  const subjects = [...new Set(sheet.sections.flatMap((s) => (s.subject_id === null ? [] : [s.subject_id])))];
  return {
    attempt_id: attempt.attempt_id,
    attempt_no: attempt.attempt_no,
    attempt_status_id: input.resumed ? AttemptStatus.Resumed : AttemptStatus.InProgress,
    resumed: input.resumed,
    assign_id: attempt.assign_id,
    paper: [
      {
        paper_id: paper.paper_id,
        paper_name: paper.paper_name,
        paper_qualified_mode: paper.paper_qualified_mode,
        paper_settings: sheet.settings,
        total_questions: sheet.items.length,
        paper_time: paper.paper_time,
        total_marks: paper.total_marks || sheet.maxMarks,
        question_subject_ids: subjects.length > 0 ? subjects : paper.subject_id === null ? [] : [paper.subject_id],
        paper_nature: paper.paper_nature,
        is_subjective: paper.is_subjective,
        paper_status: PaperStatus.Active,
        instructions: paper.instructions,
        online_only: paper.online_only === 1,
      },
    ],
    sections: sheet.sections.map((s) => {
      const mine = sheet.items.filter((i) => i.paperSectionId === s.paper_section_id);
      return {
        paper_section_id: s.paper_section_id,
        section_name: s.section_name,
        subject_id: s.subject_id,
        instructions: s.instructions,
        question_count: mine.length,
        marks: round2(mine.reduce((sum, i) => sum + i.marks, 0)),
      };
    }),
    questions,
    timing: {
      started_at: attempt.started_at,
      deadline_at: attempt.deadline_at,
      deadline_ms: deadline,
      server_time_ms: input.nowMs,
      answer_grace_ms: ANSWER_GRACE_MS,
      warn_at_ms: warnings(started, deadline),
      attempt_grant: input.grant,
      offline_sync_window_ms: OFFLINE_SYNC_WINDOW_MS,
    },
    answers: savedAnswers(input.answers),
    next_seq: attempt.max_seq + 1,
  };
}
