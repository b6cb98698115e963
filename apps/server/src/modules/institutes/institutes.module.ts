import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { CatalogueServices } from '../catalogue/catalogue.module.js';
import type { CommerceServices } from '../commerce/commerce.module.js';
import type { IdentityServices } from '../identity/identity.module.js';
import { createInstituteDashboardService } from './dashboard.service.js';
import { registerInstituteAppRoutes } from './institute-app.routes.js';
import { createInstitutesRepository } from './institutes.repository.js';
import { registerInstitutesRoutes } from './institutes.routes.js';
import { createInstitutesService } from './institutes.service.js';
import { createLearnerBatchReader } from './learner-batches.js';
import { createPeopleService } from './people.service.js';
import { createRosterService } from './roster.service.js';
import { createSchoolDirectory } from './school-directory.service.js';
import { registerSchoolSettingsRoutes } from './school-settings.routes.js';
import { createStaffScopes } from './staff-scope.js';

export type InstitutesServices = ReturnType<typeof createInstitutesServices>;

export function createInstitutesServices(deps: {
  db: Db;
  clock: () => number;
  identity: IdentityServices;
  catalogue: Pick<CatalogueServices, 'names'>;
  commerce: Pick<CommerceServices, 'licences'>;
}) {
  const { db, clock } = deps;
  const identity = deps.identity.identity;
  const repo = createInstitutesRepository(db);
  const scopes = createStaffScopes({ repo, identity });
  const learnerBatches = createLearnerBatchReader({ repo, clock });
  const directory = createSchoolDirectory({
    db,
    syllabusNames: deps.catalogue.names.namesOf,
    primarySchoolId: identity.primarySchoolId,
  });
  return {
    institutes: createInstitutesService({ repo, scopes, links: identity, learnerBatches, clock }),
    people: createPeopleService({ repo, scopes, identity }),
    dashboard: createInstituteDashboardService({ repo, links: identity, learnerBatches }),
    directory,
    roster: createRosterService({
      db,
      identity: deps.identity,
      licences: deps.commerce.licences,
      nodes: deps.catalogue.names.nodes,
      schools: directory,
      clock,
    }),
  };
}

/**
 * The institutes calls of spec/calls.tsv, and the routes of the institute screens (dashboard, select,
 * roster import, the school's settings). The text/csv body parser is registered in this module's own scope.
 */
export function registerInstitutesModule(api: FastifyInstance, services: InstitutesServices): void {
  registerInstitutesRoutes(api, services);
  registerSchoolSettingsRoutes(api, services);
  void api.register(async (scope) => {
    registerInstituteAppRoutes(scope, services);
  });
}
