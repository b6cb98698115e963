import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * NOTIFY on the writer's own connection: PostgreSQL delivers it to every listener when, and only if,
 * the writer's transaction commits (at once outside one). The payload is JSON, as pg-listen sends and
 * reads it.
 */
export async function notifyWithin(db: Db, channel: string, payload: unknown): Promise<void> {
  await sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`.execute(db);
}
