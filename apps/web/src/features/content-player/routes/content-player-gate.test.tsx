import type { AccessDecideBody, AccessDecision } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTIVE_CHILD_STORAGE_KEY } from '../../../lib/active-child';
import { envelope, errorResponse, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { CHILD_B, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { accessDecision, contentDetail, renderPlayer } from '../test/player-fixtures';

// Spec 002 §4.2: opening content is an access check, then play. The details of one content carry the
// gate's decision, so the player makes one call; a parent asks the gate for the active child first.

function stubPlayer(options: { access?: AccessDecision; gate?: FakeHandler; me?: ReturnType<typeof profile> } = {}) {
  const detail = contentDetail({
    access: options.access ?? accessDecision(),
    ...(options.access && !options.access.allowed
      ? { content_url: null, content_url_mp4: null, video_path: null, locked: true }
      : {}),
  });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(options.me ?? profile()),
    'POST /access/decide': options.gate ?? (() => envelope(accessDecision())),
    'GET /content/v2/contentDetailsByContentIds': () => envelope({ content_details: [detail], missing_ids: [] }),
    'GET /mis/getContentResumeTime': () => envelope({ contents: [] }),
    'POST /learning/bookmarks/status': () =>
      envelope({ items: [{ kind: 'content', item_id: String(100001), is_bookmarked: 0, bookmarked_on: null }] }),
  });
}

const limitReached = accessDecision({
  allowed: false,
  reason: 'content-limit-reached',
  prompt: 'content-limit',
  explanation:
    'You have opened all 10 free items. Items you opened stay open; buy a package for this class to open the rest.',
  freemium: { content_limit: 10, opened: 10 },
});

describe('content player: the access gate', () => {
  beforeEach(() => storeSession());

  it('shows the prompt of the details’ decision instead of the player, with one call and no media', async () => {
    const fake = stubPlayer({ access: limitReached });
    renderPlayer('/content-player/100001?syllabusId=501&groupId=7');

    const region = await screen.findByRole('region', { name: 'You have used your free items' });
    expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('You have used your free items');
    expect(within(region).getByTestId('access-prompt-explanation')).toHaveTextContent(
      'You have opened all 10 free items.',
    );
    expect(within(region).getByText('You have opened 10 of 10 free items for this class.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See packages' })).toHaveAttribute('href', '/package');
    await waitFor(() => expect(region).toHaveFocus());

    expect(screen.queryByTestId('content-video')).not.toBeInTheDocument();
    expect(fake.calls.map((c) => c.path)).not.toContain('/access/decide');
    expect(fake.calls.some((c) => c.path.startsWith('/media/') || c.path.startsWith('/mis/'))).toBe(false);
    const detailCalls = fake.calls.filter((c) => c.path === '/content/v2/contentDetailsByContentIds');
    expect(detailCalls).toHaveLength(1);
  });

  it('an institute refusal has the contact-admin wording and no purchase link', async () => {
    stubPlayer({
      access: accessDecision({
        allowed: false,
        reason: 'batch-expired',
        prompt: 'institute',
        explanation: 'Your batch ended on 2026-03-31. Contact your institute admin to renew it.',
      }),
    });
    renderPlayer('/content-player/100001');
    const region = await screen.findByRole('region', { name: 'You do not have access, contact institute admin' });
    expect(region).toHaveTextContent('Your batch ended on 2026-03-31.');
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('plays when the details’ decision allows, without asking the gate separately', async () => {
    const fake = stubPlayer({ access: accessDecision({ reason: 'freemium-available', explanation: 'Free to open.' }) });
    renderPlayer('/content-player/100001');
    expect(await screen.findByTestId('content-video')).toBeInTheDocument();
    expect(screen.queryByTestId('access-prompt')).not.toBeInTheDocument();
    expect(fake.calls.map((c) => c.path)).not.toContain('/access/decide');
  });

  it('a parent asks the gate for the active child, then opens', async () => {
    window.localStorage.setItem(
      ACTIVE_CHILD_STORAGE_KEY,
      JSON.stringify({ parent_uuid: parentProfile().uuid, child_uuid: CHILD_B }),
    );
    storeSession({ uuid: parentProfile().uuid, user_type_id: 2 });
    const fake = stubPlayer({ me: parentProfile() });
    renderPlayer('/content-player/100001?groupId=7');
    expect(await screen.findByTestId('content-video')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/access/decide')?.body).toEqual({
      item_kind: 'content',
      item_id: '100001',
      group_id: 7,
      platform: 'web',
      uuid: CHILD_B,
    } satisfies AccessDecideBody);
  });

  it('a parent refused for the child sees the prompt; the details are never fetched', async () => {
    storeSession({ uuid: parentProfile().uuid, user_type_id: 2 });
    const fake = stubPlayer({ me: parentProfile(), gate: () => envelope(limitReached) });
    renderPlayer('/content-player/100001');
    expect(await screen.findByTestId('access-prompt')).toBeInTheDocument();
    expect(fake.calls.map((c) => c.path)).not.toContain('/content/v2/contentDetailsByContentIds');
  });

  it('says the content does not exist when the gate does not know it, and offers a retry on failures', async () => {
    storeSession({ uuid: parentProfile().uuid, user_type_id: 2 });
    stubPlayer({ me: parentProfile(), gate: () => errorResponse(404, 'NOT_FOUND', 'No such content.') });
    const first = renderPlayer('/content-player/999');
    expect((await screen.findAllByText('Content not found')).length).toBeGreaterThan(0);
    expect(screen.getByText('This content does not exist or is no longer available.')).toBeInTheDocument();
    first.unmount();

    stubPlayer({
      me: parentProfile(),
      gate: () => errorResponse(403, 'NOT_LINKED_CHILD', 'This child is not linked to your account.'),
    });
    renderPlayer('/content-player/100001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check your access to this content.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
