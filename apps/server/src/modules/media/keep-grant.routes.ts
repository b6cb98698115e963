import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import type { KeepGrantService } from './keep-grant.service.js';

const tags = ['media'];

/** Keep for offline: grants to keep content on the device, and the next sync's check. */
export function registerKeepGrantRoutes(app: FastifyInstance, service: KeepGrantService): void {
  route(
    app,
    'POST /media/keep-grants',
    {
      tags,
      summary: 'What of some content (or a chapter’s) the caller may keep offline: files, sizes, download links',
      description:
        'The access gate decides for each item as the player does (a parent names a linked child by uuid); an item ' +
        'that would use a free item is not granted until opened. Another school’s own content is not found. ' +
        'Links are signed for 3600 s; keep_until says when the kept copies must be checked again.',
    },
    async (request) => ok(await service.grants(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /media/keep-grants/check',
    {
      tags,
      summary: 'Which kept items the caller may still open (the next sync removes the others)',
      description: 'Decided by the access gate now: an ended package or a removed link answers may_keep false.',
    },
    async (request) => ok(await service.check(requireUser(request), request.body)),
  );
}
