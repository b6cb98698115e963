import type { LanguageCode } from '@esc/contracts/languages';
import { isMessageKey, t } from '../../platform/i18n/message-renderer.js';
import type { NameForReaders } from '../identity/identity.module.js';
import { namedParams, storedParams } from './notification-people.js';

/** What a stored notification says, as its keys and values or its own words. */
export interface StoredText {
  title: string;
  body: string;
  title_key: string | null;
  body_key: string | null;
  message_params: string | null;
}

/**
 * A notification's title and body in a reader's language, rendered when read (so a person who changes
 * language reads their older notifications in the new one), each person it names by their name now
 * (`names`: the page's one directory look-up). A person's own words, a row written before keys were
 * kept, or a key the catalogue no longer has read as stored.
 */
export function textIn(
  row: StoredText,
  language: LanguageCode,
  names: ReadonlyMap<string, NameForReaders>,
): { title: string; body: string } {
  const params = namedParams(storedParams(row.message_params), names, language);
  const one = (key: string | null, stored: string) => (key && isMessageKey(key) ? t(language, key, params) : stored);
  return { title: one(row.title_key, row.title), body: one(row.body_key, row.body) };
}
