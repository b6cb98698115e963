import type { RegistryModule } from './registry-page.js';

/** The platform layer's one table, the job queue's, in the registry beside the modules'. */
export const jobQueueRegistry: RegistryModule = {
  name: 'job queue (platform layer)',
  purpose: 'Work the server does after answering: notifications to send, reports to build.',
  tables: ['jobs'],
  personalData: {
    jobs: {
      none:
        'a job’s payload names people only by their uuid while it waits or runs; completed jobs are removed ' +
        'after 7 days and failed ones after 30 (platform/jobs/local-job-queue.ts)',
      notPeople: { name: 'the kind of job' },
    },
  },
};
