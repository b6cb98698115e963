import path from 'node:path';
import { dataPlaces } from '../config.js';
import { restoreBackup } from '../platform/backup/backup.service.js';

/**
 * An operator's command: restores a backup folder of `npm run backup` (docs/backup-restore.md) into
 * this deployment's places, with the server stopped. It checks the manifest and every checksum, and
 * refuses a target that already holds data unless told to replace it.
 *
 *   npm run restore -- backups/esc-backup-2026-11-30T02-00-00-000Z
 *   npm run restore -- <folder> --replace      (over a database and storage folder that hold data)
 *
 * SQLite: into DATA_DIR (and STORAGE_DIR). PostgreSQL: into the database DATABASE_URL names, made
 * empty beforehand (createdb). It prints how long the restore took.
 */
const args = process.argv.slice(2);
const unknown = args.find((a) => a.startsWith('--') && a !== '--replace');
const folders = args.filter((a) => !a.startsWith('--'));
if (unknown || folders.length !== 1) {
  console.error('Usage: npm run restore -- <backup folder> [--replace]');
  process.exit(2);
}

try {
  const { manifest, timings } = await restoreBackup(path.resolve(folders[0]!), dataPlaces(), {
    replace: args.includes('--replace'),
  });
  console.log(
    `Restored the ${manifest.engine} backup of ${manifest.takenAt} (schema ${manifest.schemaVersion}) in ` +
      `${timings.totalMs} ms: checksums ${timings.verifyMs} ms, database ${timings.databaseMs} ms, ` +
      `${manifest.files.count} stored files ${timings.filesMs} ms` +
      (manifest.secrets.length > 0
        ? `; the secret files ${manifest.secrets.join(', ')} are back in the data folder.`
        : '. The backup held no secret files: unless JWT_SECRET is set as before, everyone signs in again.'),
  );
} catch (err) {
  console.error(`The restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
