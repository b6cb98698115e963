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

const asRoot = userInfo().uid === 0;
const owner = asRoot ? 'postgres' : userInfo().username;

/** A folder the server's user owns. */
function serverFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'esc-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  return dir;
}

function run(tool: string, args: string[]): void {
  const command = [path.join(BIN, tool), ...args];
  if (asRoot) execFileSync('su', ['postgres', '-c', command.map(shellQuote).join(' ')], { stdio: 'pipe' });
  else execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
}

/** A server over a data folder in `dir`, on a socket in `dir` only. */
function serverIn(dir: string) {
  const data = path.join(dir, 'data');
  const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off`;
  const ctl = (action: string, ...extra: string[]) =>
    run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), ...extra, action]);
  return {
    data,
    start: () => ctl('start', '-o', options),
    stop: () => ctl('stop', '-m', 'fast'),
    restart: () => ctl('restart', '-m', 'fast', '-o', options),
    urlOf: (database: string) => `postgres:///${database}?host=${encodeURIComponent(dir)}&user=${owner}`,
  };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = serverFolder();
  const server = serverIn(dir);
  const { start, stop } = server;
  run('initdb', ['-D', server.data, '-A', 'trust', '-U', owner, '--no-sync', '-E', 'UTF8', '--locale=C']);
  start();
  const url = server.urlOf(DATABASE);
  const admin = new pg.Client({
    connectionString: `postgres:///postgres?host=${encodeURIComponent(dir)}&user=${owner}`,
  });
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  let running = true;
  return {
    url,
    restart: server.restart,
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

export interface PrivateReplica {
  /** The URL of the primary's database on the replica (read only). */
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

/**
 * A hot-standby streaming replica of a private server (its database already made): a base backup
 * over the primary's socket (initdb's trust rules let the owner replicate; a fast checkpoint, or it waits minutes for one), started on a socket of
 * its own. It follows the primary until stopped.
 */
export function startPrivateReplica(primaryUrl: string): PrivateReplica {
  const primaryDir = new URL(primaryUrl).searchParams.get('host')!;
  const dir = serverFolder();
  const server = serverIn(dir);
  run('pg_basebackup', [
    '-h',
    primaryDir,
    '-U',
    owner,
    '-D',
    server.data,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
    '--no-sync',
  ]);
  server.start();
  let running = true;
  return {
    url: server.urlOf(DATABASE),
    stop() {
      server.stop();
      running = false;
    },
    start() {
      server.start();
      running = true;
    },
    remove() {
      if (running) server.stop();
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
