import type { StudentDetail, UuidBody } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACTIVE_CHILD_STORAGE_KEY } from '../../../lib/active-child';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { CHILD_A, CHILD_B, child, parentProfile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const children: Record<string, StudentDetail> = {
  [CHILD_A]: child(CHILD_A, 'Asha Rao', 'A'),
  [CHILD_B]: child(CHILD_B, 'Ravi Rao', 'B'),
};

function stubParentApi() {
  const parent = parentProfile();
  storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@demo.school' });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(parent),
    'POST /cognito-login-service/auth/studentDetailUuid': (call) => {
      const detail = children[(call.body as UuidBody).uuid];
      return detail ? envelope(detail) : errorResponse(403, 'NOT_LINKED_CHILD');
    },
  });
}

describe('parent dashboard', () => {
  it('shows the first child, and the chosen child after switching', async () => {
    const fake = stubParentApi();
    renderApp('/parent-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parent dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About Asha Rao' })).toBeInTheDocument();
    expect(within(screen.getByTestId('active-child-summary')).getByText('A')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Active child' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Rao' }));

    expect(await screen.findByRole('heading', { name: 'About Ravi Rao' })).toBeInTheDocument();
    expect(within(screen.getByTestId('active-child-summary')).getByText('B')).toBeInTheDocument();
    const detailCalls = fake.calls.filter((c) => c.path.endsWith('/studentDetailUuid'));
    expect(detailCalls.map((c) => c.body)).toEqual([{ uuid: CHILD_A }, { uuid: CHILD_B }]);
    expect(JSON.parse(window.localStorage.getItem(ACTIVE_CHILD_STORAGE_KEY) ?? 'null')).toMatchObject({
      child_uuid: CHILD_B,
    });
  });

  it('keeps the stored active child after a reload', async () => {
    const parent = parentProfile();
    stubParentApi();
    window.localStorage.setItem(
      ACTIVE_CHILD_STORAGE_KEY,
      JSON.stringify({ parent_uuid: parent.uuid, child_uuid: CHILD_B }),
    );
    renderApp('/parent-dashboard');
    expect(await screen.findByRole('heading', { name: 'About Ravi Rao' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Active child' })).toHaveValue('Ravi Rao'));
  });
});
