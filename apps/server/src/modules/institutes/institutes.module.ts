import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { IdentityService } from '../identity/identity.service.js';
import { createInstituteDashboardService } from './dashboard.service.js';
import { registerInstituteAppRoutes } from './institute-app.routes.js';
import { createInstitutesRepository } from './institutes.repository.js';
import { registerInstitutesRoutes } from './institutes.routes.js';
import { createInstitutesService } from './institutes.service.js';
import { createLearnerBatchReader } from './learner-batches.js';
import { createPeopleService } from './people.service.js';
import { createRosterService } from './roster.service.js';
import { createStaffScopes } from './staff-scope.js';

export type InstitutesServices = ReturnType<typeof createInstitutesServices>;

export function createInstitutesServices(deps: { db: Db; clock: () => number; identity: IdentityService }) {
  const { db, clock, identity } = deps;
  const repo = createInstitutesRepository(db);
  const scopes = createStaffScopes({ repo, identity });
  const learnerBatches = createLearnerBatchReader({ repo, clock });
  return {
    institutes: createInstitutesService({ repo, scopes, links: identity, learnerBatches, clock }),
    people: createPeopleService({ repo, scopes, identity }),
    dashboard: createInstituteDashboardService({ repo, links: identity, learnerBatches }),
    roster: createRosterService({ db, identity, clock }),
  };
}

/**
 * The institutes calls of spec/calls.tsv, and the routes of the institute screens (dashboard, select,
 * roster import). The text/csv body parser is registered in this module's own scope.
 */
export function registerInstitutesModule(api: FastifyInstance, services: InstitutesServices): void {
  registerInstitutesRoutes(api, services);
  void api.register(async (scope) => {
    registerInstituteAppRoutes(scope, services);
  });
}
