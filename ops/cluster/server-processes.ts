import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { appUrl } from './postgres-pair.js';
import {
  forgetPid,
  isAlive,
  logFile,
  PLACES,
  portOpen,
  PORTS,
  readPid,
  REPO_ROOT,
  sleep,
  waitFor,
  writePid,
  type Layout,
  type Secrets,
} from './cluster-state.js';

// The server processes: `node apps/server/dist/main.js` on 127.0.0.1:3101 and up, each detached with its
// output in its own log file, so the launcher returns while they run.

export const MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');

export const serverPort = (index: number) => PORTS.firstServer + index - 1;
export const serverKey = (index: number) => `server-${index}`;

/**
 * An operator's Node flags for the servers alone, on their command line (a heap size; a CPU profile
 * of a load run, which NODE_OPTIONS may not carry).
 */
const nodeFlags = () => (process.env.CLUSTER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);

export function serverEnv(index: number, secrets: Secrets, layout: Layout): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? REPO_ROOT,
    // The compiled build runs as production code either way; APP_MODE alone chooses the demo.
    NODE_ENV: 'production',
    APP_MODE: layout.production ? 'production' : 'demo',
    HOST: '127.0.0.1',
    PORT: String(serverPort(index)),
    DATA_DIR: PLACES.data,
    DATABASE_URL: appUrl(secrets, 'primary'),
    DATABASE_REPLICA_URL: appUrl(secrets, 'replica'),
    JWT_SECRET: secrets.jwtSecret,
    METRICS_TOKEN: secrets.metricsToken,
    // HAProxy is the one hop in front: the address it appends to X-Forwarded-For (the learner's)
    // is what the sign-in throttles count, and a client's own X-Forwarded-For entries are ignored.
    TRUST_PROXY: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

export async function readyAnswer(port: number): Promise<number | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/platform/ready`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

export function serverPid(index: number): number | null {
  const pid = readPid(serverKey(index));
  return isAlive(pid) ? pid : null;
}

/** Starts process i unless it runs, and waits until it answers ready (the first migrates and seeds). */
export async function startServer(index: number, secrets: Secrets, layout: Layout, timeoutMs = 180_000) {
  if (serverPid(index) !== null) return;
  const port = serverPort(index);
  // Another program on the port would answer the ready check in this process's place.
  if (await portOpen(port)) throw new Error(`port ${port} is taken by a program that is not server process ${index}`);
  const out = openSync(logFile(serverKey(index)), 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeFlags(), MAIN], {
    cwd: REPO_ROOT,
    env: serverEnv(index, secrets, layout),
    detached: true,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  child.unref();
  writePid(serverKey(index), child.pid!);
  let exited = false;
  child.once('exit', () => (exited = true));
  await waitFor(
    `server process ${index} on port ${port} to answer ready (log: ${logFile(serverKey(index))})`,
    async () => {
      if (exited) throw new Error(`server process ${index} exited while starting: see ${logFile(serverKey(index))}`);
      return (await readyAnswer(port)) === 200;
    },
    timeoutMs,
  );
}

/** SIGTERM, then up to 15 s for it to close its connections; SIGKILL after that. */
export async function stopServer(index: number): Promise<void> {
  const pid = serverPid(index);
  if (pid !== null) {
    process.kill(pid, 'SIGTERM');
    try {
      await waitFor(`server process ${index} to stop`, () => !isAlive(pid), 15_000);
    } catch {
      process.kill(pid, 'SIGKILL');
      await sleep(200);
    }
  }
  forgetPid(serverKey(index));
}

/** The drill: the process ends at once, as in a crash (its connections are cut, not closed). */
export function killServer(index: number): number {
  const pid = serverPid(index);
  if (pid === null) throw new Error(`server process ${index} is not running`);
  process.kill(pid, 'SIGKILL');
  return pid;
}
