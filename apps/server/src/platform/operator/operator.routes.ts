import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorEnvelope } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../db/dialect.js';
import { AppError, machineRefusal } from '../errors/app-error.js';
import { route } from '../http/call-route.js';
import { ok } from '../http/envelope.js';
import type { createReadiness } from './readiness.js';
import type { ServerMetrics } from './server-metrics.js';

export interface OperatorRouteDeps {
  engine: Engine;
  readiness: ReturnType<typeof createReadiness>;
  /** null when no METRICS_TOKEN is set (production's default): /metrics is then not served (404). */
  metrics: { metrics: ServerMetrics; token: string } | null;
}

/** A load balancer probes again within seconds; a client told 503 waits this long. */
const RETRY_AFTER_SECONDS = '5';

/** Compared as hashes, in constant time: the answer's timing tells nothing of the token. */
function tokenMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!sent) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * What an operator and a load balancer ask a server process: is it alive, should it be sent requests,
 * and its metrics. Probes are called every few seconds by machines: their calls are logged only at
 * warn level and above, so they never fill the log.
 */
export function registerOperatorRoutes(api: FastifyInstance, { engine, readiness, metrics }: OperatorRouteDeps): void {
  route(
    api,
    'GET /platform/live',
    { tags: ['platform'], summary: 'Liveness: the process answers (nothing else is checked)', logLevel: 'warn' },
    async () => ok({ status: 'live' as const }),
  );

  route(
    api,
    'GET /platform/ready',
    {
      tags: ['platform'],
      summary: 'Readiness: the database answers within a second, its migrations are run, the job queue runs',
      description:
        'Answers 503 with the reason and Retry-After otherwise; a load balancer sends this process nothing then.',
      logLevel: 'warn',
    },
    async () => {
      const state = await readiness.check();
      if (!state.ready) {
        throw machineRefusal('SERVICE_UNAVAILABLE', `Not ready: ${state.reason}.`, {
          headers: { 'retry-after': RETRY_AFTER_SECONDS },
        });
      }
      return ok({ status: 'ready' as const, database: engine, database_ms: state.databaseMs });
    },
  );

  route(
    api,
    'GET /platform/metrics',
    {
      tags: ['platform'],
      summary: 'Prometheus metrics of this process (also served at /metrics); the METRICS_TOKEN as the bearer token',
      description:
        'Not served (404) when the server has no METRICS_TOKEN (production unless set); 401 without the token. ' +
        'Requests by route pattern, method and status class, 5xx answers, the database pool, the job queue, ' +
        'open notification streams, outbox entries, and Node process metrics.',
      produces: ['text/plain'],
      response: {
        200: { description: 'text/plain; version=0.0.4, the Prometheus text format' },
        '4xx': ErrorEnvelope,
        '5xx': ErrorEnvelope,
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (!metrics) throw new AppError('NOT_FOUND');
      if (!tokenMatches(request.headers.authorization, metrics.token)) throw new AppError('UNAUTHENTICATED');
      return reply.type(metrics.metrics.contentType).send(await metrics.metrics.text());
    },
  );
}
