import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/session';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const UPDATE = 'POST /cognito-login-service/auth/updateProfile';
const CHANGE = 'POST /cognito-login-service/auth/changePassword';
const SLOW = { timeout: 15_000 };

function teacherWorld() {
  let me = profile({
    user_type_id: 3,
    first_name: 'Meera',
    last_name: 'Iyer',
    name: 'Meera Iyer',
    email: 'meera@example.com',
  });
  storeSession({ uuid: me.uuid, user_type_id: 3, username: 'meera@example.com' });
  const fake = stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    [UPDATE]: (call) => {
      const body = call.body as Record<string, string>;
      if (body.email && !body.otp) {
        return envelope({
          profile: me,
          pending: { field: 'email', sent_to: body.email, expires_in: 600, otp: '112233' },
        });
      }
      if (body.otp && body.otp !== '112233') {
        return errorResponse(400, 'VALIDATION_FAILED', 'no', [
          { field: 'otp', message: 'The code is not right or has expired. Ask for a new code.' },
        ]);
      }
      me = {
        ...me,
        ...(body.first_name
          ? { first_name: body.first_name, last_name: body.last_name!, name: `${body.first_name} ${body.last_name}` }
          : {}),
        ...(body.otp ? { email: body.email! } : {}),
      };
      return envelope({ profile: me, pending: null });
    },
    [CHANGE]: (call) =>
      (call.body as { current_password: string }).current_password === 'Old2026pw'
        ? envelope({ password_changed: true, access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 })
        : errorResponse(400, 'VALIDATION_FAILED', 'no', [
            { field: 'current_password', message: 'The current password is not correct.' },
          ]),
  });
  return fake;
}

describe('profile: your details, contacts and password', { timeout: 40_000 }, () => {
  it('saves names and language at once', async () => {
    const fake = teacherWorld();
    renderApp('/profile');
    const user = userEvent.setup();
    const first = await screen.findByLabelText('First name', {}, SLOW);
    await user.clear(first);
    await user.type(first, 'Meenakshi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path.endsWith('/updateProfile'))?.body).toEqual({
      first_name: 'Meenakshi',
      last_name: 'Iyer',
      preferred_language: null,
    });
    await waitFor(() => expect(screen.getByTestId('profile-name')).toHaveTextContent('Meenakshi Iyer'));
  });

  it('uses a new email only after the code sent to it', async () => {
    teacherWorld();
    renderApp('/profile');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Email and mobile number' }, SLOW);
    await user.type(within(card).getByLabelText('Email'), 'meera.new@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send a code' }));
    expect(
      await within(card).findByText('We sent a code to meera.new@example.com. Enter it to use this email.'),
    ).toBeInTheDocument();
    expect(within(card).getByTestId('contact-demo-code')).toHaveTextContent('112233');
    await user.type(within(card).getByRole('textbox', { name: 'Digit 1 of the code' }), '112233');
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your email is changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('profile-email')).toHaveTextContent('meera.new@example.com'));
  });

  it('changes the password with the current one and keeps this device signed in with new tokens', async () => {
    teacherWorld();
    renderApp('/profile');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Change password' }, SLOW);
    await user.type(within(card).getByLabelText('Current password'), 'Wrong2026pw');
    await user.type(within(card).getByLabelText('New password'), 'New2026pw');
    await user.type(within(card).getByLabelText('New password again'), 'New2026pw');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('The current password is not correct.')).toBeInTheDocument();
    await user.clear(within(card).getByLabelText('Current password'));
    await user.type(within(card).getByLabelText('Current password'), 'Old2026pw');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(readSession()).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2' });
  });
});
