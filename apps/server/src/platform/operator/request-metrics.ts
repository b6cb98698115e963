import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from './server-metrics.js';

/** What a request the router matched to no route is counted under (its URL would make a series per URL). */
export const UNMATCHED_ROUTE = 'unmatched';

/** `/metrics`, the path Prometheus scrapes by default, is the metrics call of the call table. */
export function rewriteMetricsPath(url: string | undefined): string {
  if (url === '/metrics' || url?.startsWith('/metrics?')) return `/api/platform/metrics${url.slice('/metrics'.length)}`;
  return url ?? '/';
}

/** Counts every answered request once it is sent: its route's pattern, method, status and time. */
export function measureRequests(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.record({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
}
