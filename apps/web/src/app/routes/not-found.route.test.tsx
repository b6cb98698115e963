import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../test/fake-api';
import { profile, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The 404 screen offered "Sign in" to signed-in people and had no way back.
describe('the page-not-found screen', () => {
  it('offers a signed-in person their dashboard and no sign-in', async () => {
    storeSession();
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(profile()) });
    const { router } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    // The first page of a visit has nowhere to go back to.
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to my dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
  });

  it('keeps the navigation and sign-out around it for a signed-in person', async () => {
    storeSession();
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(profile()) });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sign out' }).length).toBeGreaterThan(0);
  });

  it('goes back to where the person came from', async () => {
    storeSession();
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(profile()) });
    const { router } = renderApp('/profile');
    // The profile screen and the shell's bell load lazily: give them a loaded machine's time.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    await router.navigate('/old-bookmarked-link');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  // The screens' table loads after the first screen, so a path cannot be told apart from a screen
  // before signing in: someone without a session signs in first and comes back to it.
  it('sends someone without a session to sign in first, and back to the path after', async () => {
    stubFetch({});
    const { router } = renderApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/no-such-page' });
  });
});
