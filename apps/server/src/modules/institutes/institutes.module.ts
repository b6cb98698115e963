import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { NodeLookup } from '../catalogue/node-lookup.service.js';
import type { LicenceReader } from '../commerce/licence-reader.service.js';
import type { DirectoryService } from '../identity/directory.service.js';
import type { IdentityService } from '../identity/identity.service.js';
import { createInstituteDashboardService } from './dashboard.service.js';
import { registerInstituteAppRoutes } from './institute-app.routes.js';
import { createInstituteReader } from './institute-reader.js';
import { createInstitutesRepository } from './institutes.repository.js';
import { registerInstitutesRoutes } from './institutes.routes.js';
import { createInstitutesService } from './institutes.service.js';
import { createLearnerBatchReader } from './learner-batches.js';
import { createPeopleService } from './people.service.js';
import { createRosterService } from './roster.service.js';
import { createStaffScopes } from './staff-scope.js';

export type InstitutesServices = ReturnType<typeof createInstitutesServices>;

/**
 * People come from identity's directory, seats and packages from commerce's licence reader, and
 * board, class and subject names from the catalogue: the module's own repository reads only its tables.
 */
export function createInstitutesServices(deps: {
  db: Db;
  clock: () => number;
  identity: IdentityService;
  directory: DirectoryService;
  licences: LicenceReader;
  nodes: NodeLookup;
}) {
  const { db, clock, identity, directory, licences, nodes } = deps;
  const repo = createInstitutesRepository(db);
  const reader = createInstituteReader({ repo, nodes });
  const scopes = createStaffScopes({ repo, reader, identity, directory });
  const learnerBatches = createLearnerBatchReader({ reader, directory, licences, clock });
  return {
    institutes: createInstitutesService({
      repo,
      reader,
      nodes,
      licences,
      scopes,
      links: identity,
      learnerBatches,
      clock,
    }),
    people: createPeopleService({ repo, reader, directory, scopes, identity }),
    dashboard: createInstituteDashboardService({ reader, directory, nodes, links: identity, learnerBatches }),
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
