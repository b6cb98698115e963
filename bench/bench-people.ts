import type { Insertable } from 'kysely';
import type { UsersTable } from '../apps/server/src/db/schema.js';

/**
 * A generated account of a benchmark's world: named by its number, at a bench address, in India.
 * `hash` is null for people who never sign in (the benchmarks make their tokens or streams directly).
 */
export function benchPerson(
  uuid: string,
  n: number,
  type: number,
  email: string,
  hash: string | null,
  at: string,
): Insertable<UsersTable> {
  return {
    uuid,
    user_type_id: type,
    role: null,
    first_name: type === 3 ? 'Bench' : 'Learner',
    last_name: type === 3 ? 'Teacher' : String(n).padStart(4, '0'),
    email,
    mobile: null,
    country_iso: 'IN',
    password_hash: hash,
    gts_user_id: null,
    em_user_id: null,
    created_at: at,
  };
}
