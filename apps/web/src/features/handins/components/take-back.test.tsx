import type { Handin, MyHandinsData } from '@esc/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { HomeworkWork } from './homework-work.component';

// The learner takes back work before the teacher marks it: the history says "taken back" and the form
// comes back; a parent reading the child's work is offered nothing to take back.

const LEARNER = '99999999-9999-4999-8999-999999999999';
const MINE = 'POST /syllabus-v2/handins/student/myHandins';
const TAKE_BACK = 'POST /syllabus-v2/handins/student/takeBack';

const waiting: Handin = {
  handin_id: 11,
  assign_id: 1,
  learnlist_id: 3,
  learnlist_item_id: 'task-5',
  learner_uuid: LEARNER,
  attempt_no: 1,
  status: 1,
  late: false,
  handed_in_at: '2026-11-27T10:00:00.000Z',
  text: 'First try.',
  files: [],
  marks: null,
  max_marks: 10,
  comment: null,
  marked_files: [],
  returned_at: null,
};

const answer = (handin: Handin, mayHandIn: boolean): MyHandinsData => ({
  assign_id: 1,
  learnlist_id: 3,
  due_at: '2026-12-02T18:29:00.000Z',
  tasks: [
    {
      learnlist_item_id: 'task-5',
      max_marks: 10,
      standing: mayHandIn ? 'not_handed_in' : 'handed_in',
      may_hand_in: mayHandIn,
      handins: [handin],
    },
  ],
});

function show(forChild = false) {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Suspense>
        <HomeworkWork
          assignId={1}
          learnerUuid={LEARNER}
          forChild={forChild}
          tasks={[{ itemId: 'task-5', text: 'Test turmeric paper at home' }]}
        />
      </Suspense>
    </AppProviders>,
  );
}

describe('taking work back', () => {
  beforeEach(() => storeSession({ uuid: LEARNER, user_type_id: 1 }));

  it('takes back work waiting for marks; the history says taken back and the form returns', async () => {
    let taken = false;
    const fake = stubFetch({
      [MINE]: () => envelope(taken ? answer({ ...waiting, status: 4 }, true) : answer(waiting, false)),
      [TAKE_BACK]: () => {
        taken = true;
        return envelope({ handin: { ...waiting, status: 4 } });
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Take back' }));
    expect(await screen.findByText('You took your work back: hand it in again when it is ready.')).toBeVisible();
    expect(fake.calls.find((c) => c.path.endsWith('/student/takeBack'))?.body).toEqual({ handin_id: 11 });
    expect(screen.getByText('Hand-in 1: taken back')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hand in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take back' })).not.toBeInTheDocument();
  });

  it('says in words why marked work was not taken back', async () => {
    stubFetch({
      [MINE]: () => envelope(answer(waiting, false)),
      [TAKE_BACK]: () =>
        errorResponse(
          409,
          'CONFLICT',
          'This work is marked already (returned or asked for again): it cannot be taken back.',
        ),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('cannot be taken back'));
  });

  it('a parent is offered nothing to take back', async () => {
    stubFetch({ [MINE]: () => envelope(answer(waiting, false)) });
    show(true);
    await screen.findByRole('region', { name: 'Work handed in' });
    expect(screen.queryByRole('button', { name: 'Take back' })).not.toBeInTheDocument();
  });
});
