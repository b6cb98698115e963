import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileIn } from '../../db/database.js';
import {
  backupWhileWriting,
  DRILL_FILE,
  expectSameReads,
  learnerBoard,
  makeDrillSchool,
  type DrillSchool,
} from '../../test/backup-drill.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createStorage } from '../storage/storage.factory.js';
import { type DataPlaces, restoreBackup, takeBackup } from './backup.service.js';

// The restore drill on SQLite (the embedded mode): a backup taken through the online backup API while
// the server writes, restored into a new data folder, and a new server over it answers as the old one.
// PostgreSQL's drill is backup-restore.pg.test.ts.

let t: TestApp;
let school: DrillSchool;
let work: string;
let backup: string;
let written: { before: string[]; all: string[] };

const placesIn = (dataDir: string): DataPlaces => ({
  dataDir,
  databaseUrl: null,
  storageDir: path.join(dataDir, 'media'),
});

beforeAll(async () => {
  // SQLite in the PostgreSQL run too: this file is the embedded mode's drill.
  t = await createTestApp({ sqlite: !!process.env.TEST_DATABASE_URL });
  school = await makeDrillSchool(t);
  // A resized image: storage makes it again from the original when asked, so the backup leaves it out.
  await createStorage(t.config).put('_cache/resize/320x240-cover/photo.jpg.webp', Buffer.from('resized'), 'image/webp');
  work = mkdtempSync(path.join(tmpdir(), 'esc-backup-'));
  backup = path.join(work, 'backup');
  written = await backupWhileWriting(t, school, () => takeBackup(t.config, backup));
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a SQLite backup taken while the server writes', () => {
  it('restores into an empty data folder, and a new server over it answers the same reads', async () => {
    const target = path.join(work, 'restored');
    const { timings } = await restoreBackup(backup, placesIn(target));
    console.log(`SQLite restore drill: restored in ${timings.totalMs} ms (database ${timings.databaseMs} ms)`);
    // The same JWT secret as the old server (as JWT_SECRET in the environment): the same sessions hold.
    const restored = await createTestApp({ dataDir: target, config: { jwtSecret: t.config.jwtSecret } });
    try {
      await expectSameReads(restored, school, written);
      expect(await learnerBoard(t, school.token)).toEqual(expect.arrayContaining(written.all));
    } finally {
      await restored.close();
    }
  });

  it('names the engine, schema, sizes and checksums in its manifest, and no secret', async () => {
    const manifest = JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      engine: 'sqlite',
      schemaVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}-/),
      database: { file: 'database.sqlite', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      files: { count: 1, bytes: school.fileBytes.length },
      secrets: [],
    });
    expect(manifest.database.bytes).toBeGreaterThan(0);
    const text = JSON.stringify(manifest);
    expect(text).not.toContain(t.config.jwtSecret);
    const sums = await readFile(path.join(backup, 'SHA256SUMS'), 'utf8');
    expect(sums).toContain(`  files/${DRILL_FILE}\n`);
    expect(sums).not.toContain('_cache/');
  });

  it('keeps the data folder’s JWT secret only when asked, naming it in the manifest without its value', async () => {
    const secret = 'a-jwt-secret-of-the-data-folder-0123456789';
    writeFileSync(path.join(t.dataDir, 'jwt-secret'), secret, { mode: 0o600 });
    writeFileSync(path.join(t.dataDir, 'metrics-token'), 'a-metrics-token-never-kept');
    const withSecrets = path.join(work, 'with-secrets');
    const { manifest } = await takeBackup(t.config, withSecrets, { includeSecrets: true });
    expect(manifest.secrets).toEqual(['jwt-secret']);
    expect(await readFile(path.join(withSecrets, 'manifest.json'), 'utf8')).not.toContain(secret);
    const target = path.join(work, 'restored-with-secrets');
    await restoreBackup(withSecrets, placesIn(target));
    expect(await readFile(path.join(target, 'jwt-secret'), 'utf8')).toBe(secret);
    expect(statSync(path.join(target, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(target, 'metrics-token'))).toBe(false);
    // The first backup was taken without asking: no secret in it.
    expect(existsSync(path.join(backup, 'secrets'))).toBe(false);
  });

  it('refuses a data folder that holds a database unless told to replace it', async () => {
    const target = mkdtempSync(path.join(work, 'full-'));
    writeFileSync(sqliteFileIn(target), 'a database already here');
    await expect(restoreBackup(backup, placesIn(target))).rejects.toThrow(/target is not empty.*app\.db exists/);
    expect(await readFile(sqliteFileIn(target), 'utf8')).toBe('a database already here');
    await restoreBackup(backup, placesIn(target), { replace: true });
    const restored = await createTestApp({ dataDir: target, config: { jwtSecret: t.config.jwtSecret } });
    try {
      expect(await learnerBoard(restored, school.token)).toEqual(expect.arrayContaining(written.before));
    } finally {
      await restored.close();
    }
  });

  it('refuses a backup whose file was changed, naming the file, before writing anything', async () => {
    const damaged = path.join(work, 'damaged');
    await takeBackup(t.config, damaged);
    writeFileSync(path.join(damaged, 'files', DRILL_FILE), 'not the stored file');
    const target = path.join(work, 'never-written');
    await expect(restoreBackup(damaged, placesIn(target))).rejects.toThrow(
      `files/${DRILL_FILE} does not match its checksum`,
    );
    expect(existsSync(sqliteFileIn(target))).toBe(false);
  });

  it('refuses a SQLite backup for a server on PostgreSQL', async () => {
    const places = { ...placesIn(path.join(work, 'pg')), databaseUrl: 'postgres://localhost/esc' };
    await expect(restoreBackup(backup, places)).rejects.toThrow(
      'the backup is of sqlite and this server runs on postgres',
    );
  });
});
