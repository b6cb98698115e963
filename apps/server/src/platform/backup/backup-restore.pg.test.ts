import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupWhileWriting, expectSameReads, makeDrillSchool, type DrillSchool } from '../../test/backup-drill.js';
import { createDatabaseOn, dropLater, newDatabaseName, urlOfDatabase } from '../../test/pg-databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { restoreBackup, takeBackup } from './backup.service.js';

// The restore drill on PostgreSQL: pg_dump of the file's own database while the server writes,
// pg_restore into a new empty database, and a new server over it answers as the old one.

let t: TestApp;
let school: DrillSchool;
let work: string;
let backup: string;
let written: { before: string[]; all: string[] };
const made: string[] = [];
const pgUrl = process.env.TEST_DATABASE_URL!;

async function emptyDatabase(): Promise<string> {
  const name = newDatabaseName(inject('pgDatabasePrefix'));
  await createDatabaseOn(pgUrl, name);
  made.push(name);
  return urlOfDatabase(pgUrl, name);
}

beforeAll(async () => {
  t = await createTestApp();
  school = await makeDrillSchool(t);
  work = mkdtempSync(path.join(tmpdir(), 'esc-backup-pg-'));
  backup = path.join(work, 'backup');
  written = await backupWhileWriting(t, school, () => takeBackup(t.config, backup));
});
afterAll(async () => {
  await t?.close();
  for (const name of made) dropLater(pgUrl, name);
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a PostgreSQL backup taken while the server writes', () => {
  it('restores into an empty database, and a new server over it answers the same reads', async () => {
    const target = path.join(work, 'restored');
    const places = { dataDir: target, databaseUrl: await emptyDatabase(), storageDir: path.join(target, 'media') };
    const { manifest, timings } = await restoreBackup(backup, places);
    console.log(`PostgreSQL restore drill: restored in ${timings.totalMs} ms (pg_restore ${timings.databaseMs} ms)`);
    expect(manifest).toMatchObject({ engine: 'postgres', database: { file: 'database.pgdump' }, secrets: [] });
    const restored = await createTestApp({
      ownDatabaseUrl: places.databaseUrl,
      dataDir: target,
      config: { jwtSecret: t.config.jwtSecret },
    });
    try {
      await expectSameReads(restored, school, written);
    } finally {
      await restored.close();
    }
  });

  it('refuses a database that has tables', async () => {
    const places = {
      dataDir: path.join(work, 'full'),
      databaseUrl: t.config.databaseUrl!,
      storageDir: path.join(work, 'full', 'media'),
    };
    await expect(restoreBackup(backup, places)).rejects.toThrow(/target is not empty: the database has \d+ tables/);
  });
});
