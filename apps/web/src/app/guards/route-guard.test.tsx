import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../test/fake-api';
import { loginData, profile, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('route guard', () => {
  it('sends a signed-out person to sign-in', async () => {
    stubFetch({});
    const { router } = renderApp('/student-dashboard');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('brings a learner back to /package after signing in', async () => {
    stubFetch({ 'POST /cognito-login-service/auth/login': () => envelope(loginData(profile())) });
    const { router } = renderApp('/package');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or mobile number'), 'student@demo.school');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/package');
  });

  it("sends a person who opens another role's dashboard to their own", async () => {
    storeSession();
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(profile()) });
    const { router } = renderApp('/faculty-admin-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student-dashboard');
  });

  it('signs out: back to sign-in, session forgotten', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /cognito-login-service/auth/logout': () => envelope({}),
    });
    const { router } = renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fake.calls.find((c) => c.path.endsWith('/logout'))?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(window.localStorage.getItem('esc.session')).toBeNull();
  });
});
