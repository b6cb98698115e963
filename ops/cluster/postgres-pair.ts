import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { logFile, PLACES, PORTS, REPLICATION_SLOT, ROLES, STATE_DIR, waitFor, type Secrets } from './cluster-state.js';
import { primarySettings, renderHba, renderSettings } from './postgres-settings.js';

// The PostgreSQL 15 primary and its streaming replica, in folders of the project, on 127.0.0.1 only.
// PostgreSQL refuses to run as root: as root, its folders are the postgres user's and it runs as that user.

const BIN = '/usr/lib/postgresql/15/bin';
const asRoot = userInfo().uid === 0;

export type Member = 'primary' | 'replica';

const folderOf = (member: Member) => (member === 'primary' ? PLACES.primary : PLACES.replica);
export const portOf = (member: Member) => (member === 'primary' ? PORTS.primary : PORTS.replica);

const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

function run(tool: string, args: string[], env: Record<string, string> = {}): string {
  const command = [path.join(BIN, tool), ...args];
  const options = { stdio: 'pipe' as const, env: { ...process.env, ...env }, cwd: STATE_DIR };
  const out = asRoot
    ? execFileSync('su', ['postgres', '-c', command.map(shellQuote).join(' ')], options)
    : execFileSync(command[0]!, command.slice(1), options);
  return out.toString();
}

/** A file or folder PostgreSQL writes must be the postgres user's when we are root. */
function handOver(file: string): void {
  if (!asRoot) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(file, uid, gid);
}

export function checkBinaries(): void {
  if (!existsSync(path.join(BIN, 'pg_ctl'))) {
    throw new Error(`PostgreSQL 15 is not installed (${BIN}): run 'apt-get install -y postgresql-15' and try again`);
  }
}

function ctl(member: Member, action: 'start' | 'stop' | 'restart' | 'status'): string {
  const log = logFile(`pg-${member}`);
  if (!existsSync(log)) writeFileSync(log, '');
  handOver(log);
  const args = ['-D', folderOf(member), '-w', '-t', '120', '-l', log];
  if (action === 'start' || action === 'restart') args.push('-o', `-p ${portOf(member)}`);
  if (action === 'stop' || action === 'restart') args.push('-m', 'fast');
  return run('pg_ctl', [...args, action]);
}

export function isRunning(member: Member): boolean {
  if (!existsSync(path.join(folderOf(member), 'PG_VERSION'))) return false;
  try {
    ctl(member, 'status');
    return true;
  } catch {
    return false; // pg_ctl status exits 3 when it is not running
  }
}

export function startMember(member: Member): void {
  if (!isRunning(member)) ctl(member, 'start');
}

export function stopMember(member: Member): void {
  if (isRunning(member)) ctl(member, 'stop');
}

export function restartPrimary(): void {
  ctl('primary', 'restart');
}

export function adminClient(secrets: Secrets, member: Member, database = 'postgres'): pg.Client {
  return new pg.Client({
    host: '127.0.0.1',
    port: portOf(member),
    user: ROLES.admin,
    password: secrets.adminPassword,
    database,
    application_name: 'esc-cluster',
  });
}

export async function adminQuery<Row>(secrets: Secrets, member: Member, text: string): Promise<Row[]> {
  const client = adminClient(secrets, member);
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The cluster's settings live in a file of their own, rewritten at each start for its number of processes. */
const SETTINGS_FILE = 'esc-cluster.conf';

function writeSettings(member: Member, processes: number): void {
  const file = path.join(folderOf(member), SETTINGS_FILE);
  const settings = { ...primarySettings(processes), listen_addresses: "'127.0.0.1'", unix_socket_directories: "''" };
  writeFileSync(file, renderSettings(settings), { mode: 0o600 });
  handOver(file);
}

/** initdb with scram-sha-256, the settings and pg_hba; then the app role, its database and the replication role. */
async function createPrimary(secrets: Secrets, processes: number): Promise<void> {
  const folder = PLACES.primary;
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  handOver(folder);
  const passwordFile = path.join(STATE_DIR, 'initdb-password');
  writeFileSync(passwordFile, secrets.adminPassword, { mode: 0o600 });
  handOver(passwordFile);
  try {
    run('initdb', [
      ...['-D', folder, '-U', ROLES.admin, '--auth=scram-sha-256', `--pwfile=${passwordFile}`],
      ...['-E', 'UTF8', '--locale=C'],
    ]);
  } finally {
    rmSync(passwordFile, { force: true });
  }
  appendFileSync(path.join(folder, 'postgresql.conf'), `\ninclude '${SETTINGS_FILE}'\n`);
  writeFileSync(path.join(folder, 'pg_hba.conf'), renderHba(ROLES));
  writeSettings('primary', processes);
  ctl('primary', 'start');
  const admin = adminClient(secrets, 'primary');
  await admin.connect();
  try {
    const literal = (value: string) => admin.escapeLiteral(value);
    await admin.query(`create role ${ROLES.app} login password ${literal(secrets.appPassword)}`);
    await admin.query(
      `create role ${ROLES.replication} login replication password ${literal(secrets.replicationPassword)}`,
    );
    await admin.query(`create database ${ROLES.database} owner ${ROLES.app}`);
  } finally {
    await admin.end();
  }
}

/** A base backup of the primary that writes its own standby settings (-R) and makes its slot (-C -S). */
function createReplica(secrets: Secrets): void {
  const folder = PLACES.replica;
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  handOver(folder);
  run(
    'pg_basebackup',
    [
      ...['-h', '127.0.0.1', '-p', String(PORTS.primary), '-U', ROLES.replication, '-D', folder],
      ...['-R', '-X', 'stream', '-C', '-S', REPLICATION_SLOT, '--no-password'],
      // An immediate checkpoint: the default spreads it over minutes of a new, idle primary.
      ...['--checkpoint=fast'],
    ],
    { PGPASSWORD: secrets.replicationPassword },
  );
}

export async function replicaStreaming(secrets: Secrets): Promise<boolean> {
  try {
    const rows = await adminQuery<{ state: string }>(secrets, 'primary', `select state from pg_stat_replication`);
    return rows.some((row) => row.state === 'streaming');
  } catch {
    return false;
  }
}

/** Makes what is missing, starts what is stopped, and waits until the replica streams. */
export async function startPair(secrets: Secrets, processes: number): Promise<void> {
  checkBinaries();
  if (!existsSync(path.join(PLACES.primary, 'PG_VERSION'))) await createPrimary(secrets, processes);
  else if (!isRunning('primary')) {
    writeSettings('primary', processes);
    ctl('primary', 'start');
  }
  if (!existsSync(path.join(PLACES.replica, 'PG_VERSION'))) createReplica(secrets);
  if (!isRunning('replica')) {
    writeSettings('replica', processes);
    ctl('replica', 'start');
  }
  await waitFor('the replica to stream from the primary', () => replicaStreaming(secrets), 60_000);
}

/** The URL a server process (or a check) reaches a member with, as the app role. */
export function appUrl(secrets: Secrets, member: Member): string {
  const password = encodeURIComponent(secrets.appPassword);
  return `postgres://${ROLES.app}:${password}@127.0.0.1:${portOf(member)}/${ROLES.database}`;
}
