import type { AccessDecideBody, MarkItemCompleteBody, OldContentIdsBody } from '@esc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { parentProfile, profile, storeSession } from '../../../test/fixtures';
import { accessDecision, contentDetail, lesson, renderPlayer } from '../test/player-fixtures';

// Content opened from homework names the assignment on the player's calls, so the server's
// gate decides mode 1 (spec 002 §2.3) and the item counts by the progress rule.

function stubHomeworkPlayer(me = profile(), kind: 'video' | 'interactive' = 'video', completed = false) {
  const detail = contentDetail(kind === 'interactive' ? { content_id: 100003, content_kind: 'interactive' } : {});
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    'POST /access/decide': () => envelope(accessDecision({ reason: 'learnlist-mode-skips-checks' })),
    'GET /content/v2/contentDetailsByContentIds': () => envelope({ content_details: [detail], missing_ids: [] }),
    'POST /content/v2/contentDetailByOldContentIds': () => envelope({ content_details: [detail], missing_ids: [] }),
    'GET /content/interactiveLesson/100003': () => envelope(lesson),
    'GET /mis/getContentResumeTime': () =>
      envelope({
        contents: completed
          ? [
              {
                content_id: detail.content_id,
                resume_time: 0,
                total_consumption_time: 95,
                total_media_time: '00:01:30',
                is_content_completely_consumed: 1,
              },
            ]
          : [],
      }),
    'POST /syllabus-v2/markLearnListItemComplete': () =>
      envelope({
        assign_id: 42,
        learnlist_item_id: String(detail.content_id),
        completed_on: '2026-11-24T10:00:00.000Z',
        recorded: true,
        completed_count: 1,
        item_count: 2,
        list_archived: false,
      }),
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

  it('a content item watched through before it was assigned counts once the player knows it (000 §4)', async () => {
    storeSession();
    const fake = stubHomeworkPlayer(profile(), 'video', true);
    renderPlayer('/content-player/100001?assignId=42&learnlistId=5');
    expect(await screen.findByTestId('content-completed')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === '/syllabus-v2/markLearnListItemComplete')).toHaveLength(1),
    );
    const mark = fake.calls.find((c) => c.path === '/syllabus-v2/markLearnListItemComplete');
    expect(mark?.body as MarkItemCompleteBody).toEqual({
      assign_id: 42,
      learnlist_id: 5,
      learnlist_item_id: 100001,
      learnlist_item_type: 1,
    });
  });

  it('asks for nothing to be marked while the content is not complete', async () => {
    storeSession();
    const fake = stubHomeworkPlayer();
    renderPlayer('/content-player/100001?assignId=42&learnlistId=5');
    expect(await screen.findByTestId('content-video')).toBeInTheDocument();
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/mis/getContentResumeTime')).toBe(true));
    expect(fake.calls.some((c) => c.path === '/syllabus-v2/markLearnListItemComplete')).toBe(false);
  });

  it('has no way back to homework when it was not opened from one', async () => {
    storeSession();
    stubHomeworkPlayer();
    renderPlayer('/content-player/100001');
    expect(await screen.findByTestId('content-video')).toBeInTheDocument();
    expect(screen.queryByTestId('player-homework-link')).not.toBeInTheDocument();
  });
});
