import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { ViewerSchools } from '../catalogue/viewer-schools.js';
import type { SubscriptionReader } from '../commerce/commerce.module.js';
import { registerAccessRoutes } from './access.routes.js';

export { assignIdFromWire } from './access.routes.js';
import { createAccessService } from './access.service.js';
import { createContentGate } from './content-gate.js';
import { createHomeworkOpenListeners } from './homework-open-listeners.js';

export { AccessDeniedError, type AccessRequest, type AccessService, type ManyOutcomes } from './access.service.js';
export { NOT_IN_SYLLABUS, type ContentAccess, type ContentGate } from './content-gate.js';
export type { HomeworkOpen } from './homework-open-listeners.js';

export type AccessServices = ReturnType<typeof createAccessServices>;

/** The access gate and its content-media wrapper: one of each per server, shared by every module that hands items out. */
export function createAccessServices(deps: {
  db: Db;
  clock: () => number;
  identity: ParentLinks;
  subscriptions: SubscriptionReader;
  viewerSchools: ViewerSchools;
}) {
  const homeworkOpens = createHomeworkOpenListeners();
  const access = createAccessService({ ...deps, homeworkOpens });
  return {
    access,
    contentGate: createContentGate({ access, clock: deps.clock }),
    /** The learn-lists module is built after this one; the composition root connects it here. */
    connectHomework: homeworkOpens.connect,
  };
}

/** The access calls of spec/calls.tsv: POST /access/decide. */
export function registerAccessModule(api: FastifyInstance, services: AccessServices): void {
  registerAccessRoutes(api, services);
}
