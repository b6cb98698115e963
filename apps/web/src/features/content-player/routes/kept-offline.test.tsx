import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptItemId, openKeptDb, type KeptItem } from '../../../lib/kept/kept-db';
import { storeSession } from '../../../test/fixtures';
import { contentDetail, renderPlayer } from '../test/player-fixtures';

// Content kept for offline use opens in the player when the network does not answer: the details
// kept with it (their links point at the kept files, which the service worker serves).

const OWNER = '33333333-3333-4333-8333-333333333333';

async function keep(detail: ReturnType<typeof contentDetail>, complete: boolean) {
  const item: KeptItem = {
    id: keptItemId(OWNER, detail.content_id),
    owner: OWNER,
    forUuid: null,
    contentId: detail.content_id,
    title: detail.content_title,
    kind: detail.content_kind,
    files: [],
    size: 5000,
    keptAt: 1,
    keepUntil: 2,
    complete,
    source: { type: 'item', name: detail.content_title },
    detail,
    lesson: null,
  };
  await (await openKeptDb()).put('items', item);
}

function offline() {
  // The API unreachable (no connection): every call fails as fetch does then.
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the player with no connection', () => {
  it('opens a kept video from the device', async () => {
    storeSession({ uuid: OWNER });
    const video = contentDetail({ content_id: 700001, content_title: 'Motion — Kept Video' });
    await keep(video, true);
    offline();
    renderPlayer('/content-player/700001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Motion — Kept Video' })).toBeInTheDocument();
    expect(screen.getByTestId('content-video')).toBeInTheDocument();
  });

  it('opens an item a parent kept for the child, though the gate cannot be asked', async () => {
    storeSession({ uuid: OWNER, user_type_id: 2 });
    const pdf = contentDetail({ content_id: 700004, content_title: 'Motion — Notes', content_kind: 'pdf' });
    await keep(pdf, true);
    offline();
    renderPlayer('/content-player/700004');
    expect(await screen.findByRole('heading', { level: 1, name: 'Motion — Notes' })).toBeInTheDocument();
  });

  it('does not open an item whose download did not finish, and says the load failed', async () => {
    storeSession({ uuid: OWNER });
    const half = contentDetail({ content_id: 700002, content_title: 'Motion — Half Kept' });
    await keep(half, false);
    offline();
    renderPlayer('/content-player/700002');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Motion — Half Kept' })).toBeNull();
  });

  it('opens nothing of another person’s kept items', async () => {
    storeSession({ uuid: '44444444-4444-4444-8444-444444444444' });
    await keep(contentDetail({ content_id: 700003, content_title: 'Someone Else’s' }), true);
    offline();
    renderPlayer('/content-player/700003');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Someone Else’s' })).toBeNull();
  });
});
