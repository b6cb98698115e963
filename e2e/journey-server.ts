import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { hashPassword } from '../apps/server/src/platform/auth/password.js';
import { ensureDemoMedia } from '../apps/server/src/seed/demo-media.js';
import { seedDemoWorld } from '../apps/server/src/seed/demo-seed.js';
import { seedJourneySchool, type JourneySchool } from '../apps/server/src/seed/journey-school.js';
import { composeScriptServices } from '../apps/server/src/script-services.js';
import { JOURNEY_PASSWORD, JOURNEY_SCHOOLS_FILE, JOURNEYS } from './tests/support/schools.js';

// The server the journeys run against (playwright.config.ts starts it): the demo world and one school
// per journey (apps/server/src/seed/journey-school.ts) are seeded first, through the services the
// composition root builds for the server (its job queue left stopped: the seed queues nothing), then
// the real server starts on that database (apps/server/src/main.ts, which finds it seeded and its demo
// media made). Everything is written before the server runs: on SQLite, a second process writing
// beside the server would make the server's read-then-write transactions fail. The schools are
// described in DATA_DIR for the journeys.

const started = Date.now();
const config = loadConfig();
const database = createDatabase(config);
const services = composeScriptServices(config, database.db);
const storage = services.media.storage;
const now = services.clock();
try {
  await migrateToLatest(database.db);
  await seedDemoWorld(database.db, services, now, { passwordScryptN: config.passwordScryptN });
  // The journeys' schools hold copies of the demo recording.
  await ensureDemoMedia(storage);
  const demoMs = Date.now() - started;
  const passwordHash = await hashPassword(JOURNEY_PASSWORD, config.passwordScryptN);
  const schools: Record<string, JourneySchool> = {};
  for (const journey of JOURNEYS) {
    schools[journey] = await seedJourneySchool(database.db, services, {
      journey,
      now,
      password: JOURNEY_PASSWORD,
      passwordHash,
      storage,
    });
  }
  writeFileSync(path.join(config.dataDir, JOURNEY_SCHOOLS_FILE), JSON.stringify(schools, null, 2));
  console.log(`demo world in ${demoMs} ms, ${JOURNEYS.length} journey schools in ${Date.now() - started - demoMs} ms`);
} finally {
  await services.jobs.stop();
  await database.db.destroy();
}

await import('../apps/server/src/main.js');
