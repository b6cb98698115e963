import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import type { OutboxEvent } from './outbox';
import { appOutbox } from './outbox.app';
import { showToast } from './toast';
import { applyProgressEvent, PROGRESS_OUTBOX_TAG, type ProgressAcknowledgement } from './progress-post';
import { progressKeys } from './progress.keys';

/**
 * Keys whose data depends on progress: progressKeys.*, and any feature's recent-content,
 * continue-learning or homework read (a homework's content items are done by the progress rule).
 */
export function readsProgress(queryKey: readonly unknown[]): boolean {
  return (
    queryKey[0] === progressKeys.all[0] ||
    queryKey.includes('recent-content') ||
    queryKey.includes('continue-learning') ||
    queryKey.includes('homework')
  );
}

type AckListener = (ack: ProgressAcknowledgement) => void;

const ackListeners = new Set<AckListener>();
let queryClient: QueryClient | null = null;

// Installed once: acknowledgements may arrive after the player has closed (or on the next visit).
appOutbox.subscribe((event) => {
  tellRefusedWork(event);
  const ack = applyProgressEvent(event);
  if (!ack) return;
  // The dashboard's continue learning and the resume times now read differently.
  void queryClient?.invalidateQueries({ predicate: (query) => readsProgress(query.queryKey) });
  ackListeners.forEach((listener) => listener(ack));
});

/**
 * Work the server refused for the time it was made (a package that ended while the learner was
 * offline): its words ("Your package ended on 3 March; work after that date was not saved.") are told.
 */
export function tellRefusedWork(event: OutboxEvent, tell: typeof showToast = showToast): void {
  if (event.type !== 'dropped' || event.entry.tag !== PROGRESS_OUTBOX_TAG || !isApiError(event.error)) return;
  if (!event.error.fieldErrors.some((e) => e.field === 'made_at')) return;
  tell({ message: event.error.message, tone: 'warning', autoClose: false });
}

/** The app's QueryClient, so acknowledgements can invalidate progress queries from anywhere. */
export function bindProgressQueryClient(client: QueryClient): void {
  queryClient = client;
}

/** Runs on every acknowledged progress post (e.g. to show "Completed"). */
export function onProgressAcknowledged(listener: AckListener): () => void {
  ackListeners.add(listener);
  return () => {
    ackListeners.delete(listener);
  };
}
