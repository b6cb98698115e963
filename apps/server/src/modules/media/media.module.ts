import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';
import { createStorage } from '../../platform/storage/storage.factory.js';
import { createAccessService, createContentGate } from '../access/access.module.js';
import { acceptFormBodies } from './form-body.js';
import { createImageResizeService } from './image-resize.service.js';
import { createMediaAccessService } from './media-access.service.js';
import { registerMediaFileRoutes } from './media-file.routes.js';
import { createMediaRepository } from './media.repository.js';
import { registerSignedUrlRoutes } from './signed-url.routes.js';
import { createSignedUrlService } from './signed-url.service.js';
import { mediaSignerFor } from './signed-url.js';
import { createTranscodeService } from './transcode.service.js';
import { registerUploadRoutes } from './upload.routes.js';
import { createUploadService } from './upload.service.js';

/**
 * The media calls of spec/calls.tsv: signed links and cookies, file reads with ranges, image resizing,
 * uploads and transcoding. Cookies, multipart and form bodies are registered in this module's own
 * scope, so no other module's routes change behaviour.
 */
export function registerMediaModule(api: FastifyInstance, ctx: ModuleContext): void {
  void api.register(async (scope) => {
    await scope.register(cookie);
    await scope.register(multipart, {
      limits: { fileSize: ctx.config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 30 },
    });
    acceptFormBodies(scope);

    const storage = createStorage(ctx.config);
    const signer = mediaSignerFor(ctx.config, ctx.clock);
    const repo = createMediaRepository(ctx.db);
    const gate = createContentGate({
      access: createAccessService({ db: ctx.db, clock: ctx.clock, identity: ctx.identity }),
      clock: ctx.clock,
    });
    const access = createMediaAccessService({ repo, gate });
    const transcoder = createTranscodeService({
      storage,
      log: ctx.log,
      onReady: (key, size) => repo.setUploadSize(key, size),
    });
    scope.addHook('onClose', () => transcoder.close());

    registerMediaFileRoutes(scope, { storage, signer, resizer: createImageResizeService({ storage }) });
    registerSignedUrlRoutes(scope, createSignedUrlService({ signer, access, repo, gate }));
    registerUploadRoutes(scope, createUploadService({ storage, repo, signer, transcoder, clock: ctx.clock }));
  });
}
