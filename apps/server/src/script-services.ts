import Fastify from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import { composeServices, type Services } from './modules/composition-root.js';
import { createTokenService } from './platform/auth/tokens.js';

/**
 * The server's services without HTTP, for a script that writes before a server runs (the browser
 * journeys' seed, the benchmarks' data): the same composition root as the server's, the config's
 * secret, a log that says only warnings. The job queue is left stopped; stop it
 * (`services.jobs.stop()`) before the database is closed.
 */
export function composeScriptServices(config: AppConfig, db: Db, clock: () => number = Date.now): Services {
  const log = Fastify({ logger: { level: 'warn' } }).log;
  const tokens = createTokenService({
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    clock,
  });
  return composeServices({ db, config, clock, log, tokens });
}
