import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.js';
import { createDatabase, sqliteFileIn } from './db/database.js';
import { startUpProblem } from './start-up-problem.js';

// As the probe found, a data folder the server could not write ended start-up with a raw
// SQLITE_CANTOPEN stack trace. What the operator can fix is said in a sentence (a folder root may
// write cannot be made read-only for root, so the database file is a folder here, which no user can open).

const dir = mkdtempSync(path.join(tmpdir(), 'esc-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('it did not fail');
}

describe('a start-up the operator can fix', () => {
  it('a database that cannot be opened, a data folder that is a file: said in a sentence each', () => {
    const blocked = path.join(dir, 'blocked');
    mkdirSync(sqliteFileIn(blocked), { recursive: true });
    const cannotOpen = caught(() => createDatabase({ databaseUrl: null, dataDir: blocked }));
    expect(startUpProblem(cannotOpen, blocked)).toBe(
      `the database in ${blocked} cannot be opened: check that the folder exists and that this user may write it and its files.`,
    );
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    const notFolder = caught(() => loadConfig({ DATA_DIR: path.join(file, 'data') }));
    expect(startUpProblem(notFolder, path.join(file, 'data'))).toMatch(/is not a folder: set DATA_DIR to a folder/);
    // A fault keeps its stack: no sentence made up for it.
    expect(startUpProblem(new TypeError('x is not a function'), dir)).toBeNull();
  });

  it('the server itself says it and ends with status 1, without a stack trace', async () => {
    const blocked = path.join(dir, 'server');
    mkdirSync(sqliteFileIn(blocked), { recursive: true });
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: blocked, PORT: '0', LOG_LEVEL: 'warn' },
    });
    const failed = (await run.then(
      () => null,
      (err: unknown) => err,
    )) as { code: number; stderr: string } | null;
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`ESC platform could not start: the database in ${blocked} cannot be opened`);
    expect(failed?.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
