import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig, TrustProxy } from './config.js';
import { createDatabase, type DatabaseHandle } from './db/database.js';
import { createReplicaReads, type ReplicaReads } from './db/replica-reads.js';
import { checkoutOriginsFor } from './modules/commerce/commerce.module.js';
import {
  composeServices,
  registerModuleRoutes,
  startModules,
  stopModules,
  type Services,
} from './modules/composition-root.js';
import { installGuards } from './platform/auth/guards.js';
import { installReadAfter } from './platform/http/read-after.js';
import { installRequestScope } from './platform/http/request-scope.js';
import { createTokenService } from './platform/auth/tokens.js';
import { AppError } from './platform/errors/app-error.js';
import { clientErrorHandler } from './platform/http/client-errors.js';
import { createDiskState } from './platform/errors/disk-state.js';
import { safeLogStream } from './platform/logging/safe-log-stream.js';
import { frameworkErrors, installErrorHandler } from './platform/errors/error-handler.js';
import { openApiRoute, registerOpenApi } from './platform/http/openapi.js';
import { refuseNulText } from './platform/http/nul-text.js';
import { requestLogSerializer } from './platform/http/log-redaction.js';
import { installResponseCompression } from './platform/http/response-compression.js';
import { mediaOriginsFor, mergeOrigins, registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerStaticWeb } from './platform/http/static-web.js';
import { createSecurityEvents } from './platform/security/security-events.repository.js';
import { validatorCompiler } from './platform/http/validator-compiler.js';
import { serializerCompiler } from './platform/http/serializer-compiler.js';
import type { Notifier } from './platform/notify/notifier.js';
import { operatorParts } from './platform/operator/operator-parts.js';
import { AnsweredRequestLog, requestIdOf } from './platform/operator/request-ids.js';
import { rewriteMetricsPath } from './platform/operator/request-metrics.js';

export interface BuildOptions {
  /** A database already created (and migrated) by the caller; otherwise one is made from config. Closed with the app. */
  database?: DatabaseHandle;
  /** Milliseconds since the epoch; tests move time. */
  clock?: () => number;
  /** Where codes and invitations go; by default the adapters the config names. */
  notifier?: Notifier;
  /** Where the log is written; stdout by default (tests read it to check what is never logged). */
  logStream?: NodeJS.WritableStream;
}

/**
 * The whole server as a Fastify instance. It never listens: main.ts does, and tests use inject.
 * The database is expected to be migrated (main.ts and the test helper do it).
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  return (await buildAppWithServices(config, options)).app;
}

/**
 * Lag-tolerant reads on the replica the config names (PostgreSQL only). Their moments are the real
 * clock's, never a test's moved clock: they are compared with the replica's and other processes'.
 */
function replicaReadsFor(
  config: AppConfig,
  database: DatabaseHandle,
  warn: (message: string, err?: unknown) => void,
): ReplicaReads | null {
  if (!config.replica || !database.pool) return null;
  return createReplicaReads({
    primary: database.pool,
    replicaUrl: config.replica.url,
    maxLagMs: config.replica.maxLagMs,
    clock: Date.now,
    warn,
  });
}

/** TRUST_PROXY as Fastify takes it: a hop count as proxy-addr reads one (its types take only a function for it). */
function trustedProxies(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The server and the services it was composed from (tests and jobs call services directly). */
export async function buildAppWithServices(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; services: Services }> {
  const clock = options.clock ?? Date.now;
  const database = options.database ?? createDatabase(config);
  const { db } = database;
  const replicaReads = replicaReadsFor(config, database, (message, err) => app.log.warn({ err }, message));

  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogSerializer },
      // A log that cannot be written (a full disk) loses lines, never the process.
      stream: options.logStream ?? safeLogStream(),
    },
    trustProxy: trustedProxies(config.trustProxy),
    // Bodies of this API are small JSON; uploads will get their own limit on their own routes.
    bodyLimit: 1024 * 1024,
    // Bad percent-escapes and over-long path parameters: the envelope's 400, not Fastify's own answer.
    frameworkErrors,
    clientErrorHandler,
    // Each log line of a request carries its id (reqId): a load balancer's, or one made here.
    genReqId: requestIdOf,
    // One line a request, written when it is answered (request-ids.ts).
    logController: new AnsweredRequestLog(),
    rewriteUrl: (request) => rewriteMetricsPath(request.url),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let services: Services | null = null;
  // Before every other hook: the request being served, for what the services read of it (platform/http/request-scope.ts).
  installRequestScope(app);
  // Before any route: the request id on every answer, and (with a metrics token) every request measured.
  const operator = operatorParts(
    app,
    config,
    database,
    () =>
      services
        ? {
            jobs: services.jobs,
            openStreams: services.notifications.streams.openCount,
            outboxReceipts: services.sync.sync.receipts,
          }
        : null,
    replicaReads,
  );
  // Modules stop first (open notification streams end: the server cannot close while a response is still open).
  app.addHook('preClose', async () => {
    if (services) await stopModules(services);
  });
  // Running jobs stop before the database closes under them.
  app.addHook('onClose', async () => {
    await services?.jobs.stop();
    await replicaReads?.stop();
    await db.destroy();
  });

  const tokens = createTokenService({
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    clock,
  });
  const disk = createDiskState(clock);
  installErrorHandler(app, disk, createSecurityEvents({ db, clock }));
  refuseNulText(app);
  // The guard asks identity whether a token's account still exists; identity is composed below.
  installGuards(app, tokens, {
    accountFacts: (uuid) => services!.identity.identity.accountFacts(uuid),
    keptAccountFacts: (uuid) => services!.identity.identity.keptAccountFacts(uuid),
  });
  if (replicaReads && config.replica) installReadAfter(app, { maxLagMs: config.replica.maxLagMs, clock: Date.now });
  await registerSecurityHeaders(app, mergeOrigins(checkoutOriginsFor(config), mediaOriginsFor(config.mediaBaseUrl)));
  installResponseCompression(app);
  // Only routes that ask for it (sign-in) are limited per address; per-account limits live in the database.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', { reason: 'signIn.tooManyAttempts' }),
  });
  await registerOpenApi(app);

  const composed = composeServices({
    db,
    lagTolerantDb: replicaReads?.db ?? db,
    config,
    clock,
    log: app.log,
    tokens,
    disk,
    notifier: options.notifier,
  });
  services = composed;
  await app.register(
    async (api) => {
      openApiRoute(api);
      operator.routes(api);
      registerModuleRoutes(api, composed);
    },
    { prefix: '/api' },
  );

  await registerStaticWeb(app, config.webDist);
  // Every handler is registered by now (modules register theirs while they are composed).
  await composed.jobs.start();
  replicaReads?.start();
  await startModules(composed);
  return { app, services: composed };
}
