import type { Db } from '../database.js';

/** Demo papers, as far as bookmarks and lists need them. */
export async function seedDemoPapers(_db: Db, _now: number): Promise<void> {}
