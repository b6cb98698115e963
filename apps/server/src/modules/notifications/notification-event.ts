import { NOTIFICATION_KINDS, type NotificationKind } from '@esc/contracts';
import { machineRefusal } from '../../platform/errors/app-error.js';
import { t, type MessageKey } from '../../platform/i18n/message-renderer.js';
import { isPersonRef, PERSON_PARAMS, storedWords, type NotificationParams } from './notification-people.js';

/**
 * What a notification says: the product's words as a catalogue key and its values (rendered for each
 * reader in their language; a person it names given by reference, `child: person(uuid)`, never by
 * the name's words), or a person's own words (a teacher's notice title, a doubt's text), which are
 * never translated.
 */
export type NotificationText = { key: MessageKey; params?: NotificationParams } | { text: string };

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
  title: NotificationText;
  body: NotificationText;
  /** An app path the notification opens (starts with /), or null. */
  link?: string | null;
  /** Small facts the web may use (assign_id, ...); JSON, at most 2 KB. */
  data?: Record<string, unknown> | null;
  /**
   * The person whose own words the body quotes, when they are not the recipient (a learner's doubt,
   * to the teachers): erasing that person empties the body in everyone's centre.
   */
  wordsOf?: string | null;
}

/**
 * The event as the delivery job carries it: checked, its recipients unique, stamped with its time; its
 * title and body in English (what the row keeps as words, the people it names said as who they are to
 * the reader, "Your child", not by name) beside their keys and values.
 */
export interface QueuedEvent {
  id: string;
  kind: NotificationKind;
  recipients: string[];
  title: string;
  body: string;
  /** null: the title or body is a person's own words. Absent in jobs queued before keys were kept. */
  titleKey?: string | null;
  bodyKey?: string | null;
  params?: NotificationParams | null;
  link: string | null;
  data: Record<string, unknown> | null;
  /** Whose own words the body quotes (NotificationEvent.wordsOf). */
  wordsOf?: string | null;
  createdAt: string;
}

const englishOf = (text: NotificationText) =>
  'text' in text ? text.text : t('en', text.key, storedWords(text.params ?? {}));
const keyOf = (text: NotificationText) => ('key' in text ? text.key : null);

/** A value that names a person is a reference; a reference is well formed wherever it is. */
function checkPeople(params: NotificationParams): void {
  for (const [name, value] of Object.entries(params)) {
    const named = (PERSON_PARAMS as readonly string[]).includes(name);
    if ((named || (value !== null && typeof value === 'object' && !Array.isArray(value))) && !isPersonRef(value)) {
      invalid(`${name} must name a person by reference ({ person: uuid, part: 'first' | 'full' })`);
    }
  }
}

/** The values of the title's and the body's keys as one object: a name the two give different values is a mistake. */
function paramsOf(title: NotificationText, body: NotificationText): NotificationParams | null {
  const merged: Record<string, NotificationParams[string]> = {};
  for (const text of [title, body]) {
    if (!('key' in text)) continue;
    for (const [name, value] of Object.entries(text.params ?? {})) {
      if (name in merged && JSON.stringify(merged[name]) !== JSON.stringify(value)) {
        invalid(`title and body give ${name} different values`);
      }
      merged[name] = value;
    }
  }
  return Object.keys(merged).length > 0 ? merged : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const MAX_RECIPIENTS = 100_000;

/** A mistake of the module that publishes the event, read by its developer in the log: never a person's input. */
function invalid(message: string): never {
  throw machineRefusal('VALIDATION_FAILED', `notification event: ${message}`);
}

/** Checks an event before it is queued, so a mistake fails in the caller, not later in the job. */
export function checkedEvent(event: NotificationEvent, createdAt: string): QueuedEvent {
  if (!/^[\w.:@/-]{1,200}$/.test(event.id)) invalid('id must be 1-200 plain characters');
  if (!NOTIFICATION_KINDS.includes(event.kind)) invalid(`unknown kind ${String(event.kind)}`);
  for (const text of [event.title, event.body]) if ('key' in text) checkPeople(text.params ?? {});
  const title = englishOf(event.title).trim();
  const body = englishOf(event.body);
  if (!title || title.length > 200) invalid('title must be 1-200 characters');
  if (body.length > 1000) invalid('body must be at most 1000 characters');
  const params = paramsOf(event.title, event.body);
  if (params !== null && JSON.stringify(params).length > 2048) invalid('message values must be at most 2 KB of JSON');
  const link = event.link ?? null;
  if (link !== null && (!link.startsWith('/') || link.startsWith('//') || link.length > 500)) {
    invalid('link must be an app path starting with one /');
  }
  const data = event.data ?? null;
  if (data !== null && JSON.stringify(data).length > 2048) invalid('data must be at most 2 KB of JSON');
  const recipients = [...new Set(event.recipients.map((u) => u.toLowerCase()))];
  if (recipients.some((u) => !UUID.test(u))) invalid('recipients must be uuids');
  if (recipients.length > MAX_RECIPIENTS) invalid(`at most ${MAX_RECIPIENTS} recipients`);
  const wordsOf = event.wordsOf?.toLowerCase() ?? null;
  if (wordsOf !== null && !UUID.test(wordsOf)) invalid('wordsOf must be a uuid');
  return {
    id: event.id,
    kind: event.kind,
    recipients,
    title,
    body,
    titleKey: keyOf(event.title),
    bodyKey: keyOf(event.body),
    params,
    link,
    data,
    wordsOf,
    createdAt,
  };
}
