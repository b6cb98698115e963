import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import { defineModule } from '../module-map.js';
import { createAccessLogRepository } from './access-log.repository.js';
import { registerAccessLogRoutes } from './access-log.routes.js';
import { createAccessLog, type AccessLog } from './access-log.service.js';
import { auditPersonalData } from './audit.personal-data.js';
import { createAuditPolicy } from './audit.policy.js';

export type { AccessLog, AccessRead } from './access-log.service.js';

/** The daily removal of entries past the retention; each run books the next. */
export const PRUNE_ACCESS_LOG_JOB = 'audit.prune-access-log';
const DAY_MS = 86_400_000;

export type AuditServices = { audit: AccessLog };

function schedulePruning(jobs: ModuleJobs, log: AccessLog, clock: () => number) {
  // Keyed by its day: servers starting together book one run, and a run may book the next while it is still running.
  const next = (at: number) =>
    jobs.enqueue(PRUNE_ACCESS_LOG_JOB, {}, { singletonKey: `day:${Math.floor(at / DAY_MS)}`, runAt: at });
  jobs.register(PRUNE_ACCESS_LOG_JOB, {
    timeoutMs: 5 * 60_000,
    handler: async () => {
      await log.prune();
      await next(clock() + DAY_MS);
    },
  });
  return () => next(clock()).then(() => undefined);
}

export const auditModule = defineModule({
  name: 'audit',
  purpose:
    'Who looked: an append-only log of every read by a school’s staff of a child’s personal records, which ' +
    'the child, their parent and the school’s admin read; entries are kept 400 days.',
  needs: { identity: ['identity', 'directory', 'accessLog'] },
  offers: ['audit'],
  fills: ['identity.accessLog:record'],
  publishes: [],
  handles: [],
  tables: ['access_log'],
  personalData: auditPersonalData,
  jobs: [PRUNE_ACCESS_LOG_JOB],
  build({ platform, needs, jobs }) {
    /** Who reads a school's access log (audit.policy.ts). */
    const policy = createAuditPolicy();
    const audit = createAccessLog({
      repo: createAccessLogRepository(platform.db),
      clock: platform.clock,
      links: needs.identity.identity,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      policy,
    });
    needs.identity.accessLog.provide('record', audit.record);
    const start = schedulePruning(jobs, audit, platform.clock);
    return { services: { audit }, policy, routes: (api) => registerAccessLogRoutes(api, audit), start };
  },
});
