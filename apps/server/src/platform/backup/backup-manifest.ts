import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Engine } from '../../db/dialect.js';

/** Bumped when the folder's layout changes, so an older restore refuses a backup it cannot read. */
export const BACKUP_FORMAT = 1;

export const MANIFEST_FILE = 'manifest.json';
/** Every file of the backup but the manifest and this list, in `sha256sum` format (`sha256sum -c` checks it by hand). */
export const CHECKSUMS_FILE = 'SHA256SUMS';
export const FILES_FOLDER = 'files';
export const SECRETS_FOLDER = 'secrets';

/**
 * What a backup says about itself. Names, sizes and checksums only: no address, user, password or
 * secret of the deployment is written here, so the manifest can be read and printed anywhere.
 */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  engine: Engine;
  takenAt: string;
  /** The newest migration the database had run: a server that does not know it cannot serve the restore. */
  schemaVersion: string;
  database: { file: string; bytes: number; sha256: string };
  files: { count: number; bytes: number };
  /** Names of the secret files copied from the data folder (only when asked for), never their contents. */
  secrets: string[];
  /** The checksum of the SHA256SUMS list, so that an edited list is caught as well as an edited file. */
  checksumsSha256: string;
}

export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/** The manifest of a backup folder, refused in words when it is missing, unreadable or of another format. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  let raw: string;
  try {
    raw = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${folder} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  let parsed: Partial<BackupManifest>;
  try {
    parsed = JSON.parse(raw) as Partial<BackupManifest>;
  } catch {
    throw new Error(`${path.join(folder, MANIFEST_FILE)} is not valid JSON: the backup is damaged`);
  }
  if (parsed.format !== BACKUP_FORMAT) {
    throw new Error(`the backup's format is ${String(parsed.format)}; this server restores format ${BACKUP_FORMAT}`);
  }
  if (parsed.engine !== 'sqlite' && parsed.engine !== 'postgres') {
    throw new Error(`the backup's engine "${String(parsed.engine)}" is neither sqlite nor postgres`);
  }
  const fields = ['takenAt', 'schemaVersion', 'database', 'files', 'secrets', 'checksumsSha256'] as const;
  const missing = fields.find((field) => parsed[field] === undefined);
  if (missing) throw new Error(`the backup's manifest has no ${missing}: the backup is damaged`);
  return parsed as BackupManifest;
}

/** One line per file, relative paths with forward slashes, sorted: the same backup gives the same list. */
export function checksumLines(sums: Map<string, string>): string {
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, sum]) => `${sum}  ${file}\n`)
    .join('');
}

export function parseChecksumLines(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match || match[2]!.split('/').includes('..') || path.isAbsolute(match[2]!)) {
      throw new Error(`${CHECKSUMS_FILE} has a line that is not "<sha256>  <relative path>": the backup is damaged`);
    }
    sums.set(match[2]!, match[1]!);
  }
  return sums;
}

/**
 * Checks every file the list names against its checksum, and the list against the manifest's. Throws,
 * naming the first file that differs, before the restore touches anything.
 */
export async function verifyBackup(folder: string, manifest: BackupManifest): Promise<Map<string, string>> {
  const listFile = path.join(folder, CHECKSUMS_FILE);
  if ((await sha256OfFile(listFile).catch(() => null)) !== manifest.checksumsSha256) {
    throw new Error(`${CHECKSUMS_FILE} is missing or does not match the manifest: the backup is damaged`);
  }
  const sums = parseChecksumLines(await readFile(listFile, 'utf8'));
  if (sums.get(manifest.database.file) !== manifest.database.sha256) {
    throw new Error(`the database file is not listed as the manifest says: the backup is damaged`);
  }
  for (const [file, expected] of sums) {
    const actual = await sha256OfFile(path.join(folder, file)).catch(() => null);
    if (actual === null) throw new Error(`${file} is missing from the backup`);
    if (actual !== expected) throw new Error(`${file} does not match its checksum: the backup is damaged`);
  }
  return sums;
}
