import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { loginData, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// A parent's link: the request it names is read (whose it is), and the parent may refuse with the code
// as they may agree; a parent with no account signs up from the link and comes back to it.

const CONSENT_ID = '77777777-7777-4777-8777-777777777777';
const SLOW = { timeout: 15_000 };
const waiting = {
  consent_id: CONSENT_ID,
  child_first_name: 'Kavya',
  state: 'waiting',
  asked_at: '2026-12-05T06:00:00.000Z',
  notice_version: '2026-12',
  refused_at: null,
  erase_after: null,
};

describe('a parent’s link', { timeout: 30_000 }, () => {
  it('names the child who asks, and refuses with the code: the parent reads what refusing means', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@demo.school' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      [`GET /privacy/consent/requests/${CONSENT_ID}`]: () => envelope(waiting),
      'POST /privacy/consent/refuse': () =>
        envelope({
          ...waiting,
          state: 'refused',
          refused_at: '2026-12-05T07:00:00.000Z',
          erase_after: '2027-01-04T07:00:00.000Z',
        }),
    });
    renderApp(`/consent/${CONSENT_ID}`);
    expect(await screen.findByTestId('consent-who', undefined, SLOW)).toHaveTextContent('Kavya asked you to agree.');
    expect(screen.getByText(/If you do not agree, Kavya cannot learn on ESC\+/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Digit 1 of the code' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Do not agree' }));
    expect(await screen.findByText('Confirm that you are an adult and this child’s parent.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I am an adult (18 or over) and this child’s parent.' }));
    await user.click(screen.getByRole('button', { name: 'Do not agree' }));
    const answered = await screen.findByTestId('consent-answered');
    expect(answered).toHaveTextContent('You did not agree. Kavya cannot learn on ESC+.');
    expect(answered).toHaveTextContent('4 Jan');
    expect(fake.calls.find((c) => c.path === '/privacy/consent/refuse')?.body).toEqual({
      consent_id: CONSENT_ID,
      otp: '246810',
      adult_and_parent: true,
      notice_version: '2026-12',
    });
    expect(fake.calls.some((c) => c.path === '/privacy/consent/give')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
  });

  it('a parent with no account signs up from the link (with the code step) and lands back on it', async () => {
    const parent = profile({ user_type_id: 2, school: null, sections: [], first_name: 'Priya', name: 'Priya Rao' });
    const sent = { sent: true, expires_in: 600, sent_to: '+91-9876543210', mobile: '+91-9876543210', otp: '123456' };
    stubFetch({
      'POST /cognito-login-service/auth/checkRegistration': () =>
        envelope({ entity_state: 0, allowed: true, message: null }),
      'POST /cognito-login-service/auth/sendOtp': () => envelope(sent),
      'POST /cognito-login-service/auth/signUp': () => envelope(loginData(parent)),
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      [`GET /privacy/consent/requests/${CONSENT_ID}`]: () => envelope(waiting),
    });
    const { router } = renderApp(`/consent/${CONSENT_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('create-account-link', undefined, SLOW));
    await screen.findByRole('heading', { level: 1, name: 'Create your account' }, SLOW);
    // From a parent's link, sign-up starts as a parent's.
    expect(screen.getByRole('radio', { name: 'Parent' })).toBeChecked();
    await user.type(screen.getByLabelText('First name'), 'Priya');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'Learn2024');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your mobile number' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Digit 1 of the code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('consent-who', undefined, SLOW)).toHaveTextContent('Kavya asked you to agree.');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/consent/${CONSENT_ID}`));
  });
});
