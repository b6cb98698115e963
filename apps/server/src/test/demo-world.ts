import { seedDemoWorld } from '../seed/demo-seed.js';
import type { TestApp } from './test-app.js';

/**
 * The demo world seeded into a test app's database as `npm start` seeds it (main.ts): through the
 * app's own composed services, at the app's clock unless a moment is given, the demo accounts'
 * password hashed at the app's configured scrypt cost. Seeding at the production default
 * instead made every demo sign-in of a test cost a third of a second of CPU, and on a busy machine
 * the tests that sign in as each demo person ran out of time.
 */
export function seedDemoWorldFor(
  t: TestApp,
  now: number = t.services.clock(),
  options: Omit<NonNullable<Parameters<typeof seedDemoWorld>[3]>, 'passwordScryptN'> = {},
): Promise<boolean> {
  return seedDemoWorld(t.db, t.services, now, { ...options, passwordScryptN: t.config.passwordScryptN });
}
