import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { sqliteFileIn } from '../../db/database.js';
import { isPostgresUrl } from '../../db/dialect.js';
import { migrations } from '../../db/migrations/index.js';
import {
  bytesOf,
  copySecrets,
  copyStoredFiles,
  holdsFiles,
  restoreSecrets,
  restoreStoredFiles,
} from './backup-files.js';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  CHECKSUMS_FILE,
  checksumLines,
  readManifest,
  sha256OfFile,
  verifyBackup,
  writeManifest,
} from './backup-manifest.js';
import { backupPostgres, restorePostgres, tablesIn } from './postgres-backup.js';
import { backupSqlite, restoreSqlite } from './sqlite-backup.js';

/** Where a deployment's data lives: the same three settings the server reads (config.ts, dataPlaces). */
export type DataPlaces = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'storageDir'>;

/** How long each part took, in milliseconds: what the drill and the benchmark report. */
export interface Timings {
  databaseMs: number;
  filesMs: number;
  totalMs: number;
}

const since = (start: number) => Math.round(performance.now() - start);

/** The storage folder is copied and, on restore, replaced whole: it must not hold the database too. */
function checkPlaces(places: DataPlaces): void {
  const relative = path.relative(path.resolve(places.storageDir), path.resolve(places.dataDir));
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    throw new Error('STORAGE_DIR must be a folder of its own, not DATA_DIR or a folder holding it');
  }
}

/** A new backup folder's name: the time it was taken, sortable, without characters a file system refuses. */
export function backupFolderName(at: Date): string {
  return `esc-backup-${at.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Takes a backup of a running deployment into `folder` (made here; it must not exist or be empty):
 * the database first, then the stored files, then the checksums and the manifest. A file uploaded
 * after the database was copied is kept without a row that names it (harmless); the reverse, a row
 * naming a file the backup lacks, cannot happen except for a file deleted while the backup ran.
 */
export async function takeBackup(
  places: DataPlaces,
  folder: string,
  options: { includeSecrets?: boolean; clock?: () => number } = {},
): Promise<{ manifest: BackupManifest; timings: Timings }> {
  checkPlaces(places);
  if (existsSync(folder) && (await readdir(folder)).length > 0) {
    throw new Error(`${folder} is not empty: give a new folder for each backup`);
  }
  await mkdir(folder, { recursive: true, mode: 0o700 });
  try {
    return await backupInto(places, folder, options);
  } catch (err) {
    // A backup that failed half-way is removed, never kept as if it were whole.
    await rm(folder, { recursive: true, force: true });
    throw err;
  }
}

async function backupInto(
  places: DataPlaces,
  folder: string,
  options: { includeSecrets?: boolean; clock?: () => number },
): Promise<{ manifest: BackupManifest; timings: Timings }> {
  const takenAt = new Date(options.clock?.() ?? Date.now()).toISOString();
  const started = performance.now();
  const engine = isPostgresUrl(places.databaseUrl) ? 'postgres' : 'sqlite';
  const databaseFile = engine === 'postgres' ? 'database.pgdump' : 'database.sqlite';
  const databasePath = path.join(folder, databaseFile);
  const { schemaVersion } =
    engine === 'postgres'
      ? await backupPostgres(places.databaseUrl!, databasePath)
      : await backupSqlite(sqliteFileIn(places.dataDir), databasePath);
  const databaseMs = since(started);
  const sums = new Map<string, string>([[databaseFile, await sha256OfFile(databasePath)]]);
  const filesStarted = performance.now();
  const files = await copyStoredFiles(places.storageDir, folder, sums);
  const secrets = options.includeSecrets ? await copySecrets(places.dataDir, folder, sums) : [];
  const filesMs = since(filesStarted);
  await writeFile(path.join(folder, CHECKSUMS_FILE), checksumLines(sums), { mode: 0o600 });
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    engine,
    takenAt,
    schemaVersion,
    database: { file: databaseFile, bytes: await bytesOf(databasePath), sha256: sums.get(databaseFile)! },
    files,
    secrets,
    checksumsSha256: await sha256OfFile(path.join(folder, CHECKSUMS_FILE)),
  };
  await writeManifest(folder, manifest);
  return { manifest, timings: { databaseMs, filesMs, totalMs: since(started) } };
}

/** Refuses what this server cannot restore, before anything is read further or written. */
function checkRestorable(manifest: BackupManifest, places: DataPlaces): void {
  const engine = isPostgresUrl(places.databaseUrl) ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine) {
    throw new Error(
      `the backup is of ${manifest.engine} and this server runs on ${engine}: ` +
        (manifest.engine === 'postgres'
          ? 'set DATABASE_URL to the PostgreSQL database to restore into'
          : 'unset DATABASE_URL to restore into the data folder'),
    );
  }
  if (!Object.hasOwn(migrations, manifest.schemaVersion)) {
    throw new Error(
      `the backup's schema is ${manifest.schemaVersion}, which this server does not know: restore it with ` +
        'the version of the server that took it, or a newer one',
    );
  }
}

/** Names what the target already holds, or null when it is empty. */
async function whatTargetHolds(places: DataPlaces): Promise<string | null> {
  if (isPostgresUrl(places.databaseUrl)) {
    const tables = await tablesIn(places.databaseUrl);
    if (tables > 0) return `the database has ${tables} tables`;
  } else if (existsSync(sqliteFileIn(places.dataDir))) {
    return `${sqliteFileIn(places.dataDir)} exists`;
  }
  if (await holdsFiles(places.storageDir)) return `${places.storageDir} holds files`;
  return null;
}

/**
 * Restores a backup into this deployment's places (the server stopped): checks the manifest, every
 * checksum and that the target is empty before it writes, then the database, the stored files and,
 * when the backup has them, the secret files. `replace` restores over a target that holds data.
 */
export async function restoreBackup(
  folder: string,
  places: DataPlaces,
  options: { replace?: boolean } = {},
): Promise<{ manifest: BackupManifest; timings: Timings & { verifyMs: number } }> {
  checkPlaces(places);
  const started = performance.now();
  const manifest = await readManifest(folder);
  checkRestorable(manifest, places);
  const sums = await verifyBackup(folder, manifest);
  const verifyMs = since(started);
  const held = await whatTargetHolds(places);
  if (held && !options.replace) {
    throw new Error(`the target is not empty: ${held}. Restore into an empty one, or pass --replace to overwrite it`);
  }
  const databaseStarted = performance.now();
  const databasePath = path.join(folder, manifest.database.file);
  await mkdir(places.dataDir, { recursive: true });
  if (manifest.engine === 'postgres') await restorePostgres(databasePath, places.databaseUrl!, !!held);
  else await restoreSqlite(databasePath, sqliteFileIn(places.dataDir));
  const databaseMs = since(databaseStarted);
  const filesStarted = performance.now();
  await restoreStoredFiles(folder, sums, places.storageDir);
  await restoreSecrets(folder, manifest.secrets, places.dataDir);
  const filesMs = since(filesStarted);
  return { manifest, timings: { verifyMs, databaseMs, filesMs, totalMs: since(started) } };
}
