import type { LanguageCode } from '@esc/contracts/languages';
import { isLearner } from '@esc/domain';
import { t } from '../../platform/i18n/message-renderer.js';
import { readerLanguage } from '../../platform/i18n/reader-language.js';

interface NamedRow {
  user_type_id: number;
  first_name: string;
  last_name: string;
  erased_at: string | null;
}

/**
 * The one place an erased account gets its name: its row keeps no words (they would be one
 * language's), so whoever reads a record it left (a class's results, a register, an access log)
 * reads "Former learner", or "Former person" for staff and parents, in the reader's own language.
 * The whole phrase is the first name, so a screen showing first names only says it whole.
 */
export function namedForReader<T extends NamedRow>(row: T): T {
  if (row.erased_at === null) return row;
  const key = isLearner(row.user_type_id) ? 'people.formerLearner' : 'people.formerPerson';
  return { ...row, first_name: t(readerLanguage(), key), last_name: '' };
}

/** A person's name for readers of any language: a page of notifications is rendered for several at once. */
export interface NameForReaders {
  first(language: LanguageCode): string;
  full(language: LanguageCode): string;
}

/**
 * The same rule as `namedForReader`, with the reader's language given rather than the request's (a
 * push job writes to many readers): an erased person is "Former learner" or "Former person" in it.
 */
export function nameForReaders(row: NamedRow): NameForReaders {
  if (row.erased_at === null) {
    const first = row.first_name.trim();
    const full = `${first} ${row.last_name.trim()}`.trim();
    return { first: () => first, full: () => full };
  }
  const key = isLearner(row.user_type_id) ? 'people.formerLearner' : 'people.formerPerson';
  const words = (language: LanguageCode) => t(language, key);
  return { first: words, full: words };
}
