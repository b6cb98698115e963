import { MAX_DB_INTEGER } from '@esc/contracts';
import { notFoundOf } from '../errors/app-error.js';

/**
 * An id from the wire (a number or digits). Digits beyond any row's id name nothing: answered as if
 * absent (404), never sent to the database, where they would not fit its integer column.
 */
export function wireId(value: number | string, what: string): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_DB_INTEGER) throw notFoundOf(what);
  return n;
}
