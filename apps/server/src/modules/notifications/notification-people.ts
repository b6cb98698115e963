import type { LanguageCode } from '@esc/contracts/languages';
import { t, type MessageParams } from '../../platform/i18n/message-renderer.js';
import type { NameForReaders } from '../identity/identity.module.js';

/**
 * A person a notification names, by reference: their uuid and which part of their name it shows. The
 * name is looked up each time the notification is read, so a corrected name reads corrected and an
 * erased person reads "Former learner" in the reader's language; no row keeps the name's words.
 */
export interface PersonRef {
  readonly person: string;
  readonly part: 'first' | 'full';
}

/**
 * The message values that always name a person. Typed as references, so a publisher that passes a
 * name's words there (`{ child: 'Asha' }`) fails to compile, and the event check refuses it at run
 * time (JSON from elsewhere). Any other value may be a reference too.
 */
export const PERSON_PARAMS = ['child', 'learner'] as const;
type PersonParam = (typeof PERSON_PARAMS)[number];

/** A notification message's values: the catalogue's kinds of value, and people by reference. */
export type NotificationParams = { readonly [K in PersonParam]?: PersonRef } & Readonly<
  Record<string, MessageParams[string] | PersonRef>
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isPersonRef(value: unknown): value is PersonRef {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const ref = value as Record<string, unknown>;
  return typeof ref.person === 'string' && UUID.test(ref.person) && (ref.part === 'first' || ref.part === 'full');
}

/**
 * The English words a reference stands for in the row's stored title and body (read only for a
 * message key the catalogue no longer has): who the person is to the reader, never their name.
 */
const STORED_WORDS: Readonly<Record<string, string>> = { child: 'Your child', learner: 'A learner' };

/** The values with each reference replaced: by `name(ref, param)`. */
function replaced(params: NotificationParams, name: (ref: PersonRef, param: string) => string): MessageParams {
  const out: Record<string, MessageParams[string]> = {};
  for (const [param, value] of Object.entries(params)) out[param] = isPersonRef(value) ? name(value, param) : value;
  return out;
}

/** The values as the stored English words say them: references as who the person is, not their name. */
export function storedWords(params: NotificationParams): MessageParams {
  return replaced(params, (_ref, param) => STORED_WORDS[param] ?? 'Someone');
}

/** Identity's directory look-up: each person's current name, for any reader's language, in one query. */
export type NamesOf = (uuids: readonly string[]) => Promise<ReadonlyMap<string, NameForReaders>>;

/** The values as a reader in `language` reads them: each referenced person by their name now. */
export function namedParams(
  params: NotificationParams,
  names: ReadonlyMap<string, NameForReaders>,
  language: LanguageCode,
): MessageParams {
  return replaced(params, (ref) => {
    const name = names.get(ref.person);
    // A uuid that names no account (none is ever deleted; a guard all the same) reads as someone gone.
    if (!name) return t(language, 'people.formerPerson');
    return ref.part === 'full' ? name.full(language) : name.first(language);
  });
}

/** The values a stored row keeps (its `message_params`), read back; anything unreadable is no values. */
export function storedParams(text: string | null): NotificationParams {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as NotificationParams) : {};
  } catch {
    return {};
  }
}

/** The people a set of rows names by reference, each once: the one directory look-up of a page. */
export function peopleNamedIn(rows: readonly { message_params: string | null }[]): string[] {
  const uuids = new Set<string>();
  for (const row of rows) {
    for (const value of Object.values(storedParams(row.message_params))) {
      if (isPersonRef(value)) uuids.add(value.person);
    }
  }
  return [...uuids];
}
