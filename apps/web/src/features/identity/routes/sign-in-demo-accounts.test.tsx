import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

// In production the sign-in screen lists no accounts; the demo lists the accounts
// the server sends (CONTRACT.md "Demo data").

const MODE = 'GET /platform/mode';

describe('the sign-in screen’s demo accounts', () => {
  it('lists the accounts the demo server sends, under their roles', async () => {
    stubFetch({
      [MODE]: () =>
        envelope({
          mode: 'demo',
          payment_provider: 'test',
          demo_accounts: [
            { username: 'teacher@demo.school', password: 'Demo@1234', role: 'teacher' },
            { username: 'admin@demo.school', password: 'Demo@1234', role: 'admin' },
          ],
        }),
    });
    renderApp('/login');
    const open = await screen.findByRole('button', { name: 'Try a demo account' });
    open.click();
    expect(await screen.findByRole('button', { name: 'Teacher, teacher@demo.school' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'School admin, admin@demo.school' })).toBeInTheDocument();
    expect(screen.getByText(/Demo@1234/)).toBeInTheDocument();
  });

  it('lists no accounts in production', async () => {
    const fake = stubFetch({
      [MODE]: () => envelope({ mode: 'production', payment_provider: 'razorpay', demo_accounts: [] }),
    });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/platform/mode')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Try a demo account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/demo\.school/)).not.toBeInTheDocument();
  });

  it('lists none when the server cannot say', async () => {
    stubFetch({});
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Try a demo account' })).not.toBeInTheDocument();
  });
});
