import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';
import { createStorage } from '../../platform/storage/storage.factory.js';
import { createAccessService, createContentGate } from '../access/access.module.js';
import { mediaSignerFor } from '../media/signed-url.js';
import { syllabusVersionsOf } from '../catalogue/syllabus-version-state.js';
import { createContentBundleCache } from './content-bundle-cache.js';
import { createContentDetailsService } from './content-details.service.js';
import { createContentRepository } from './content.repository.js';
import { registerContentRoutes } from './content.routes.js';
import { createContentUpdateService } from './content-update.service.js';
import { registerContentUpdateRoutes } from './content-update.routes.js';
import { createInteractiveLessonService } from './interactive-lesson.service.js';

/** The content calls of spec/calls.tsv: detail reads (guest-allowed), interactive lessons, staff updates. */
export function registerContentModule(api: FastifyInstance, ctx: ModuleContext): void {
  const repo = createContentRepository(ctx.db);
  const signer = mediaSignerFor(ctx.config, ctx.clock);
  const storage = createStorage(ctx.config);
  registerContentRoutes(api, {
    details: createContentDetailsService({
      repo,
      signer,
      bundles: createContentBundleCache({ repo, versions: syllabusVersionsOf(ctx.db) }),
      gate: createContentGate({
        access: createAccessService({ db: ctx.db, clock: ctx.clock, identity: ctx.identity }),
        clock: ctx.clock,
      }),
    }),
    lessons: createInteractiveLessonService({ repo, storage }),
  });
  registerContentUpdateRoutes(api, createContentUpdateService({ db: ctx.db, clock: ctx.clock }));
}
