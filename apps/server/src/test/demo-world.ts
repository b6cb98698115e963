import { seedDemoWorld } from '../seed/demo-seed.js';
import type { TestApp } from './test-app.js';

/**
 * The demo world seeded into a test app's database as `npm start` seeds it (main.ts): the demo
 * accounts' password hashed at the app's configured scrypt cost. Seeding at the production default
 * instead made every demo sign-in of a test cost a third of a second of CPU, and on a busy machine
 * the tests that sign in as each demo person ran out of time.
 */
export function seedDemoWorldFor(
  t: TestApp,
  now: number = Date.now(),
  options: Omit<NonNullable<Parameters<typeof seedDemoWorld>[2]>, 'passwordScryptN'> = {},
): Promise<boolean> {
  return seedDemoWorld(t.db, now, { ...options, passwordScryptN: t.config.passwordScryptN });
}
