import { SIGNED_COOKIE_MAX_AGE_SECONDS } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { assignIdFromWire } from '../access/access.module.js';
import { ok } from '../../platform/http/envelope.js';
import type { SignedUrlService } from './signed-url.service.js';

const tags = ['media'];
const formOrJson = ['application/json', 'application/x-www-form-urlencoded'];

/** Signed links and cookies (spec 001 §7 Other, §9). */
export function registerSignedUrlRoutes(app: FastifyInstance, service: SignedUrlService): void {
  route(
    app,
    'POST /getSignedUrl',
    {
      tags,
      summary: 'A signed URL (3600 s) for a file the caller may read',
      description:
        'A file that is some content’s media is signed only when the access gate lets the caller open that ' +
        'content; signing it opens it (a 17250 learner’s free item is used and recorded).',
      consumes: formOrJson,
    },
    async (request) => ok(await service.signedUrl(requireUser(request), request.body.folderPath)),
  );

  route(
    app,
    'POST /signedcookie',
    {
      tags,
      summary: 'Signed cookie for one readable file, one opened item’s own folder, or a folder of your own uploads',
      description:
        'The signature lives at most 3600 s (expiration_time asking for longer is a 400 naming it); the cookie ' +
        'is kept a year. A prefix that is not a folder covers that one key only. Refused (403): prefixes wider ' +
        'than one item, items the access gate refuses, and other schools’ uploads.',
      consumes: formOrJson,
    },
    async (request, reply) => {
      const { data, cookie } = await service.signedCookie(
        requireUser(request),
        request.body.url_prefix,
        request.body.expiration_time,
      );
      reply.setCookie(cookie.name, cookie.value, {
        path: '/api/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: SIGNED_COOKIE_MAX_AGE_SECONDS,
      });
      return ok(data);
    },
  );

  route(
    app,
    'POST /media/signedVideoUrl',
    {
      tags,
      summary: 'The signed mp4 URL of a video content',
      description:
        'The access gate decides as POST /access/decide does (403 when it refuses); opening records a free open. ' +
        'Played from homework, assign_id names it: when the learner holds it and the video is in its list, a ' +
        'school’s assignment skips the checks (mode 1).',
      consumes: formOrJson,
    },
    async (request) =>
      ok(
        await service.signedVideoUrl(requireUser(request), request.body.content_id, {
          assignId: assignIdFromWire(request.body.assign_id),
        }),
      ),
  );
}
