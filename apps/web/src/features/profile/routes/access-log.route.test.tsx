import type { AccessLogEntry } from '@esc/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 15_000 };
const LOG = '/privacy/access-log';
const TEACHER = '33333333-3333-4333-8333-333333333333';
const parent = parentProfile();
const learner = profile();

function anEntry(overrides: Partial<AccessLogEntry> = {}): AccessLogEntry {
  return {
    entry_id: '44444444-4444-4444-8444-444444444444',
    viewer_uuid: TEACHER,
    viewer_name: 'Meera Iyer',
    viewer_role: 'teacher',
    learner_uuid: CHILD_A,
    learner_name: 'Asha Rao',
    kind: 'attempt-answers',
    record_id: '42',
    record_label: 'Chapter 3 test',
    read_at: '2026-03-12T05:12:00Z',
    ip: '203.0.113.7',
    device: 'Chrome on Android',
    ...overrides,
  };
}

const page = (entries: AccessLogEntry[], more = false, at = 1) =>
  envelope({ entries, page: at, has_more: more, kept_days: 400 });

function world(who: typeof parent, handlers: Record<string, FakeHandler>) {
  storeSession({ uuid: who.uuid, user_type_id: who.user_type_id });
  return stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(who), ...handlers });
}

describe('profile: who looked at a child’s records', { timeout: 40_000 }, () => {
  it('a parent reads, for each child, which member of staff opened what, when and from where', async () => {
    const fake = world(parent, {
      [`GET ${LOG}`]: (call) => (call.query.get('uuid') === CHILD_A ? page([anEntry()]) : page([])),
    });
    renderApp('/profile');
    const asha = await screen.findByRole('region', { name: 'Who looked at Asha Rao’s records' }, SLOW);
    expect(await within(asha).findByText('Meera Iyer (teacher) opened Asha Rao’s answers', {}, SLOW)).toBeVisible();
    expect(within(asha).getByText(/On “Chapter 3 test”/)).toHaveTextContent(/12 Mar 2026/);
    expect(within(asha).getByText(/Chapter 3 test/)).toHaveTextContent(/From Chrome on Android · 203\.0\.113\.7/);
    expect(asha).toHaveTextContent(
      /Views by the child and their parents are not listed\. Entries are kept for 400 days\./,
    );
    const ravi = screen.getByRole('region', { name: 'Who looked at Ravi Rao’s records' });
    expect(await within(ravi).findByText('Nobody from the school has looked at these records.')).toBeVisible();
    // Each child's log asked by that child's uuid; the parent's own is never asked.
    const asked = fake.calls.filter((c) => c.path === LOG).map((c) => c.query.get('uuid'));
    expect(asked).toContain(CHILD_A);
    expect(asked).not.toContain(parent.uuid);
  });

  it('a learner reads their own log a page at a time, older pages on request', async () => {
    const fake = world(learner, {
      [`GET ${LOG}`]: (call) =>
        call.query.get('page') === '2'
          ? page([anEntry({ kind: 'attendance', record_label: null, viewer_role: 'admin' })], false, 2)
          : page([anEntry()], true),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    const own = await screen.findByRole('region', { name: 'Who looked at your records' }, SLOW);
    await within(own).findByText('Meera Iyer (teacher) opened Asha Rao’s answers', {}, SLOW);
    await user.click(within(own).getByRole('button', { name: 'Older' }));
    expect(await within(own).findByText('Meera Iyer (school admin) opened Asha Rao’s attendance')).toBeVisible();
    expect(within(own).getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(fake.calls.filter((c) => c.path === LOG).every((c) => !c.query.has('uuid'))).toBe(true);
  });

  it('a log that cannot be read says so and offers to try again', async () => {
    let refused = true;
    world(learner, { [`GET ${LOG}`]: () => (refused ? errorResponse(403, 'FORBIDDEN') : page([anEntry()])) });
    renderApp('/profile');
    const user = userEvent.setup();
    const own = await screen.findByRole('region', { name: 'Who looked at your records' }, SLOW);
    expect(await within(own).findByText('We could not load who looked.', {}, SLOW)).toBeVisible();
    refused = false;
    await user.click(within(own).getByRole('button', { name: 'Try again' }));
    expect(await within(own).findByText('Meera Iyer (teacher) opened Asha Rao’s answers')).toBeVisible();
  });
});
