import type { Db } from '../database.js';

/** Packages per board and class, the institute's B2B packages, and the demo learners' subscriptions. */
export async function seedDemoCommerce(_db: Db, _now: number): Promise<void> {}
