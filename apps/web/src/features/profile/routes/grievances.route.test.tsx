import type { Grievance, MyGrievancesData } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_A, parentProfile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The profile's "Raise a grievance" card: who the grievance reaches (the child's school's named
// officer, the platform's for the parent's own), the form, and the grievances with their state.

const SLOW = { timeout: 15_000 };
const G = '/privacy/grievances';
const parent = parentProfile();

const answered: Grievance = {
  grievance_id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  reference: 'G-2026-000041',
  person_uuid: CHILD_A,
  person_name: 'Asha Rao',
  subject: 'Who saw Asha’s marks?',
  details: 'I want to know who opened them.',
  state: 'answered',
  raised_at: '2026-11-02T06:00:00Z',
  due_at: '2026-12-02T06:00:00Z',
  overdue: false,
  officer: { kind: 'school', school_id: 101, name: 'Mrs. Kavita Menon', contact: 'grievance@school.in' },
  answer: 'Only her class teacher opened them.',
  answered_at: '2026-11-04T06:00:00Z',
  closed_at: null,
};

const mine: MyGrievancesData = {
  grievances: [answered],
  response_days: 30,
  officers: [
    {
      person_uuid: parent.uuid,
      person_name: parent.name,
      officer: { kind: 'platform', school_id: null, name: 'ESC+ Grievance Officer', contact: 'grievance@esc.in' },
    },
    { person_uuid: CHILD_A, person_name: 'Asha Rao', officer: answered.officer },
  ],
};

function parentWorld() {
  storeSession({ uuid: parent.uuid, user_type_id: 2 });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(parent),
    [`GET ${G}`]: () => envelope(mine),
    [`POST ${G}`]: () =>
      envelope({
        ...answered,
        reference: 'G-2026-000042',
        state: 'open',
        answer: null,
        due_at: '2027-01-04T06:00:00Z',
      }),
  });
}

describe('profile: raise a grievance', { timeout: 40_000 }, () => {
  it('lists the grievances with their reference, state and answer', async () => {
    parentWorld();
    renderApp('/profile');
    // The card is drawn again once its words and data arrive: find it by what it finally shows.
    await screen.findByText('Reference G-2026-000041', {}, SLOW);
    const card = screen.getByRole('region', { name: 'Raise a grievance' });
    expect(within(card).getByText('Answered')).toBeInTheDocument();
    expect(card).toHaveTextContent('Only her class teacher opened them.');
    expect(card).toHaveTextContent('an answer within 30 days');
  });

  it('says whom it reaches for the person chosen, and sends the grievance about the child', async () => {
    const fake = parentWorld();
    renderApp('/profile');
    const user = userEvent.setup();
    await screen.findByText(/ESC\+ Grievance Officer \(grievance@esc\.in\)/, {}, SLOW);
    const card = screen.getByRole('region', { name: 'Raise a grievance' });

    await user.click(within(card).getByRole('combobox', { name: 'About whose data' }));
    await user.click(await screen.findByRole('option', { name: 'Asha Rao' }));
    expect(
      within(card).getByText('It reaches Mrs. Kavita Menon (grievance@school.in), your school’s grievance officer.'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Send the grievance' }));
    expect(within(card).getAllByText('Please fill this in.')).toHaveLength(2);
    expect(fake.calls.some((c) => c.method === 'POST' && c.path === G)).toBe(false);

    await user.type(within(card).getByRole('textbox', { name: /Subject/ }), 'Photos of Asha');
    await user.type(within(card).getByRole('textbox', { name: /What happened/ }), 'Please delete them.');
    await user.click(within(card).getByRole('button', { name: 'Send the grievance' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'POST' && c.path === G)?.body).toEqual({
        uuid: CHILD_A,
        subject: 'Photos of Asha',
        details: 'Please delete them.',
      }),
    );
    expect(await screen.findByText(/Your grievance G-2026-000042 is sent/)).toBeInTheDocument();
  });
});
