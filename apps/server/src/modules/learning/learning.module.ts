import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';

/** The learning calls of spec/calls.tsv. */
export function registerLearningModule(_api: FastifyInstance, _ctx: ModuleContext): void {}
