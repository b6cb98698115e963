import type { HomeworkOpen } from './access/access.module.js';
import type { RightsWithdrawn } from './commerce/commerce.module.js';
import type { ConsentDecided, MembershipsChanged } from './identity/identity.module.js';
import type { HomeworkProgress } from './learning/learning.module.js';
import type { HomeworkItemOpen } from './learnlists/learnlists.module.js';
import type { PersonErased } from './privacy/privacy.module.js';

/**
 * Every event one module publishes for others, by name ("<publisher>.<what happened>"), with what it
 * carries. Each is published inside the writer's transaction and handled by each interested module as
 * an idempotent job (docs/architecture.md, "Reactions are events", says how late each may be).
 */
export interface DomainEvents {
  /** Packages stopped giving access (a refund); the gate drops the decisions it kept, in every process. */
  'commerce.rights-withdrawn': RightsWithdrawn;
  /**
   * People were given or lost a school or a linked child; the caches of whose schools a person sees
   * (the catalogue's viewer schools, the access gate's decisions) drop what they kept, in every process.
   */
  'identity.memberships-changed': MembershipsChanged;
  /** A parent agreed to or refused a child's request; notifications tells the child (their waiting screen updates). */
  'identity.consent-decided': ConsentDecided;
  /** A progress post named the homework its content was opened from; learn-lists stamps and completes the item. */
  'learning.homework-progress': HomeworkProgress;
  /** The gate let a learner open content from homework they hold; learn-lists stamps the item opened. */
  'access.homework-content-opened': HomeworkOpen;
  /** A learner opened a question to practise from homework they hold; learn-lists completes the item. */
  'question-bank.homework-item-opened': HomeworkItemOpen;
  /** A learner started (or resumed) a paper's attempt from homework they hold; learn-lists completes the item. */
  'attempts.homework-item-opened': HomeworkItemOpen;
  /** A learner played a recorded lecture from homework they hold; learn-lists completes the item. */
  'recordings.homework-item-opened': HomeworkItemOpen;
  /**
   * A person's account was erased (their links and rows gone, their row "Former learner"); the caches of
   * whose schools a person sees and the gate's decisions drop what they kept, in every process.
   */
  'privacy.person-erased': PersonErased;
}

export type DomainEventName = keyof DomainEvents & string;
