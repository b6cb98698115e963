import type { HomeworkOpen } from './access/access.module.js';
import type { RightsWithdrawn } from './commerce/commerce.module.js';
import type { HomeworkProgress } from './learning/learning.module.js';
import type { HomeworkItemOpen } from './learnlists/learnlists.module.js';

/**
 * Every event one module publishes for others, by name ("<publisher>.<what happened>"), with what it
 * carries. Each is published inside the writer's transaction and handled by each interested module as
 * an idempotent job (ARCHITECTURE.md, "Reactions are events"; how late each may be: docs/events.md).
 */
export interface DomainEvents {
  /** Packages stopped giving access (a refund); the gate drops the decisions it kept, in every process. */
  'commerce.rights-withdrawn': RightsWithdrawn;
  /** A progress post named the homework its content was opened from; learn-lists stamps and completes the item. */
  'learning.homework-progress': HomeworkProgress;
  /** The gate let a learner open content from homework they hold; learn-lists stamps the item opened. */
  'access.homework-content-opened': HomeworkOpen;
  /** A learner opened a question to practise or started a paper from homework they hold; learn-lists completes the item. */
  'assessments.homework-item-opened': HomeworkItemOpen;
  /** A learner played a recorded lecture from homework they hold; learn-lists completes the item. */
  'recordings.homework-item-opened': HomeworkItemOpen;
}

export type DomainEventName = keyof DomainEvents & string;
