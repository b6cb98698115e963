import type {
  AddLearnListItemsBody,
  CreateUpdateLearnListBody,
  LearnListDetail,
  RemoveLearnListItemsBody,
} from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, stubFetch, type FakeCall } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { content, detail, item, node, summary, TEACHER, teacherProfile } from '../test/learnlist-fixtures';

// The teaching screen adds content, study notes and tasks to a new or existing list in
// one tap per item, with the count and the 50-item limit in view (spec 000 §5).

const video = content(100001, 'Acids around us');
const notes = content(100002, 'Acids: study notes', {
  content_kind: 'study_notes',
  group_id: 3003,
  group_name: 'Study Notes',
});

function tree(call: FakeCall) {
  const id = Number(call.query.get('syllabusId'));
  if (id === 10018) {
    return envelope({
      version: 1,
      parent: node({ syllabus_id: 10018, name: 'Science', syllabus_type_id: 4, class_id: 1010 }),
      child_list: [node({ syllabus_id: 20199, name: 'Acids, Bases and Salts', child_count: 1 })],
    });
  }
  return envelope({
    version: 1,
    parent: node({ syllabus_id: 20199, name: 'Acids, Bases and Salts' }),
    child_list: [node({ syllabus_id: 30582, name: 'Chemical Properties', syllabus_type_id: 6, has_child: false })],
  });
}

function stubTeaching(options: { start?: LearnListDetail; skipped?: boolean } = {}) {
  let current: LearnListDetail | null = options.start ?? null;
  const write = (list: LearnListDetail, skipped = false) => {
    current = list;
    const left = skipped
      ? [
          {
            learnlist_item_id: '100002',
            learnlist_item_type: 12,
            reason: 'group 3145 is added to learn-lists only as a question (spec 000 §5)',
          },
        ]
      : [];
    return envelope({ learnlist: list, skipped_items: left });
  };
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()),
    'GET /syllabus-v2/searchLearnListUniversity': () =>
      envelope({
        total_count: 1,
        page_no: 1,
        page_size: 20,
        learnlist_list: [summary({ learnlist_id: 9, learnlist_name: 'Homework_2', stage: 1 })],
      }),
    'GET /syllabus-v2/childList': tree,
    'GET /syllabus-v2/contentBySyllabusId/v2.1.1': () =>
      envelope({ version: 1, start_index: 1, end_index: 2, has_more: false, content_list: [video, notes] }),
    'GET /syllabus-v2/learnListDetailUniversity': () => envelope(current),
    'POST /syllabus-v2/createUpdateLearnListUniversity': () =>
      write(detail({ learnlist_id: 12, learnlist_name: 'Homework_3', stage: 1, learnlist_data: [item()] })),
    'POST /syllabus-v2/addItemToLearnListUniversity': (call) => {
      const body = call.body as AddLearnListItemsBody;
      const added = item({
        learnlist_item_id: String(body.items[0]!.learnlist_item_id),
        learnlist_item_type: body.items[0]!.learnlist_item_type,
      });
      const items = options.skipped ? current!.learnlist_data : [...current!.learnlist_data, added];
      return write({ ...current!, learnlist_data: items }, options.skipped);
    },
    'PUT /syllabus-v2/removeItemFromLearnListUniversity': (call) => {
      const gone = (call.body as RemoveLearnListItemsBody).items[0]!;
      current = {
        ...current!,
        learnlist_data: current!.learnlist_data.filter((i) => i.learnlist_item_id !== String(gone.learnlist_item_id)),
      };
      return envelope(current);
    },
  });
}

async function openTopic() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Acids, Bases and Salts/ }));
  await user.click(await screen.findByRole('button', { name: 'Chemical Properties' }));
  await screen.findByRole('list', { name: 'Content of Chemical Properties' });
  return user;
}

describe('teaching screen', () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3, username: 'teacher@demo.school' }));

  it('makes a new list with the first tap, adds study notes as study notes, and removes with one tap', async () => {
    const fake = stubTeaching();
    const { router } = renderApp('/teach/1/10018/Science');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teach Science' })).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('Homework_3')).toBeInTheDocument();
    expect(screen.getByTestId('teach-item-count')).toHaveTextContent('0 items of 50');
    const user = await openTopic();

    await user.click(screen.getByRole('button', { name: 'Add Acids around us to the list' }));
    await waitFor(() => expect(screen.getByTestId('teach-item-count')).toHaveTextContent('1 item of 50'));
    const create = fake.calls.find((c) => c.path.endsWith('/createUpdateLearnListUniversity'))!
      .body as CreateUpdateLearnListBody;
    expect(create).toMatchObject({
      from_teaching_screen: true,
      board_id: 1,
      subject_id: 10018,
      class_id: 1010,
      learnlist_data: [{ learnlist_item_id: 100001, learnlist_item_type: 1, group_id: 3001, syllabus_id: 30582 }],
    });
    expect(create.learnlist_name).toBeUndefined(); // the server names it Homework_N
    expect(router.state.location.search).toBe('?list=12');
    expect(screen.getByRole('link', { name: /Open “Homework_3” to publish and assign/ })).toHaveAttribute(
      'href',
      '/my-learnlists/12',
    );

    await user.click(screen.getByRole('button', { name: 'Add Acids: study notes to the list' }));
    await waitFor(() => expect(screen.getByTestId('teach-item-count')).toHaveTextContent('2 items of 50'));
    // The keyboard stays in the row: Remove, which took Add's place, has the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Acids: study notes from the list' })).toHaveFocus(),
    );
    const add = fake.calls.find((c) => c.path.endsWith('/addItemToLearnListUniversity'))!.body as AddLearnListItemsBody;
    expect(add).toEqual({
      learnlist_id: 12,
      from_teaching_screen: true,
      items: [expect.objectContaining({ learnlist_item_id: 100002, learnlist_item_type: 12 })],
    });

    await user.click(screen.getByRole('button', { name: 'Remove Acids around us from the list' }));
    await waitFor(() => expect(screen.getByTestId('teach-item-count')).toHaveTextContent('1 item of 50'));
    expect(screen.getByRole('button', { name: 'Add Acids around us to the list' })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Acids around us to the list' })).toHaveFocus());
  });

  it('says which items the server left out and why', async () => {
    stubTeaching({ start: detail({ learnlist_id: 9, learnlist_name: 'Homework_2', stage: 1 }), skipped: true });
    renderApp('/teach/1/10018/Science?list=9');
    const user = await openTopic();
    await user.click(screen.getByRole('button', { name: 'Add Acids: study notes to the list' }));
    const notice = await screen.findByTestId('teach-skipped');
    expect(notice).toHaveTextContent(
      '“Acids: study notes”: items of this group go into learn-lists only as questions.',
    );
  });

  it('keeps the 50-item limit in view: a full list adds nothing more', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) =>
      item({ learnlist_item_id: String(200000 + i), learnlist_item_order: i + 1 }),
    );
    stubTeaching({ start: detail({ learnlist_id: 9, learnlist_name: 'Homework_2', stage: 1, learnlist_data: fifty }) });
    renderApp('/teach/1/10018/Science?list=9');
    expect(await screen.findByText(/This list is full: a list made here holds at most 50 items/)).toBeInTheDocument();
    expect(screen.getByTestId('teach-item-count')).toHaveTextContent('50 items of 50');
    await openTopic();
    for (const button of screen.getAllByRole('button', { name: /^Add .* to the list$/ })) expect(button).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'Your list' })).getByRole('button', { name: 'Add task' }),
    ).toBeDisabled();
  });

  it('adds a task in the teacher’s words', async () => {
    const fake = stubTeaching({ start: detail({ learnlist_id: 9, learnlist_name: 'Homework_2', stage: 1 }) });
    renderApp('/teach/1/10018/Science?list=9');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('A task in your own words'), 'Test turmeric paper at home');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(fake.calls.some((c) => c.path.endsWith('/addItemToLearnListUniversity'))).toBe(true));
    const add = fake.calls.find((c) => c.path.endsWith('/addItemToLearnListUniversity'))!.body as AddLearnListItemsBody;
    expect(add.items[0]).toMatchObject({ learnlist_item_type: 4, task_text: 'Test turmeric paper at home' });
    expect(String(add.items[0]!.learnlist_item_id)).toMatch(/^task-/);
  });
});
