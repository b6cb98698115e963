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
