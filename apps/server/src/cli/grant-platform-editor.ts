import { userInfo } from 'node:os';
import Fastify from 'fastify';
import { loadConfig } from '../config.js';
import { createDatabase, migrateToLatest } from '../db/database.js';
import { composeServices } from '../modules/composition-root.js';
import { createTokenService } from '../platform/auth/tokens.js';

/**
 * An operator's command: makes an account a platform editor, the only role that edits the platform's
 * catalogue (content, tags, transcoded media). No sign-up, roster or school admin can grant it; only
 * someone with the server's database can, by running this where the server runs:
 *
 *   npm run grant-platform-editor -- editor@example.com            (grant)
 *   npm run grant-platform-editor -- editor@example.com --revoke   (take it back)
 *
 * It reads the same environment as the server (DATABASE_URL, DATA_DIR).
 */
const args = process.argv.slice(2);
const email = args.find((a) => !a.startsWith('--'));
const revoke = args.includes('--revoke');
if (!email) {
  console.error('Usage: npm run grant-platform-editor -- <email> [--revoke]');
  process.exit(2);
}

const config = loadConfig();
const database = createDatabase(config);
const logger = Fastify({ logger: { level: 'warn' } });
try {
  await migrateToLatest(database.db);
  const clock = Date.now;
  const tokens = createTokenService({
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    clock,
  });
  const services = composeServices({ db: database.db, config, clock, log: logger.log, tokens });
  const accounts = await services.identity.identity.accountsByEmail(email);
  const uuid = accounts.length === 1 ? accounts[0]!.uuid : null;
  if (accounts.length === 0) {
    console.error(`No account has the email ${email}.`);
    process.exitCode = 1;
  } else if (!uuid) {
    // A student and a parent may share an email; the role goes to one account, never to all.
    console.error(`Several accounts have the email ${email}; give the role to one account only:`);
    for (const a of accounts) console.error(`  ${a.uuid} (user type ${a.userTypeId})`);
    process.exitCode = 1;
  } else if (revoke) {
    const was = await services.catalogue.contentEdits.revokePlatformEditor(uuid);
    console.log(was ? `${email} is no longer a platform editor.` : `${email} was not a platform editor.`);
  } else {
    const granted = await services.catalogue.contentEdits.grantPlatformEditor(
      uuid,
      `${userInfo().username} (command line)`,
    );
    console.log(granted ? `${email} is now a platform editor.` : `${email} was already a platform editor.`);
  }
} finally {
  await logger.close();
  await database.db.destroy();
}
