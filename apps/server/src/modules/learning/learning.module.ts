import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createActingUserResolver, type ParentLinks } from '../../platform/auth/access.js';
import { registerBookmarkReadRoutes } from './bookmark-reads.routes.js';
import { createBookmarksRepository } from './bookmarks.repository.js';
import { registerBookmarkWriteRoutes } from './bookmarks.routes.js';
import { createBookmarksService } from './bookmarks.service.js';
import { createProgressRepository } from './progress.repository.js';
import { registerProgressRoutes } from './progress.routes.js';
import { createProgressService } from './progress.service.js';

export type LearningServices = ReturnType<typeof createLearningServices>;

export function createLearningServices(deps: { db: Db; clock: () => number; identity: ParentLinks }) {
  const { db, clock, identity } = deps;
  return {
    actingUser: createActingUserResolver(identity),
    progress: createProgressService({ repo: createProgressRepository(db), clock }),
    bookmarks: createBookmarksService({ repo: createBookmarksRepository(db), clock }),
  };
}

/** The learning calls of spec/calls.tsv: progress and bookmarks, for the caller or a parent's linked child. */
export function registerLearningModule(api: FastifyInstance, services: LearningServices): void {
  registerProgressRoutes(api, services);
  registerBookmarkWriteRoutes(api, services);
  registerBookmarkReadRoutes(api, services);
}
