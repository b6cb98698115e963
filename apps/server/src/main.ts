import path from 'node:path';
import { buildAppWithServices } from './app.js';
import { loadConfig, METRICS_TOKEN_FILE, REPO_ROOT, type AppConfig } from './config.js';
import { createDatabase, migrateToLatest } from './db/database.js';
import { ensureDemoMedia } from './seed/demo-media.js';
import { DEMO_ACCOUNTS, seedDemoWorld } from './seed/demo-seed.js';
import { paymentProviderNameFor } from './modules/commerce/payment-providers.js';
import { startUpProblem } from './start-up-problem.js';

/** How buying works on this server, said once at start-up (never a key). */
function paymentsLine(c: AppConfig): string {
  const provider = paymentProviderNameFor(c);
  if (provider === 'test') return 'test provider (demo cards, no money taken)';
  if (provider === 'razorpay')
    return `Razorpay${c.razorpay?.webhookSecret ? '' : ' (no RAZORPAY_WEBHOOK_SECRET: webhooks are refused)'}`;
  return 'NOT CONFIGURED: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to sell packages';
}

/** Where the metrics are and how to ask; never the token itself (a secret stays out of the log). */
function metricsLine(c: AppConfig, url: string): string {
  if (!c.metricsToken) return 'off (set METRICS_TOKEN to serve /metrics)';
  if (process.env.METRICS_TOKEN?.trim()) return `${url}/metrics with the METRICS_TOKEN as bearer token`;
  return `${url}/metrics with the bearer token kept in ${path.join(c.dataDir, METRICS_TOKEN_FILE)} (set METRICS_TOKEN to choose one)`;
}

// Start-up: configuration, migrations, the server's services, the demo seed on an empty database
// (written through those services), then listen.
async function start() {
  const config = loadConfig();
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const { app, services } = await buildAppWithServices(config, { database });
  const seeded = config.seedDemo
    ? await seedDemoWorld(database.db, services, services.clock(), { passwordScryptN: config.passwordScryptN })
    : false;
  // The demo catalogue points at these files (in the media module's storage); only missing ones are
  // made, so restarts cost a few stats.
  const demoMedia = config.seedDemo ? await ensureDemoMedia(services.media.storage) : null;
  if (demoMedia?.created.length) {
    app.log.info({ files: demoMedia.created.length, ms: demoMedia.elapsedMs }, 'demo media generated');
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close();
    throw err;
  }
  return { config, database, seeded };
}

const { config, database, seeded } = await start().catch((err: unknown) => {
  // What the operator can fix is said in a sentence; anything else keeps its stack.
  const problem = startUpProblem(err, process.env.DATA_DIR || path.join(REPO_ROOT, 'data'));
  if (!problem) throw err;
  console.error(`\nESC platform could not start: ${problem}\n`);
  process.exit(1);
});

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost}:${config.port}`;
const lines = [
  '',
  `ESC platform is running at ${url}`,
  `  API reference: ${url}/api/docs   database: ${database.engine}${seeded ? ' (demo world seeded)' : ''}`,
  `  mode: ${config.mode}   payments: ${paymentsLine(config)}`,
  `  probes: ${url}/api/platform/live and /api/platform/ready   metrics: ${metricsLine(config, url)}`,
];
if (config.seedDemo) {
  lines.push('  Demo accounts (password for all: Demo@1234):');
  for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.username.padEnd(26)} ${account.who}`);
}
console.log(lines.join('\n') + '\n');
