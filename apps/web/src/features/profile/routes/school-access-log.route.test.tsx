import type { AccessLogEntry } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { CHILD_A, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The school admin's own screen of who looked at children's records (it left the profile): reached
// from the navigation, narrowed by learner, member of staff, what was looked at and days, a page at a
// time; a narrowed log with nothing in it says so; anyone else is told the screen is not theirs.

const SLOW = { timeout: 15_000 };
const LOG = '/privacy/access-log/school';
const TEACHER = '33333333-3333-4333-8333-333333333333';
const RAVI = '55555555-5555-4555-8555-555555555555';
const admin = profile({ uuid: '77777777-7777-4777-8777-777777777777', user_type_id: 5, role: 'SCHOOL_ADMIN' });

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

const people = () =>
  envelope({
    learners: [
      { uuid: CHILD_A, name: 'Asha Rao' },
      { uuid: RAVI, name: 'Ravi Rao' },
    ],
    viewers: [{ uuid: TEACHER, name: 'Meera Iyer' }],
  });

function world(who: typeof admin, log: FakeHandler) {
  storeSession({ uuid: who.uuid, user_type_id: who.user_type_id });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(who),
    [`GET ${LOG}`]: log,
    [`GET ${LOG}/people`]: people,
  });
}

describe('the school admin’s screen of who looked', { timeout: 40_000 }, () => {
  it('is in the admin’s navigation and lists the school’s entries, older pages on request', async () => {
    const fake = world(admin, (call) =>
      call.query.get('page') === '2'
        ? page([anEntry({ entry_id: 'b', kind: 'attendance', learner_name: 'Ravi Rao', record_label: null })], false, 2)
        : page([anEntry()], true),
    );
    renderApp('/school-access-log');
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Who looked' }, SLOW)).toHaveAttribute('href', '/school-access-log');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who looked at children’s records in your school' }, SLOW),
    ).toBeVisible();
    expect(await screen.findByText('Meera Iyer (teacher) opened Asha Rao’s answers', {}, SLOW)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Meera Iyer (teacher) opened Ravi Rao’s attendance')).toBeVisible();
    expect(
      fake.calls
        .filter((c) => c.path === LOG)
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
  });

  it('narrows by learner, staff member, what was looked at and days; says when nothing matches', async () => {
    const fake = world(admin, (call) => (call.query.has('kind') ? page([]) : page([anEntry()])));
    renderApp('/school-access-log');
    const user = userEvent.setup();
    await screen.findByText('Meera Iyer (teacher) opened Asha Rao’s answers', {}, SLOW);
    const filters = screen.getByRole('region', { name: 'Choose which entries to see' });

    await user.click(within(filters).getByRole('combobox', { name: 'Learner' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Rao' }));
    await waitFor(() => expect(fake.calls.at(-1)?.query.get('learner_uuid')).toBe(RAVI));

    await user.click(within(filters).getByRole('combobox', { name: 'Staff member' }));
    await user.click(await screen.findByRole('option', { name: 'Meera Iyer' }));
    await waitFor(() => expect(fake.calls.at(-1)?.query.get('viewer_uuid')).toBe(TEACHER));

    // The days are the reader's: the To day counts whole, so the range ends where the next day starts.
    await user.type(within(filters).getByLabelText('From'), '2026-03-01');
    await user.type(within(filters).getByLabelText('To'), '2026-03-31');
    await waitFor(() => {
      const last = fake.calls.at(-1)!.query;
      expect(last.get('from')).toBe(new Date(2026, 2, 1).toISOString());
      expect(last.get('to')).toBe(new Date(2026, 3, 1).toISOString());
    });

    await user.click(within(filters).getByRole('combobox', { name: 'What was looked at' }));
    await user.click(await screen.findByRole('option', { name: 'Email and mobile' }));
    expect(await screen.findByText('No entries match these choices.')).toBeVisible();
    expect(fake.calls.at(-1)?.query.get('kind')).toBe('contact-details');

    await user.click(within(filters).getByRole('button', { name: 'Clear the choices' }));
    expect(await screen.findByText('Meera Iyer (teacher) opened Asha Rao’s answers')).toBeVisible();
    expect(within(filters).getByRole('combobox', { name: 'Learner' })).toHaveValue('');
    expect(within(filters).getByLabelText('From')).toHaveValue('');
  });

  it('a To day before the From day is said at the field and not asked', async () => {
    const fake = world(admin, () => page([anEntry()]));
    renderApp('/school-access-log');
    const user = userEvent.setup();
    await screen.findByText('Meera Iyer (teacher) opened Asha Rao’s answers', {}, SLOW);
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await waitFor(() => expect(fake.calls.at(-1)?.query.has('from')).toBe(true));
    const asked = fake.calls.length;
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(await screen.findByText('The “To” day must be the same as the “From” day or later.')).toBeVisible();
    expect(fake.calls.filter((c) => c.query.has('to'))).toHaveLength(0);
    expect(fake.calls.length).toBe(asked);
  });

  it('tells a teacher the screen is a school admin’s, and offers it in no navigation but the admin’s', async () => {
    const fake = world(profile({ user_type_id: 3 }), () => page([]));
    renderApp('/school-access-log');
    expect(
      await screen.findByText('Only a school admin can see who looked at the school’s children’s records.', {}, SLOW),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Who looked' })).not.toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path.startsWith(LOG))).toEqual([]);
  });
});
