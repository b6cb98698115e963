import type { ErasureRequest } from '@esc/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 15_000 };
const R = '/privacy/erasure-requests';
const REQUEST = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const learner = profile();

function aRequest(overrides: Partial<ErasureRequest>): ErasureRequest {
  return {
    request_id: REQUEST,
    subject_uuid: learner.uuid,
    subject_name: learner.name,
    state: 'waiting',
    school_id: 17,
    reason: null,
    grounds: 'asked',
    requested_at: '2026-05-05T06:30:00Z',
    due_at: '2026-06-04T06:30:00Z',
    decided_at: null,
    refusal: null,
    done_steps: 0,
    total_steps: 60,
    erased_at: null,
    ...overrides,
  };
}

function world(who: ReturnType<typeof profile>, handlers: Record<string, FakeHandler>) {
  storeSession({ uuid: who.uuid, user_type_id: who.user_type_id });
  return stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(who), ...handlers });
}

const card = () => screen.findByRole('region', { name: 'Delete the account' }, SLOW);

describe('profile: deleting the account', { timeout: 40_000 }, () => {
  it('confirms what goes and what is kept, sends the reason, then shows the request waiting with its due date', async () => {
    const fake = world(learner, {
      [`GET ${R}`]: () => envelope({ requests: [] }),
      [`POST ${R}`]: () => envelope(aRequest({ reason: 'I have left the school' })),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await within(await card()).findByRole('button', { name: 'Delete my account' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Asha Rao’s account?' });
    expect(dialog).toHaveTextContent('Test results and attendance stay in the class’s records as “Former learner”');
    expect(dialog).toHaveTextContent('Invoices stay for 8 years, as GST law requires.');
    expect(dialog).toHaveTextContent('nobody can sign in to the account again');
    await user.type(within(dialog).getByRole('textbox', { name: 'Why (optional)' }), 'I have left the school');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for deletion' }));
    expect(fake.calls.find((c) => c.method === 'POST' && c.path === R)?.body).toEqual({
      reason: 'I have left the school',
    });
    const status = await within(await card()).findByRole('status', {}, SLOW);
    expect(status).toHaveTextContent(/Your request is waiting for a decision, due by .*2026/);
    expect(within(await card()).queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('a parent sees a child’s refused request with the school’s reason, and may ask again for that child', async () => {
    const parent = parentProfile();
    const fake = world(parent, {
      [`GET ${R}`]: () =>
        envelope({
          requests: [
            aRequest({ subject_uuid: CHILD_A, subject_name: 'Asha Rao', state: 'refused', refusal: 'Fees are owed' }),
          ],
        }),
      [`POST ${R}`]: () => envelope(aRequest({ subject_uuid: CHILD_A, request_id: CHILD_A })),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    const region = await card();
    expect(await within(region).findByText('Your request was refused: Fees are owed', {}, SLOW)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Delete Asha Rao’s account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for deletion' }));
    expect(fake.calls.find((c) => c.method === 'POST' && c.path === R)?.body).toEqual({ uuid: CHILD_A });
  });

  it('an erasure that falls due because a parent withdrew consent says so, with its date, not that it waits for a decision', async () => {
    const parent = parentProfile();
    world(parent, {
      [`GET ${R}`]: () =>
        envelope({
          requests: [aRequest({ subject_uuid: CHILD_A, subject_name: 'Asha Rao', grounds: 'consent_withdrawn' })],
        }),
    });
    renderApp('/profile');
    const region = await card();
    const status = (await within(region).findAllByRole('status', {}, SLOW)).find((s) => s.textContent !== '');
    expect(status).toHaveTextContent(
      /A parent withdrew consent: this account will be erased on .*2026, unless a parent agrees again/,
    );
    expect(region).not.toHaveTextContent('waiting for a decision');
    expect(within(region).queryByRole('button', { name: 'Delete Asha Rao’s account' })).not.toBeInTheDocument();
  });
});
