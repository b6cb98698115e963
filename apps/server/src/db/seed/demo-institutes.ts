import type { Db } from '../database.js';

/** The demo institute's settings, subjects, licences and batches beyond the demo world's sections. */
export async function seedDemoInstitutes(_db: Db, _now: number): Promise<void> {}
