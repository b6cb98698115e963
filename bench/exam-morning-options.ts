import { parseArgs } from 'node:util';
import { PORTS } from '../ops/cluster/cluster-state.js';

// The exam morning's command line: every option with its default, checked before anything starts.

export interface MorningOptions {
  base: string | null;
  cluster: boolean;
  databaseUrl: string | null;
  dataDir: string | null;
  pidDir: string | null;
  learners: number;
  startSpread: number;
  durationMin: number;
  compress: number;
  saveEvery: [number, number];
  reloadShare: number;
  reportEvery: number;
  connections: number;
  retries: number;
  seed: number;
  killCmd: string | null;
  killAt: number | null;
  restartCmd: string | null;
  restartAt: number | null;
  json: string | null;
  help: boolean;
}

export const HELP = `npm run bench:exam-morning -- [options]

The exam morning of a chain of schools: learners already signed in start one paper within the first
seconds, load its questions and figures, save answers through the real save call (with the outbox's
client write ids and retries), some reload mid-test, and each submits in the paper's last minute; a
teacher per school reads the live report meanwhile. Figures per call, the issue's targets, CPU and
memory per server process, PostgreSQL's figures, and the acknowledged answers lost, counted against
the database after.

Where:
  --base URL              the deployment to load (e.g. http://127.0.0.1:8080, the cluster's HAProxy);
                          without it one server process is started here, as the other benches do
  --cluster               read the cluster's state in .cluster/ (its database URL and JWT secret from
                          secrets.json, its processes' pids: ops/cluster's own record); implies --base http://127.0.0.1:8080
  --database-url URL      the deployment's database (read for the data and the loss count); default:
                          BENCH_DATABASE_URL, else SQLite under --data-dir
  --data-dir DIR          the deployment's DATA_DIR (figures are stored under its media/); default
                          data/bench-exam (data/bench-exam-pg on PostgreSQL) for a self-started server
  --pid-dir DIR           a folder of <name>.pid files: the deployment's processes whose CPU and memory
                          are reported (default with --cluster: .cluster/pids)
  JWT_SECRET (environment) the deployment's secret, which the learners' sessions are signed with; a
                          self-started server gets the one kept in its data dir

The morning:
  --learners N            learners (default 5000; the chain holds 5000, taken round its schools)
  --start-spread S        seconds within which every learner presses Start (default 60; not compressed)
  --duration-min M        the paper's duration in exam minutes (default 30)
  --compress F            exam time runs F times faster than the clock (default 6: 30 min in 5)
  --save-every A-B        exam seconds between a learner's saves (default 20-40)
  --reload-share P        share of learners who reload mid-test (default 0.03)
  --report-every S        seconds between a teacher's reads of the live report (default 10)
  --connections N         most connections open at once (default 512)
  --retries N             tries again after a failure before it is shown (default 5: 2+4+8+16+32 s)
  --seed N                the random plan's seed (default 1)

A process killed in the middle (only against --base: killing the only server is not a drill):
  --kill-cmd CMD          a shell command run at --kill-at seconds (e.g. "npm run cluster -- kill-server 2")
  --kill-at S
  --restart-cmd CMD       a shell command run at --restart-at seconds (e.g. "npm run cluster -- start-server 2")
  --restart-at S

  --json FILE             also write every figure as JSON
  --help                  this text
`;

const number = (value: string | undefined, name: string, min: number, max: number, fallback: number): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new Error(`--${name} must be a number from ${min} to ${max} (got "${value}")`);
  return n;
};

export function parseOptions(argv: readonly string[], env: Record<string, string | undefined> = {}): MorningOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      base: { type: 'string' },
      cluster: { type: 'boolean' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'pid-dir': { type: 'string' },
      learners: { type: 'string' },
      'start-spread': { type: 'string' },
      'duration-min': { type: 'string' },
      compress: { type: 'string' },
      'save-every': { type: 'string' },
      'reload-share': { type: 'string' },
      'report-every': { type: 'string' },
      connections: { type: 'string' },
      retries: { type: 'string' },
      seed: { type: 'string' },
      'kill-cmd': { type: 'string' },
      'kill-at': { type: 'string' },
      'restart-cmd': { type: 'string' },
      'restart-at': { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  const saveEvery = (values['save-every'] ?? '20-40').split('-').map(Number);
  if (saveEvery.length !== 2 || !(saveEvery[0]! >= 1) || !(saveEvery[1]! >= saveEvery[0]!) || saveEvery[1]! > 600) {
    throw new Error(
      `--save-every must be two exam seconds A-B with 1 <= A <= B <= 600 (got "${values['save-every']}")`,
    );
  }
  const cluster = values.cluster ?? false;
  const base = values.base ?? (cluster ? `http://127.0.0.1:${PORTS.front}` : null);
  if (base !== null && !/^https?:\/\//.test(base)) throw new Error(`--base must be an http(s) URL (got "${base}")`);
  const killCmd = values['kill-cmd'] ?? null;
  const restartCmd = values['restart-cmd'] ?? null;
  if ((killCmd || restartCmd) && base === null) {
    throw new Error(
      '--kill-cmd and --restart-cmd need --base (or --cluster): with the one server this script starts, killing it ' +
        'stops the whole deployment, which is not the drill of a process killed behind a load balancer',
    );
  }
  const killAt = values['kill-at'] === undefined ? null : number(values['kill-at'], 'kill-at', 0, 86_400, 0);
  const restartAt =
    values['restart-at'] === undefined ? null : number(values['restart-at'], 'restart-at', 0, 86_400, 0);
  if ((killCmd === null) !== (killAt === null)) throw new Error('--kill-cmd and --kill-at go together');
  if ((restartCmd === null) !== (restartAt === null)) throw new Error('--restart-cmd and --restart-at go together');
  return {
    base,
    cluster,
    databaseUrl: values['database-url'] ?? (env.BENCH_DATABASE_URL || null),
    dataDir: values['data-dir'] ?? null,
    pidDir: values['pid-dir'] ?? null,
    learners: number(values.learners, 'learners', 1, 5000, 5000),
    startSpread: number(values['start-spread'], 'start-spread', 0, 3600, 60),
    durationMin: number(values['duration-min'], 'duration-min', 1, 300, 30),
    compress: number(values.compress, 'compress', 1, 100, 6),
    saveEvery: [saveEvery[0]!, saveEvery[1]!],
    reloadShare: number(values['reload-share'], 'reload-share', 0, 1, 0.03),
    reportEvery: number(values['report-every'], 'report-every', 1, 600, 10),
    connections: number(values.connections, 'connections', 1, 10_000, 512),
    retries: number(values.retries, 'retries', 0, 10, 5),
    seed: number(values.seed, 'seed', 0, 2 ** 31, 1),
    killCmd,
    killAt,
    restartCmd,
    restartAt,
    json: values.json ?? null,
    help: values.help ?? false,
  };
}
