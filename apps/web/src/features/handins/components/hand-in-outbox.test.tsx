import type { MyHandinsData } from '@esc/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { appOutbox } from '../../../lib/outbox.app';
import { envelope, stubFetch } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { HomeworkWork } from './homework-work.component';

// A hand-in goes through the app's outbox: when the link drops as it is sent, its text, file keys and
// client id stay on the device, and the learner is told it waits; the file upload itself needs the link.

const LEARNER = '99999999-9999-4999-8999-999999999999';
const MINE = 'POST /syllabus-v2/handins/student/myHandins';

const nothingYet: MyHandinsData = {
  assign_id: 1,
  learnlist_id: 3,
  due_at: '2026-12-02T18:29:00.000Z',
  tasks: [{ learnlist_item_id: 'task-5', max_marks: 10, standing: 'not_handed_in', may_hand_in: true, handins: [] }],
};

function show() {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Suspense>
        <HomeworkWork
          assignId={1}
          learnerUuid={LEARNER}
          forChild={false}
          tasks={[{ itemId: 'task-5', text: 'Test turmeric paper at home' }]}
        />
      </Suspense>
    </AppProviders>,
  );
}

describe('a hand-in on a dropped link', () => {
  beforeEach(() => storeSession({ uuid: LEARNER, user_type_id: 1 }));

  it('keeps the hand-in with its client id on the device and says it waits', async () => {
    const fake = stubFetch({
      [MINE]: () => envelope(nothingYet),
      'POST /syllabus-v2/handins/student/handIn': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    show();
    expect(await screen.findByText(/Photos and PDFs need the internet to go up/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Or type your work'), 'Soap water turns it red.');
    await userEvent.click(screen.getByRole('button', { name: 'Hand in' }));
    expect(await screen.findByTestId('handin-waiting')).toBeVisible();
    // What the outbox keeps on the device, whichever store holds it (IndexedDB where the page has
    // it, else localStorage: the test files of a worker share the one outbox made first).
    const kept = appOutbox.entries().filter((e) => e.owner === LEARNER);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.owner).toBe(LEARNER);
    expect(kept[0]!.body).toMatchObject({
      assign_id: 1,
      learnlist_item_id: 'task-5',
      text: 'Soap water turns it red.',
      files: [],
      client_handin_id: kept[0]!.id,
    });
    expect(fake.calls.some((c) => c.path.endsWith('/student/handIn'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Hand in' })).not.toBeInTheDocument();
    appOutbox.remove(kept.map((e) => e.id));
  });
});
