import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../test/fake-api';
import { profile, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// 002 §2.4: a link opens what it names with a toast at the bottom centre; "A link for a role that
// cannot open it says why and offers the right way."

const ME = 'GET /cognito-login-service/auth/me';
const CHILD_LIST = 'GET /syllabus-v2/childList';
const noSubjects = () => envelope({ version: 1, parent: null, child_list: [] });

describe('deep links', () => {
  it('/sulink/practice opens the study screen on tab 3 and says it came from the link', async () => {
    storeSession();
    stubFetch({ [ME]: () => envelope(profile()), [CHILD_LIST]: noSubjects });
    const { router } = renderApp('/sulink/practice');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/student-study?tab=3'),
    );
    expect(await screen.findByRole('tab', { name: /^Practice$/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Opened from your link.')).toBeInTheDocument();
  });

  it('the adjust fallback "/?/sulink/{path}" opens the link too', async () => {
    storeSession();
    stubFetch({ [ME]: () => envelope(profile()) });
    const { router } = renderApp('/?/sulink/update-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('an adjust link on this app ({path}?adjust_t=..) opens the link its path names', async () => {
    storeSession();
    stubFetch({ [ME]: () => envelope(profile()), [CHILD_LIST]: noSubjects });
    const { router } = renderApp('/practice-test?adjust_t=abc123');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/student-study?tab=4'),
    );
  });

  it("a learner's link opened by a teacher says why and offers the teacher's dashboard", async () => {
    storeSession({ user_type_id: 3 });
    stubFetch({ [ME]: () => envelope(profile({ user_type_id: 3, sections: [] })) });
    renderApp('/sulink/student-study');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot open here' })).toBeInTheDocument();
    expect(screen.getAllByText(/Staff accounts do not have these/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/faculty-assessment-dashboard',
    );
  });

  it('an unknown link says so and offers the dashboard', async () => {
    storeSession();
    stubFetch({ [ME]: () => envelope(profile()) });
    renderApp('/sulink/no-such-thing/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot open here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/student-dashboard');
  });

  it('a guest opening a learner link is asked to sign in, and comes back to the link after', async () => {
    storeSession({ guest: true, user_type_id: 0, refresh_token: '' });
    stubFetch({});
    const { router } = renderApp('/sulink/practice');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot open here' })).toBeInTheDocument();
    const signIn = within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login');
    await userEvent.setup().click(signIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/sulink/practice' });
  });
});
