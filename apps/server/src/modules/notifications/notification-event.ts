import { NOTIFICATION_KINDS, type NotificationKind } from '@esc/contracts';
import { AppError } from '../../platform/errors/app-error.js';

/**
 * One event to tell people about, as a module publishes it. The id is the caller's and names the
 * event for good (e.g. `homework_assigned:assign:42`): publishing the same id again reaches nobody
 * twice, so a caller may publish again after a crash without checking first.
 */
export interface NotificationEvent {
  id: string;
  kind: NotificationKind;
  /** The people to tell (uuids); people who do not exist (any more) are skipped. */
  recipients: readonly string[];
  title: string;
  body: string;
  /** An app path the notification opens (starts with /), or null. */
  link?: string | null;
  /** Small facts the web may use (assign_id, ...); JSON, at most 2 KB. */
  data?: Record<string, unknown> | null;
}

/** The event as the delivery job carries it: checked, its recipients unique, stamped with its time. */
export interface QueuedEvent extends Required<NotificationEvent> {
  createdAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const MAX_RECIPIENTS = 100_000;

function invalid(message: string): never {
  throw new AppError('VALIDATION_FAILED', `notification event: ${message}`);
}

/** Checks an event before it is queued, so a mistake fails in the caller, not later in the job. */
export function checkedEvent(event: NotificationEvent, createdAt: string): QueuedEvent {
  if (!/^[\w.:@/-]{1,200}$/.test(event.id)) invalid('id must be 1-200 plain characters');
  if (!NOTIFICATION_KINDS.includes(event.kind)) invalid(`unknown kind ${String(event.kind)}`);
  const title = event.title.trim();
  if (!title || title.length > 200) invalid('title must be 1-200 characters');
  if (event.body.length > 1000) invalid('body must be at most 1000 characters');
  const link = event.link ?? null;
  if (link !== null && (!link.startsWith('/') || link.startsWith('//') || link.length > 500)) {
    invalid('link must be an app path starting with one /');
  }
  const data = event.data ?? null;
  if (data !== null && JSON.stringify(data).length > 2048) invalid('data must be at most 2 KB of JSON');
  const recipients = [...new Set(event.recipients.map((u) => u.toLowerCase()))];
  if (recipients.some((u) => !UUID.test(u))) invalid('recipients must be uuids');
  if (recipients.length > MAX_RECIPIENTS) invalid(`at most ${MAX_RECIPIENTS} recipients`);
  return { id: event.id, kind: event.kind, recipients, title, body: event.body, link, data, createdAt };
}
