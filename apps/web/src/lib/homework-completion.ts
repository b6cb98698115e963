import type { MarkItemCompleteBody, MarkItemCompleteData } from '@esc/contracts';
import { ApiError } from './api-error';
import { appOutbox } from './outbox.app';
import { onOutboxSettled, sendThroughOutbox } from './outbox-call';
import { readSession } from './session';

/** The outbox's kind of homework item completions. */
export const ITEM_COMPLETE_TAG = 'homework-item';

/**
 * Marks one item of a learner's homework done through the app's outbox: made offline, it is kept and
 * sent when the link returns. The server records an item once per learner (a repeat answers the first
 * completed_on), and the id names the item, so marking it again while it waits adds nothing.
 * Resolves with the server's answer, or null while the write waits for the link.
 */
export async function markItemCompleteThroughOutbox(body: MarkItemCompleteBody): Promise<MarkItemCompleteData | null> {
  const owner = readSession()?.uuid;
  if (!owner) throw new ApiError({ status: 401, errorCode: 'UNAUTHENTICATED', message: 'Not signed in' });
  const learner = body.uuid ?? owner;
  const outcome = await sendThroughOutbox<MarkItemCompleteData>(appOutbox, {
    id: `item-complete:${learner}:${body.assign_id}:${body.learnlist_id}:${body.learnlist_item_id}`,
    tag: ITEM_COMPLETE_TAG,
    owner,
    path: '/syllabus-v2/markLearnListItemComplete',
    body,
  });
  return outcome.status === 'acknowledged' ? outcome.data : null;
}

/**
 * Runs when a completion (made now, or earlier offline) reaches the server or is refused, with the
 * server's answer when it took it.
 */
export function onItemCompletionSettled(listener: (data: MarkItemCompleteData | null) => void): () => void {
  return onOutboxSettled(appOutbox, ITEM_COMPLETE_TAG, (event) =>
    listener(event.type === 'acknowledged' ? (event.data as MarkItemCompleteData) : null),
  );
}

const told = new WeakSet<MarkItemCompleteData>();

/**
 * Says once that the teacher archived the homework while the learner's completion waited (the work
 * was kept), however many screens listen to the same answer.
 */
export function tellArchivedOnce(data: MarkItemCompleteData | null, tell: () => void): void {
  if (!data?.list_archived || told.has(data)) return;
  told.add(data);
  tell();
}
