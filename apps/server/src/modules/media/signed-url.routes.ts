import {
  SIGNED_COOKIE_MAX_AGE_SECONDS,
  SignedCookieBody,
  SignedCookieData,
  SignedUrlBody,
  SignedUrlData,
  SignedVideoUrlBody,
  SignedVideoUrlData,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { ok, responses } from '../../platform/http/envelope.js';
import type { SignedUrlService } from './signed-url.service.js';

const tags = ['media'];
const formOrJson = ['application/json', 'application/x-www-form-urlencoded'];

/** Signed links and cookies (spec 001 §7 Other, §9). */
export function registerSignedUrlRoutes(parent: FastifyInstance, service: SignedUrlService): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/getSignedUrl',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'A signed URL (3600 s) for a file the caller may read',
        consumes: formOrJson,
        body: SignedUrlBody,
        response: responses(SignedUrlData),
      },
    },
    async (request) => ok(await service.signedUrl(requireUser(request), request.body.folderPath)),
  );

  app.post(
    '/signedcookie',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'Signed cookie for a key prefix: signature valid 3600 s at most, cookie kept a year',
        consumes: formOrJson,
        body: SignedCookieBody,
        response: responses(SignedCookieData),
      },
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

  app.post(
    '/media/signedVideoUrl',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'The signed mp4 URL of a video content',
        consumes: formOrJson,
        body: SignedVideoUrlBody,
        response: responses(SignedVideoUrlData),
      },
    },
    async (request) => ok(await service.signedVideoUrl(requireUser(request), request.body.content_id)),
  );
}
