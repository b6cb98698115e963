import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/session';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { loginData, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { rememberRecoveryProof } from '../utils/demo-recovery-proofs';

const FORGOT = 'POST /cognito-login-service/auth/forgotPassword';
const RESET = 'POST /cognito-login-service/auth/resetPassword';
const ACCEPT = 'POST /cognito-login-service/auth/acceptInvitation';
const SLOW = { timeout: 15_000 };

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByRole('textbox', { name: 'Digit 1 of the code' }), code);
}

describe('forgot password', { timeout: 30_000 }, () => {
  it('asks for a code, then sets a new password with it and sends the person to sign in', async () => {
    const fake = stubFetch({
      [FORGOT]: () => envelope({ sent: true, expires_in: 600, otp: '123456' }),
      [RESET]: () => envelope({ password_changed: true, signed_out_everywhere: true }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }, SLOW));
    expect(await screen.findByText('Enter your email or mobile number.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email or mobile number'), ' asha@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/If an account has this email or mobile number/)).toHaveTextContent('10 minutes');
    expect(screen.getByTestId('forgot-demo-code')).toHaveTextContent('123456');
    expect(fake.calls.find((c) => c.path.endsWith('/forgotPassword'))?.body).toEqual({ username: 'asha@example.com' });

    await typeCode(user, '123456');
    await user.type(screen.getByLabelText('New password'), 'Fresh2026pw');
    await user.type(screen.getByLabelText('New password again'), 'Fresh2026px');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'Fresh2026pw');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('Your password is changed')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path.endsWith('/resetPassword'))?.body).toEqual({
      username: 'asha@example.com',
      otp: '123456',
      new_password: 'Fresh2026pw',
    });
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to ESC+' }, SLOW)).toBeInTheDocument();
  });

  it('shows a wrong code under the code', async () => {
    stubFetch({
      [FORGOT]: () => envelope({ sent: true, expires_in: 600 }),
      [RESET]: () =>
        errorResponse(400, 'VALIDATION_FAILED', 'bad', [
          { field: 'otp', message: 'The code is not right or has expired. Ask for a new code.' },
        ]),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or mobile number', {}, SLOW), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await typeCode(user, '000000');
    await user.type(screen.getByLabelText('New password'), 'Fresh2026pw');
    await user.type(screen.getByLabelText('New password again'), 'Fresh2026pw');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('The code is not right or has expired. Ask for a new code.')).toBeInTheDocument();
  });

  it('sends the proof this browser’s sign-up kept for that name (a demo server then shows the code)', async () => {
    // As a sign-up's answer leaves it (features/identity/api/sign-up.api.ts).
    rememberRecoveryProof(['nila@example.com', '+91 98765 01234'], 'proof-of-nila');
    const fake = stubFetch({ [FORGOT]: () => envelope({ sent: true, expires_in: 600 }) });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or mobile number', {}, SLOW), '9876501234');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByText(/If an account has this email or mobile number/);
    expect(fake.calls.find((c) => c.path.endsWith('/forgotPassword'))?.body).toEqual({
      username: '9876501234',
      demo_recovery_proof: 'proof-of-nila',
    });
  });

  it('says the wait when the address asked too often', async () => {
    const wait = 'Too many password resets from this network. Please wait 12 minutes and try again.';
    stubFetch({ [FORGOT]: () => errorResponse(429, 'RATE_LIMITED', wait) });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or mobile number', {}, SLOW), 'a@b.example');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });
});

describe('accept an invitation', { timeout: 30_000 }, () => {
  it('takes the code from the link, sets the password and signs the person in', async () => {
    const teacher = profile({ user_type_id: 3, first_name: 'Sita', name: 'Sita Iyer', email: 'sita@example.com' });
    const fake = stubFetch({
      [ACCEPT]: () => envelope(loginData(teacher)),
      'GET /cognito-login-service/auth/me': () => envelope(teacher),
    });
    renderApp('/accept-invitation?code=K7QM-3XPD-9HTR');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Invitation code', {}, SLOW)).toHaveValue('K7QM-3XPD-9HTR');
    await user.type(screen.getByLabelText('Choose a password'), 'Sita2026pw');
    await user.type(screen.getByLabelText('Password again'), 'Sita2026pw');
    await user.click(screen.getByRole('button', { name: 'Set my password and sign in' }));
    expect(await screen.findByText('Welcome, Sita! Your password is set.')).toBeInTheDocument();
    await waitFor(() => expect(readSession()).toMatchObject({ uuid: teacher.uuid, username: 'sita@example.com' }));
    expect(fake.calls.find((c) => c.path.endsWith('/acceptInvitation'))?.body).toEqual({
      code: 'K7QM-3XPD-9HTR',
      password: 'Sita2026pw',
    });
  });

  it('says a used or expired code under the code', async () => {
    const message =
      'This invitation code is not valid, was used already or has expired. Ask your school for a new one.';
    stubFetch({ [ACCEPT]: () => errorResponse(400, 'VALIDATION_FAILED', message, [{ field: 'code', message }]) });
    renderApp('/accept-invitation');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Invitation code', {}, SLOW), 'AAAA-BBBB-CCCC');
    await user.type(screen.getByLabelText('Choose a password'), 'Sita2026pw');
    await user.type(screen.getByLabelText('Password again'), 'Sita2026pw');
    await user.click(screen.getByRole('button', { name: 'Set my password and sign in' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation code')).toHaveAttribute('aria-invalid', 'true');
    expect(readSession()).toBeNull();
  });
});
