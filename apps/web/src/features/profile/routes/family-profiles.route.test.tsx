import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberDeviceAccount } from '../../../lib/device-accounts';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_B, parentProfile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** The first screen of a test loads a lazy route chunk: allow for a busy machine. */
const SLOW = { timeout: 15_000 };

const parent = parentProfile();
const SIBLING = {
  uuid: '55555555-5555-4555-8555-555555555555',
  username: 'kiran@family.example',
  name: 'Kiran Rao',
  user_type_id: 1,
  last_used_at: 1,
};

function stubParentApi() {
  storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@demo.school', refresh_token: 'parent-refresh' });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(parent),
    'POST /cognito-login-service/auth/logout': () => envelope({}),
  });
}

describe('the accounts on this device', () => {
  it('lists the signed-in account and the others this device remembers, and removes one', async () => {
    rememberDeviceAccount(SIBLING);
    stubParentApi();
    renderApp('/my-accounts');
    const list = await screen.findByTestId('device-accounts', {}, SLOW);
    await waitFor(() => expect(within(list).getByText('Priya Rao')).toBeInTheDocument());
    expect(within(list).getByText('Kiran Rao')).toBeInTheDocument();
    expect(within(list).getByText('Signed in now')).toBeInTheDocument();

    await userEvent.setup().click(within(list).getByRole('button', { name: 'Remove Kiran Rao from this device' }));
    await waitFor(() => expect(within(list).queryByText('Kiran Rao')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('esc.deviceAccounts')).not.toContain('kiran@family.example');
  });

  it('switching signs this account out on the server and asks the other account’s password', async () => {
    rememberDeviceAccount(SIBLING);
    const fake = stubParentApi();
    renderApp('/my-accounts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Switch to Kiran Rao/ }, SLOW));
    const username = await screen.findByLabelText('Email or mobile number', {}, SLOW);
    expect(username).toHaveValue('kiran@family.example');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
    const logout = fake.calls.find((c) => c.path === '/cognito-login-service/auth/logout');
    expect(logout?.body).toEqual({ refresh_token: 'parent-refresh' });
    // Nothing of the parent's sign-in is left on the device.
    expect(window.localStorage.getItem('esc.session')).toBeNull();
  });
});

describe('choosing whose profile to use', () => {
  it('makes a linked child the active child without a password', async () => {
    stubParentApi();
    renderApp('/choose-profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Use Ravi’s profile' }, SLOW));
    expect(JSON.parse(window.localStorage.getItem('esc.activeChild') ?? 'null')).toEqual({
      parent_uuid: parent.uuid,
      child_uuid: CHILD_B,
    });
    expect(screen.queryByLabelText('Password', { exact: true })).not.toBeInTheDocument();
  });
});

describe('managing profiles', () => {
  it('shows the names to edit, the children’s classes and that there is no photo yet', async () => {
    stubParentApi();
    renderApp('/manage-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage profiles' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('No photo yet.', {}, SLOW)).toBeInTheDocument();
    const classes = screen.getByRole('region', { name: 'Your children’s classes' });
    expect(within(classes).getByText('Ravi Rao')).toBeInTheDocument();
    expect(screen.getByTestId('profile-first-name')).toHaveValue('Priya');
    expect(screen.getByLabelText('Choose a photo')).toBeInTheDocument();
  });
});
