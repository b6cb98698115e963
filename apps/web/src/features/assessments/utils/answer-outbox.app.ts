import { appOutbox } from '../../../lib/outbox.app';
import { readSession } from '../../../lib/session';
import { createAnswerOutbox } from './answer-outbox';

/**
 * The app's answer outbox: answers travel in the app's outbox, which main.tsx starts at load, so
 * answers left by a closed tab are sent at the next visit even before the test is opened again.
 */
export const answerOutbox = createAnswerOutbox({
  outbox: appOutbox,
  currentOwner: () => readSession()?.uuid ?? null,
});
