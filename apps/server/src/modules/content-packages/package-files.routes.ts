import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PACKAGE_FILE_TYPES, extensionOf, packagePath } from '@esc/domain';
import { route } from '../../platform/http/call-route.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { PackagePlayService } from './package-play.service.js';
import { createScormRuntime, withRuntime } from './scorm-runtime.js';
import { createH5pPlayerFiles, H5P_LAUNCH_PAGE, h5pLaunchPage } from './h5p-player.js';

const tags = ['content'];

/**
 * A package's pages run as an opaque origin (the CSP sandbox without allow-same-origin, and the
 * player's iframe sandbox says the same): its scripts can never read the app's storage or call the
 * API as the learner, whatever the package holds. They may load the package's own files and the
 * runtime from this origin only, and only the product may frame them. An SVG is an image here: no
 * script in it runs.
 */
function packageHeaders(contentType: string, origin: string): Record<string, string> {
  const own = `'self' ${origin}`;
  const framing = "frame-ancestors 'self'";
  if (contentType.startsWith('text/html')) {
    return {
      'content-security-policy':
        `sandbox allow-scripts allow-forms; default-src 'none'; script-src ${own} 'unsafe-inline' 'unsafe-eval'; ` +
        `style-src ${own} 'unsafe-inline'; img-src ${own} data: blob:; media-src ${own} data: blob:; ` +
        `font-src ${own} data:; connect-src ${own}; frame-src ${own}; ${framing}`,
    };
  }
  return { 'content-security-policy': `sandbox; default-src 'none'; style-src 'unsafe-inline'; ${framing}` };
}

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function fileHeaders(request: FastifyRequest, type: string, expiresAt: number, h5p: boolean): Record<string, string> {
  return {
    'content-type': type,
    // Private: a shared cache must not hand one learner's signed files to another.
    'cache-control': `private, max-age=${Math.max(0, expiresAt - Math.floor(Date.now() / 1000))}`,
    'x-content-type-options': 'nosniff',
    // The package's own pages ask for its files from an opaque origin: same-origin would refuse them.
    'cross-origin-resource-policy': 'cross-origin',
    // The H5P player reads the package's JSON with fetch from that opaque origin. The grant in the
    // path is the only credential (no cookie is read), so letting any origin read what it opens adds nothing.
    ...(h5p ? { 'access-control-allow-origin': '*' } : {}),
    ...packageHeaders(type, `${request.protocol}://${request.host}`),
  };
}

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { storage: Storage; play: PackagePlayService },
): Promise<FastifyReply> {
  const params = request.params as Record<string, string>;
  const path = packagePath(params['*'] ?? '');
  if (!path) throw new AppError('NOT_FOUND', { reason: 'content.packageFileNotFound' });
  const contentId = Number(params['contentId']);
  const grant = params['grant'] ?? '';
  if (path === H5P_LAUNCH_PAGE) {
    const { row, expiresAt } = await deps.play.granted(contentId, grant);
    if (row.standard === 'h5p') {
      const type = PACKAGE_FILE_TYPES['html']!;
      return reply.headers(fileHeaders(request, type, expiresAt, true)).send(h5pLaunchPage());
    }
  }
  const { row, key, expiresAt } = await deps.play.file(contentId, grant, path);
  const stored = await deps.storage.get(key);
  const type = PACKAGE_FILE_TYPES[extensionOf(path)] ?? 'application/octet-stream';
  reply.headers(fileHeaders(request, type, expiresAt, row.standard === 'h5p'));
  if (row.standard !== 'h5p' && path === row.launch_path && type.startsWith('text/html')) {
    return reply.send(withRuntime((await readAll(stored.body)).toString('utf8'), row.standard));
  }
  return reply.header('content-length', String(stored.size)).send(stored.body);
}

/** A package's files behind its grant, the SCORM runtime its launch page loads, and the H5P player's files. */
export function registerPackageFileRoutes(app: FastifyInstance, deps: { storage: Storage; play: PackagePlayService }) {
  const runtime = createScormRuntime();
  const h5pPlayer = createH5pPlayerFiles();

  route(
    app,
    'GET /content/h5p-player/*',
    { tags, summary: "The H5P player's own files (h5p-standalone): its scripts, core style and fonts" },
    async (request, reply) => {
      const found = h5pPlayer.file(request.params['*']);
      if (!found) throw new AppError('NOT_FOUND', { reason: 'content.packageFileNotFound' });
      return reply
        .headers({
          'content-type': found.type,
          'cache-control': 'public, max-age=3600',
          'x-content-type-options': 'nosniff',
          // Loaded by a launch page sandboxed to an opaque origin; its fonts are fetched with CORS.
          'cross-origin-resource-policy': 'cross-origin',
          'access-control-allow-origin': '*',
        })
        .send(found.body);
    },
  );

  route(
    app,
    'GET /content/package-files/:contentId/:grant/*',
    {
      tags,
      summary: "A file of an H5P or SCORM package, by the grant of the package's launch URL",
      description:
        "Only files listed in the package are served; the grant covers this package's files and expires with the launch.",
    },
    (request, reply) => sendFile(request, reply, deps),
  );

  route(
    app,
    'GET /content/package-runtime/:standard',
    { tags, summary: 'The SCORM runtime (scorm-again) a SCORM launch page loads' },
    async (request, reply) =>
      reply
        .headers({
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=3600',
          'x-content-type-options': 'nosniff',
          // Loaded by a launch page sandboxed to an opaque origin.
          'cross-origin-resource-policy': 'cross-origin',
        })
        .send(runtime.script(request.params.standard)),
  );
}
