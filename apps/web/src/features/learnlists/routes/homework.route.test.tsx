import type { LearnerHomeworkBody, MarkItemCompleteBody } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACTIVE_CHILD_STORAGE_KEY } from '../../../lib/active-child';
import { envelope, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { CHILD_A, CHILD_B, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { detail, homeworkEntry, item, STUDENT, task } from '../test/learnlist-fixtures';

// A learner's homework (due and overdue first, then upcoming, then done; ?assignId= opens
// it) and a list's items with this learner's completion; a parent acts for the active child.

const homework = [
  homeworkEntry({ assign_id: 1, status: 'due', title: 'Acids' }),
  homeworkEntry({ assign_id: 2, status: 'done', title: 'Metals', completed_count: 6 }),
  homeworkEntry({ assign_id: 3, status: 'overdue', title: 'Carbon', due_at: '2026-11-20T18:29:00.000Z' }),
  homeworkEntry({ assign_id: 4, status: 'upcoming', title: 'Light' }),
];

const homeworkList = detail({
  assign_id: 1,
  mode: 1,
  can_edit: false,
  can_assign: false,
  learnlist_data: [
    item({ completed_on: '2026-11-22T10:00:00.000Z' }),
    item({
      learnlist_item_id: '100002',
      learnlist_item_type: 12,
      content_kind: 'study_notes',
      content_title: 'Acids: notes',
      learnlist_item_order: 2,
    }),
    task(3, 'Test turmeric paper at home'),
    item({
      learnlist_item_id: '90002',
      learnlist_item_type: 3,
      item_kind: 'paper',
      content_title: null,
      content_kind: null,
      openable: false,
      unavailable_reason: 'This paper is no longer available.',
      learnlist_item_order: 4,
    }),
  ],
});

function stubHomework(me = profile(), extra: Record<string, FakeHandler> = {}) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    'POST /syllabus-v2/learnerLearnListHomework': (call) =>
      envelope({
        uuid: (call.body as LearnerHomeworkBody).uuid ?? STUDENT,
        total_count: 4,
        page_no: 1,
        page_size: 100,
        homework,
      }),
    'GET /syllabus-v2/learnListDetailUniversity': () => envelope(homeworkList),
    'POST /syllabus-v2/markLearnListItemComplete': (call) => {
      const b = call.body as MarkItemCompleteBody;
      return envelope({
        assign_id: 1,
        learnlist_item_id: String(b.learnlist_item_id),
        completed_on: '2026-11-24T10:00:00.000Z',
        recorded: true,
        completed_count: 2,
        item_count: 4,
        list_archived: false,
      });
    },
    'GET /content/v2/contentDetailsByContentIds': () => envelope({ content_details: [], missing_ids: ['100002'] }),
    ...extra,
  });
}

describe('a learner’s homework', () => {
  it('lists to do (overdue first), then upcoming, then done', async () => {
    storeSession();
    stubHomework();
    renderApp('/learnlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Homework' })).toBeInTheDocument();
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.map((h) => h.textContent)).toEqual(['To do (2)', 'Upcoming (1)', 'Done (1)']);
    const titles = screen.getAllByTestId('homework-card').map((c) => within(c).getByRole('link').textContent);
    expect(titles).toEqual(['Carbon', 'Acids', 'Light', 'Metals']);
    expect(within(screen.getAllByTestId('homework-card')[0]!).getByText('Overdue')).toBeInTheDocument();
  });

  it('opens the homework a notification names, and each item as it is done', async () => {
    storeSession();
    const fake = stubHomework();
    const { router } = renderApp('/learnlist?assignId=1');
    expect(await screen.findByRole('heading', { level: 1, name: homeworkList.learnlist_name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/learn-list-homework-details/1/1/1/101/1/Acids/${STUDENT}/8/1`);
    const detailCall = fake.calls.find((c) => c.path.endsWith('/learnListDetailUniversity'))!;
    expect(detailCall.query.get('assignId')).toBe('1');
    expect(detailCall.query.get('uuid')).toBeNull();

    const rows = screen.getAllByTestId('homework-item');
    expect(within(rows[0]!).getByText(/^Done /)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Open item 1' })).toHaveAttribute(
      'href',
      '/content-player/100001?assignId=1&learnlistId=1&syllabusId=30582&groupId=3001',
    );
    expect(within(rows[3]!).getByText('Cannot open')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('This paper is no longer available.')).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('link')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(rows[2]!).getByRole('button', { name: 'Mark item 3 as done' }));
    await waitFor(() => expect(fake.calls.some((c) => c.path.endsWith('/markLearnListItemComplete'))).toBe(true));
    expect(fake.calls.find((c) => c.path.endsWith('/markLearnListItemComplete'))!.body).toEqual({
      assign_id: 1,
      learnlist_id: 1,
      learnlist_item_id: 'task-3',
      learnlist_item_type: 4,
    });

    await user.click(within(rows[1]!).getByRole('button', { name: 'Open item 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content-player/100002'));
    expect(router.state.location.search).toContain('assignId=1');
    const marks = fake.calls.filter((c) => c.path.endsWith('/markLearnListItemComplete'));
    expect(marks.map((c) => (c.body as MarkItemCompleteBody).learnlist_item_id)).toEqual(['task-3', '100002']);
  });

  it('opens a question to practise, a paper as the learner’s own test and a recorded lecture, each from the homework', async () => {
    storeSession();
    const list = {
      ...homeworkList,
      learnlist_data: [
        item({
          learnlist_item_id: '4101',
          learnlist_item_type: 2,
          item_kind: 'question',
          syllabus_id: 30582,
          content_kind: null,
          content_title: 'What is the pH of pure water?',
          learnlist_item_order: 1,
        }),
        item({
          learnlist_item_id: '90002',
          learnlist_item_type: 3,
          item_kind: 'paper',
          content_kind: null,
          content_title: 'Acids practice paper',
          learnlist_item_order: 2,
        }),
        item({
          learnlist_item_id: '31',
          learnlist_item_type: 5,
          item_kind: 'recorded_lecture',
          content_kind: null,
          content_title: 'Light: the recording',
          learnlist_item_order: 3,
        }),
      ],
    };
    const fake = stubHomework(profile(), { 'GET /syllabus-v2/learnListDetailUniversity': () => envelope(list) });
    renderApp('/learnlist-detail/1?assignId=1');
    const rows = await screen.findAllByTestId('homework-item');
    expect(within(rows[0]!).getByText('What is the pH of pure water?')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Open item 1' })).toHaveAttribute(
      'href',
      '/practice/quesDetails/8/30582/4101/0/1/5?homework=1',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Open item 1' })).toHaveTextContent('Practise');
    expect(within(rows[1]!).getByRole('link', { name: 'Open item 2' })).toHaveAttribute(
      'href',
      '/paper-instructions?paperId=90002&homework=1',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Open item 2' })).toHaveTextContent('Take test');
    expect(within(rows[2]!).getByRole('link', { name: 'Open item 3' })).toHaveAttribute(
      'href',
      '/play-live-class?video_id=31&assign_id=1',
    );
    // The server completes each as it opens: the web marks nothing itself.
    expect(fake.calls.some((c) => c.path.endsWith('/markLearnListItemComplete'))).toBe(false);
  });

  it('an item done after the teacher archived the homework says the work was kept', async () => {
    storeSession();
    stubHomework(profile(), {
      'POST /syllabus-v2/markLearnListItemComplete': (call) =>
        envelope({
          assign_id: 1,
          learnlist_item_id: String((call.body as MarkItemCompleteBody).learnlist_item_id),
          completed_on: '2026-11-24T10:00:00.000Z',
          recorded: true,
          completed_count: 3,
          item_count: 4,
          list_archived: true,
        }),
    });
    renderApp('/learnlist?assignId=1');
    expect(await screen.findByRole('heading', { level: 1, name: homeworkList.learnlist_name })).toBeInTheDocument();
    const rows = screen.getAllByTestId('homework-item');
    await userEvent.setup().click(within(rows[2]!).getByRole('button', { name: 'Mark item 3 as done' }));
    expect(await screen.findByText('Your teacher archived this homework; your work was kept.')).toBeInTheDocument();
  });

  it('does not mark study notes again once they are done', async () => {
    storeSession();
    const done = {
      ...homeworkList,
      learnlist_data: [
        item({ learnlist_item_id: '100002', learnlist_item_type: 12, completed_on: '2026-11-22T10:00:00.000Z' }),
      ],
    };
    const fake = stubHomework(profile(), { 'GET /syllabus-v2/learnListDetailUniversity': () => envelope(done) });
    const { router } = renderApp('/learnlist-detail/1?assignId=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open item 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content-player/100002'));
    expect(fake.calls.some((c) => c.path.endsWith('/markLearnListItemComplete'))).toBe(false);
  });

  it('says when there is no homework yet', async () => {
    storeSession();
    stubHomework(profile(), {
      'POST /syllabus-v2/learnerLearnListHomework': () =>
        envelope({ uuid: STUDENT, total_count: 0, page_no: 1, page_size: 100, homework: [] }),
    });
    renderApp('/learnlist');
    expect(await screen.findByTestId('homework-empty')).toHaveTextContent('No homework yet.');
  });
});

describe('a parent and a child’s homework', () => {
  it('reads the active child’s homework, and a notification about another child switches to them', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2 });
    const fake = stubHomework(parent, {
      'POST /syllabus-v2/learnerLearnListHomework': (call) => {
        const uuid = (call.body as LearnerHomeworkBody).uuid!;
        const own = uuid === CHILD_B ? [homeworkEntry({ assign_id: 9, title: 'For Ravi', learnlist_id: 1 })] : homework;
        return envelope({ uuid, total_count: own.length, page_no: 1, page_size: 100, homework: own });
      },
    });
    const { router } = renderApp('/learnlist?assignId=9');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/learn-list-homework-details\/9\/1\//));
    expect(router.state.location.pathname).toContain(`/${CHILD_B}/`);
    expect(JSON.parse(window.localStorage.getItem(ACTIVE_CHILD_STORAGE_KEY) ?? 'null')).toMatchObject({
      child_uuid: CHILD_B,
    });
    await screen.findByRole('heading', { level: 1, name: homeworkList.learnlist_name });
    const detailCall = fake.calls.filter((c) => c.path.endsWith('/learnListDetailUniversity')).at(-1)!;
    expect(detailCall.query.get('uuid')).toBe(CHILD_B);
    const bodies = fake.calls
      .filter((c) => c.path.endsWith('/learnerLearnListHomework'))
      .map((c) => (c.body as LearnerHomeworkBody).uuid);
    expect(bodies).toContain(CHILD_A);
    expect(bodies).toContain(CHILD_B);
  });

  it('marks a task for the child, and reads study notes without marking them', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2 });
    const fake = stubHomework(parent);
    const { router } = renderApp(`/learn-list-homework-details/1/1/1/101/1/Acids/${CHILD_A}/8/1`);
    const rows = await screen.findAllByTestId('homework-item');
    const user = userEvent.setup();
    await user.click(within(rows[2]!).getByRole('button', { name: 'Mark item 3 as done' }));
    await waitFor(() => expect(fake.calls.some((c) => c.path.endsWith('/markLearnListItemComplete'))).toBe(true));
    expect(
      (fake.calls.find((c) => c.path.endsWith('/markLearnListItemComplete'))!.body as MarkItemCompleteBody).uuid,
    ).toBe(CHILD_A);
    await user.click(within(rows[1]!).getByRole('button', { name: 'Open item 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content-player/100002'));
    expect(fake.calls.filter((c) => c.path.endsWith('/markLearnListItemComplete'))).toHaveLength(1);
  });
});
