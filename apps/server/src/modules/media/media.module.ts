import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { ContentGate } from '../access/access.module.js';
import { acceptFormBodies } from './form-body.js';
import { createImageResizeService } from './image-resize.service.js';
import { createMediaAccessService } from './media-access.service.js';
import { registerMediaFileRoutes } from './media-file.routes.js';
import { createMediaRepository } from './media.repository.js';
import { registerSignedUrlRoutes } from './signed-url.routes.js';
import { createSignedUrlService } from './signed-url.service.js';
import type { MediaSigner } from './signed-url.js';
import { createTranscodeService } from './transcode.service.js';
import { registerUploadRoutes } from './upload.routes.js';
import { createUploadService } from './upload.service.js';

export type MediaServices = ReturnType<typeof createMediaServices>;

export function createMediaServices(deps: {
  db: Db;
  clock: () => number;
  log: FastifyBaseLogger;
  storage: Storage;
  signer: MediaSigner;
  gate: ContentGate;
}) {
  const { db, clock, log, storage, signer, gate } = deps;
  const repo = createMediaRepository(db);
  const access = createMediaAccessService({ repo, gate });
  const transcoder = createTranscodeService({
    storage,
    log,
    onReady: (key, size) => repo.setUploadSize(key, size),
  });
  return {
    storage,
    signer,
    transcoder,
    resizer: createImageResizeService({ storage }),
    signedUrls: createSignedUrlService({ signer, access, repo, gate }),
    uploads: createUploadService({ storage, repo, signer, transcoder, clock }),
  };
}

/**
 * The media calls of spec/calls.tsv: signed links and cookies, file reads with ranges, image resizing,
 * uploads and transcoding. Cookies, multipart and form bodies are registered in this module's own
 * scope, so no other module's routes change behaviour.
 */
export function registerMediaModule(api: FastifyInstance, services: MediaServices, uploadMaxBytes: number): void {
  void api.register(async (scope) => {
    await scope.register(cookie);
    await scope.register(multipart, {
      limits: { fileSize: uploadMaxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 30 },
    });
    acceptFormBodies(scope);
    scope.addHook('onClose', () => services.transcoder.close());
    registerMediaFileRoutes(scope, services);
    registerSignedUrlRoutes(scope, services.signedUrls);
    registerUploadRoutes(scope, services.uploads);
  });
}
