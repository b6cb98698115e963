import type { AssignedPaperItem, QuestionFace, StartAttemptData } from '@esc/contracts';

export const STUDENT = '99999999-9999-4999-8999-999999999999';

export function face(id: number, overrides: Partial<QuestionFace> = {}): QuestionFace {
  return {
    question_id: id,
    parent_question_id: 0,
    question_type: 'single',
    language_id: 1,
    stem: `Which of these is question ${id} about?`,
    options: [
      { option_id: 'a', option_text: 'Acids' },
      { option_id: 'b', option_text: 'Bases' },
      { option_id: 'c', option_text: 'Salts' },
    ],
    match_left: [],
    images: [],
    blank_count: 0,
    marks: 4,
    negative_marks: 1,
    difficulty: 2,
    ...overrides,
  };
}

/** An attempt of three questions; the server's clock is `serverTimeMs` and the deadline 30 minutes on. */
export function attemptData(overrides: Partial<StartAttemptData> = {}, serverTimeMs = Date.now()): StartAttemptData {
  const startedAt = serverTimeMs - 60_000;
  const deadline = startedAt + 31 * 60_000;
  return {
    attempt_id: 501,
    attempt_no: 1,
    attempt_status_id: 2,
    resumed: false,
    assign_id: 31,
    paper: [
      {
        paper_id: 21,
        paper_name: 'Acids, bases and salts: unit test',
        paper_qualified_mode: null,
        paper_settings: [],
        total_questions: 3,
        paper_time: 31,
        total_marks: 12,
        question_subject_ids: [],
        paper_nature: null,
        is_subjective: 0,
        paper_status: 1,
        instructions: '',
        online_only: false,
      },
    ],
    sections: [
      {
        paper_section_id: 1,
        section_name: 'Chemistry',
        subject_id: null,
        instructions: '',
        question_count: 3,
        marks: 12,
      },
    ],
    questions: [1, 2, 3].map((id) => ({
      paper_section_id: 1,
      question_order: id,
      is_dropped: 0,
      question: face(id, id === 3 ? { question_type: 'integer', options: [] } : {}),
      children: [],
    })),
    timing: {
      started_at: new Date(startedAt).toISOString(),
      deadline_at: new Date(deadline).toISOString(),
      deadline_ms: deadline,
      server_time_ms: serverTimeMs,
      answer_grace_ms: 60_000,
      attempt_grant: 'eyJhbGciOiJIUzI1NiJ9.eyJhdHRlbXB0X2lkIjo1MDF9.c2lnbmF0dXJl',
      offline_sync_window_ms: 72 * 60 * 60_000,
      warn_at_ms: [],
    },
    answers: [],
    next_seq: 0,
    ...overrides,
  };
}

export function assignedPaper(overrides: Partial<AssignedPaperItem> = {}): AssignedPaperItem {
  return {
    paper_id: 21,
    assign_id: 31,
    section_assign_id: 41,
    paper_name: 'Acids, bases and salts: unit test',
    title: 'Acids unit test',
    paper_start_time: '2026-11-24T09:00:00.000Z',
    paper_end_time: '2026-11-30T18:00:00.000Z',
    paper_duration: 30,
    paper_mode: 1,
    is_omr: 0,
    is_inclasstest: 0,
    group_id: null,
    is_olympiad: 0,
    is_parent_assigned: 0,
    attempt_status_id: 1,
    attempt_id: null,
    attempted_date: null,
    student_end_test_time: null,
    paper_assign_time: '2026-11-23T09:00:00.000Z',
    file_path: [],
    paperSetting: [],
    assigned_syllabus_list: [],
    learnlist_id: null,
    batch_details: {
      board_id: 7,
      class_id: 8,
      school_id: 101,
      section_id: 5,
      section_master_website_id: null,
      class_name: 'Class 10',
      user_package_id: [],
    },
    teacher_name: 'Asha Rao',
    total_marks: 12,
    total_questions: 3,
    attempt_route: 'paper-instructions',
    time_gate: { open: true, toast: null },
    olympiad_enrollment_id: null,
    slot_end_time: null,
    results_published: 0,
    score: null,
    percentage: null,
    rank: null,
    percentile: null,
    ...overrides,
  };
}
