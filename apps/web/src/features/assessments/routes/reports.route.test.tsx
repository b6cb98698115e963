import type { UuidBody } from '@esc/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { CHILD_A, child, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { paperReport, reportAnswer } from '../test/report-fixtures';

// The learner's report (score, rank, percentile, time per question, accuracy by chapter
// and topic, each answer with the correct one and the explanation only when the paper allows), and
// the parent's overview of the active child on the parent dashboard.

const REPORT = 'GET /student-report/student/paperReport';

// Screens load on demand and the machine may be busy: give finds time (this file only).

describe('the paper report', () => {
  it('shows the score, rank of the candidates, percentile, accuracy by chapter, and each answer with the key', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [REPORT]: () => envelope(paperReport()),
    });
    renderApp('/reports?paperId=21&assignId=31&attemptId=501');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Report: Acids, bases and salts: unit test' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('7 of 12')).toBeInTheDocument();
    expect(screen.getByText('2 of 30')).toBeInTheDocument();
    expect(screen.getByText('93.33')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Acids, bases and salts' })).toBeInTheDocument();
    expect(screen.getByText('66.67 % (2 of 3)')).toBeInTheDocument();
    const answer = screen.getByTestId('report-answer');
    expect(within(answer).getByText('Wrong')).toBeInTheDocument();
    expect(within(answer).getByText('B. Carbon dioxide')).toBeInTheDocument();
    expect(within(answer).getByText(/forms calcium carbonate/)).toBeInTheDocument();
    const call = fake.calls.find((c) => c.path === '/student-report/student/paperReport');
    expect(Object.fromEntries(call!.query)).toEqual({ assign_id: '31', attempt_id: '501', paper_id: '21' });
  });

  it('shows no correct answer or explanation when the server sends none (setting 10/11 off)', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [REPORT]: () => envelope(paperReport({ explanations_allowed: false, answers: [reportAnswer()] })),
    });
    renderApp('/reports?paperId=21&attemptId=501');
    const answer = await screen.findByTestId('report-answer', {}, { timeout: 15_000 });
    expect(within(answer).queryByText(/Correct answer/)).not.toBeInTheDocument();
    expect(within(answer).queryByText('Explanation')).not.toBeInTheDocument();
  });

  it('says the result is not out yet until it is published', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      [REPORT]: () =>
        envelope(paperReport({ results_published: false, score: null, rank: null, percentile: null, answers: [] })),
    });
    renderApp('/reports?paperId=21&attemptId=501');
    expect(await screen.findByText(/The result appears once your teacher publishes it/)).toBeInTheDocument();
    expect(screen.queryByText('Score')).not.toBeInTheDocument();
  });
});

describe('the parent dashboard’s results card', () => {
  it('shows the active child’s results (page_size 10, page_index 1) by the title the teacher gave, with links to each report', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@demo.school' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      'POST /cognito-login-service/auth/studentDetailUuid': (call) =>
        (call.body as UuidBody).uuid === CHILD_A
          ? envelope(child(CHILD_A, 'Asha Rao', 'A'))
          : errorResponse(403, 'NOT_LINKED_CHILD'),
      'POST /student-report/recommendation/childPerformanceOverview': () =>
        envelope({
          uuid: CHILD_A,
          name: 'Asha Rao',
          total_count: 1,
          page_size: 10,
          page_index: 1,
          average_percentage: 58.33,
          papers: [
            {
              attempt_id: 501,
              assign_id: 31,
              paper_id: 21,
              paper_name: 'Chapter 2 bank paper',
              title: 'Acids unit test',
              submitted_at: '2026-11-24T10:00:00.000Z',
              score: 7,
              max_marks: 12,
              percentage: 58.33,
              rank: 2,
              percentile: 93.33,
            },
          ],
          by_subject: [],
          weak_topics: [],
        }),
    });
    renderApp('/parent-dashboard');
    const card = await screen.findByRole('region', { name: 'Test results' }, { timeout: 15_000 });
    expect(await within(card).findByText('Average: 58.33 %')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Acids unit test: 7 of 12' })).toHaveAttribute(
      'href',
      `/reports?paperId=21&assignId=31&attemptId=501&uuid=${CHILD_A}`,
    );
    const call = fake.calls.find((c) => c.path.endsWith('/childPerformanceOverview'));
    expect(call?.body).toEqual({ uuid: CHILD_A, page_size: 10, page_index: 1 });
  });
});
