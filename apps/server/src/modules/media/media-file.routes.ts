import type { MediaFileQuery } from '@esc/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { AppError } from '../../platform/errors/app-error.js';
import { isSafeKey, type Storage, type StoredObject } from '../../platform/storage/storage.js';
import { parseRange } from './http-range.js';
import { parseSize, type ImageResizeService } from './image-resize.service.js';
import type { MediaSigner } from './signed-url.js';

export interface MediaFileRoutesOptions {
  storage: Storage;
  signer: MediaSigner;
  resizer: ImageResizeService;
}

const tags = ['media'];

/**
 * Served HTML (activities, games) runs sandboxed as an opaque origin: its scripts can never read
 * this app's storage or call the API as the user. Everything may be framed by the app itself only.
 */
function securityHeaders(contentType: string): Record<string, string> {
  const framing = "frame-ancestors 'self'";
  if (contentType.startsWith('text/html') || contentType.startsWith('image/svg')) {
    return {
      'content-security-policy': `sandbox allow-scripts allow-forms allow-modals; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; media-src data: blob:; ${framing}`,
    };
  }
  return { 'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; ${framing}` };
}

/** What lets the request read the file: until when, and whether a shared cache may keep the answer. */
interface Reading {
  expiresAt: number;
  shared: boolean;
}

/** The signature in the query, or else a signed cookie covering the key. */
function authorize(request: FastifyRequest, signer: MediaSigner, key: string, query: MediaFileQuery): Reading {
  if (!isSafeKey(key)) throw new AppError('FORBIDDEN', { reason: 'media.linkNotValid' });
  if (query.sig !== undefined || query.expires !== undefined) {
    const kind = signer.linkKind(key, query.expires, query.sig);
    if (kind) return { expiresAt: query.expires!, shared: kind === 'shared' };
    throw new AppError('FORBIDDEN', { reason: 'media.linkExpired' });
  }
  const grant = signer.grantFor(request.cookies ?? {}, key);
  // A cookie is the person's: the URL alone does not carry the right, so no shared cache may keep it.
  if (grant) return { expiresAt: grant.expiresAt, shared: false };
  throw new AppError('FORBIDDEN', { reason: 'media.linkExpired' });
}

async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  info: StoredObject,
  reading: Reading,
  nowSeconds: number,
): Promise<FastifyReply> {
  const maxAge = Math.max(0, reading.expiresAt - nowSeconds);
  reply.headers({
    'content-type': info.contentType,
    'accept-ranges': 'bytes',
    // A shared link is the same for everyone reading it and carries its right in the URL: the load
    // balancer's cache (ops/cluster/haproxy-config.ts) serves a figure that 5,000 learners open in
    // the same minute without the servers. A person's own file must never be handed to another.
    'cache-control': `${reading.shared ? 'public' : 'private'}, max-age=${maxAge}`,
    'last-modified': info.modifiedAt.toUTCString(),
    'x-content-type-options': 'nosniff',
    ...securityHeaders(info.contentType),
  });
  const wanted = parseRange(request.headers.range, info.size);
  if (wanted.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  if (wanted.kind === 'partial') {
    const { start, end } = wanted.range;
    const { body } = await storage.get(info.key, wanted.range);
    return reply
      .code(206)
      .headers({ 'content-range': `bytes ${start}-${end}/${info.size}`, 'content-length': String(end - start + 1) })
      .send(body);
  }
  const { body } = await storage.get(info.key);
  return reply.code(200).header('content-length', String(info.size)).send(body);
}

/** Media reads: signed files with range support, and resized images. Public: the signature is the credential. */
export function registerMediaFileRoutes(app: FastifyInstance, opts: MediaFileRoutesOptions): void {
  const { storage, signer, resizer } = opts;

  route(
    app,
    'GET /media/file/*',
    { tags, summary: 'A stored file, by signed URL or signed cookie; supports Range (206/416)' },
    async (request, reply) => {
      const key = request.params['*'];
      const reading = authorize(request, signer, key, request.query);
      const info = await storage.stat(key);
      if (!info) throw new AppError('NOT_FOUND', { reason: 'media.noSuchFile' });
      return sendObject(request, reply, storage, info, reading, signer.nowSeconds());
    },
  );

  route(
    app,
    'GET /resize-image/*',
    {
      tags,
      summary: 'An image resized to WIDTHxHEIGHT (max 2000 px): /resize-image/200x120/<key>?expires=&sig=',
      description: "Takes the image key's own signature (or a signed cookie covering it).",
    },
    async (request, reply) => {
      const spec = request.params['*'];
      const slash = spec.indexOf('/');
      const { width, height } = parseSize(slash < 0 ? spec : spec.slice(0, slash), '*');
      const key = slash < 0 ? '' : spec.slice(slash + 1);
      const reading = authorize(request, signer, key, request.query);
      const info = await resizer.resized({ key, width, height, format: request.query.format, fit: request.query.fit });
      return sendObject(request, reply, storage, info, reading, signer.nowSeconds());
    },
  );
}
