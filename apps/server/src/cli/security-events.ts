import { loadConfig } from '../config.js';
import { createDatabase, migrateToLatest } from '../db/database.js';
import { createSecurityEvents } from '../platform/security/security-events.repository.js';

/**
 * An operator's command for a breach investigation (docs/breach-procedure.md): prints the newest
 * security events, one a line, tab-separated (time, kind, account, address, call, detail), so they
 * can be filtered with grep or opened in a spreadsheet.
 *
 *   npm run security-events                  (the last 100)
 *   npm run security-events -- 1000          (the last 1000)
 *   npm run security-events -- 500 <uuid>    (the last 500 of one account)
 *
 * It reads the same environment as the server (DATABASE_URL, DATA_DIR).
 */
const [limitArg, uuid] = process.argv.slice(2);
const limit = limitArg ? Number(limitArg) : 100;
if (!Number.isInteger(limit) || limit < 1) {
  console.error('Usage: npm run security-events -- [how many, default 100] [account uuid]');
  process.exit(2);
}

const database = createDatabase(loadConfig());
try {
  await migrateToLatest(database.db);
  const events = await createSecurityEvents({ db: database.db, clock: Date.now }).latest(limit, uuid);
  console.log(['occurred_at', 'kind', 'user_uuid', 'ip', 'route', 'detail'].join('\t'));
  for (const e of events) {
    console.log([e.occurred_at, e.kind, e.user_uuid ?? '-', e.ip ?? '-', e.route ?? '-', e.detail ?? '-'].join('\t'));
  }
} finally {
  await database.db.destroy();
}
