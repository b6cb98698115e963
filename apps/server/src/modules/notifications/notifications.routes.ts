import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { NotificationsServices } from './notifications.module.js';

const tags = ['notifications'];

/** Notifications are each person's own: `uuid`, when sent, must be the caller (a parent has their own). */
function ownUuid(request: FastifyRequest, uuid: string | undefined): string {
  const caller = requireUser(request);
  if (uuid && uuid.toLowerCase() !== caller.uuid) throw new AppError('FORBIDDEN', { reason: 'notifications.ownOnly' });
  return caller.uuid;
}

function headersOf(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string') out[name] = value;
  return out;
}

/** The three notification calls of calls-chosen.tsv. */
export function registerNotificationsRoutes(app: FastifyInstance, services: NotificationsServices): void {
  route(
    app,
    'POST /notifications/list',
    {
      tags,
      summary: 'The notification centre: a page of the caller’s notifications, the unread count, marking read',
      description:
        'mark_read (ids) or mark_all_read are applied before the page is read. The answer carries stream_ticket, which opens GET /notifications/stream for a minute.',
    },
    async (request) => ok(await services.centre.list(ownUuid(request, request.body.uuid), request.body)),
  );

  route(
    app,
    'POST /notifications/webPushSubscription',
    { tags, summary: 'Web push for this browser: status, subscribe, unsubscribe; and the caller’s push choices' },
    async (request) => ok(await services.pushSettings.handle(requireUser(request).uuid, request.body)),
  );

  // The ticket is the credential (EventSource sends no Authorization header): see stream-ticket.ts.
  route(
    app,
    'GET /notifications/stream',
    {
      tags,
      summary: 'Server-sent events of the caller’s new notifications (ids only), opened with a stream ticket',
      description:
        'text/event-stream. Events: ready, notification {"id"}, read {}, reauth {} (open a new stream with a new ticket). A heartbeat comment keeps proxies from closing a quiet stream.',
      response: { 200: { description: 'text/event-stream', type: 'string' } },
    },
    async (request, reply) => {
      const uuid = await services.tickets.open(request.query.ticket, services.claimTicket);
      if (!(await services.accountExists(uuid)))
        throw new AppError('UNAUTHENTICATED', { reason: 'signIn.accountGone' });
      reply.hijack();
      services.streams.open(uuid, reply.raw, headersOf(reply.getHeaders()));
    },
  );
}
