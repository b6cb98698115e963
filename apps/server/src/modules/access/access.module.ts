import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { ViewerSchools } from '../catalogue/catalogue.module.js';
import type { SubscriptionReader } from '../commerce/commerce.module.js';
import { defineModule } from '../module-map.js';
import { accessPersonalData } from './access.personal-data.js';
import { registerAccessRoutes } from './access.routes.js';
import { createAccessService } from './access.service.js';
import { ACCESS_DECISIONS_CACHE, createContentGate } from './content-gate.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import type { HomeworkOpen } from './homework-open-event.js';

export { assignIdFromWire } from './access.routes.js';
export { AccessDeniedError, type AccessRequest, type AccessService, type ManyOutcomes } from './access.service.js';
export { NOT_IN_SYLLABUS, type ContentAccess, type ContentGate } from './content-gate.js';
export { explanationIn } from './gate-words.js';
export type { HomeworkOpen } from './homework-open-event.js';

export type AccessServices = ReturnType<typeof createAccessServices>;

/** The access gate and its content-media wrapper: one of each per server, shared by every module that hands items out. */
export function createAccessServices(deps: {
  db: Db;
  clock: () => number;
  identity: ParentLinks;
  subscriptions: SubscriptionReader;
  viewerSchools: ViewerSchools;
  homeworkOpened?: (event: HomeworkOpen) => Promise<void>;
  versions: CacheVersions;
}) {
  const access = createAccessService(deps);
  return {
    access,
    contentGate: createContentGate({ access, clock: deps.clock, versions: deps.versions }),
    /** Rights were withdrawn or people moved school: no process uses the decisions it kept before. */
    rightsWithdrawn: () => deps.versions.bump(ACCESS_DECISIONS_CACHE),
  };
}

/** The access calls of spec/calls.tsv: POST /access/decide. */
export function registerAccessModule(api: FastifyInstance, services: AccessServices): void {
  registerAccessRoutes(api, services);
}

export const accessModule = defineModule({
  name: 'access',
  purpose: 'The access gate: whether a person may open an item, why not, and what would unlock it (spec 002 §4-§6).',
  needs: { identity: ['identity'], commerce: ['subscriptions'], catalogue: ['viewerSchools'] },
  offers: ['access', 'contentGate'],
  fills: [],
  publishes: ['access.homework-content-opened'],
  handles: ['commerce.rights-withdrawn', 'identity.memberships-changed', 'privacy.person-erased'],
  tables: ['content_accesses'],
  personalData: accessPersonalData,
  jobs: [],
  build({ platform, needs, events }) {
    const services = createAccessServices({
      db: platform.db,
      clock: platform.clock,
      identity: needs.identity.identity,
      subscriptions: needs.commerce.subscriptions,
      viewerSchools: needs.catalogue.viewerSchools,
      // The open is recorded on its own (no transaction spans it): the event goes with the database.
      homeworkOpened: (event) => events.publish(platform.db, 'access.homework-content-opened', event),
      versions: platform.cacheVersions,
    });
    // A bump is idempotent in effect: a repeat only drops kept decisions once more.
    events.on('commerce.rights-withdrawn', services.rightsWithdrawn);
    // A learner who left a school no longer opens its own content; a new link lets a parent act.
    events.on('identity.memberships-changed', services.rightsWithdrawn);
    events.on('privacy.person-erased', services.rightsWithdrawn);
    return { services, routes: (api) => registerAccessModule(api, services) };
  },
});
