import { forgetSavedCopies } from './offline-state';
import { readSession, subscribeSession } from './session';

/** The service worker's message that deletes a person's saved reads (src/sw/api-cache.sw.ts). */
export interface ForgetPersonMessage {
  type: 'FORGET_PERSON';
  person: string;
}

type PostToWorker = (message: ForgetPersonMessage) => void;

/** Sends the message to the worker that serves this page, when the browser has one. */
function postToActiveWorker(message: ForgetPersonMessage): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.active?.postMessage(message))
    .catch(() => undefined);
}

/**
 * Whenever the signed-in person changes (sign-out, an ended session, a switch of device account),
 * the one who left has their saved reads deleted from this device: the next person on a shared
 * phone never sees them (the worker's keys already keep them apart; this also frees the space).
 * Answers the function that stops watching.
 */
export function forgetSavedReadsOnSignOut(post: PostToWorker = postToActiveWorker): () => void {
  let person = readSession()?.uuid ?? null;
  return subscribeSession(() => {
    const next = readSession()?.uuid ?? null;
    if (next === person) return;
    if (person) post({ type: 'FORGET_PERSON', person });
    person = next;
    forgetSavedCopies();
  });
}
