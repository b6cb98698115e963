import type { ContentBookmarkBody } from '@esc/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { envelope, errorResponse, stubFetch } from '../../test/fake-api';
import { storeSession } from '../../test/fixtures';
import { BookmarkButton, type BookmarkButtonProps } from './bookmark-button.component';

function renderButton(props: Partial<BookmarkButtonProps> = {}) {
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient} env="test">
      <BookmarkButton
        kind="content"
        itemId={100001}
        title="Light: reflection"
        syllabusId={501}
        groupId={7}
        groupName="Learn"
        {...props}
      />
    </AppProviders>,
  );
  return queryClient;
}

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const state = (is_bookmarked: 0 | 1) =>
  envelope({ kind: 'content', item_id: '100001', is_bookmarked, bookmarked_on: null });

describe('BookmarkButton', () => {
  it('toggles at once (optimistic) and keeps what the server says', async () => {
    storeSession();
    const answer = deferred();
    const fake = stubFetch({
      'POST /learning/bookmarks/status': () =>
        envelope({ items: [{ kind: 'content', item_id: '100001', is_bookmarked: 0, bookmarked_on: null }] }),
      'POST /mis/v2/bookmarkContentUniversity': () => answer.promise,
    });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Bookmark' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(button);
    // Pressed before the server has answered.
    const pressed = await screen.findByRole('button', { name: 'Remove bookmark' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    answer.resolve(state(1));
    const write = () => fake.calls.find((c) => c.path === '/mis/v2/bookmarkContentUniversity');
    await waitFor(() => expect(write()).toBeDefined());
    expect(write()?.body).toEqual({
      contentId: 100001,
      contentTitle: 'Light: reflection',
      groupId: 7,
      groupName: 'Learn',
      syllabusId: 501,
      setBookmarkState: true,
      // Through the outbox: the write carries its client id, so a resend counts once.
      client_write_id: expect.any(String) as string,
    } satisfies ContentBookmarkBody);
    expect(screen.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls back and says so when the server refuses', async () => {
    storeSession();
    stubFetch({
      'POST /mis/v2/bookmarkContentUniversity': () => errorResponse(403, 'FORBIDDEN'),
    });
    renderButton({ initialBookmarked: true });
    const button = screen.getByRole('button', { name: 'Remove bookmark' });
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(button);
    expect(await screen.findByText('We could not remove this bookmark. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('makes no status request when the list already knows the state', async () => {
    storeSession();
    const fake = stubFetch({});
    renderButton({ initialBookmarked: false, kind: 'syllabus', itemId: 501, title: 'Light' });
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.calls).toEqual([]);
  });

  it('treats an answer that is not the asked state as a failure', async () => {
    storeSession();
    stubFetch({
      'POST /learning/bookmarks/status': () =>
        envelope({ items: [{ kind: 'syllabus', item_id: '501', is_bookmarked: 0, bookmarked_on: null }] }),
      'POST /syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0': () =>
        envelope({ kind: 'syllabus', item_id: '501', is_bookmarked: 0, bookmarked_on: null }),
    });
    renderButton({ kind: 'syllabus', itemId: 501, title: 'Light' });
    const button = await screen.findByRole('button', { name: 'Bookmark' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(await screen.findByText('We could not bookmark this. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not shown to guests', () => {
    stubFetch({});
    renderButton();
    expect(screen.queryByRole('button', { name: /bookmark/i })).not.toBeInTheDocument();
  });
});
