import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The operator's screen of security events: a platform editor reads them, narrows them by kind and
// days, and pages; anyone the server refuses is told in plain words that only editors may.

const SLOW = { timeout: 15_000 };
const editor = profile({ user_type_id: 3, first_name: 'Meera', name: 'Meera Iyer' });
const event = (id: string, kind: string, detail: string) => ({
  id,
  kind,
  occurred_at: '2026-12-05T10:00:00.000Z',
  user_uuid: null,
  ip: '203.0.113.9',
  route: 'POST /api/cognito-login-service/auth/login',
  detail,
});

describe('security events', { timeout: 30_000 }, () => {
  it('a platform editor sees the events, filters them by kind and days, and pages', async () => {
    storeSession({ uuid: editor.uuid, user_type_id: 3, username: 'editor@platform.example' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(editor),
      'GET /privacy/security-events': (call) => {
        const kind = call.query.get('kind');
        const events = kind
          ? [event('2', 'throttled', 'run of one refusal')]
          : [event('1', 'sign_in_failed', 'no such account'), event('2', 'throttled', 'run of one refusal')];
        return envelope({ events, page_no: 1, page_size: 50, has_more: !kind });
      },
    });
    renderApp('/security-events');
    const table = await screen.findByTestId('security-events-table', undefined, SLOW);
    expect(within(table).getByText('Failed sign-in')).toBeInTheDocument();
    expect(within(table).getByText('no such account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Too many tries' }));
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To (day)'), { target: { value: '2026-12-31' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('button', { name: 'Older' })).toBeDisabled();
    const asked = fake.calls.filter((c) => c.path === '/privacy/security-events').at(-1);
    expect(Object.fromEntries(asked!.query)).toMatchObject({
      kind: 'throttled',
      from: '2026-12-01',
      to: '2026-12-31',
      page_no: '1',
    });
    expect(within(screen.getByTestId('security-events-table')).queryByText('no such account')).toBeNull();
  });

  it('anyone else reads that only the platform’s editors may see them', async () => {
    const admin = profile({ user_type_id: 5, role: 'SCHOOL_ADMIN' });
    storeSession({ uuid: admin.uuid, user_type_id: 5, username: 'admin@demo.school' });
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(admin),
      'GET /privacy/security-events': () =>
        errorResponse(403, 'FORBIDDEN', 'Only the platform’s editors can read the security events.'),
    });
    renderApp('/security-events');
    expect(await screen.findByTestId('security-events-refused', undefined, SLOW)).toHaveTextContent(
      'Only the platform’s editors can see the security events.',
    );
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
  });
});
