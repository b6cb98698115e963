import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { concurrentWritersFor, isPostgresUrl, withDefaultUser } from '../db/dialect.js';
import {
  createCacheVersions,
  parseVersionBump,
  type CacheVersions,
  type VersionBump,
} from '../platform/cache/cache-versions.js';
import { createInProcessChannel, createPostgresChannel } from '../platform/signals/signal-channel.js';
import type { TokenService } from '../platform/auth/tokens.js';
import { createEventBus, type EventBus } from '../platform/events/event-bus.js';
import { createJobQueue } from '../platform/jobs/job-queue.factory.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { composeModules, type ComposedModules } from '../platform/modules/compose-modules.js';
import type { PlatformParts } from '../platform/modules/module-declaration.js';
import { createDiskState, type DiskState } from '../platform/errors/disk-state.js';
import { createNotifier } from '../platform/notify/notify.factory.js';
import type { Notifier } from '../platform/notify/notifier.js';
import { createStorage } from '../platform/storage/storage.factory.js';
import type { DomainEvents } from './domain-events.js';
import type { ModuleServicesMap } from './module-map.js';
import { MODULES } from './modules.js';

export interface CompositionInput {
  db: Db;
  /** For reads that tolerate lag: a replica's when one is configured (db/replica-reads.ts), else db. */
  lagTolerantDb?: Db;
  config: AppConfig;
  /** Milliseconds since the epoch; tests move time. */
  clock: () => number;
  log: FastifyBaseLogger;
  tokens: TokenService;
  /** Where codes and invitations go; by default the adapters the config names (tests pass their own). */
  notifier?: Notifier;
  /** Whether writes found the disk full (the app's error handler tells it); a script's own by default. */
  disk?: DiskState;
}

/** Every module's services by name, and the platform's clock, queue, bus and notifier they share. */
export type Services = ModuleServicesMap & {
  /** The clock every module was built with (the seed's moment by default). */
  clock: () => number;
  jobs: JobQueue;
  cacheVersions: CacheVersions;
  events: EventBus<DomainEvents>;
  notifier: Notifier;
  /** The modules as built, in build order: their routes, start and stop. */
  modules: ComposedModules['built'];
};

/**
 * The one place where the platform's parts are made and the modules built from their declarations
 * (modules.ts lists them; each module's file declares what it needs, offers, publishes and owns).
 * A CLI, a job or a test can call this without booting HTTP.
 */
export function composeServices(input: CompositionInput): Services {
  const { db, config, clock, log, tokens } = input;
  // One queue per server: modules register their jobs and event handlers while they are built; the app starts it.
  const jobs = createJobQueue({ db, databaseUrl: config.databaseUrl, clock, log });
  const events = createEventBus<DomainEvents>(jobs);
  const notifier =
    input.notifier ?? createNotifier({ mode: config.mode, notify: config.notify, log, dataDir: config.dataDir });
  const cacheVersions = createCacheVersions(
    isPostgresUrl(config.databaseUrl)
      ? createPostgresChannel<VersionBump>({
          connectionString: withDefaultUser(config.databaseUrl),
          // A channel is the database's: test files, each with a database of its own, never hear each other.
          channel: 'esc_cache',
          log,
          what: 'cache-versions',
          parse: parseVersionBump,
        })
      : createInProcessChannel<VersionBump>(log, 'cache versions'),
  );
  const platform: PlatformParts = {
    db,
    lagTolerantDb: input.lagTolerantDb ?? db,
    config,
    clock,
    log,
    tokens,
    notifier,
    storage: createStorage(config),
    cacheVersions,
    concurrentWrites: concurrentWritersFor(config.databaseUrl),
    disk: input.disk ?? createDiskState(clock),
  };
  const composed = composeModules(MODULES, { platform, jobs, bus: events as EventBus<object> });
  return {
    ...(composed.services as unknown as ModuleServicesMap),
    clock,
    jobs,
    cacheVersions,
    events,
    notifier,
    modules: composed.built,
  };
}

/** Every module's routes, mounted under /api. */
export function registerModuleRoutes(api: FastifyInstance, services: Services): void {
  for (const { module } of services.modules) module.routes?.(api);
}

/** After the job queue has started: the cache versions' channel, then each module's start, in build order. */
export async function startModules(services: Services): Promise<void> {
  await services.cacheVersions.start();
  for (const { module } of services.modules) await module.start?.();
}

/** Before the server closes: each module's stop, in reverse build order, then the channel. */
export async function stopModules(services: Services): Promise<void> {
  for (const { module } of [...services.modules].reverse()) await module.stop?.();
  await services.cacheVersions.stop();
}
