import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';

/** The media calls of spec/calls.tsv. */
export function registerMediaModule(_api: FastifyInstance, _ctx: ModuleContext): void {}
