import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';

/** The commerce calls of spec/calls.tsv. */
export function registerCommerceModule(_api: FastifyInstance, _ctx: ModuleContext): void {}
