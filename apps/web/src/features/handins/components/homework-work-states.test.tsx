import type { HandinStatesData } from '@esc/contracts';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { HomeworkWorkStates } from './homework-work-states.component';

// The homework list's cards: each task that asks for work in words ("To hand in", "Handed in", "Late",
// "Returned: 8.5/10", "Asked again"), from one call for all the cards shown; a parent asks for the child.

const CHILD = '99999999-9999-4999-8999-999999999999';
const STATES = 'POST /syllabus-v2/handins/student/handinStates';

const data: HandinStatesData = {
  homework: [
    {
      assign_id: 1,
      tasks: [
        { learnlist_item_id: 'a', standing: 'not_handed_in', marks: null, max_marks: 10 },
        { learnlist_item_id: 'b', standing: 'handed_in', marks: null, max_marks: 10 },
        { learnlist_item_id: 'c', standing: 'late', marks: null, max_marks: 10 },
        { learnlist_item_id: 'd', standing: 'returned', marks: 8.5, max_marks: 10 },
        { learnlist_item_id: 'e', standing: 'asked_again', marks: null, max_marks: 10 },
      ],
    },
  ],
};

function show(assignIds: number[], forChild = false) {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Suspense>
        {assignIds.map((id) => (
          <div key={id} data-testid={`card-${id}`}>
            <HomeworkWorkStates assignId={id} assignIds={assignIds} learnerUuid={CHILD} forChild={forChild} />
          </div>
        ))}
      </Suspense>
    </AppProviders>,
  );
}

describe('hand-in states on homework cards', () => {
  beforeEach(() => storeSession({ uuid: CHILD, user_type_id: 1 }));

  it('shows each work task’s state in words, from one call for every card', async () => {
    const fake = stubFetch({ [STATES]: () => envelope(data) });
    show([2, 1]);
    const group = await screen.findByRole('group', { name: 'Work handed in' });
    expect(
      within(group)
        .getAllByTestId('handin-list-state')
        .map((b) => b.textContent),
    ).toEqual(['To hand in', 'Handed in', 'Late', 'Returned: 8.5/10', 'Asked again']);
    // Homework asking for no work shows nothing.
    expect(screen.getByTestId('card-2')).toBeEmptyDOMElement();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.body).toEqual({ assign_ids: [1, 2] });
  });

  it('a parent asks for the child’s states; a failed load says so', async () => {
    const fake = stubFetch({ [STATES]: () => errorResponse(403, 'FORBIDDEN', 'Not your child') });
    show([1], true);
    expect(await screen.findByText('Hand-in state not loaded')).toBeVisible();
    expect(fake.calls[0]!.body).toEqual({ assign_ids: [1], uuid: CHILD });
  });
});
