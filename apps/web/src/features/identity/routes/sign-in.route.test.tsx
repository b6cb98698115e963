import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/session';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { loginData, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const LOGIN = 'POST /cognito-login-service/auth/login';

describe('sign-in screen', () => {
  it('says in plain words that the credentials are wrong', async () => {
    stubFetch({ [LOGIN]: () => errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid credentials') });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or mobile number'), 'student@demo.school');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or mobile number and password do not match. Check them and try again.',
    );
    expect(readSession()).toBeNull();
  });

  it('names the empty password field and sends nothing', async () => {
    const fake = stubFetch({});
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or mobile number'), 'student@demo.school');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    // Only the platform mode is read (for the demo accounts); no sign-in is sent.
    expect(fake.calls.filter((c) => c.path !== '/platform/mode')).toEqual([]);
  });

  it('says how long to wait, in the server’s words', async () => {
    const wait = 'Too many failed sign-in attempts for this account. Please wait 40 seconds and try again.';
    stubFetch({ [LOGIN]: () => errorResponse(429, 'RATE_LIMITED', wait) });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or mobile number'), 'a@b.c');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });

  it('asks to try again shortly when the server is busy, in its words', async () => {
    const busy = 'Many people are signing in at once. Please try again in a few seconds.';
    stubFetch({ [LOGIN]: () => errorResponse(503, 'SERVICE_UNAVAILABLE', busy) });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or mobile number'), 'a@b.c');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(busy);
  });

  it('links to the forgotten-password screen', async () => {
    stubFetch({});
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('fills the form from a demo account and lands on the role dashboard', async () => {
    const student = profile();
    const fake = stubFetch({
      [LOGIN]: () => envelope(loginData(student)),
      'GET /platform/mode': () =>
        envelope({
          mode: 'demo',
          payment_provider: 'test',
          demo_accounts: [{ username: 'student@demo.school', password: 'Demo@1234', role: 'student' }],
        }),
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try a demo account' }));
    await user.click(await screen.findByRole('button', { name: 'Student, student@demo.school' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Student dashboard' })).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path.endsWith('/login'))?.body).toEqual({
      username: 'student@demo.school',
      password: 'Demo@1234',
    });
    expect(readSession()).toMatchObject({ uuid: student.uuid, username: 'student@demo.school' });
    await waitFor(() => expect(screen.getByTestId('dashboard-person-name')).toHaveTextContent('Asha Rao'));
  });
});
