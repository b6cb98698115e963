import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';
import { registerAccessRoutes } from './access.routes.js';
import { createAccessService } from './access.service.js';

export { AccessDeniedError, createAccessService, type AccessRequest, type AccessService } from './access.service.js';
export { FREE_CONTENT_LIMIT } from './access-facts.js';
export { createContentGate, type ContentGate, type ContentVerdict } from './content-gate.js';

/** The access calls of spec/calls.tsv: POST /access/decide. */
export function registerAccessModule(api: FastifyInstance, ctx: ModuleContext): void {
  const access = createAccessService({ db: ctx.db, clock: ctx.clock, identity: ctx.identity });
  registerAccessRoutes(api, { access });
}
