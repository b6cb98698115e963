import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';

/** The institutes calls of spec/calls.tsv. */
export function registerInstitutesModule(_api: FastifyInstance, _ctx: ModuleContext): void {}
