import type { AccessDecideBody, OldContentIdsBody } from '@esc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { parentProfile, profile, storeSession } from '../../../test/fixtures';
import { accessDecision, contentDetail, lesson, renderPlayer } from '../test/player-fixtures';

// Issue 8: content opened from homework names the assignment on the player's calls, so the server's
// gate decides mode 1 (spec 002 §2.3) and the item counts by the progress rule.

function stubHomeworkPlayer(me = profile(), kind: 'video' | 'interactive' = 'video') {
  const detail = contentDetail(kind === 'interactive' ? { content_id: 100003, content_kind: 'interactive' } : {});
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    'POST /access/decide': () => envelope(accessDecision({ reason: 'learnlist-mode-skips-checks' })),
    'GET /content/v2/contentDetailsByContentIds': () => envelope({ content_details: [detail], missing_ids: [] }),
    'POST /content/v2/contentDetailByOldContentIds': () => envelope({ content_details: [detail], missing_ids: [] }),
    'GET /content/interactiveLesson/100003': () => envelope(lesson),
    'GET /mis/getContentResumeTime': () => envelope({ contents: [] }),
    'POST /learning/bookmarks/status': () =>
      envelope({
        items: [{ kind: 'content', item_id: String(detail.content_id), is_bookmarked: 0, bookmarked_on: null }],
      }),
  });
}

describe('content player: opened from homework', () => {
  it('asks for the details with the assignment and links back to the homework', async () => {
    storeSession();
    const fake = stubHomeworkPlayer();
    renderPlayer('/content-player/100001?assignId=42');
    expect(await screen.findByTestId('content-video')).toBeInTheDocument();
    const detailCall = fake.calls.find((c) => c.path === '/content/v2/contentDetailsByContentIds');
    expect(detailCall?.query.get('assignId')).toBe('42');
    expect(screen.getByRole('link', { name: 'Back to the homework' })).toHaveAttribute(
      'href',
      '/learnlist?assignId=42',
    );
  });

  it('names the assignment when it looks a content up by its old id, and on the lesson', async () => {
    storeSession();
    const fake = stubHomeworkPlayer(profile(), 'interactive');
    renderPlayer('/content-player/OLD-7?assignId=42');
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/content/interactiveLesson/100003')).toBe(true));
    const byOld = fake.calls.find((c) => c.path === '/content/v2/contentDetailByOldContentIds');
    expect((byOld?.body as OldContentIdsBody).assign_id).toBe(42);
    const lessonCall = fake.calls.find((c) => c.path === '/content/interactiveLesson/100003');
    expect(lessonCall?.query.get('assignId')).toBe('42');
  });

  it('a parent asks the gate for the child with the assignment', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2 });
    const fake = stubHomeworkPlayer(parent);
    renderPlayer('/content-player/100001?assignId=42');
    expect(await screen.findByTestId('content-video')).toBeInTheDocument();
    const gate = fake.calls.find((c) => c.path === '/access/decide');
    expect(gate?.body as AccessDecideBody).toMatchObject({ assign_id: 42, uuid: parent.children[0]!.uuid });
  });

  it('has no way back to homework when it was not opened from one', async () => {
    storeSession();
    stubHomeworkPlayer();
    renderPlayer('/content-player/100001');
    expect(await screen.findByTestId('content-video')).toBeInTheDocument();
    expect(screen.queryByTestId('player-homework-link')).not.toBeInTheDocument();
  });
});
