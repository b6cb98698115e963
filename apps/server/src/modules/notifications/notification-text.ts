import type { LanguageCode } from '@esc/contracts/languages';
import { isMessageKey, t, type MessageParams } from '../../platform/i18n/message-renderer.js';

/** What a stored notification says, as its keys and values or its own words. */
export interface StoredText {
  title: string;
  body: string;
  title_key: string | null;
  body_key: string | null;
  message_params: string | null;
}

function paramsOf(text: string | null): MessageParams {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as MessageParams) : {};
  } catch {
    return {};
  }
}

/**
 * A notification's title and body in a reader's language, rendered when read (so a person who changes
 * language reads their older notifications in the new one). A person's own words, a row written before
 * keys were kept, or a key the catalogue no longer has read as stored.
 */
export function textIn(row: StoredText, language: LanguageCode): { title: string; body: string } {
  const params = paramsOf(row.message_params);
  const one = (key: string | null, stored: string) => (key && isMessageKey(key) ? t(language, key, params) : stored);
  return { title: one(row.title_key, row.title), body: one(row.body_key, row.body) };
}
