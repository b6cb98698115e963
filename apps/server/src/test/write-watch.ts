import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TableName } from '../modules/table-owners.js';
import type { TestApp } from './test-app.js';
import { tableDigest } from './victim-digest.js';
import { installWriteLog, takeWrittenTables } from './write-log.js';

/**
 * Which data tables (and stored files) changed since the last look, cheaply enough to ask after every
 * request of a fuzz run. Digesting every table after every request would take longer than the requests
 * themselves, so only the tables in the write log (write-log.ts) are digested again, and a table counts
 * as changed only if its digest moved (a write that put back the same values stored nothing).
 */
export interface WriteWatch {
  /** The tables whose rows changed, and whether the stored files changed, since the previous call. */
  changes(): Promise<{ tables: TableName[]; files: boolean }>;
}

/** Every file under the storage folder, with its size: uploads that a refused call must not leave. */
function storedFiles(dir: string): string {
  const out: string[] = [];
  const walk = (at: string) => {
    let entries;
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(dir);
  return out.sort().join('\n');
}

export async function watchWrites(t: TestApp): Promise<WriteWatch> {
  await installWriteLog(t);
  let digest = await tableDigest(t.db);
  let files = storedFiles(t.config.storageDir);
  return {
    async changes() {
      const written = await takeWrittenTables(t);
      const nowFiles = storedFiles(t.config.storageDir);
      const filesChanged = nowFiles !== files;
      files = nowFiles;
      if (written.length === 0) return { tables: [], files: filesChanged };
      const now = await tableDigest(t.db, written);
      const tables = written.filter((table) => now[table] !== digest[table]).sort();
      digest = { ...digest, ...now };
      return { tables, files: filesChanged };
    },
  };
}
