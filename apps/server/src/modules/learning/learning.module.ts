import type { FastifyInstance } from 'fastify';
import { createActingUserResolver } from '../../platform/auth/access.js';
import type { ModuleContext } from '../../platform/module-context.js';
import { registerBookmarkReadRoutes } from './bookmark-reads.routes.js';
import { createBookmarksRepository } from './bookmarks.repository.js';
import { registerBookmarkWriteRoutes } from './bookmarks.routes.js';
import { createBookmarksService } from './bookmarks.service.js';
import { createProgressRepository } from './progress.repository.js';
import { registerProgressRoutes } from './progress.routes.js';
import { createProgressService } from './progress.service.js';

/** The learning calls of spec/calls.tsv: progress and bookmarks, for the caller or a parent's linked child. */
export function registerLearningModule(api: FastifyInstance, ctx: ModuleContext): void {
  const actingUser = createActingUserResolver(ctx.identity);
  const progress = createProgressService({ repo: createProgressRepository(ctx.db), clock: ctx.clock });
  const bookmarks = createBookmarksService({ repo: createBookmarksRepository(ctx.db), clock: ctx.clock });
  registerProgressRoutes(api, { progress, actingUser });
  registerBookmarkWriteRoutes(api, { bookmarks, actingUser });
  registerBookmarkReadRoutes(api, { bookmarks, actingUser });
}
