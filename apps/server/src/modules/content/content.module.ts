import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { ContentGate } from '../access/access.module.js';
import { syllabusVersionsOf } from '../catalogue/syllabus-version-state.js';
import type { MediaSigner } from '../media/signed-url.js';
import { createContentBundleCache } from './content-bundle-cache.js';
import { createContentDetailsService } from './content-details.service.js';
import { createContentRepository } from './content.repository.js';
import { registerContentRoutes } from './content.routes.js';
import { createContentUpdateService } from './content-update.service.js';
import { registerContentUpdateRoutes } from './content-update.routes.js';
import { createInteractiveLessonService } from './interactive-lesson.service.js';

export type ContentServices = ReturnType<typeof createContentServices>;

export function createContentServices(deps: {
  db: Db;
  clock: () => number;
  storage: Storage;
  signer: MediaSigner;
  gate: ContentGate;
}) {
  const { db, clock, storage, signer, gate } = deps;
  const repo = createContentRepository(db);
  return {
    details: createContentDetailsService({
      repo,
      signer,
      bundles: createContentBundleCache({ repo, versions: syllabusVersionsOf(db) }),
      gate,
    }),
    lessons: createInteractiveLessonService({ repo, storage }),
    updates: createContentUpdateService({ db, clock }),
  };
}

/** The content calls of spec/calls.tsv: detail reads (guest-allowed), interactive lessons, staff updates. */
export function registerContentModule(api: FastifyInstance, services: ContentServices): void {
  registerContentRoutes(api, services);
  registerContentUpdateRoutes(api, services.updates);
}
