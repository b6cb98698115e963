import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { parentProfile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const KAVYA = '66666666-6666-4666-8666-666666666666';

describe('a parent’s consents on the profile', { timeout: 30_000 }, () => {
  it('withdraws a child’s consent after a second click, and says when the data will be erased', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@demo.school' });
    const given = {
      uuid: KAVYA,
      name: 'Kavya Rao',
      state: 'given',
      given_at: '2026-12-05T06:00:00.000Z',
      notice_version: '2026-12',
      withdrawn_at: null,
      erase_after: null,
    };
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      'GET /privacy/exports': () => envelope({ exports: [] }),
      'GET /privacy/consent/children': () => envelope({ children: [given] }),
      'POST /privacy/consent/withdraw': () =>
        envelope({
          children: [
            {
              ...given,
              state: 'withdrawn',
              withdrawn_at: '2026-12-10T06:00:00.000Z',
              erase_after: '2027-01-09T06:00:00.000Z',
            },
          ],
        }),
    });
    renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Consent for your children' }, { timeout: 15_000 });
    expect(within(card).getByText('You agreed on 5 Dec 2026 (notice 2026-12).')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Withdraw consent for Kavya Rao' }));
    expect(fake.calls.some((c) => c.path === '/privacy/consent/withdraw')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Yes, withdraw' }));
    expect(
      await within(card).findByText('Withdrawn on 10 Dec 2026. Kavya Rao’s data will be erased after 9 Jan 2027.'),
    ).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/privacy/consent/withdraw')?.body).toEqual({ uuid: KAVYA });
  });
});
