import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/config.js';
import { PLACES, readSecrets } from '../ops/cluster/cluster-state.js';
import { appUrl } from '../ops/cluster/postgres-pair.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { composeScriptServices } from '../apps/server/src/script-services.js';
import { freePort, startDemoServer } from './demo-server.js';
import { prepareMorning, type MorningWorld } from './exam-morning-data.js';
import { createRecorder, formatFigures, judgeTargets } from './exam-morning-figures.js';
import { createHttp } from './exam-morning-http.js';
import { runLearner, runTeacher, type MorningLog } from './exam-morning-learner.js';
import { countLostAnswers, countLostSubmits, readStored } from './exam-morning-loss.js';
import { HELP, parseOptions, type MorningOptions } from './exam-morning-options.js';
import { morningMs, planMorning, type MorningProfile } from './exam-morning-schedule.js';
import { pidsIn, samplePostgres, sampleProcesses } from './exam-morning-system.js';
import { ownLoopDelayByMinute } from './process-stats.js';

// The exam morning of the issue, played against a deployment from outside (bench/exam-morning-*.ts
// hold its pieces; HELP says what it does). Bounded and on loopback.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Deployment {
  base: string;
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string | null;
  pids: () => Map<string, number>;
  server: ChildProcess | null;
}

/** Where the deployment is: the cluster's state, a given base, or a server this script starts. */
function deploymentOf(o: MorningOptions): Omit<Deployment, 'server' | 'base'> & { base: string | null } {
  if (o.cluster) {
    // The cluster's own record of itself (ops/cluster), read only.
    const secrets = readSecrets();
    if (!secrets)
      throw new Error(`--cluster: no ${PLACES.secrets}; start the cluster first (npm run cluster -- start)`);
    return {
      base: o.base,
      databaseUrl: o.databaseUrl ?? appUrl(secrets, 'primary'),
      dataDir: o.dataDir ?? PLACES.data,
      jwtSecret: secrets.jwtSecret,
      pids: pidsIn(o.pidDir ?? PLACES.pids),
    };
  }
  const dataDir = path.resolve(root, o.dataDir ?? (o.databaseUrl ? 'data/bench-exam-pg' : 'data/bench-exam'));
  if (o.base !== null && !process.env.JWT_SECRET) {
    throw new Error(
      "--base needs the deployment's JWT_SECRET in the environment (or --cluster), to sign the learners' sessions",
    );
  }
  return {
    base: o.base,
    databaseUrl: o.databaseUrl,
    dataDir,
    jwtSecret: process.env.JWT_SECRET ?? null,
    pids: o.pidDir ? pidsIn(o.pidDir) : () => new Map(),
  };
}

const configOf = (d: Omit<Deployment, 'server' | 'base'>) =>
  loadConfig({
    DATA_DIR: d.dataDir,
    DATABASE_URL: d.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...(d.jwtSecret ? { JWT_SECRET: d.jwtSecret } : {}),
  });

async function prepare(
  o: MorningOptions,
  d: Omit<Deployment, 'server' | 'base'>,
  selfStarted: boolean,
): Promise<MorningWorld> {
  mkdirSync(d.dataDir, { recursive: true });
  const config = configOf(d);
  const database = createDatabase(config);
  const services = composeScriptServices(config, database.db);
  try {
    if (selfStarted) await migrateToLatest(database.db);
    return await prepareMorning(database.db, services, {
      learners: o.learners,
      durationMin: o.durationMin,
      jwtSecret: config.jwtSecret,
      tokenTtlSeconds: Math.ceil(morningMs(profileOf(o)) / 1000) + 1800,
      engine: database.engine,
    });
  } finally {
    await services.jobs.stop();
    await database.db.destroy();
  }
}

const profileOf = (o: MorningOptions): MorningProfile => ({
  startSpreadS: o.startSpread,
  durationMin: o.durationMin,
  compress: o.compress,
  saveEveryS: o.saveEvery,
  reloadShare: o.reloadShare,
  questions: 40,
});

/** A drill's command at its second of the morning; its output printed as it comes. */
function scheduleCommand(cmd: string | null, atS: number | null, t0: number, what: string): Promise<void> {
  if (cmd === null || atS === null) return Promise.resolve();
  return new Promise((resolve) => {
    setTimeout(
      () => {
        console.log(`  [${atS} s] ${what}: ${cmd}`);
        const child = spawn('sh', ['-c', cmd], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
        child.on('exit', (code) => {
          console.log(`  [${((performance.now() - t0) / 1000).toFixed(0)} s] ${what} ended (exit ${code})`);
          resolve();
        });
      },
      Math.max(0, t0 + atS * 1000 - performance.now()),
    );
  });
}

async function morning(o: MorningOptions, d: Deployment, world: MorningWorld) {
  const profile = { ...profileOf(o), questions: world.questions.length };
  const plans = planMorning(profile, world.learners.length, o.seed);
  const recorder = createRecorder();
  const http = createHttp(
    { base: new URL(d.base), connections: o.connections, retries: o.retries, backoffMs: 2000, timeoutMs: 30_000 },
    recorder,
  );
  const log: MorningLog = { sent: [], submitted: [], attempts: new Set() };
  const processes = sampleProcesses(d.pids);
  const postgres = d.databaseUrl ? await samplePostgres(d.databaseUrl) : null;
  const endMs = morningMs(profile);
  const t0 = performance.now();
  recorder.begin(t0);
  const ownCpu = process.cpuUsage();
  const ownDelay = ownLoopDelayByMinute();
  const ctx = { http, t0, paperId: world.paperId, questions: world.questions, log };
  const assignOf = new Map(world.schools.map((s) => [s.schoolId, s.assignId]));
  console.log(
    `\nThe morning: ${world.learners.length} learners, ${world.schools.length} schools, start within ${o.startSpread} s, ` +
      `${o.durationMin} exam minutes at x${o.compress} (${(endMs / 1000).toFixed(0)} s of wall time), against ${d.base}`,
  );
  const progress = setInterval(() => {
    const s = (performance.now() - t0) / 1000;
    console.log(
      `  [${s.toFixed(0)} s] attempts ${log.attempts.size}, saves sent ${log.sent.length}, submitted ${log.submitted.length}`,
    );
  }, 30_000);
  await Promise.all([
    ...world.learners.map((learner, i) => runLearner(ctx, learner, assignOf.get(learner.schoolId)!, plans[i]!)),
    ...world.schools.map((school) => runTeacher(http, school, t0, endMs, o.reportEvery * 1000)),
    scheduleCommand(o.killCmd, o.killAt, t0, 'kill'),
    scheduleCommand(o.restartCmd, o.restartAt, t0, 'restart'),
  ]);
  clearInterval(progress);
  const generatorLoopDelayP99ByMinute = ownDelay.stop();
  const seconds = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(ownCpu);
  http.close();
  return {
    seconds,
    // The load generator shares the machine: what it took is printed beside the server's.
    generatorCpuSeconds: (used.user + used.system) / 1e6,
    generatorLoopDelayP99ByMinute,
    log,
    figures: recorder.figures(seconds),
    processes: processes(),
    postgres: postgres ? await postgres() : null,
  };
}

async function lossCount(d: Omit<Deployment, 'server' | 'base'>, log: MorningLog) {
  const config = configOf(d);
  const database = createDatabase(config);
  try {
    const stored = await readStored(database.db, [...log.attempts]);
    return {
      answers: countLostAnswers(log.sent, stored.answers),
      submits: countLostSubmits(log.submitted, stored.attempts),
    };
  } finally {
    await database.db.destroy();
  }
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2), process.env);
  if (o.help) {
    console.log(HELP);
    return;
  }
  const where = deploymentOf(o);
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`load average before: ${load()}`);
  const world = await prepare(o, where, where.base === null);
  let server: ChildProcess | null = null;
  let base = where.base;
  if (base === null) {
    const port = await freePort();
    server = await startDemoServer(port, {
      DATA_DIR: where.dataDir,
      DATABASE_URL: where.databaseUrl ?? '',
      SEED_DEMO: 'false',
      ...(where.jwtSecret ? { JWT_SECRET: where.jwtSecret } : {}),
    });
    base = `http://127.0.0.1:${port}`;
    const pid = server.pid!;
    where.pids = () => new Map([['server', pid]]);
  }
  try {
    const run = await morning(o, { ...where, base, server }, world);
    const lost = await lossCount(where, run.log);
    const targets = judgeTargets(run.figures, lost);
    const acked = run.log.sent.filter((s) => s.acknowledged).length;
    console.log(
      `\n${run.seconds.toFixed(0)} s; ${run.log.attempts.size} attempts, ${run.log.sent.length} saves sent (${acked} acknowledged), ${run.log.submitted.length} submits acknowledged\n`,
    );
    console.log(formatFigures(run.figures, targets));
    console.log('\nserver processes:');
    for (const p of run.processes) {
      console.log(
        `  ${p.name.padEnd(10)} pid ${p.pids.join(', ')}  CPU ${p.cpuSeconds.toFixed(1)} s (${(p.cpuShare * 100).toFixed(0)} % of a core)  peak memory ${p.peakMiB.toFixed(0)} MiB`,
      );
    }
    const share = ((run.generatorCpuSeconds / run.seconds) * 100).toFixed(0);
    console.log(
      `  ${'generator'.padEnd(10)} pid ${process.pid}  CPU ${run.generatorCpuSeconds.toFixed(1)} s (${share} % of a core; this script)`,
    );
    const lateness = run.generatorLoopDelayP99ByMinute.map((ms, m) => `${m}: ${ms.toFixed(0)}`).join(', ');
    console.log(`  generator's own event-loop delay p99 ms by minute (in every latency above): ${lateness}`);
    if (run.postgres) {
      const { replicas, maxReplayLagMs } = run.postgres;
      const lag =
        replicas === 0
          ? 'none: no replica streams from this server'
          : maxReplayLagMs === null
            ? `not shown (${replicas} replica; idle, or this role lacks pg_read_all_stats)`
            : `${maxReplayLagMs.toFixed(0)} ms at most (${replicas} replica)`;
      console.log(
        `PostgreSQL: ${run.postgres.maxConnections} connections at most, ${run.postgres.commitsPerSecond.toFixed(0)} commits a second, replica lag ${lag}`,
      );
    }
    console.log(`load average after: ${load()}`);
    if (o.json) {
      const { log: _log, ...figures } = run;
      writeFileSync(
        o.json,
        JSON.stringify(
          {
            options: { ...o, databaseUrl: o.databaseUrl ? '(given)' : null },
            ...figures,
            lost,
            targets,
            acknowledgedSaves: acked,
          },
          null,
          2,
        ) + '\n',
      );
    }
    process.exitCode = targets.every((t) => t.pass) ? 0 : 1;
  } finally {
    server?.kill('SIGTERM');
  }
}

try {
  await main();
} catch (error) {
  // A refused option or a missing deployment is said in one line, not a stack.
  console.error(`exam-morning: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
