import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';

/** The content calls of spec/calls.tsv. */
export function registerContentModule(_api: FastifyInstance, _ctx: ModuleContext): void {}
