import type { StartAttemptBody } from '@esc/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { attemptData } from '../test/assessment-fixtures';

// A paper given as homework: a paper of learn-list homework opens as the learner's own attempt. The homework row
// links to /paper-instructions?paperId=&homework=; the instructions start the test engine, which names
// the homework on its start (learnlist_assign_id) so the server lets the school's paper through and
// completes the homework item; nobody assigned the paper itself (assign_id 0).

describe('a paper from homework', () => {
  it('shows the instructions, then starts the learner’s own attempt naming the homework', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /student-report/student/startAttempt': () => envelope(attemptData({ assign_id: null })),
    });
    const { router } = renderApp('/paper-instructions?paperId=21&homework=7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start the test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-engine/21/0/0/1'));
    expect(router.state.location.search).toBe('?homework=7');
    await waitFor(() => expect(fake.calls.some((c) => c.path.endsWith('/startAttempt'))).toBe(true));
    const start = fake.calls.find((c) => c.path.endsWith('/startAttempt'))!.body as StartAttemptBody;
    expect(start).toMatchObject({ paper_id: 21, assign_id: 0, learnlist_assign_id: 7 });
    // The assigned-paper lists are not read: the paper came from the homework.
    expect(fake.calls.some((c) => c.path.includes('studentPaperList'))).toBe(false);
  });
});
