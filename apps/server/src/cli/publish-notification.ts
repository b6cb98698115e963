import { NOTIFICATION_KINDS, type NotificationKind } from '@esc/contracts';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { loadConfig } from '../config.js';
import { createDatabase, migrateToLatest } from '../db/database.js';
import { composeServices } from '../modules/composition-root.js';
import { createTokenService } from '../platform/auth/tokens.js';

/**
 * A developer's and operator's command: publishes one notification to people, through the same
 * `publish` the modules call. It only queues the delivery; the running server's queue delivers it
 * (to the centre, to open streams and to web push), as it does for every event.
 *
 *   npm run publish-notification -- --to student@demo.school --title "New homework" [--body ...]
 *     [--link /student-dashboard] [--kind homework_assigned] [--id my-event-1]
 *
 * `--to` takes emails or uuids, comma-separated. It reads the server's environment (DATABASE_URL, DATA_DIR).
 */
function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

const to = option('to');
const title = option('title');
const kind = (option('kind') ?? 'homework_assigned') as NotificationKind;
if (!to || !title || !NOTIFICATION_KINDS.includes(kind)) {
  console.error(`Usage: npm run publish-notification -- --to <emails or uuids> --title <text> [--body <text>]
  [--link </path>] [--kind ${NOTIFICATION_KINDS.join('|')}] [--id <event id>]`);
  process.exit(2);
}

const config = loadConfig();
const database = createDatabase(config);
const logger = Fastify({ logger: { level: 'warn' } });
const clock = Date.now;
const tokens = createTokenService({ secret: config.jwtSecret, accessTokenTtlSeconds: 900, clock });
const services = composeServices({ db: database.db, config, clock, log: logger.log, tokens });
try {
  await migrateToLatest(database.db);
  const recipients: string[] = [];
  for (const who of to.split(',').map((w) => w.trim())) {
    if (!who.includes('@')) recipients.push(who);
    else recipients.push(...(await services.identity.identity.accountsByEmail(who)).map((a) => a.uuid));
  }
  // pg-boss takes jobs only once started; the in-process queue's jobs table takes them as they are.
  if (services.jobs.engine === 'pg-boss') await services.jobs.start();
  await services.notifications.publish({
    id: option('id') ?? `cli:${randomUUID()}`,
    kind,
    recipients,
    // An operator's own words, sent as written.
    title: { text: title },
    body: { text: option('body') ?? '' },
    link: option('link') ?? null,
  });
  console.log(`queued for ${recipients.length} people`);
} finally {
  await services.jobs.stop();
  await database.db.destroy();
}
