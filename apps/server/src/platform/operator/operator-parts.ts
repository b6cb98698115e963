import type { ReplicaReads } from '../../db/replica-reads.js';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { registerOperatorRoutes } from './operator.routes.js';
import { createReadiness } from './readiness.js';
import { answerRequestIds } from './request-ids.js';
import { measureRequests } from './request-metrics.js';
import { createServerMetrics, type MetricSources } from './server-metrics.js';

/** What the operator's view reads of the composed server (modules are composed after it is made). */
export interface OperatedParts {
  jobs: Pick<JobQueue, 'backlog' | 'running'>;
  openStreams: MetricSources['openStreams'];
  outboxReceipts: MetricSources['outboxReceipts'];
}

const NO_RECEIPTS = { acknowledged: 0, refused: 0, failed: 0 };

/**
 * The operator's view of one server process, made before any route so its hooks see every request:
 * request ids on every answer and in the log line of each job a request queues, the metrics (only with a METRICS_TOKEN: without one nothing is
 * measured), and the live, ready and metrics routes. The parts it reads are composed after it, so
 * it reads them through `parts()`.
 */
export function operatorParts(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  parts: () => OperatedParts | null,
  replica: ReplicaReads | null = null,
) {
  answerRequestIds(app);
  const token = config.metricsToken ?? null;
  const metrics = token
    ? createServerMetrics({
        engine: database.engine,
        pool: database.pool,
        jobBacklog: async () => (await parts()?.jobs.backlog()) ?? { waiting: 0, oldestWaitSeconds: 0 },
        openStreams: () => parts()?.openStreams() ?? 0,
        outboxReceipts: () => parts()?.outboxReceipts() ?? NO_RECEIPTS,
        ...(replica ? { replica } : {}),
      })
    : null;
  if (metrics) measureRequests(app, metrics);
  const readiness = createReadiness({
    db: database.db,
    jobs: { running: () => parts()?.jobs.running() ?? false },
  });
  return {
    routes: (api: FastifyInstance) =>
      registerOperatorRoutes(api, {
        engine: database.engine,
        readiness,
        metrics: metrics && token ? { metrics, token } : null,
      }),
  };
}
