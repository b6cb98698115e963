import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { IdentityService } from '../modules/identity/identity.service.js';

/**
 * What every module is built from. Modules make their own repositories and services from it; a
 * module may call another module's service (made with that module's factory), never its repository.
 */
export interface ModuleContext {
  db: Db;
  config: AppConfig;
  /** Milliseconds since the epoch; tests move time. */
  clock: () => number;
  log: FastifyBaseLogger;
  identity: IdentityService;
}
