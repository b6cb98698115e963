import path from 'node:path';
import { dataPlaces, REPO_ROOT } from '../config.js';
import { backupFolderName, takeBackup } from '../platform/backup/backup.service.js';

/**
 * An operator's command: a backup of the running deployment (docs/backup-restore.md). SQLite through
 * its online backup API, PostgreSQL through pg_dump, plus the stored files, a manifest and checksums,
 * into a new folder. The server keeps serving meanwhile.
 *
 *   npm run backup                             (into backups/esc-backup-<time>)
 *   npm run backup -- /mnt/backups             (into /mnt/backups/esc-backup-<time>)
 *   npm run backup -- /mnt/backups --include-secrets   (also the data folder's JWT secret and push keys)
 *
 * It reads the same environment as the server (DATABASE_URL, DATA_DIR, STORAGE_DIR) and prints the
 * new folder's path on its last line, so a script can take it (tar, encrypt, copy off the machine).
 */
const args = process.argv.slice(2);
const unknown = args.find((a) => a.startsWith('--') && a !== '--include-secrets');
const folders = args.filter((a) => !a.startsWith('--'));
if (unknown || folders.length > 1) {
  console.error('Usage: npm run backup -- [folder for backups, default backups/] [--include-secrets]');
  process.exit(2);
}

const parent = path.resolve(folders[0] ?? path.join(REPO_ROOT, 'backups'));
const folder = path.join(parent, backupFolderName(new Date()));
try {
  const { manifest, timings } = await takeBackup(dataPlaces(), folder, {
    includeSecrets: args.includes('--include-secrets'),
  });
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.error(
    `Backup of ${manifest.engine} (schema ${manifest.schemaVersion}) taken in ${timings.totalMs} ms: ` +
      `database ${megabytes(manifest.database.bytes)} MB in ${timings.databaseMs} ms, ` +
      `${manifest.files.count} stored files (${megabytes(manifest.files.bytes)} MB) in ${timings.filesMs} ms` +
      (manifest.secrets.length > 0
        ? `. It holds the secret files ${manifest.secrets.join(', ')}: encrypt it before it leaves this machine.`
        : '. No secret files are in it (--include-secrets adds them).'),
  );
  console.log(folder);
} catch (err) {
  console.error(`No backup was taken: ${(err as Error).message}`);
  process.exitCode = 1;
}
