import type { FastifyBaseLogger } from 'fastify';
import { requestScoped } from '../http/request-scope.js';
import type { JobQueue } from '../jobs/job-queue.js';

/** The logger of the request being served (its lines carry the request id); none in a job or a CLI. */
const requestLogs = requestScoped<FastifyBaseLogger | null>(
  (request) => request.log,
  () => null,
);

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
      if (id !== null) requestLogs.current()?.debug({ job: name, job_id: id }, 'job queued');
      return id;
    },
  };
}
