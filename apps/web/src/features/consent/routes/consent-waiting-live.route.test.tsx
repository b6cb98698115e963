import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportLiveStream } from '../../../lib/live-stream';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The child's waiting screen changes as soon as the parent answers: the notification the answer causes
// arrives over the stream, and the screen reads its state again then, not at its next poll.

describe('a child’s waiting screen', { timeout: 30_000 }, () => {
  it('shows the parent’s refusal, with the day the account goes, when the stream brings a notification', async () => {
    const child = profile({ consent_pending: true, school: null, sections: [] });
    storeSession({ uuid: child.uuid, user_type_id: 1, username: 'kavya@example.in' });
    let mine: Record<string, unknown> = {
      needed: true,
      state: 'waiting',
      parent_contact: 'mother@example.in',
      asked_at: '2026-12-05T06:00:00.000Z',
    };
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(child),
      'GET /privacy/consent': () => envelope(mine),
    });
    renderApp('/student-dashboard');
    const waiting = await screen.findByTestId('consent-waiting', undefined, { timeout: 15_000 });
    expect(within(waiting).queryByTestId('consent-refused')).not.toBeInTheDocument();
    const reads = () => fake.calls.filter((c) => c.path === '/privacy/consent').length;
    const before = reads();

    mine = { ...mine, state: 'refused', erase_after: '2027-01-04T07:00:00.000Z' };
    act(() => {
      reportLiveStream('up');
      reportLiveStream('notification');
    });
    const refused = await within(waiting).findByTestId('consent-refused');
    expect(refused).toHaveTextContent('Your parent did not agree. You can ask another parent before');
    expect(refused).toHaveTextContent('4 Jan');
    expect(reads()).toBe(before + 1);
    // Refused: the child may name another parent at once.
    expect(within(waiting).getByRole('button', { name: 'Send the code to my parent' })).toBeInTheDocument();
    act(() => reportLiveStream('down'));
  });
});
