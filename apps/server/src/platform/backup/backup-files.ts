import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILES_FOLDER, SECRETS_FOLDER } from './backup-manifest.js';

/**
 * The secret files a data folder may hold. Only the JWT secret and the web-push keys are worth
 * keeping: without them a restore signs everyone out and stops push to every subscribed browser.
 * The demo's metrics token is made again at start, and the demo outbox holds one-time codes.
 */
export const SECRET_FILES = ['jwt-secret', 'vapid-keys.json'] as const;

/** Storage writes a file under a `.part` name and renames it when whole: a `.part` is a write in flight. */
const IN_FLIGHT = /\.part$/;

/** Storage's caches (resized images) are made again from the originals when asked: not worth a backup's space. */
const CACHES = '_cache/';

/** Files under a folder, relative, with forward slashes; none when the folder does not exist. */
export async function filesUnder(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((entry) => entry.isFile() && !IN_FLIGHT.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Copies one file and returns its checksum, read once; null when it was deleted meanwhile. */
async function copyWithChecksum(from: string, to: string): Promise<{ sha256: string; bytes: number } | null> {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await pipeline(createReadStream(from), tap, createWriteStream(to, { mode: 0o600 }));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    await rm(to, { force: true });
    return null;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Copies the stored files (uploads, media, exports) into the backup's files folder. Stored files are
 * written whole and renamed into place, so each copy is of a finished file; one deleted while the copy
 * runs is left out. Adds each file's checksum to `sums`.
 */
export async function copyStoredFiles(
  storageDir: string,
  backupDir: string,
  sums: Map<string, string>,
): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const file of await filesUnder(storageDir)) {
    if (file.startsWith(CACHES)) continue;
    const name = `${FILES_FOLDER}/${file}`;
    const copied = await copyWithChecksum(path.join(storageDir, file), path.join(backupDir, name));
    if (!copied) continue;
    sums.set(name, copied.sha256);
    count += 1;
    bytes += copied.bytes;
  }
  return { count, bytes };
}

/** Copies the data folder's secret files that exist; returns their names (the manifest lists names only). */
export async function copySecrets(dataDir: string, backupDir: string, sums: Map<string, string>): Promise<string[]> {
  const copied: string[] = [];
  for (const secret of SECRET_FILES) {
    const name = `${SECRETS_FOLDER}/${secret}`;
    const result = await copyWithChecksum(path.join(dataDir, secret), path.join(backupDir, name));
    if (!result) continue;
    sums.set(name, result.sha256);
    copied.push(secret);
  }
  return copied;
}

/**
 * Puts the backup's files in the storage folder: copied beside it first and renamed into place, so a
 * restore that fails half-way leaves no half-filled storage folder. An existing folder (a forced
 * restore) is replaced whole.
 */
export async function restoreStoredFiles(backupDir: string, sums: Map<string, string>, storageDir: string) {
  const staging = `${storageDir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const prefix = `${FILES_FOLDER}/`;
  for (const name of sums.keys()) {
    if (!name.startsWith(prefix)) continue;
    const to = path.join(staging, name.slice(prefix.length));
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(path.join(backupDir, name), to);
  }
  await rm(storageDir, { recursive: true, force: true });
  await rename(staging, storageDir);
}

/** Puts the backup's secret files back into the data folder, readable by the server's user only. */
export async function restoreSecrets(backupDir: string, secrets: readonly string[], dataDir: string): Promise<void> {
  for (const secret of secrets) {
    if (!(SECRET_FILES as readonly string[]).includes(secret)) continue;
    const to = path.join(dataDir, secret);
    await copyFile(path.join(backupDir, SECRETS_FOLDER, secret), to);
    await chmod(to, 0o600);
  }
}

/** True when the folder exists and holds at least one file. */
export async function holdsFiles(folder: string): Promise<boolean> {
  return (await filesUnder(folder)).length > 0;
}

export async function bytesOf(file: string): Promise<number> {
  return (await stat(file)).size;
}
