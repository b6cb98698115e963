import type { Db } from '../database.js';

/** The demo catalogue: CBSE classes 6-10 with subjects, chapters, topics, groups and content. */
export async function seedDemoCatalogue(_db: Db, _now: number): Promise<void> {}
