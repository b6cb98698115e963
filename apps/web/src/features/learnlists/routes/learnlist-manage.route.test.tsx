import type {
  Assignment,
  AssignLearnListBody,
  AssignLearnListToTeacherBody,
  LearnListDetail,
  UpdateLearnListStageBody,
} from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { CHILD_A, parentProfile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { detail, item, task, TEACHER, teacherProfile } from '../test/learnlist-fixtures';

// A list's items in order; rename, publish, unpublish, archive, restore and delete as
// the stage allows; share with a teacher; assign to sections with the days said in plain words.

function assignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    assign_id: 41,
    learnlist_id: 1,
    school_id: 101,
    assigned_by: TEACHER,
    assigned_by_name: 'Meera Iyer',
    is_parent_assigned: 0,
    learnlist_assigned_as: [1, 2, 3],
    starts_at: '2026-11-24T18:29:00.000Z',
    due_at: '2026-11-27T18:29:00.000Z',
    sections: [{ section_assign_id: 77, section_id: 5001, section_name: '10-A', learner_count: 5 }],
    extensions: [],
    ...overrides,
  };
}

function stubManage(start: LearnListDetail, extra: Record<string, FakeHandler> = {}, me = teacherProfile()) {
  let current = start;
  const fake = stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    'GET /syllabus-v2/learnListDetailUniversity': () => envelope(current),
    'PUT /syllabus-v2/updateLearnListStage': (call) => {
      const stage = (call.body as UpdateLearnListStageBody).stage;
      current = { ...current, stage, can_assign: stage === 2 };
      return envelope(current);
    },
    'POST /syllabus-v2/createUpdateLearnListUniversity': () => {
      current = { ...current, learnlist_name: 'Acids — week 2' };
      return envelope({ learnlist: current, skipped_items: [] });
    },
    'PUT /syllabus-v2/removeItemFromLearnListUniversity': () => {
      current = { ...current, learnlist_data: current.learnlist_data.slice(1), item_count: current.item_count - 1 };
      return envelope(current);
    },
    'POST /syllabus-v2/assignLearnListToSections': () => envelope({ assignment: assignment() }),
    'GET /syllabus-v2/searchLearnListUniversity': () =>
      envelope({ total_count: 0, page_no: 1, page_size: 20, learnlist_list: [] }),
    ...extra,
  });
  return fake;
}

describe('a learn-list of the teacher', () => {
  it('publishes a draft, then assigns it to 10-A with the days in plain words', async () => {
    storeSession({ uuid: TEACHER, user_type_id: 3 });
    const fake = stubManage(detail({ stage: 1, can_assign: false }));
    renderApp('/my-learnlists/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acids, Bases and Salts — Homework 1' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Draft: only you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign as homework' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const assign = await screen.findByRole('button', { name: 'Assign as homework' });
    expect(
      (fake.calls.find((c) => c.path.endsWith('/updateLearnListStage'))!.body as UpdateLearnListStageBody).stage,
    ).toBe(2);
    expect(screen.getByRole('button', { name: 'Back to draft' })).toBeInTheDocument();

    await user.click(assign);
    const dialog = await screen.findByRole('dialog', { name: 'Assign as homework' });
    expect(within(dialog).getByTestId('homework-window')).toHaveTextContent(
      /11:59 pm the evening before the start day.*11:59 pm on the due day.*\(Asia\/Kolkata\)/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Choose at least one section.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: '10-A · Class 10' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    const notice = await screen.findByTestId('assigned-notice');
    expect(notice).toHaveTextContent('Assigned to 10-A, due by');
    expect(within(notice).getByRole('link', { name: 'See who did what' })).toHaveAttribute(
      'href',
      '/learnlist-report/1?assignId=41',
    );
    const body = fake.calls.find((c) => c.path.endsWith('/assignLearnListToSections'))!.body as AssignLearnListBody;
    expect(body).toMatchObject({ learnlist_id: 1, sections: [5001] });
    expect(body.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.due_date > body.start_date).toBe(true);
  });

  it('gives some students a later due day', async () => {
    storeSession({ uuid: TEACHER, user_type_id: 3 });
    const student = {
      uuid: '0c12761d-171a-483d-a09a-eb3969cdc477',
      user_type_id: 1,
      first_name: 'Aarav',
      last_name: 'Sharma',
      name: 'Aarav Sharma',
      email: null,
      mobile: null,
      school_id: 101,
      section_id: 5001,
      section_name: '10-A',
      board_id: 1,
      class_id: 8,
    };
    const fake = stubManage(detail(), {
      'POST /cognito-login-service/auth/studentListBySection': () =>
        envelope({ students: [student], total_count: 1, start_index: 0, limit: 500 }),
    });
    renderApp('/my-learnlists/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assign as homework' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '10-A · Class 10' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Give some students more time' }));
    const later = await within(dialog).findByLabelText('Later due day for Aarav Sharma');
    await user.type(later, '2099-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await screen.findByTestId('assigned-notice');
    const body = fake.calls.find((c) => c.path.endsWith('/assignLearnListToSections'))!.body as AssignLearnListBody;
    expect(body.extensions).toEqual([{ uuid: student.uuid, due_date: '2099-01-15' }]);
  });

  it('renames it and removes an item; an assigned list is archived, not deleted', async () => {
    storeSession({ uuid: TEACHER, user_type_id: 3 });
    stubManage(detail({ assignment_count: 1, learnlist_data: [item(), task(2, 'Kitchen test')] }));
    renderApp('/my-learnlists/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const name = screen.getByLabelText(/New name/);
    expect(name).toHaveFocus(); // the form took the Rename button's place
    await user.clear(name);
    await user.type(name, 'Acids — week 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acids — week 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());

    expect(screen.getAllByTestId('learnlist-item')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await waitFor(() => expect(screen.getAllByTestId('learnlist-item')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Items in order' })).toHaveFocus());

    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove item 1' })).not.toBeInTheDocument();
    expect(screen.getByText(/Archived: it cannot be changed or assigned again/)).toBeInTheDocument();
  });

  it('says in plain words why the server refused a move', async () => {
    storeSession({ uuid: TEACHER, user_type_id: 3 });
    stubManage(detail({ stage: 1, can_assign: false, learnlist_data: [] }), {
      'PUT /syllabus-v2/updateLearnListStage': () => errorResponse(409, 'CONFLICT', 'Add an item before publishing.'),
    });
    renderApp('/my-learnlists/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('learnlist-problem')).toHaveTextContent('an empty list is not published');
  });

  it('shares it with another teacher of the school', async () => {
    storeSession({ uuid: TEACHER, user_type_id: 3 });
    const other = {
      uuid: '3b279e38-24c5-4965-a705-42e2e1212788',
      user_type_id: 3,
      role: null,
      first_name: 'Arjun',
      last_name: 'Nair',
      name: 'Arjun Nair',
      email: null,
      mobile: null,
      school_ids: [101],
      section_ids: [5001],
      subjects: [],
    };
    const fake = stubManage(detail(), {
      'POST /cognito-login-service/auth/searchTeacherList': () =>
        envelope({ teacher_list: [other], total_count: 1, start_index: 0, limit: 30 }),
      'POST /student-report/teacher/assignLearnListToTeacherUniversity': () =>
        envelope(detail({ shared_with: [{ uuid: other.uuid, name: other.name }] })),
    });
    renderApp('/my-learnlists/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share with a teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with a teacher' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Arjun Nair' }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Shared with Arjun Nair')).toBeInTheDocument();
    const body = fake.calls.find((c) => c.path.endsWith('/assignLearnListToTeacherUniversity'))!
      .body as AssignLearnListToTeacherBody;
    expect(body.teacher_uuids).toEqual([other.uuid]);
  });

  it('a parent gives their own list to the active child, with no sections', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2 });
    const own = detail({ school_id: null, uuid: parent.uuid, owner_name: 'Priya Rao' });
    const fake = stubManage(
      own,
      {
        'POST /syllabus-v2/assignLearnListToSections': () =>
          envelope({
            assignment: assignment({ school_id: null, is_parent_assigned: 1, sections: [], assigned_by: parent.uuid }),
          }),
      },
      parent,
    );
    renderApp('/my-learnlists/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Give to Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give to Asha Rao' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share with a teacher' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByTestId('assigned-notice')).toHaveTextContent('Given to your child');
    const body = fake.calls.find((c) => c.path.endsWith('/assignLearnListToSections'))!.body as AssignLearnListBody;
    expect(body.uuid).toBe(CHILD_A);
    expect(body.sections).toBeUndefined();
  });
});
