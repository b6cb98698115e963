import type { TeacherPaperItem } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeCall } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { TEACHER, teacherProfile } from '../test/authoring-fixtures';

// The teacher's papers on /faculty-assessment-dashboard (the chosen teacherPaperList):
// a name filter from the third letter, pages, a plain empty state, and assign, view and delete.

const SLOW = { timeout: 15_000 };
const ME = 'GET /cognito-login-service/auth/me';
const LIST = 'POST /paperCreation/v2/teacherPaperList';
const DELETE = 'PUT /paperCreation/deletePaper';

function paper(overrides: Partial<TeacherPaperItem> = {}): TeacherPaperItem {
  return {
    paper_id: 9,
    paper_name: 'Quadratic Equations Test',
    school_id: 101,
    paper_type: 1,
    total_questions: 12,
    total_marks: 40,
    paper_time: 45,
    is_omr: 0,
    created_at: '2026-11-02T05:00:00.000Z',
    created_by_name: 'Meera Iyer',
    assignment_count: 0,
    can_edit: true,
    ...overrides,
  };
}

const page = (list: TeacherPaperItem[], total = list.length, pageNo = 1) =>
  envelope({ total_count: total, page_no: pageNo, page_size: 20, paper_list: list });
const bodyOf = (call: FakeCall) => (call.body ?? {}) as { search_text?: string; page_no?: number };

describe('the teacher’s papers', { timeout: 120_000 }, () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3 }));

  it('lists each paper with its questions, marks, duration and author, and links to assign and view it', async () => {
    stubFetch({
      [ME]: () => envelope(teacherProfile()),
      [LIST]: () =>
        page([paper(), paper({ paper_id: 10, paper_name: 'Printed test', is_omr: 1, assignment_count: 2 })]),
    });
    renderApp('/faculty-assessment-dashboard/papers');
    const table = await screen.findByRole('table', { name: 'Your papers' }, SLOW);
    const [first, second] = within(table).getAllByTestId('paper-row');
    expect(first).toHaveTextContent('Quadratic Equations Test');
    expect(first).toHaveTextContent('45 minutes');
    expect(first).toHaveTextContent('by Meera Iyer');
    expect(within(first!).getByRole('link', { name: 'Assign Quadratic Equations Test' })).toHaveAttribute(
      'href',
      '/faculty-assessment-dashboard/papers/9/assign',
    );
    expect(
      within(first!).getByRole('link', { name: 'View the questions of Quadratic Equations Test' }),
    ).toHaveAttribute('href', '/view-questions?paperId=9');
    expect(second).toHaveTextContent('Answered on paper');
    expect(second).toHaveTextContent('2 times');
    // An assigned paper is kept by its learners' results: no delete is offered.
    expect(within(second!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Papers' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by name only from the third letter, and starts a new search on its first page', async () => {
    const fake = stubFetch({
      [ME]: () => envelope(teacherProfile()),
      [LIST]: (call) => {
        const { search_text, page_no } = bodyOf(call);
        if (search_text === 'qua') return page([paper()]);
        return page([paper({ paper_id: 100 + (page_no ?? 1), paper_name: `Paper p${page_no}` })], 41, page_no);
      },
    });
    renderApp('/faculty-assessment-dashboard/papers');
    expect(await screen.findByText('Paper p1', {}, SLOW)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Paper p2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Find a paper by name'), 'qu');
    await new Promise((r) => setTimeout(r, 400));
    expect(fake.calls.filter((c) => c.path.endsWith('teacherPaperList')).every((c) => !bodyOf(c).search_text)).toBe(
      true,
    );
    await user.type(screen.getByLabelText('Find a paper by name'), 'a');
    expect(await screen.findByText('Quadratic Equations Test')).toBeInTheDocument();
    const searched = fake.calls.filter((c) => bodyOf(c).search_text === 'qua');
    expect(searched.map((c) => bodyOf(c).page_no)).toEqual([1]);
  });

  it('says plainly when there are no papers, when none match and when the list fails', async () => {
    stubFetch({
      [ME]: () => envelope(teacherProfile()),
      [LIST]: () => page([]),
    });
    const { unmount } = renderApp('/faculty-assessment-dashboard/papers');
    expect(await screen.findByTestId('papers-empty', {}, SLOW)).toHaveTextContent('No papers yet.');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Find a paper by name'), 'zebra');
    await waitFor(() => expect(screen.getByTestId('papers-empty')).toHaveTextContent('No paper’s name holds “zebra”.'));
    unmount();
    stubFetch({ [ME]: () => envelope(teacherProfile()), [LIST]: () => errorResponse(500, 'INTERNAL_ERROR') });
    renderApp('/faculty-assessment-dashboard/papers');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('We could not load your papers.');
  });

  it('deletes a paper after a confirm, and says why when the server refuses', async () => {
    let gone = false;
    const fake = stubFetch({
      [ME]: () => envelope(teacherProfile()),
      [LIST]: () => page(gone ? [] : [paper()]),
      [DELETE]: (call) => {
        if ((call.body as { paper_id: number }).paper_id !== 9) return errorResponse(404, 'NOT_FOUND');
        if (fake.calls.filter((c) => c.method === 'PUT').length === 1) {
          return errorResponse(409, 'CONFLICT', 'This paper is assigned: its learners’ attempts and results keep it.');
        }
        gone = true;
        return envelope({ paper_id: 9, deleted: true });
      },
    });
    renderApp('/faculty-assessment-dashboard/papers');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Quadratic Equations Test' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Quadratic Equations Test”?' });
    expect(fake.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This paper is assigned');
    await user.click(within(dialog).getByRole('button', { name: 'Delete it' }));
    expect(await screen.findByTestId('papers-empty')).toHaveTextContent('No papers yet.');
  });

  it('is for staff: a student is told so and the list is not asked for', async () => {
    storeSession({ user_type_id: 1 });
    const fake = stubFetch({ [ME]: () => envelope(profile()) });
    renderApp('/faculty-assessment-dashboard/papers');
    expect(await screen.findByText('These screens are for teachers and school staff.', {}, SLOW)).toBeInTheDocument();
    expect(fake.calls.map((c) => c.path)).not.toContain('/paperCreation/v2/teacherPaperList');
  });
});
