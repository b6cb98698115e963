import type { LearnerHomeworkBody, StudentDetail, UuidBody } from '@esc/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_A, child, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { homeworkEntry, report, STUDENT, summary, TEACHER, teacherProfile } from '../test/learnlist-fixtures';

// The student dashboard puts homework due soon and overdue first, then continue
// learning; a parent sees the active child's homework; a teacher sees lists, what is due this week
// and completion per section.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('homework on the dashboards', () => {
  it('a student sees overdue and due homework first, then continue learning', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile({ sections: [] })),
      'GET /mis/recentContent.2.0': () => envelope({ contents: [], continue_learning: [] }),
      'POST /syllabus-v2/learnerLearnListHomework': () =>
        envelope({
          uuid: STUDENT,
          total_count: 3,
          page_no: 1,
          page_size: 100,
          homework: [
            homeworkEntry({ assign_id: 1, title: 'Acids', status: 'due', due_at: inDays(2) }),
            homeworkEntry({ assign_id: 2, title: 'Carbon', status: 'overdue', due_at: inDays(-1) }),
            homeworkEntry({ assign_id: 3, title: 'Metals', status: 'done' }),
          ],
        }),
    });
    renderApp('/student-dashboard');
    const summaryCard = await screen.findByTestId('homework-summary');
    const titles = await within(summaryCard).findAllByTestId('homework-card');
    expect(titles.map((c) => within(c).getByRole('link').textContent)).toEqual(['Carbon', 'Acids']);
    expect(within(summaryCard).getByTestId('homework-counts')).toHaveTextContent(
      'Overdue: 1 · Due: 1 · Upcoming: 0 · Done: 1',
    );
    const continueHeading = await screen.findByRole('heading', { name: 'Continue learning' });
    expect(summaryCard.compareDocumentPosition(continueHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a parent sees the active child’s homework, asked for that child', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2 });
    const details: Record<string, StudentDetail> = { [CHILD_A]: child(CHILD_A, 'Asha Rao', 'A') };
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      'POST /cognito-login-service/auth/studentDetailUuid': (call) => envelope(details[(call.body as UuidBody).uuid]),
      'POST /syllabus-v2/learnerLearnListHomework': (call) =>
        envelope({
          uuid: (call.body as LearnerHomeworkBody).uuid!,
          total_count: 2,
          page_no: 1,
          page_size: 100,
          homework: [
            homeworkEntry({ assign_id: 1, title: 'Acids', status: 'due' }),
            homeworkEntry({ assign_id: 5, title: 'Reading', status: 'done_late', is_parent_assigned: 1 }),
          ],
        }),
    });
    renderApp('/parent-dashboard');
    const card = await screen.findByTestId('homework-summary');
    expect(within(card).getByRole('heading', { name: 'Homework of Asha Rao' })).toBeInTheDocument();
    expect(await within(card).findByTestId('homework-counts')).toHaveTextContent('Done late: 1');
    expect(within(card).getByRole('link', { name: 'Acids' })).toBeInTheDocument();
    expect(screen.getByTestId('make-homework-link')).toHaveTextContent('Make homework for Asha Rao');
    const asked = fake.calls.find((c) => c.path.endsWith('/learnerLearnListHomework'))!;
    expect((asked.body as LearnerHomeworkBody).uuid).toBe(CHILD_A);
  });

  it('a teacher sees subjects to teach from, lists, what is due this week and completion per section', async () => {
    storeSession({ uuid: TEACHER, user_type_id: 3 });
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
      'POST /cognito-login-service/auth/teacherDetail': () =>
        envelope({
          uuid: TEACHER,
          user_type_id: 3,
          role: null,
          first_name: 'Meera',
          last_name: 'Iyer',
          name: 'Meera Iyer',
          email: null,
          mobile: null,
          school_ids: [101],
          section_ids: [5001, 5002],
          subjects: [
            {
              section_id: 5001,
              section_name: '10-A',
              board_id: 1,
              class_id: 8,
              subject_id: 10018,
              subject_name: 'Science',
            },
            {
              section_id: 5002,
              section_name: '10-B',
              board_id: 1,
              class_id: 8,
              subject_id: 10018,
              subject_name: 'Science',
            },
          ],
        }),
      'GET /syllabus-v2/searchLearnListUniversity': () =>
        envelope({
          total_count: 2,
          page_no: 1,
          page_size: 20,
          learnlist_list: [
            summary({ learnlist_id: 1, assignment_count: 1 }),
            summary({ learnlist_id: 2, learnlist_name: 'Light', assignment_count: 1 }),
          ],
        }),
      'GET /syllabus-v2/learnListItemWiseStudentReportUniversity': (call) =>
        envelope(
          call.query.get('learnListId') === '1'
            ? report({ due_at: inDays(2), completion_percent: 40 })
            : report({
                learnlist_id: 2,
                title: 'Light',
                section_id: 5002,
                section_name: '10-B',
                due_at: inDays(20),
                completion_percent: 90,
              }),
        ),
    });
    renderApp('/faculty-assessment-dashboard');
    const teach = await screen.findByRole('link', { name: 'Teach Science' });
    expect(teach).toHaveAttribute('href', '/teach/1/10018/Science');
    expect(screen.getByText('10-A, 10-B')).toBeInTheDocument();
    const week = await screen.findByTestId('due-this-week');
    expect(within(week).getAllByRole('listitem')).toHaveLength(1);
    expect(within(week).getByRole('link', { name: 'Acids, Bases and Salts — Homework 1' })).toHaveAttribute(
      'href',
      '/learnlist-report/1?assignId=1',
    );
    const rows = within(screen.getByTestId('section-completion')).getAllByRole('row').slice(1);
    expect(
      rows.map(
        (r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent)[3],
      ),
    ).toEqual(['40%', '90%']);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['10-A', '10-B']);
  });
});
