import { randomUUID } from 'node:crypto';
import type { Fixture } from './matrix-requests.js';

// The outbox's batch in the authorisation matrix: a batch of the victim learner's own writes (their
// progress and a bookmark, by their uuid). Each entry goes through its own route as the caller, so an
// outsider's batch changes none of the victim's rows; the victim's own batch is the positive control.

export function syncFixtures(): Record<string, Fixture> {
  return {
    'POST /api/sync/outbox': async (ctx, base) => {
      const contentId = ctx.world.named.content_id;
      const progressId = randomUUID();
      return {
        ...base,
        label: 'a batch of the victim learner’s progress and bookmark',
        body: {
          entries: [
            {
              id: progressId,
              path: '/mis/v2/addLearningProgress',
              body: {
                uuid: ctx.world.victimUuid,
                client_event_id: progressId,
                content_id: contentId,
                total_consumption_time: 12,
                total_media_time: '00:05:00',
                source: 2,
              },
            },
            {
              id: randomUUID(),
              path: '/mis/v2/bookmarkContentUniversity',
              body: { uuid: ctx.world.victimUuid, contentId, setBookmarkState: true },
            },
          ],
        },
        positive: { caller: 'student' },
      };
    },
  };
}
