import type { Migration } from 'kysely';
import * as identity from './2026-11-21-identity.js';

/**
 * Every migration, keyed by its file name. A static list rather than a folder scan, so the same
 * code runs under tsx, a bundler or compiled output. Keys sort by their ISO date.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21-identity': identity,
};
