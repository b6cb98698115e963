import type { NotificationItem, NotificationKind, NotificationListBody, NotificationListData } from '@esc/contracts';
import type { LanguageCode } from '@esc/contracts/languages';
import type { NameForReaders } from '../identity/identity.module.js';
import { peopleNamedIn, type NamesOf } from './notification-people.js';
import { textIn } from './notification-text.js';
import { notificationIdFor } from './notification-ids.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';
import type { StreamSignals } from './stream-signals.js';
import type { StreamTickets } from './stream-ticket.js';

export type NotificationCentre = ReturnType<typeof createNotificationCentre>;

const DEFAULT_PAGE_SIZE = 20;

function parseData(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A stored notification as its reader reads it, in their language now, naming people by their names now. */
export function toItem(
  row: NotificationRow,
  language: LanguageCode,
  names: ReadonlyMap<string, NameForReaders>,
): NotificationItem {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    ...textIn(row, language, names),
    link: row.link,
    data: parseData(row.data),
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

/** The in-app centre: a person's list, their unread count, marking read, and the stream's ticket. */
export function createNotificationCentre(deps: {
  repo: NotificationsRepository;
  tickets: StreamTickets;
  signals: StreamSignals;
  clock: () => number;
  /** The reader's language (identity's): each notification is rendered in it when listed. */
  languageOf: (uuid: string) => Promise<LanguageCode>;
  /** The people a page names, looked up once for the whole page (identity's directory). */
  namesOf: NamesOf;
}) {
  const { repo, tickets, signals, clock } = deps;

  /**
   * The person's notifications of these events read (what they told was read where it leads: a
   * notice opened on the notice board clears its bell item); their browsers hear of it.
   */
  async function readEvents(uuid: string, eventIds: readonly string[]): Promise<void> {
    if (eventIds.length === 0) return;
    const ids = eventIds.map((eventId) => notificationIdFor(eventId, uuid));
    const changed = await repo.markRead(uuid, ids, new Date(clock()).toISOString());
    if (changed > 0) await signals.publish({ type: 'read', recipients: [uuid] });
  }

  /** Marks first (so the answer shows it), then lists; other browsers of the person hear of the change. */
  async function list(uuid: string, body: NotificationListBody): Promise<NotificationListData> {
    const now = new Date(clock()).toISOString();
    let changed = 0;
    if (body.mark_all_read) changed += await repo.markRead(uuid, null, now);
    else if (body.mark_read?.length) changed += await repo.markRead(uuid, body.mark_read, now);
    if (changed > 0) await signals.publish({ type: 'read', recipients: [uuid] });

    const pageNo = body.page_no ?? 1;
    const pageSize = body.page_size ?? DEFAULT_PAGE_SIZE;
    const unreadOnly = body.unread_only ?? false;
    const [rows, unread, total, ticket, language] = await Promise.all([
      repo.page(uuid, { unreadOnly, offset: (pageNo - 1) * pageSize, limit: pageSize }),
      repo.count(uuid, true),
      unreadOnly ? null : repo.count(uuid, false),
      tickets.issue(uuid),
      deps.languageOf(uuid),
    ]);
    const names = await deps.namesOf(peopleNamedIn(rows));
    return {
      notifications: rows.map((row) => toItem(row, language, names)),
      unread_count: unread,
      total: total ?? unread,
      page_no: pageNo,
      page_size: pageSize,
      stream_ticket: ticket.ticket,
      stream_ticket_expires_in: ticket.expiresIn,
    };
  }

  return { list, readEvents };
}
