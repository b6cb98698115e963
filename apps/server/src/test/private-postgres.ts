import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// A PostgreSQL server of one test file's own, for what cannot be done to the shared one while other
// files use it: stopping and restarting it. It listens only on a socket in its own folder, keeps
// nothing it need not (no fsync), and is made in under a second from the machine's PostgreSQL 15
// binaries (scripts/postgres-test-db.sh checks they are installed). PostgreSQL refuses to run as
// root: as root, its folder is the postgres user's and it runs as that user.

const BIN = '/usr/lib/postgresql/15/bin';
const DATABASE = 'esc';

export interface PrivatePostgres {
  /** The URL of its database (made empty: the caller migrates it). */
  url: string;
  /** A fast shutdown (every connection ended) and a start again. */
  restart(): void;
  stop(): void;
  start(): void;
  /** Stops it and removes its folder. */
  remove(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'esc-pg-'));
  const asRoot = userInfo().uid === 0;
  const owner = asRoot ? 'postgres' : userInfo().username;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = [path.join(BIN, tool), ...args];
    if (asRoot) execFileSync('su', ['postgres', '-c', command.map(shellQuote).join(' ')], { stdio: 'pipe' });
    else execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
  };
  const data = path.join(dir, 'data');
  const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off`;
  const ctl = (action: string, ...extra: string[]) =>
    run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), ...extra, action]);
  const start = () => ctl('start', '-o', options);
  const stop = () => ctl('stop', '-m', 'fast');

  run('initdb', ['-D', data, '-A', 'trust', '-U', owner, '--no-sync', '-E', 'UTF8', '--locale=C']);
  start();
  const url = `postgres:///${DATABASE}?host=${encodeURIComponent(dir)}&user=${owner}`;
  const admin = new pg.Client({
    connectionString: `postgres:///postgres?host=${encodeURIComponent(dir)}&user=${owner}`,
  });
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  let running = true;
  return {
    url,
    restart: () => ctl('restart', '-m', 'fast', '-o', options),
    stop() {
      stop();
      running = false;
    },
    start() {
      start();
      running = true;
    },
    remove() {
      if (running) stop();
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
