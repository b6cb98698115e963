import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { defaultMessage } from '../errors/app-error.js';
import { errorBody } from './envelope.js';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ESC platform</title></head>
<body><h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> at the repository root, then reload. The API is already running under
<a href="/api/docs">/api/docs</a>.</p></body></html>`;

/**
 * One server serves all: files of the built web app at /, index.html for any other GET outside
 * /api (the SPA routes itself), and the 404 envelope for unknown API paths.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // The build writes .br and .gz copies of its text files: send the one the browser accepts.
      preCompressed: true,
      // Vite names built assets by content hash: cache them for ever, but always recheck index.html and the service worker.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
      if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return reply.code(404).send(errorBody(404, 'NOT_FOUND', defaultMessage('NOT_FOUND')));
  });
}
