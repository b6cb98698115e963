import type { BookmarkStatusBody } from '@esc/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { envelope, stubFetch } from '../../test/fake-api';
import { storeSession } from '../../test/fixtures';
import { BookmarkButton } from './bookmark-button.component';
import { createBookmarkStatusLoader } from './bookmark-status.loader';

// A study page made 55 separate bookmark-status requests; one per list now.
describe('bookmark status of a list', () => {
  it('asks once for the 55 items of a list, and shows each its own flag', async () => {
    storeSession();
    const fake = stubFetch({
      'POST /learning/bookmarks/status': (call) => {
        const { items } = call.body as BookmarkStatusBody;
        return envelope({
          items: items.map((i) => ({
            kind: i.kind,
            item_id: String(i.item_id),
            is_bookmarked: Number(i.item_id) % 10 === 0 ? 1 : 0,
            bookmarked_on: null,
          })),
        });
      },
    });
    const ids = Array.from({ length: 55 }, (_, i) => 100_001 + i);
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <ul>
          {ids.map((id) => (
            <li key={id}>
              <BookmarkButton kind="content" itemId={id} title={`Item ${id}`} compact />
            </li>
          ))}
          <li>
            <BookmarkButton kind="syllabus" itemId={501} title="Light" />
          </li>
        </ul>
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('bookmark-content-100010')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('bookmark-content-100011')).toHaveAttribute('aria-pressed', 'false');
    const statusCalls = fake.calls.filter((c) => c.path === '/learning/bookmarks/status');
    expect(statusCalls).toHaveLength(1);
    expect((statusCalls[0]!.body as BookmarkStatusBody).items).toHaveLength(56);
    expect(fake.calls.filter((c) => c.path !== '/learning/bookmarks/status')).toEqual([]);
  });

  it('splits more than 100 items into calls of at most 100, and fails each item of a failed call', async () => {
    const sizes: number[] = [];
    const load = createBookmarkStatusLoader((body) => {
      sizes.push(body.items.length);
      if (sizes.length === 3) return Promise.reject(new Error('offline'));
      return Promise.resolve({ items: [] });
    });
    const answers = Array.from({ length: 250 }, (_, i) => load('content', String(i + 1)).catch(() => 'failed'));
    const settled = await Promise.all(answers);
    expect(sizes).toEqual([100, 100, 50]);
    expect(settled.slice(0, 200).every((a) => a === false)).toBe(true);
    expect(settled.slice(200).every((a) => a === 'failed')).toBe(true);
    vi.restoreAllMocks();
  });
});
