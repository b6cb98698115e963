import type { Handin, HandInBody, MyHandinsData } from '@esc/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, stubFetch } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { HomeworkWork } from './homework-work.component';

// The learner's "Hand in your work" on a homework: the state, marks and the teacher's comment; the form
// while work may be handed in; a parent reads the child's work and hands in nothing.

const LEARNER = '99999999-9999-4999-8999-999999999999';
const MINE = 'POST /syllabus-v2/handins/student/myHandins';

const returned: Handin = {
  handin_id: 7,
  assign_id: 1,
  learnlist_id: 3,
  learnlist_item_id: 'task-5',
  learner_uuid: LEARNER,
  attempt_no: 1,
  status: 2,
  late: false,
  handed_in_at: '2026-11-27T10:00:00.000Z',
  text: 'Turmeric turned red in soap water.',
  files: [{ key: 'work/1/a-page.jpg', name: 'page.jpg', content_type: 'image/jpeg', url: '/api/media/file/a' }],
  marks: 8.5,
  max_marks: 10,
  comment: 'Good; name the indicator.',
  marked_files: [
    { key: 'uploads/1/m-marked.jpg', name: 'marked.jpg', content_type: 'image/jpeg', url: '/api/media/file/m' },
  ],
  returned_at: '2026-11-28T10:00:00.000Z',
};

function answer(task: Partial<MyHandinsData['tasks'][number]>): MyHandinsData {
  return {
    assign_id: 1,
    learnlist_id: 3,
    due_at: '2026-12-02T18:29:00.000Z',
    tasks: [
      {
        learnlist_item_id: 'task-5',
        max_marks: 10,
        standing: 'not_handed_in',
        may_hand_in: true,
        handins: [],
        ...task,
      },
    ],
  };
}

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

describe('hand in your work', () => {
  beforeEach(() => storeSession({ uuid: LEARNER, user_type_id: 1 }));

  it('shows returned work with its marks out of the maximum and the teacher’s comment', async () => {
    stubFetch({ [MINE]: () => envelope(answer({ standing: 'returned', may_hand_in: false, handins: [returned] })) });
    show();
    const panel = await screen.findByRole('region', { name: 'Hand in your work' });
    expect(panel).toHaveTextContent('Returned');
    expect(screen.getByTestId('handin-marks')).toHaveTextContent('Marks: 8.5 out of 10');
    expect(screen.getByTestId('handin-marks')).toHaveTextContent('Good; name the indicator.');
    expect(screen.getByRole('img', { name: 'page.jpg' })).toBeInTheDocument();
    // The teacher's drawing on the photo comes back with the work.
    expect(panel).toHaveTextContent('Marked by the teacher');
    expect(screen.getByRole('img', { name: 'marked.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hand in' })).not.toBeInTheDocument();
  });

  it('a parent reads the child’s work under its own heading, asking with the child’s uuid', async () => {
    const fake = stubFetch({
      [MINE]: () => envelope(answer({ standing: 'returned', may_hand_in: false, handins: [returned] })),
    });
    show(true);
    await screen.findByRole('region', { name: 'Work handed in' });
    expect(fake.calls[0]!.body).toMatchObject({ assign_id: 1, uuid: LEARNER });
  });

  it('asks for something to hand in, then hands in typed text with a client id', async () => {
    const sent: HandInBody[] = [];
    stubFetch({
      [MINE]: () => envelope(answer({})),
      'POST /syllabus-v2/handins/student/handIn': (call) => {
        sent.push(call.body as HandInBody);
        return envelope({
          handin: { ...returned, status: 1, marks: null, comment: null, marked_files: [], returned_at: null },
        });
      },
    });
    show();
    await screen.findByRole('region', { name: 'Hand in your work' });
    await userEvent.click(screen.getByRole('button', { name: 'Hand in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add photos, a PDF or typed text first.');
    await userEvent.type(screen.getByLabelText('Or type your work'), 'Soap water turns it red.');
    await userEvent.click(screen.getByRole('button', { name: 'Hand in' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ assign_id: 1, learnlist_item_id: 'task-5', text: 'Soap water turns it red.' });
    expect(sent[0]!.client_handin_id.length).toBeGreaterThanOrEqual(8);
  });
});
