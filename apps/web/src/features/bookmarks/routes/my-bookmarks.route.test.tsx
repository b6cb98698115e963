import type { BookmarkItem, BookmarkKind } from '@esc/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, stubFetch } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { MyBookmarksRoute } from './my-bookmarks.route';

const item = (
  kind: BookmarkKind,
  id: string,
  title: string | null,
  extra: Partial<BookmarkItem> = {},
): BookmarkItem => ({
  kind,
  item_id: id,
  title,
  syllabus_id: null,
  l1_syllabus_id: null,
  group_id: null,
  group_name: null,
  language_id: null,
  bookmarked_on: '2025-02-03T10:00:00Z',
  content_kind: null,
  thumbnail_key: null,
  details: {},
  ...extra,
});

function renderBookmarks(path = '/my-bookmarks') {
  const router = createMemoryRouter([{ path: '/my-bookmarks', element: <MyBookmarksRoute /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('/my-bookmarks', () => {
  it('lists content with links to the player, and shows each tab with its empty state', async () => {
    storeSession();
    const lists: Partial<Record<BookmarkKind, BookmarkItem[]>> = {
      content: [item('content', '100001', 'Light: reflection', { syllabus_id: 501, group_id: 7, group_name: 'Learn' })],
      syllabus: [item('syllabus', '501', 'Light')],
    };
    const fake = stubFetch({});
    fake.fetch.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const kind = url.searchParams.get('kind') as BookmarkKind;
      const items = lists[kind] ?? [];
      return envelope({ kind, total_count: items.length, page_no: 1, page_size: 20, items });
    });

    renderBookmarks();
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookmarks' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Bookmark kinds' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Content', 'Chapters & topics', 'Questions', 'Papers', 'Recorded lectures']);
    expect(await screen.findByRole('link', { name: 'Light: reflection' })).toHaveAttribute(
      'href',
      '/content-player/100001?syllabusId=501&groupId=7',
    );
    expect(screen.getByRole('button', { name: 'Remove bookmark: Light: reflection' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Chapters & topics' }));
    expect(await screen.findByRole('link', { name: 'Light' })).toHaveAttribute('href', '/student-syllabus/501');

    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    expect(await screen.findByText('No bookmarked questions yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Papers' }));
    expect(await screen.findByText('No bookmarked papers yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recorded lectures' }));
    expect(await screen.findByText('No bookmarked recorded lectures yet')).toBeInTheDocument();
  });

  it('opens a bookmarked recorded lecture in the recording player', async () => {
    storeSession();
    const lecture = item('recorded_lecture', '7', 'Light (recording)', { details: { lecture_id: 9 } });
    stubFetch({
      'GET /learning/bookmarks': () =>
        envelope({ kind: 'recorded_lecture', total_count: 1, page_no: 1, page_size: 20, items: [lecture] }),
    });
    renderBookmarks('/my-bookmarks?kind=recorded_lecture');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Recorded lectures' }));
    expect(await screen.findByRole('link', { name: 'Light (recording)' })).toHaveAttribute(
      'href',
      '/play-live-class?video_id=7',
    );
  });

  it('shows "No bookmarked content yet" and removes a bookmark', async () => {
    storeSession();
    let items = [item('content', '100001', 'Light: reflection')];
    const fake = stubFetch({
      'GET /learning/bookmarks': () =>
        envelope({ kind: 'content', total_count: items.length, page_no: 1, page_size: 20, items }),
      'POST /mis/v2/bookmarkContentUniversity': () => {
        items = [];
        return envelope({ kind: 'content', item_id: '100001', is_bookmarked: 0, bookmarked_on: null });
      },
    });
    renderBookmarks();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove bookmark: Light: reflection' }));
    expect(await screen.findByText('No bookmarked content yet')).toBeInTheDocument();
    await waitFor(() =>
      // By its path: under load the outbox may send it inside its batch call (POST /sync/outbox).
      expect(fake.calls.find((c) => c.path === '/mis/v2/bookmarkContentUniversity')?.body).toMatchObject({
        contentId: 100001,
        setBookmarkState: false,
      }),
    );
  });
});
