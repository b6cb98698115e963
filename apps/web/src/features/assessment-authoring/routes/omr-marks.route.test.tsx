import type { QuestionListData } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeCall } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  AARAV,
  activity,
  attemptReport,
  KAVYA,
  paperDetail,
  reportAnswer,
  TEACHER,
  teacherProfile,
} from '../test/authoring-fixtures';
import { bankQuestion } from '../test/bank-fixtures';

// A paper answered on paper (OMR) has its marks entered by the teacher, a student at a
// time, each question's marks from 0 to its marks (evaluateAnswers with assign_id and student_uuid).

const SLOW = { timeout: 15_000 };
const ACTIVITY = 'GET /student-report/teacher/studentActivityOnAssignedAssessment';
const DETAIL = 'GET /paperCreation/paperDetailById/9';
const QUESTIONS = 'POST /paperCreation/v2/questionListByPaperId';
const REPORT = 'GET /student-report/student/paperReport';
const EVALUATE = 'POST /student-report/teacher/evaluateAnswers';

function paperQuestions(): QuestionListData {
  const placed = (id: number, order: number, marks: number, dropped = 0) => ({
    paper_section_id: 1,
    question_order: order,
    marks,
    negative_marks: 0,
    is_dropped: dropped,
    question: bankQuestion({ question_id: id, marks }),
  });
  return {
    paper: paperDetail({ is_omr: 1 }),
    questions: [placed(3001, 1, 4), placed(3002, 2, 2), placed(3003, 3, 5, 1)],
  };
}

/** Aarav has nothing yet (until a save makes his attempt 603); Kavya's marks were saved before (602). */
function omrActivity(aaravSaved = false) {
  const base = activity();
  const [aarav, kavya] = base.students;
  const aaravRow = aaravSaved
    ? { ...aarav!, attempt_id: 603, status: 'evaluated', attempt_status_id: 5, score: 5.5, pending_count: 0 }
    : { ...aarav!, attempt_id: null, status: 'not_started', attempt_status_id: 1, score: null, pending_count: 0 };
  return { ...base, students: [aaravRow, { ...kavya!, submitted_by: 'teacher' }] };
}

function stub(evaluate: (call: FakeCall) => Response, students?: (call: FakeCall) => Response) {
  let savedOnce = false;
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
    [ACTIVITY]: students ?? (() => envelope(omrActivity(savedOnce))),
    [DETAIL]: () => envelope(paperDetail({ is_omr: 1 })),
    [QUESTIONS]: () => envelope(paperQuestions()),
    [REPORT]: (call) =>
      call.query.get('attempt_id') === '602'
        ? envelope({
            ...attemptReport([
              reportAnswer({ question_id: 3001, question_order: 1, outcome: 'partial', marks_awarded: 3 }),
              reportAnswer({ question_id: 3002, question_order: 2, outcome: 'correct', marks: 2, marks_awarded: 2 }),
            ]),
            attempt_id: 602,
            uuid: KAVYA,
          })
        : errorResponse(404, 'NOT_FOUND'),
    [EVALUATE]: (call) => {
      const answer = evaluate(call);
      savedOnce = answer.ok;
      return answer;
    },
  });
}

/** Both students' forms, once each has loaded (Kavya's waits for her saved marks). */
async function studentForms() {
  await waitFor(() => expect(screen.getAllByTestId('omr-student')).toHaveLength(2), SLOW);
  return screen.getAllByTestId('omr-student');
}

const saved = (score: number) =>
  envelope({
    attempt_id: 603,
    attempt_status_id: 5,
    pending_count: 0,
    score,
    results_published: false,
    replayed: false,
  });

describe('marks of a paper answered on paper', { timeout: 120_000 }, () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3 }));

  it('shows every student with a bounded field per question (dropped ones left out) and marks saved before', async () => {
    stub(() => saved(0));
    renderApp('/faculty-assessment-dashboard/assessments/71/marking');
    expect(await screen.findByRole('tab', { name: 'Marks' }, SLOW)).toHaveAttribute('aria-selected', 'true');
    const [aarav, kavya] = await studentForms();
    expect(within(aarav!).getAllByRole('textbox')).toHaveLength(2);
    expect(within(aarav!).getByLabelText('Aarav Sharma, question 1 (out of 4)')).toHaveValue('');
    expect(within(aarav!).getByTestId('omr-state')).toHaveTextContent('Not saved yet');
    await waitFor(() => expect(within(kavya!).getByLabelText('Kavya Reddy, question 1 (out of 4)')).toHaveValue('3'));
    expect(within(kavya!).getByLabelText('Kavya Reddy, question 2 (out of 2)')).toHaveValue('2');
    expect(within(kavya!).getByTestId('omr-state')).toHaveTextContent('Saved: 7 marks.');
  });

  it('refuses marks out of range or missing, naming the question, and saves a student by keyboard', async () => {
    const fake = stub(() => saved(5.5));
    renderApp('/faculty-assessment-dashboard/assessments/71/marking');
    const [aarav] = await studentForms();
    const user = userEvent.setup({ delay: null });
    const q1 = within(aarav!).getByLabelText('Aarav Sharma, question 1 (out of 4)');
    await user.type(q1, '6');
    await user.click(within(aarav!).getByRole('button', { name: 'Save Aarav Sharma' }));
    expect(within(aarav!).getByText('Question 1: marks go from 0 to 4.')).toBeInTheDocument();
    expect(within(aarav!).getByText('Question 2: type the marks.')).toBeInTheDocument();
    expect(within(aarav!).getByRole('alert')).toHaveTextContent('Aarav Sharma: 2 marks need attention.');
    expect(fake.calls.some((c) => c.method === 'POST' && c.path.endsWith('evaluateAnswers'))).toBe(false);

    await user.clear(q1);
    await user.type(q1, '3.5');
    await user.tab();
    expect(within(aarav!).getByLabelText('Aarav Sharma, question 2 (out of 2)')).toHaveFocus();
    await user.keyboard('2{Enter}');
    await waitFor(() => expect(within(aarav!).getByTestId('omr-state')).toHaveTextContent('Saved: 5.5 marks.'));
    // The save made his attempt: the list is read again, and his form (and the teacher's place) stay.
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path.endsWith('studentActivityOnAssignedAssessment')).length).toBeGreaterThan(
        1,
      ),
    );
    expect(screen.getByLabelText('Aarav Sharma, question 2 (out of 2)')).toHaveFocus();
    expect(screen.getByLabelText('Aarav Sharma, question 2 (out of 2)')).toHaveValue('2');
    const sent = fake.calls.find((c) => c.path.endsWith('evaluateAnswers'))!.body;
    expect(sent).toEqual({
      assign_id: 71,
      student_uuid: AARAV,
      marks: [
        { question_id: 3001, marks: 3.5 },
        { question_id: 3002, marks: 2 },
      ],
    });
    await user.type(screen.getByLabelText('Aarav Sharma, question 1 (out of 4)'), '0');
    expect(screen.getAllByTestId('omr-state')[0]).toHaveTextContent('Changed, not saved');
  });

  it('says in plain words what the server refused', async () => {
    stub(() => errorResponse(400, 'VALIDATION_FAILED', 'marks.0.marks must be at most the question’s 4'));
    renderApp('/faculty-assessment-dashboard/assessments/71/marking');
    const [, kavya] = await studentForms();
    await waitFor(() => expect(within(kavya!).getByLabelText('Kavya Reddy, question 1 (out of 4)')).toHaveValue('3'));
    const user = userEvent.setup({ delay: null });
    await user.click(within(kavya!).getByRole('button', { name: 'Save Kavya Reddy' }));
    expect(await within(kavya!).findByRole('alert')).toHaveTextContent(
      'marks.0.marks must be at most the question’s 4',
    );
  });

  it('enters a large section a page of students at a time', async () => {
    const first = omrActivity();
    const zoya = { ...activity().students[0]!, uuid: TEACHER, name: 'Zoya Khan', attempt_id: null };
    stub(
      () => saved(0),
      (call) =>
        call.query.get('pageNo') === '2'
          ? envelope({ ...first, page_no: 2, total_count: 101, students: [zoya] })
          : envelope({ ...first, total_count: 101 }),
    );
    renderApp('/faculty-assessment-dashboard/assessments/71/marking');
    await studentForms();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByLabelText('Zoya Khan, question 1 (out of 4)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Aarav Sharma, question 1 (out of 4)')).toBeNull();
  });

  it('keeps the written-answer marking for a paper answered online', async () => {
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
      [ACTIVITY]: () => envelope(activity()),
      [DETAIL]: () => envelope(paperDetail()),
      [REPORT]: () => envelope(attemptReport([reportAnswer()])),
    });
    renderApp('/faculty-assessment-dashboard/assessments/71/marking');
    expect(await screen.findByRole('tab', { name: 'Results to mark' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByTestId('answer-to-mark', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('omr-sheet')).toBeNull();
  });
});
