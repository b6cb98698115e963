import type { SavePaperBody, StudentPaperListBody } from '@esc/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { attemptData, STUDENT } from '../test/assessment-fixtures';

// Practice opens real questions. A practice test is made from the chosen chapters
// (createMyTestGroupInfo, then savePaper as the learner's own) and opens in the test engine; an
// interactive lesson's "Open the test" opens the paper's instructions, then the engine.

const info = {
  board_id: 7,
  class_id: 8,
  subjects: [
    {
      subject_id: 201,
      subject_name: 'Science',
      question_count: 40,
      chapters: [
        { chapter_id: 301, chapter_name: 'Acids, bases and salts', question_count: 25 },
        { chapter_id: 302, chapter_name: 'Metals and non-metals', question_count: 15 },
      ],
    },
  ],
  question_counts: [10, 20],
  durations: [15, 30],
  question_types: ['single'],
  difficulties: [1, 2, 3],
};

const paperDetail = {
  paper_id: 77,
  paper_name: 'Practice: Science',
  school_id: null,
  is_practice: 1,
  group_id: null,
  group_name: null,
  syllabus_id: 201,
  syllabus_mapping_id: null,
  board_id: 7,
  class_id: 8,
  language_id: 1,
  paper_type: 1,
  paper_mode: 1,
  paper_time: 15,
  total_marks: 40,
  total_questions: 10,
  negative_marking: 1,
  paper_settings: [],
  is_subjective: 0,
  is_omr: 0,
  paper_nature: null,
  paper_qualified_mode: null,
  paper_status: 1,
  question_subject_ids: [201],
  instructions: '',
  sections: [],
  file_path: [],
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  can_edit: true,
  has_attempts: false,
  online_only: false,
};

// Screens load on demand and the machine may be busy: give finds time (this file only).

describe('practice', () => {
  it('makes a practice test from the chapter the learner came from and opens it in the engine', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'GET /paperCreation/createMyTestGroupInfo': () => envelope(info),
      'POST /paperCreation/v2/savePaper': () => envelope(paperDetail),
      'POST /student-report/student/startAttempt': () => envelope(attemptData({ assign_id: null })),
    });
    const { router } = renderApp('/start-practice-test?contentId=100001&syllabusId=302');
    expect(await screen.findByRole('heading', { level: 1, name: 'Practise' }, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Metals and non-metals/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Acids/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Start the practice test' }));
    expect(await screen.findByRole('timer', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test-engine/77/0/0/1');
    const body = fake.calls.find((c) => c.path === '/paperCreation/v2/savePaper')?.body as SavePaperBody;
    expect(body).toMatchObject({
      is_practice: true,
      syllabus_id: 201,
      paper_time: 15,
      sections: [{ blueprint: [{ syllabus_ids: [302], count: 10 }] }],
    });
  });

  it('opens a lesson’s test (a paper nobody assigned) from its instructions into the engine', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /student-report/student/studentAssignedPaperList': (call) =>
        envelope({
          uuid: (call.body as StudentPaperListBody).uuid ?? STUDENT,
          total_count: 0,
          page_no: 1,
          page_size: 100,
          current_time: '2026-11-25T10:00:00.000Z',
          papers: [],
        }),
      'POST /student-report/student/v3/paperListForReattempt': () =>
        envelope({
          uuid: STUDENT,
          total_count: 0,
          page_no: 1,
          page_size: 100,
          current_time: '2026-11-25T10:00:00.000Z',
          papers: [],
        }),
      'POST /student-report/student/startAttempt': () => envelope(attemptData({ assign_id: null })),
    });
    const { router } = renderApp('/paper-instructions?paperId=900');
    await userEvent.click(await screen.findByRole('button', { name: 'Start the test' }, { timeout: 4000 }));
    expect(router.state.location.pathname).toBe('/test-engine/900/0/0/1');
    expect(await screen.findByRole('timer', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
