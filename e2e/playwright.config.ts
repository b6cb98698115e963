import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Set once in the main process; the workers inherit them, so every process agrees.
process.env.E2E_PORT ??= '3210';
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'esc-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // Removed when the run ends, after the server has been stopped.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
// The journeys sign a token themselves to make one that has expired.
process.env.E2E_JWT_SECRET ??= randomBytes(32).toString('hex');

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two journeys at a time, and the one that mostly waits (a test's deadline and a link back half a
  // minute later, on its own school) in a third worker beside them. npm test runs the journeys after
  // the unit and PostgreSQL suites, on a machine of their own: alone on the 2-core machine, two
  // workers took 4.7 min where one took 6.9. Each journey that changes something has a school of its
  // own (tests/support/schools.ts), so two never read what the other changed.
  workers: 3,
  projects: [
    { name: 'journeys', testIgnore: /offline-test\.spec\.ts$/, workers: 2 },
    { name: 'waiting', testMatch: /offline-test\.spec\.ts$/, workers: 1 },
  ],
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    // Tracing records every step's page and screenshots even for a journey that passes: on the 2-core
    // machine it made each journey about 40 % slower. To trace a failing journey, run it again with
    // --trace on.
    trace: 'off',
    // The journeys' tabs are kept from one journey to the next (tests/support/journey-test.ts, which
    // takes a screenshot of each tab when a journey fails).
    screenshot: 'off',
    // The browser asks for less motion, as some people's devices do (the theme honours it): a step
    // does not wait for a dialog's or toast's transition to settle.
    reducedMotion: 'reduce',
    // The app's service worker precaches the whole build when it installs: only the offline journeys
    // let it run (test.use({ serviceWorkers: 'allow' }); tests/support/journey-test.ts).
    serviceWorkers: 'block',
    launchOptions: {
      // scripts/ensure-chromium.sh installs it (why this build: see there).
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The server seeds the demo world and a school for each journey that changes something
  // (tests/support/schools.ts, journey-server.ts) before it listens: those journeys never read what
  // another one changed.
  webServer: {
    command: 'node --import tsx ./journey-server.ts',
    url: `${baseURL}/api/openapi.json`,
    reuseExistingServer: false,
    // The demo world, its media and the journeys' schools are made before the server listens.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      JWT_SECRET: process.env.E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      // The journeys sign in many times from one address.
      LOGIN_MAX_PER_ADDRESS: '1000',
      // The lowest password cost the server accepts (the journey schools' people are hashed with it too):
      // the journeys sign in about a hundred times, and at the default cost each sign-in takes 128 MiB
      // and a good part of a second of CPU. password.test.ts checks the default cost.
      PASSWORD_SCRYPT_N: '16384',
    },
  },
});
