import type { Db } from '../../db/database.js';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.js';

/**
 * What one module does because another changed travels as a typed event. The writer publishes it
 * inside its own transaction: each module that handles the event gets a job in the same commit, so
 * the reaction happens exactly when the change does (never for a change rolled back, never lost
 * after a commit). Handlers run as jobs, after the writer has answered: they must be idempotent,
 * since a job may run again after a crash or a retry. Every event carries an id that names the change
 * for good, so a handler can tell a repeat.
 */
export interface EventBus<Events extends object> {
  /**
   * Queues the event for every module that handles it, in `within` (the writer's transaction, or the
   * database for a writer with none). Without handlers it does nothing.
   */
  publish<K extends keyof Events & string>(within: Db, name: K, payload: Events[K]): Promise<void>;
  /** The handler of one module for one event, run as the job `event.<name>.<module>`. */
  on<K extends keyof Events & string>(
    name: K,
    module: string,
    handler: (payload: Events[K]) => Promise<void>,
    options?: HandlerOptions,
  ): void;
  /** The modules that handle an event (start-up checks and tests). */
  handlersOf(name: keyof Events & string): string[];
}

export interface HandlerOptions {
  /** Milliseconds one run may take (default 60 s). */
  timeoutMs?: number;
  /** Runs of this handler at once in one process (default 4: most handlers are a few queries). */
  concurrency?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export const eventJobName = (event: string, module: string) => `event.${event}.${module}`;

export function createEventBus<Events extends object>(jobs: JobQueue): EventBus<Events> {
  const handlers = new Map<string, string[]>();
  return {
    async publish(within, name, payload) {
      const modules = handlers.get(name) ?? [];
      for (const module of modules) {
        await jobs.enqueue(eventJobName(name, module), payload as object, { within });
      }
      if (modules.length > 0) jobs.nudge();
    },
    on(name, module, handler, options = {}) {
      const list = handlers.get(name) ?? [];
      if (list.includes(module)) throw new Error(`${module} handles ${name} twice`);
      handlers.set(name, [...list, module]);
      const definition: JobDefinition<object> = {
        handler: (payload) => handler(payload as Events[typeof name]),
        timeoutMs: options.timeoutMs ?? 60_000,
        concurrency: options.concurrency ?? 4,
        retryLimit: options.retryLimit ?? 5,
        retryDelaySeconds: options.retryDelaySeconds ?? 2,
      };
      jobs.register(eventJobName(name, module), definition);
    },
    handlersOf: (name) => [...(handlers.get(name) ?? [])],
  };
}
