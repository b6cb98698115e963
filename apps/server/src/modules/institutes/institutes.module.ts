import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';
import { createInstituteDashboardService } from './dashboard.service.js';
import { registerInstituteAppRoutes } from './institute-app.routes.js';
import { createInstitutesRepository } from './institutes.repository.js';
import { registerInstitutesRoutes } from './institutes.routes.js';
import { createInstitutesService } from './institutes.service.js';
import { createLearnerBatchReader } from './learner-batches.js';
import { createPeopleService } from './people.service.js';
import { createRosterService } from './roster.service.js';
import { createStaffScopes } from './staff-scope.js';

/**
 * The institutes calls of spec/calls.tsv, and the routes of the institute screens (dashboard, select,
 * roster import). The text/csv body parser is registered in this module's own scope.
 */
export function registerInstitutesModule(api: FastifyInstance, ctx: ModuleContext): void {
  const repo = createInstitutesRepository(ctx.db);
  const links = ctx.identity;
  const scopes = createStaffScopes({ repo, identity: ctx.identity });
  const learnerBatches = createLearnerBatchReader({ repo, clock: ctx.clock });
  const institutes = createInstitutesService({ repo, scopes, links, learnerBatches, clock: ctx.clock });
  const people = createPeopleService({ repo, scopes, identity: ctx.identity });
  const dashboard = createInstituteDashboardService({ repo, links, learnerBatches });
  const roster = createRosterService({ db: ctx.db, identity: ctx.identity, clock: ctx.clock });
  registerInstitutesRoutes(api, { institutes, people });
  void api.register(async (scope) => {
    registerInstituteAppRoutes(scope, { dashboard, roster });
  });
}
