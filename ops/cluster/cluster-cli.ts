import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { clusterStatus, statusText } from './cluster-status.js';
import {
  backendStates,
  ensureHaproxy,
  haproxyPid,
  startHaproxy,
  stopHaproxy,
  writeHaproxyConfig,
} from './haproxy-process.js';
import { restartPrimary, startMember, startPair, stopMember } from './postgres-pair.js';
import { killServer, MAIN, serverPid, startServer, stopServer } from './server-processes.js';
import {
  ensureStateDirs,
  loadOrCreateSecrets,
  PLACES,
  PORTS,
  readLayout,
  readSecrets,
  REPO_ROOT,
  STATE_DIR,
  waitFor,
  writeLayout,
  type Layout,
} from './cluster-state.js';

// npm run cluster -- <command>: the cluster on one machine (see the README, "A cluster on one machine").

const MAX_PROCESSES = PORTS.lastServer - PORTS.firstServer + 1;

/** Node runs one thread per process: one process per core uses the machine, and two survive the loss of one. */
export function defaultProcesses(cores = availableParallelism()): number {
  return Math.min(MAX_PROCESSES, Math.max(2, cores));
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function processesOption(args: string[]): number {
  const raw = option(args, '--processes');
  if (raw === undefined) return defaultProcesses();
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_PROCESSES) {
    throw new Error(`--processes must be a whole number from 1 to ${MAX_PROCESSES}, got "${raw}"`);
  }
  return value;
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The build is skipped when both outputs are newer than every source file of the server, web and packages. */
function buildIsCurrent(): boolean {
  const outputs = [MAIN, path.join(REPO_ROOT, 'apps/web/dist/index.html')];
  if (!outputs.every((file) => existsSync(file))) return false;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'packages/contracts/src'];
  return sources.every((dir) => newestSource(path.join(REPO_ROOT, dir)) < built);
}

function serverIndex(args: string[]): number {
  const layout = readLayout();
  const index = Number(args[0]);
  if (!layout || !Number.isInteger(index) || index < 1 || index > layout.processes) {
    throw new Error(
      `give a server process from 1 to ${layout?.processes ?? 'the number started'}, got "${args[0] ?? ''}"`,
    );
  }
  return index;
}

const step = (text: string) => console.log(`- ${text}`);

async function start(args: string[]): Promise<void> {
  const running = await clusterStatus();
  if (haproxyPid() !== null && running.servers.length > 0 && running.servers.every((s) => s.alive)) {
    console.log(`The cluster is already running at ${running.url}.\n`);
    console.log(statusText(running));
    return;
  }
  const previous = readLayout();
  // A cluster partly running (a process killed in a drill) is completed as it was started.
  const layout: Layout =
    running.running && previous
      ? previous
      : { processes: processesOption(args), production: args.includes('--production') };
  if (running.running && previous) step(`completing the running cluster of ${previous.processes} processes`);
  ensureHaproxy();
  if (args.includes('--no-build')) step('build skipped (--no-build)');
  else if (buildIsCurrent()) step('build is newer than every source file: not rebuilt');
  else {
    step('building the web app and the server (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build`);
  ensureStateDirs();
  const secrets = loadOrCreateSecrets();
  writeLayout(layout);
  step(`PostgreSQL primary on 127.0.0.1:${PORTS.primary} and its streaming replica on 127.0.0.1:${PORTS.replica}`);
  await startPair(secrets, layout.processes);
  step('server process 1 (it migrates the database and, in the demo, seeds it)');
  await startServer(1, secrets, layout);
  for (let index = 2; index <= layout.processes; index++) step(`server process ${index}`);
  await Promise.all(Array.from({ length: layout.processes - 1 }, (_, i) => startServer(i + 2, secrets, layout)));
  step('HAProxy');
  writeHaproxyConfig(layout.processes);
  await startHaproxy();
  // HAProxy sends nothing to a server before two health checks pass: the URL is given once it would answer.
  await waitFor(
    'HAProxy to see every server process UP',
    async () => (await backendStates().catch(() => [])).filter((b) => b.status === 'UP').length === layout.processes,
    15_000,
  );
  console.log(`
The cluster runs at http://127.0.0.1:${PORTS.front} (${layout.production ? 'production' : 'demo'} mode)
  ${layout.processes} server processes on 127.0.0.1:${PORTS.firstServer}-${PORTS.firstServer + layout.processes - 1} behind HAProxy (stats: http://127.0.0.1:${PORTS.stats}/)
  PostgreSQL primary 127.0.0.1:${PORTS.primary}, replica 127.0.0.1:${PORTS.replica}
  logs: ${PLACES.logs}   secrets: ${PLACES.secrets}
  status: npm run cluster -- status   stop: npm run cluster -- stop`);
}

async function stop(args: string[]): Promise<void> {
  await stopHaproxy();
  const processes = readLayout()?.processes ?? PORTS.lastServer - PORTS.firstServer + 1;
  await Promise.all(Array.from({ length: processes }, (_, i) => stopServer(i + 1)));
  stopMember('replica');
  stopMember('primary');
  if (args.includes('--wipe')) {
    rmSync(STATE_DIR, { recursive: true, force: true });
    console.log(`Stopped; ${STATE_DIR} removed.`);
  } else console.log(`Stopped; the data stays in ${STATE_DIR} (stop --wipe removes it).`);
}

function needSecrets() {
  const secrets = readSecrets();
  const layout = readLayout();
  if (!secrets || !layout) throw new Error('the cluster was never started here: npm run cluster -- start');
  return { secrets, layout };
}

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  start,
  stop,
  async status(args) {
    const status = await clusterStatus();
    console.log(args.includes('--json') ? JSON.stringify(status, null, 2) : statusText(status));
  },
  async 'kill-server'(args) {
    const index = serverIndex(args);
    console.log(`server process ${index} (pid ${killServer(index)}) killed with SIGKILL`);
  },
  async 'start-server'(args) {
    const index = serverIndex(args);
    const { secrets, layout } = needSecrets();
    if (serverPid(index) !== null) return console.log(`server process ${index} is already running`);
    await startServer(index, secrets, layout);
    console.log(`server process ${index} started and ready`);
  },
  async 'stop-replica'() {
    stopMember('replica');
    console.log('replica stopped');
  },
  async 'start-replica'() {
    startMember('replica');
    console.log('replica started');
  },
  async 'restart-primary'() {
    restartPrimary();
    console.log('primary restarted (fast shutdown: its connections were ended)');
  },
};

const USAGE = `npm run cluster -- <command>
  start [--processes N] [--production] [--no-build]   start everything (N: one per core, at least 2)
  stop [--wipe]                                       stop everything (--wipe also removes .cluster/)
  status [--json]                                     processes, HAProxy's view, PostgreSQL and the replica's lag
  kill-server <i> | start-server <i>                  drills: SIGKILL a server process, start it again
  stop-replica | start-replica | restart-primary      drills on PostgreSQL`;

const [command, ...args] = process.argv.slice(2);
const run = command ? COMMANDS[command] : undefined;
if (!run) {
  console.log(USAGE);
  process.exitCode = command ? 1 : 0;
} else {
  await run(args).catch((err: unknown) => {
    console.error(`cluster ${command}: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  });
}
