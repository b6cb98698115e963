import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { node, stubCatalogue, versioned } from '../test/catalogue-fetch';
import { readSession, SESSION_STORAGE_KEY } from '../../../lib/session';
import { envelope } from '../../../test/fake-api';
import { loginData, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const GUEST_UUID = '77777777-7777-4777-8777-777777777777';

function storeGuest() {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      access_token: 'guest-1',
      refresh_token: '',
      expires_at: Date.now() + 60 * 60 * 1000,
      username: '',
      uuid: GUEST_UUID,
      user_type_id: 0,
      guest: true,
    }),
  );
}

const boards = [
  node({ syllabus_id: 101, name: 'CBSE', syllabus_type_id: 3, rack_type_id: null, class_id: null, child_count: 5 }),
  node({ syllabus_id: 596, name: 'JEE', syllabus_type_id: 3, rack_type_id: null, class_id: null, child_count: 1 }),
];

describe('guests (spec 000 §1, §6)', () => {
  it('browse as a guest from sign-in: a guest session, then the board list', async () => {
    const fake = stubCatalogue({
      'POST /cognito-login-service/auth/guestLogin': () =>
        envelope({ uuid: GUEST_UUID, user_type_id: 0, access_token: 'guest-1', expires_in: 3600 }),
      'GET /syllabus-v2/boardList': () => envelope(boards),
    });
    const { router } = renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Browse as a guest' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse the syllabus' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/browse');
    const links = await screen.findAllByTestId('board-link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/browse/101', '/browse/596']);
    expect(readSession()).toMatchObject({ guest: true, user_type_id: 0, refresh_token: '' });
    expect(fake.calls.find((c) => c.path === '/syllabus-v2/boardList')?.authorization).toBe('Bearer guest-1');
    // A guest never asks for a profile.
    expect(fake.calls.some((c) => c.path.endsWith('/auth/me'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a guest sees the topic tabs, each asking to sign in, and signing in comes back to the topic', async () => {
    storeGuest();
    const topic = node({
      syllabus_id: 30001,
      name: 'Integers',
      parent_id: 20001,
      rack_type_id: 6,
      syllabus_type_id: 6,
    });
    const fake = stubCatalogue({
      'GET /syllabus-v2/syllabusParentDetail': () =>
        versioned({ version: 1, syllabus: { ...topic, child_list: [] }, parent_list: [] }, 'W/"v1"'),
      'POST /cognito-login-service/auth/login': () => envelope(loginData(profile())),
      'GET /syllabus-v2/groupListBySyllabusId/v2.1.1': () => envelope([]),
    });
    const { router } = renderApp('/student-syllabus-detail/20001/30001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integers' })).toBeInTheDocument();
    const card = await screen.findByTestId('sign-in-card');
    expect(within(card).getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.includes('groupList'))).toBe(false);

    const user = userEvent.setup();
    await user.click(within(card).getByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Email or mobile number'), 'student@demo.school');
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('tab', { name: 'Learn' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student-syllabus-detail/20001/30001');
    expect(readSession()).toMatchObject({ user_type_id: 1, refresh_token: 'refresh-1' });
    expect(readSession()?.guest).toBeUndefined();
  });

  it('opening content as a guest shows "Sign in to continue"; dashboards send a guest to sign-in', async () => {
    storeGuest();
    stubCatalogue({});
    const { router } = renderApp('/content-player/101?syllabusId=30001&groupId=3001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument();
    await router.navigate('/student-dashboard');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
