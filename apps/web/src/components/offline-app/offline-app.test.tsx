import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { keepInstallOffer } from '../../lib/install-prompt';
import { noteAnswer, noteNetworkFailure, resetOfflineState } from '../../lib/offline-state';
import { createQueryClient } from '../../lib/query-client';
import { noteUpdateWaiting } from '../../lib/service-worker.app';
import { setTestInProgress } from '../../lib/test-in-progress';
import InstallPrompt from './install-prompt.component';
import OfflineRegion from './offline-region.component';
import UpdatePrompt from './update-prompt.component';

function renderWithProviders(children: ReactNode) {
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      {children}
    </AppProviders>,
  );
}

/** Today at 10:42 on the device's clock. */
function todayAt(hours: number, minutes: number): number {
  const at = new Date();
  at.setHours(hours, minutes, 0, 0);
  return at.getTime();
}

afterEach(() => {
  resetOfflineState();
  noteUpdateWaiting(false);
  setTestInProgress(false);
  localStorage.clear();
  // No offer left for the next file's dashboards (the files share one module registry).
  window.dispatchEvent(new Event('appinstalled'));
});

describe('the offline banner', () => {
  it('says what was saved when, and which actions wait for the link, in a polite live region', async () => {
    renderWithProviders(<OfflineRegion />);
    const region = screen.getByTestId('offline-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => {
      noteAnswer('POST /dashboard/v2', todayAt(10, 42));
      noteAnswer('GET /syllabus-v2/childList', todayAt(11, 5));
    });
    // The oldest copy on the screen is the one named.
    expect(await within(region).findByText('Offline: showing what was saved at 10:42 am')).toBeInTheDocument();
    expect(region).toHaveTextContent(
      'Your answers, progress, bookmarks and register marks are kept on this device and sent when you are back online. Other changes need the internet.',
    );
  });

  it('says offline with no time when nothing saved answered', async () => {
    renderWithProviders(<OfflineRegion />);
    act(() => noteNetworkFailure());
    expect(await screen.findByText('Offline: you are not connected to the internet')).toBeInTheDocument();
  });

  it('goes once the link is back and the screen’s reads come fresh', async () => {
    renderWithProviders(<OfflineRegion />);
    act(() => noteAnswer('POST /dashboard/v2', todayAt(10, 42)));
    expect(await screen.findByTestId('offline-banner')).toBeInTheDocument();
    act(() => noteAnswer('POST /dashboard/v2', null));
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('offline-region')).toBeEmptyDOMElement();
  });
});

describe('the update prompt', () => {
  it('offers Reload once a new version waits', async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/student-dashboard']}>
        <UpdatePrompt />
      </MemoryRouter>,
    );
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
    act(() => noteUpdateWaiting());
    expect(await screen.findByText('A new version is ready')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('never shows while a test is running, and shows once it ends', async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/my-assignment']}>
        <UpdatePrompt />
      </MemoryRouter>,
    );
    act(() => {
      setTestInProgress(true);
      noteUpdateWaiting();
    });
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
    act(() => setTestInProgress(false));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('never shows on the test engine’s screen', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/test-engine/12/3/0/1']}>
        <UpdatePrompt />
      </MemoryRouter>,
    );
    act(() => noteUpdateWaiting());
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
  });
});

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('the install offer', () => {
  it('offers to install when the browser can, and opens the browser’s own dialog', async () => {
    renderWithProviders(<InstallPrompt />);
    expect(screen.queryByText('Install ESC+ on this device')).not.toBeInTheDocument();
    const offer = installOffer('accepted');
    act(() => keepInstallOffer(offer));
    const section = await screen.findByRole('region', { name: 'Install ESC+ on this device' });
    await userEvent.click(within(section).getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    // Asked once: the offer goes whatever the answer.
    expect(screen.queryByText('Install ESC+ on this device')).not.toBeInTheDocument();
  });

  it('remembers "Not now" on this device', async () => {
    const { unmount } = renderWithProviders(<InstallPrompt />);
    act(() => keepInstallOffer(installOffer('accepted')));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Install ESC+ on this device')).not.toBeInTheDocument();
    unmount();
    // Another dashboard, another offer from the browser: not shown again.
    renderWithProviders(<InstallPrompt />);
    act(() => keepInstallOffer(installOffer('accepted')));
    expect(screen.queryByText('Install ESC+ on this device')).not.toBeInTheDocument();
  });

  it('goes once the app is installed', async () => {
    renderWithProviders(<InstallPrompt />);
    act(() => keepInstallOffer(installOffer('accepted')));
    expect(await screen.findByText('Install ESC+ on this device')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByText('Install ESC+ on this device')).not.toBeInTheDocument();
  });
});
