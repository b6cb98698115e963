import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '../lib/toast';
import { ToastHost } from './toast-host.component';

// Offline, a part whose code is not loaded left a blank white page. The toasts' container
// loads after the first screen and sits above every error boundary of the app.
vi.mock('@mantine/notifications', () => ({
  get Notifications() {
    throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/notifications-1a2b.js');
  },
  get notifications() {
    throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/notifications-1a2b.js');
  },
}));

describe('the toasts’ container whose code cannot be fetched', () => {
  it('leaves the page as it is rather than taking the app with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>My dashboard</h1>
        <ToastHost />
      </main>,
    );
    await act(async () => {
      showToast({ message: 'Saved' });
      // The container's import fails as the browser's does without a connection.
      await new Promise((done) => setTimeout(done, 50));
    });
    expect(screen.getByRole('heading', { name: 'My dashboard' })).toBeInTheDocument();
  });
});
