import 'fake-indexeddb/auto';
import type { KeepGrantsData } from '@esc/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { listKeptItems } from '../../lib/kept/kept.app';
import { createFakeFetch, envelope, type FakeHandler } from '../../test/fake-api';
import { storeSession } from '../../test/fixtures';
import { KeepOfflineButton } from './keep-offline-button.component';

const FILE_PATH = '/media/file/demo/videos/motion.mp4';
const video = Uint8Array.from({ length: 5000 }, (_, i) => i % 256);

const grants: KeepGrantsData = {
  keep_until: 2_000_000_000,
  total_size: 5000,
  items: [
    {
      content_id: 100001,
      content_title: 'Motion — Concept Video',
      content_kind: 'video',
      granted: true,
      access: { allowed: true, reason: 'active-package', prompt: null, explanation: 'Open', freemium: null },
      files: [
        {
          key: 'demo/videos/motion.mp4',
          role: 'video',
          url: `/api${FILE_PATH}?expires=2000000000&sig=abc`,
          size: 5000,
          content_type: 'video/mp4',
        },
      ],
      size: 5000,
    },
  ],
};

/** Cache Storage as the browser keeps it (the test browser has none). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (key: RequestInfo | URL) => store.get(String(key))?.clone(),
      put: async (key: RequestInfo | URL, response: Response) => void store.set(String(key), response),
      delete: async (key: RequestInfo | URL) => store.delete(String(key)),
      add: async () => undefined,
    };
  };
  return { open, has: async (name: string) => stores.has(name), stores };
}

/**
 * The API faked and checked against the contract; the media file (a signed link the browser fetches
 * as a file, outside the JSON calls) answered by `media`.
 */
function stubApi(handlers: Record<string, FakeHandler>, media: () => Response) {
  const fake = createFakeFetch(handlers);
  const mediaCalls: (string | null)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).startsWith(`/api${FILE_PATH}`)) return fake.fetch(input, init);
    mediaCalls.push(new Headers(init?.headers).get('range'));
    return media();
  });
  return { ...fake, mediaCalls };
}

beforeEach(() => {
  vi.stubGlobal('caches', fakeCaches());
});
afterEach(() => vi.unstubAllGlobals());

function renderButton() {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter>
        <KeepOfflineButton
          target={{ content_ids: [100001] }}
          source={{ type: 'item', name: 'Motion — Concept Video' }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Keep for offline', () => {
  it('shows the size first, then keeps it on the device and says so', async () => {
    storeSession({ uuid: '11111111-1111-4111-8111-111111111111' });
    const fake = stubApi(
      {
        'POST /media/keep-grants': () => envelope(grants),
        'POST /content/getAllContentDetails': () => envelope({ content_details: [], missing_ids: [] }),
      },
      () => new Response(video, { status: 200, headers: { 'content-type': 'video/mp4' } }),
    );
    renderButton();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Keep for offline: Motion — Concept Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep for offline use' });
    expect(await within(dialog).findByText('Keep for offline: 5 KB')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/media/keep-grants')?.body).toEqual({ content_ids: [100001] });

    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(await within(dialog).findByText('1 item is on this device.', { exact: false })).toBeInTheDocument();
    const kept = await listKeptItems();
    expect(kept.map((item) => [item.contentId, item.complete, item.size])).toEqual([[100001, true, 5000]]);
  });

  it('after a drop says the download stopped, and goes on from where it stopped', async () => {
    storeSession({ uuid: '22222222-2222-4222-8222-222222222222' });
    let drop = true;
    const fake = stubApi(
      {
        'POST /media/keep-grants': () => envelope(grants),
        'POST /content/getAllContentDetails': () => envelope({ content_details: [], missing_ids: [] }),
      },
      () => {
        if (drop) {
          drop = false;
          throw new TypeError('Failed to fetch');
        }
        return new Response(video, { status: 200, headers: { 'content-type': 'video/mp4' } });
      },
    );
    renderButton();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Keep for offline: Motion — Concept Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep for offline use' });
    await user.click(await within(dialog).findByRole('button', { name: 'Keep' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The download stopped');
    expect(within(dialog).getByRole('progressbar', { name: 'Downloading for offline use' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Go on downloading' }));
    await waitFor(() => expect(within(dialog).getByText('1 item is on this device.', { exact: false })).toBeVisible());
    // Fresh links were asked for before going on (the first ones may have expired).
    expect(fake.calls.filter((c) => c.path === '/media/keep-grants')).toHaveLength(2);
    expect(fake.mediaCalls).toHaveLength(2);
  });
});
