import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withDefaultUser } from '../apps/server/src/db/dialect.js';
import { restoreBackup, takeBackup } from '../apps/server/src/platform/backup/backup.service.js';
import { prepareBenchData } from './bench-data.js';

// Backup and restore of the bench's database (the demo world, 100,000 content items, 1,000,000
// progress records: bench-data.ts) and of stored files the size of a school's uploads, on SQLite
// (data/bench) or on PostgreSQL (BENCH_DATABASE_URL; restored into a database made beside it).
// Prints each step's time, the sizes and the machine's load, for docs/benchmarks.md.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const dataDir = path.resolve(root, process.env.BENCH_DATA_DIR ?? (databaseUrl ? 'data/bench-pg' : 'data/bench'));
const FILES = Number(process.env.BENCH_BACKUP_FILES ?? 300);
const FILE_BYTES = 200 * 1024;

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Photos of hand-ins and uploads: random bytes, which compress no more than a JPEG does. */
function ensureStoredFiles(storageDir: string): void {
  const folder = path.join(storageDir, 'bench-uploads');
  mkdirSync(folder, { recursive: true });
  for (let i = 0; i < FILES; i++) {
    const file = path.join(folder, `photo-${i}.jpg`);
    if (!existsSync(file)) writeFileSync(file, randomBytes(FILE_BYTES));
  }
}

mkdirSync(dataDir, { recursive: true });
await prepareBenchData(dataDir, databaseUrl);
const storageDir = path.join(dataDir, 'media');
ensureStoredFiles(storageDir);

const work = mkdtempSync(path.join(os.tmpdir(), 'esc-backup-bench-'));
const restoredName = databaseUrl ? `${new URL(databaseUrl).pathname.slice(1)}_restored` : null;
const restoredUrl = restoredName
  ? Object.assign(new URL(databaseUrl!), { pathname: `/${restoredName}` }).toString()
  : null;
try {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`engine ${databaseUrl ? 'postgres' : 'sqlite'}; ${os.cpus().length} cores; load average ${load()}`);
  const backup = path.join(work, 'backup');
  const taken = await takeBackup({ dataDir, databaseUrl, storageDir }, backup);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `backup: ${taken.timings.totalMs} ms (database ${taken.timings.databaseMs} ms, ${mb(taken.manifest.database.bytes)}; ` +
      `${taken.manifest.files.count} files ${taken.timings.filesMs} ms, ${mb(taken.manifest.files.bytes)})`,
  );
  if (restoredUrl) {
    await onServer(databaseUrl!, `drop database if exists ${restoredName}`);
    await onServer(databaseUrl!, `create database ${restoredName}`);
  }
  const target = path.join(work, 'restored');
  const restored = await restoreBackup(backup, {
    dataDir: target,
    databaseUrl: restoredUrl,
    storageDir: path.join(target, 'media'),
  });
  const r = restored.timings;
  console.log(
    `restore: ${r.totalMs} ms (checksums ${r.verifyMs} ms, database ${r.databaseMs} ms, files ${r.filesMs} ms); ` +
      `load average ${load()}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
  if (restoredUrl) await onServer(databaseUrl!, `drop database if exists ${restoredName}`);
}
