import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

// Where the cluster keeps its state (.cluster/ at the repository root) and what it generates once.

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const STATE_DIR = path.join(REPO_ROOT, '.cluster');

export const PLACES = {
  primary: path.join(STATE_DIR, 'pg-primary'),
  replica: path.join(STATE_DIR, 'pg-replica'),
  /** Every server process's DATA_DIR: uploads and generated keys must be the same for all. */
  data: path.join(STATE_DIR, 'data'),
  logs: path.join(STATE_DIR, 'logs'),
  pids: path.join(STATE_DIR, 'pids'),
  haproxyConfig: path.join(STATE_DIR, 'haproxy.cfg'),
  haproxySocket: path.join(STATE_DIR, 'haproxy.sock'),
  secrets: path.join(STATE_DIR, 'secrets.json'),
  /** How the running cluster was started (its number of processes and mode), for status and the drills. */
  layout: path.join(STATE_DIR, 'layout.json'),
} as const;

export const PORTS = { front: 8080, stats: 8404, primary: 55432, replica: 55433, firstServer: 3101, lastServer: 3108 };
export const ROLES = { app: 'esc', replication: 'esc_replication', admin: 'postgres', database: 'esc' } as const;
export const REPLICATION_SLOT = 'esc_replica';

export interface Secrets {
  jwtSecret: string;
  metricsToken: string;
  appPassword: string;
  replicationPassword: string;
  adminPassword: string;
}

export interface Layout {
  processes: number;
  production: boolean;
}

export function ensureStateDirs(): void {
  for (const dir of [STATE_DIR, PLACES.data, PLACES.logs, PLACES.pids]) mkdirSync(dir, { recursive: true });
}

const secret = () => randomBytes(32).toString('base64url');

/** Made once and kept (mode 0600); never printed: the launcher names the file instead. */
export function loadOrCreateSecrets(): Secrets {
  if (existsSync(PLACES.secrets)) return JSON.parse(readFileSync(PLACES.secrets, 'utf8')) as Secrets;
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    metricsToken: secret(),
    appPassword: secret(),
    replicationPassword: secret(),
    adminPassword: secret(),
  };
  writeFileSync(PLACES.secrets, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(PLACES.secrets, 0o600);
  return secrets;
}

export function readSecrets(): Secrets | null {
  return existsSync(PLACES.secrets) ? (JSON.parse(readFileSync(PLACES.secrets, 'utf8')) as Secrets) : null;
}

export function writeLayout(layout: Layout): void {
  writeFileSync(PLACES.layout, JSON.stringify(layout) + '\n');
}

export function readLayout(): Layout | null {
  return existsSync(PLACES.layout) ? (JSON.parse(readFileSync(PLACES.layout, 'utf8')) as Layout) : null;
}

const pidFile = (name: string) => path.join(PLACES.pids, `${name}.pid`);

export function writePid(name: string, pid: number): void {
  writeFileSync(pidFile(name), `${pid}\n`);
}

export function readPid(name: string): number | null {
  const file = pidFile(name);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export function forgetPid(name: string): void {
  rmSync(pidFile(name), { force: true });
}

export function isAlive(pid: number | null): pid is number {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function logFile(name: string): string {
  return path.join(PLACES.logs, `${name}.log`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the check holds or the time is up (then throws, naming what was awaited). */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
}

/** Whether something takes connections on 127.0.0.1:port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
