import {
  NotificationListBody,
  NotificationListData,
  NotificationStreamQuery,
  WebPushSubscriptionBody,
  WebPushSubscriptionData,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ok, responses } from '../../platform/http/envelope.js';
import type { NotificationsServices } from './notifications.module.js';

const tags = ['notifications'];

/** Notifications are each person's own: `uuid`, when sent, must be the caller (a parent has their own). */
function ownUuid(request: FastifyRequest, uuid: string | undefined): string {
  const caller = requireUser(request);
  if (uuid && uuid.toLowerCase() !== caller.uuid) throw new AppError('FORBIDDEN', 'Notifications are your own.');
  return caller.uuid;
}

function headersOf(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string') out[name] = value;
  return out;
}

/** The three notification calls of calls-chosen.tsv. */
export function registerNotificationsRoutes(parent: FastifyInstance, services: NotificationsServices): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/notifications/list',
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'The notification centre: a page of the caller’s notifications, the unread count, marking read',
        description:
          'mark_read (ids) or mark_all_read are applied before the page is read. The answer carries stream_ticket, which opens GET /notifications/stream for a minute.',
        body: NotificationListBody,
        response: responses(NotificationListData),
      },
    },
    async (request) => ok(await services.centre.list(ownUuid(request, request.body.uuid), request.body)),
  );

  app.post(
    '/notifications/webPushSubscription',
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'Web push for this browser: status, subscribe, unsubscribe; and the caller’s push choices',
        body: WebPushSubscriptionBody,
        response: responses(WebPushSubscriptionData),
      },
    },
    async (request) => ok(await services.pushSettings.handle(requireUser(request).uuid, request.body)),
  );

  // The ticket is the credential (EventSource sends no Authorization header): see stream-ticket.ts.
  app.get(
    '/notifications/stream',
    {
      config: { guard: 'public', scope: 'credential' },
      schema: {
        tags,
        summary: 'Server-sent events of the caller’s new notifications (ids only), opened with a stream ticket',
        description:
          'text/event-stream. Events: ready, notification {"id"}, read {}, reauth {} (open a new stream with a new ticket). A heartbeat comment keeps proxies from closing a quiet stream.',
        querystring: NotificationStreamQuery,
        response: { 200: { description: 'text/event-stream', type: 'string' } },
      },
    },
    async (request, reply) => {
      const uuid = await services.tickets.verify(request.query.ticket);
      if (!(await services.accountExists(uuid)))
        throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
      reply.hijack();
      services.streams.open(uuid, reply.raw, headersOf(reply.getHeaders()));
    },
  );
}
