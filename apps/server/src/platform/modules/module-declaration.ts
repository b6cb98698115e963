import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DiskState } from '../errors/disk-state.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { TokenService } from '../auth/tokens.js';
import type { HandlerOptions } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Notifier } from '../notify/notifier.js';
import type { Storage } from '../storage/storage.js';
import type { CacheVersions } from '../cache/cache-versions.js';
import type { AnyPolicy } from '../auth/policy.js';
import type { ExtensionPoint } from './extension-point.js';
import type { TablePrivacy } from '../privacy/personal-data.js';
import type { SchoolExportSource } from '../exports/school-export-source.js';

/** What every module is built with: the platform's parts, one of each per server. */
export interface PlatformParts {
  db: Db;
  /**
   * For reads that tolerate a second of lag (reports, dashboards, the catalogue): a streaming
   * replica's while it is within its bound and holds the reader's own writes, else the primary's
   * (db/replica-reads.ts). Never for a write, nor for a read that decides one.
   */
  lagTolerantDb: Db;
  config: AppConfig;
  /** Milliseconds since the epoch; tests move time. */
  clock: () => number;
  log: FastifyBaseLogger;
  tokens: TokenService;
  /** Where codes and invitations go (the adapters the config names, or a test's). */
  notifier: Notifier;
  storage: Storage;
  /** Versions of the caches every server process must agree on (a bump reaches them all). */
  cacheVersions: CacheVersions;
  /** Batches of durable writes that may be written at once: 1 on SQLite (one writer), more on PostgreSQL. */
  concurrentWrites: number;
  /** Whether writes found the disk full lately (the health check says so). */
  disk: DiskState;
}

/** The job queue as one module sees it: it registers only the jobs its declaration names. */
export type ModuleJobs = Pick<JobQueue, 'register' | 'enqueue' | 'nudge'>;

/** The event bus as one module sees it: it publishes and handles only what its declaration names. */
export interface ModuleEvents<Events extends object> {
  publish<K extends keyof Events & string>(within: Db, name: K, payload: Events[K]): Promise<void>;
  on<K extends keyof Events & string>(
    name: K,
    handler: (payload: Events[K]) => Promise<void>,
    options?: HandlerOptions,
  ): void;
}

export interface BuildContext<Needs, Events extends object> {
  platform: PlatformParts;
  /** The services this module declared it needs, and nothing else of other modules. */
  needs: Needs;
  jobs: ModuleJobs;
  events: ModuleEvents<Events>;
  /** An extension point of this module ("<module>.<name>"), filled by modules that depend on it. */
  extensionPoint<T extends object>(name: string, keys: readonly (keyof T & string)[]): ExtensionPoint<T>;
  /**
   * Every module's part of a school's export, by module name, in build order; read when an export
   * is built, never while modules are being built (modules built later are in it then).
   */
  schoolExports(): readonly { module: string; source: SchoolExportSource }[];
}

/** A built module: its services, and what the server does with it. */
export interface BuiltModule<Services> {
  services: Services;
  /** Mounts the module's calls under /api. */
  routes?: (api: FastifyInstance) => void;
  /**
   * Who may do what to the module's records (platform/auth/policy.ts): its services ask it, and the
   * authorisation matrix reads it. A module whose records are all of the caller's own has none.
   */
  policy?: AnyPolicy;
  /** After every module is built and the job queue has started. */
  start?: () => Promise<void>;
  /** Before the server closes (in reverse order of start). */
  stop?: () => Promise<void>;
  /**
   * What a school takes of this module's records when it leaves (a school's export): the module
   * writes its own tables, through its own repositories, into its folder of the zip.
   */
  schoolExport?: SchoolExportSource;
}

export type TableName = keyof Database & string;

/**
 * One module, declared in one place: what a newcomer reads to know what it needs, offers,
 * publishes, handles and owns. The composition root builds modules from these, in the order their
 * needs give, and refuses to start on a cycle, a missing need, an empty extension point or a
 * declaration that does not match what the module does.
 */
export interface ModuleDeclaration<Name extends string, NeedsSpec, Needs, Services, Events extends object> {
  name: Name;
  /** One sentence: what the module is for. */
  purpose: string;
  /** The services of other modules it is built with: `{ identity: ['directory'] }`. */
  needs: NeedsSpec;
  /** The services other modules may need (the rest are its own routes' and tests'). */
  offers: readonly (keyof Services & string)[];
  /** Extension points of other modules it fills: "module.point:key". */
  fills: readonly string[];
  /** Events it publishes (inside its writers' transactions). */
  publishes: readonly (keyof Events & string)[];
  /** Events of other modules it reacts to, each as an idempotent job. */
  handles: readonly (keyof Events & string)[];
  /** Tables only its repositories read and write. */
  tables: readonly TableName[];
  /**
   * For each of its tables, the people its rows name and what it keeps of them, why, on what basis,
   * how long, and what erasing a person does (platform/privacy/personal-data.ts; checked against the
   * schema by the registry check).
   */
  personalData?: Readonly<Partial<Record<TableName, TablePrivacy>>>;
  /** Jobs it registers on the queue (its event handlers' jobs are named by the bus). */
  jobs: readonly string[];
  build(context: BuildContext<Needs, Events>): BuiltModule<Services>;
}
