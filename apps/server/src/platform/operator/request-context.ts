import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JobQueue } from '../jobs/job-queue.js';

/** The logger of the request being served (its lines carry the request id); none in a job or a CLI. */
const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/** Carries each request's logger to what the request calls, so the job queue can say which request queued a job. */
export function keepRequestLoggers(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => requestLogs.run(request.log, done));
}

/**
 * The queue, saying in the log of the request that queued a job which job it was (at debug level:
 * an answer save queues its reactions, and a line each at info would be most of the log). A job's
 * own lines name the job's id, so a request's id leads to its jobs' lines.
 */
export function linkJobsToRequests(queue: JobQueue): JobQueue {
  return {
    ...queue,
    async enqueue(name, payload, options) {
      const id = await queue.enqueue(name, payload, options);
      if (id !== null) requestLogs.getStore()?.debug({ job: name, job_id: id }, 'job queued');
      return id;
    },
  };
}
