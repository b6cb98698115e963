import type { Grievance, GrievanceOfficerData } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, school, section, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The school admin as grievance officer, on the batch-master screen: names the school's officer,
// reads the school's grievances with their deadlines, answers one and closes an answered one.

const SLOW = { timeout: 15_000 };
const admin = profile({
  user_type_id: 5,
  role: 'SCHOOL_ADMIN',
  name: 'Rajesh Kumar',
  school,
  sections: [section(1, 'A')],
});
const OPEN_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const ANSWERED_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

function grievance(overrides: Partial<Grievance>): Grievance {
  return {
    grievance_id: OPEN_ID,
    reference: 'G-2026-000007',
    person_uuid: '11111111-1111-4111-8111-111111111111',
    person_name: 'Asha Rao',
    subject: 'Photos of my child',
    details: 'Please remove them.',
    state: 'open',
    raised_at: '2026-10-01T06:00:00Z',
    due_at: '2026-10-31T06:00:00Z',
    overdue: true,
    officer: { kind: 'school', school_id: 101, name: '', contact: '' },
    answer: null,
    answered_at: null,
    closed_at: null,
    ...overrides,
  };
}

const unnamed: GrievanceOfficerData = {
  officer: { kind: 'school', school_id: 101, name: '', contact: '' },
  named: false,
  can_change: true,
};

function adminWorld() {
  storeSession({ uuid: admin.uuid, user_type_id: 5, username: 'admin@demo.school' });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(admin),
    'GET /privacy/grievance-officer': () => envelope(unnamed),
    'PUT /privacy/grievance-officer': (call) =>
      envelope({ ...unnamed, named: true, officer: { ...unnamed.officer, ...(call.body as object) } }),
    'GET /privacy/grievances/officer': () =>
      envelope({
        grievances: [
          grievance({}),
          grievance({
            grievance_id: ANSWERED_ID,
            reference: 'G-2026-000006',
            state: 'answered',
            overdue: false,
            answer: 'Removed.',
          }),
        ],
      }),
    [`POST /privacy/grievances/${OPEN_ID}/answer`]: () => envelope(grievance({ state: 'answered', answer: 'Done.' })),
    [`POST /privacy/grievances/${ANSWERED_ID}/close`]: () =>
      envelope(grievance({ grievance_id: ANSWERED_ID, state: 'closed' })),
  });
}

describe('batch master: the school’s grievances', { timeout: 40_000 }, () => {
  it('names the officer, shows a late grievance, answers it and closes an answered one', async () => {
    const fake = adminWorld();
    renderApp('/batch-master');
    const user = userEvent.setup();
    await screen.findByText('G-2026-000007: Photos of my child', {}, SLOW);
    const card = screen.getByRole('region', { name: 'Grievances' });
    expect(card).toHaveTextContent('Late: the answer was due by 31 Oct 2026.');

    await user.type(within(card).getByRole('textbox', { name: /Grievance officer’s name/ }), 'Mrs. Kavita Menon');
    await user.type(within(card).getByRole('textbox', { name: /e-mail or phone/ }), 'grievance@school.in');
    await user.click(within(card).getByRole('button', { name: 'Save the grievance officer' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        name: 'Mrs. Kavita Menon',
        contact: 'grievance@school.in',
      }),
    );

    await user.type(within(card).getByRole('textbox', { name: 'Your answer to G-2026-000007' }), 'Done.');
    await user.click(within(card).getAllByRole('button', { name: 'Send the answer' })[0]!);
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === `/privacy/grievances/${OPEN_ID}/answer`)?.body).toEqual({
        answer: 'Done.',
      }),
    );

    // Only the answered grievance may be closed: the open one offers no close.
    const close = within(card).getAllByRole('button', { name: 'Close the grievance' });
    expect(close).toHaveLength(1);
    await user.click(close[0]!);
    await waitFor(() =>
      expect(fake.calls.some((c) => c.path === `/privacy/grievances/${ANSWERED_ID}/close`)).toBe(true),
    );
  });
});
