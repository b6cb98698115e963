import { prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext } from './matrix-requests.js';

// Notifications in the authorisation matrix: the victim learner has a notification and a browser
// subscribed to push; outsiders aim the calls at them (mark it read, unsubscribe or take over the
// browser), which must change none of the victim's rows; the stream opens only with a real ticket.

const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/matrix-victim-browser';
const KEYS = { p256dh: 'BMatrixVictimBrowserKey', auth: 'matrixAuth' };

async function victimNotificationId(ctx: FixtureContext): Promise<string> {
  await ctx.t.services.notifications.publish({
    id: 'matrix-victim-notification',
    kind: 'homework_assigned',
    recipients: [ctx.world.victimUuid],
    title: { text: 'Homework for the victim learner' },
    body: { text: '' },
  });
  await ctx.t.services.jobs.drain();
  const data = await prepare(ctx, '/api/notifications/list', ctx.world.tokens.student, {});
  return (data.notifications as { id: string }[])[0]!.id;
}

async function streamTicket(ctx: FixtureContext): Promise<string> {
  const data = await prepare(ctx, '/api/notifications/list', ctx.world.tokens.student, {});
  return data.stream_ticket as string;
}

export function notificationsFixtures(): Record<string, Fixture> {
  return {
    'POST /api/notifications/list': async (ctx, base) => [
      base,
      {
        ...base,
        label: 'marking the victim’s notification read',
        body: { mark_read: [await victimNotificationId(ctx)] },
      },
    ],
    'POST /api/notifications/webPushSubscription': async (ctx, base) => {
      const subscription = { endpoint: PUSH_ENDPOINT, keys: KEYS };
      await prepare(ctx, '/api/notifications/webPushSubscription', ctx.world.tokens.student, {
        action: 'subscribe',
        subscription,
      });
      // The victim's own unsubscribe (the second positive control) comes last: it removes the row.
      return [
        { ...base, label: 'taking the victim’s browser over', body: { action: 'subscribe', subscription } },
        {
          ...base,
          label: 'turning the victim’s browser off',
          body: { action: 'unsubscribe', endpoint: PUSH_ENDPOINT },
        },
      ];
    },
    // The positive control opens a real stream; the matrix app ends streams right after `ready`.
    'GET /api/notifications/stream': async (ctx, base) => ({
      ...base,
      label: 'a forged ticket; the victim’s own ticket opens it',
      positive: { caller: 'student', request: { query: { ticket: await streamTicket(ctx) } } },
    }),
  };
}
