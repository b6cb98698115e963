import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { renderHaproxyConfig } from './haproxy-config.js';
import { serverPort } from './server-processes.js';
import {
  forgetPid,
  isAlive,
  logFile,
  PLACES,
  portOpen,
  PORTS,
  readPid,
  REPO_ROOT,
  waitFor,
  writePid,
} from './cluster-state.js';

// HAProxy in the background: its configuration rendered and checked, its output in its log file.

/** The server's defaults (NOTIFY_STREAM_HEARTBEAT_SECONDS, NOTIFY_STREAM_MAX_SECONDS in config.ts); the launcher leaves them unset. */
const STREAM = { heartbeatSeconds: 25, maxSeconds: 900 };

export function ensureHaproxy(): void {
  execFileSync('bash', [path.join(REPO_ROOT, 'scripts/ensure-haproxy.sh')], { stdio: 'inherit' });
}

export function writeHaproxyConfig(processes: number): void {
  const config = renderHaproxyConfig({
    serverPorts: Array.from({ length: processes }, (_, i) => serverPort(i + 1)),
    frontPort: PORTS.front,
    statsPort: PORTS.stats,
    statsSocket: PLACES.haproxySocket,
    streamHeartbeatSeconds: STREAM.heartbeatSeconds,
    streamMaxSeconds: STREAM.maxSeconds,
    // Each proxied connection holds two descriptors; the machine allows 20,000 a process.
    maxConnections: 9000,
  });
  writeFileSync(PLACES.haproxyConfig, config);
  execFileSync('haproxy', ['-c', '-q', '-f', PLACES.haproxyConfig], { stdio: 'pipe' });
}

export function haproxyPid(): number | null {
  const pid = readPid('haproxy');
  return isAlive(pid) ? pid : null;
}

export async function startHaproxy(): Promise<void> {
  if (haproxyPid() !== null) return;
  if (await portOpen(PORTS.front))
    throw new Error(`port ${PORTS.front} is taken by a program that is not this HAProxy`);
  const out = openSync(logFile('haproxy'), 'a');
  // -W: the master process, which stays in front (its pid is the one recorded); -db: in the foreground of its own session.
  const child = spawn('haproxy', ['-W', '-db', '-f', PLACES.haproxyConfig], {
    detached: true,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  child.unref();
  writePid('haproxy', child.pid!);
  await waitFor('HAProxy to take connections on its front port', () => portOpen(PORTS.front), 10_000);
}

export async function stopHaproxy(): Promise<void> {
  const pid = haproxyPid();
  if (pid !== null) {
    // SIGUSR1 to the master: a soft stop that finishes the requests in flight.
    process.kill(pid, 'SIGUSR1');
    await waitFor('HAProxy to stop', () => !isAlive(pid), 12_000).catch(() => process.kill(pid, 'SIGKILL'));
  }
  forgetPid('haproxy');
}

/** One command on the stats socket; the answer as text. */
export function socketCommand(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PLACES.haproxySocket);
    let answer = '';
    socket.setEncoding('utf8');
    socket.once('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
    socket.setTimeout(3000, () => socket.destroy(new Error('the HAProxy stats socket did not answer')));
  });
}

export interface BackendState {
  server: string;
  /** UP, DOWN, MAINT, or a transition (UP 1/2, DOWN 1/2). */
  status: string;
  lastCheck: string;
  currentSessions: number;
  totalSessions: number;
}

/** HAProxy's view of the app backend: its `show stat` CSV, one row per server. */
export async function backendStates(): Promise<BackendState[]> {
  const csv = await socketCommand('show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const names = (header ?? '').replace(/^# /, '').split(',');
  const col = (row: string[], name: string) => row[names.indexOf(name)] ?? '';
  return rows
    .map((line) => line.split(','))
    .filter((row) => col(row, 'pxname') === 'app' && !['FRONTEND', 'BACKEND'].includes(col(row, 'svname')))
    .map((row) => ({
      server: col(row, 'svname'),
      status: col(row, 'status'),
      lastCheck: col(row, 'check_status'),
      currentSessions: Number(col(row, 'scur')),
      totalSessions: Number(col(row, 'stot')),
    }));
}
