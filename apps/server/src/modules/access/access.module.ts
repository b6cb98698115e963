import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';

/** The access calls of spec/calls.tsv. */
export function registerAccessModule(_api: FastifyInstance, _ctx: ModuleContext): void {}
