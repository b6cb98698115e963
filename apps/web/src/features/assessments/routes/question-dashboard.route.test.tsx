import type { DynamicQuestionsBody, PracticeSummaryBody } from '@esc/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { bankQuestion } from '../test/practice-fixtures';

// Spec 002 §2.3: /question-dashboard/:powerQuestion? is the learner's practice: questions practised,
// right and wrong by subject, bookmarked questions; with powerQuestion, hard questions to practise.

const summary = {
  questions_practised: 3,
  correct: 2,
  incorrect: 1,
  partial: 0,
  subjects: [
    { subject_id: 201, subject_name: 'Science', questions_practised: 3, correct: 2, incorrect: 1, partial: 0 },
  ],
};

const bookmarks = {
  kind: 'question',
  total_count: 1,
  page_no: 1,
  page_size: 20,
  items: [
    {
      kind: 'question',
      item_id: '41',
      title: 'Which one is vinegar?',
      syllabus_id: 301,
      l1_syllabus_id: null,
      group_id: null,
      group_name: null,
      language_id: 1,
      bookmarked_on: '2026-11-20T10:00:00.000Z',
      content_kind: null,
      thumbnail_key: null,
      details: { class_id: 8 },
    },
  ],
};

function stub(extra = {}) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(profile()),
    'POST /question-msa-test/question/v2/practiceSummary': () => envelope(summary),
    'GET /learning/bookmarks': () => envelope(bookmarks),
    ...extra,
  });
}

describe('/question-dashboard', () => {
  it('counts the practice by subject and lists bookmarked questions to practise', async () => {
    storeSession();
    stub();
    renderApp('/question-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My practice' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Science' })).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: 'Science' }).closest('tr')!;
    expect(row).toHaveTextContent('Science321');
    expect(await screen.findByRole('link', { name: 'Which one is vinegar?' })).toHaveAttribute(
      'href',
      '/practice/quesDetails/8/301/41/0/1/5',
    );
  });

  it('with powerQuestion, practises hard questions of the learner’s subjects', async () => {
    storeSession();
    const fake = stub({
      'POST /question-msa-test/question/v2/dynamicQuestions': () =>
        envelope({ questions: [bankQuestion(77, { difficulty: 3 })], total_available: 1 }),
    });
    renderApp('/question-dashboard/1');
    expect(await screen.findByRole('heading', { name: 'Power questions' })).toBeInTheDocument();
    expect(await screen.findByText('Question 1 of 1')).toBeInTheDocument();
    const draw = fake.calls.find((c) => c.path.endsWith('/dynamicQuestions'))!.body as DynamicQuestionsBody;
    expect(draw).toMatchObject({ syllabus_ids: [201], difficulty: [3] });
  });

  it('shows a parent the active child’s practice, without the parent’s own bookmarks', async () => {
    storeSession({ user_type_id: 2, uuid: '88888888-8888-4888-8888-888888888888' });
    const fake = stub({ 'GET /cognito-login-service/auth/me': () => envelope(parentProfile()) });
    renderApp('/question-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao’s practice' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Science' })).toBeInTheDocument();
    const asked = fake.calls.filter((c) => c.path.endsWith('/practiceSummary'));
    expect(asked.map((c) => (c.body as PracticeSummaryBody).uuid)).toEqual([CHILD_A]);
    expect(screen.queryByRole('heading', { name: 'Bookmarked questions' })).not.toBeInTheDocument();
  });
});
