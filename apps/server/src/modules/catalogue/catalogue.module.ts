import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';

/** The catalogue calls of spec/calls.tsv. */
export function registerCatalogueModule(_api: FastifyInstance, _ctx: ModuleContext): void {}
