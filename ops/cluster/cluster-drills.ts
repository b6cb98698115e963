import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { bad, call, createRun, ensureCluster, errorName, signIn, stopCluster, type Answer } from './cluster-client.js';
import { appUrl } from './postgres-pair.js';
import { PORTS, readLayout, readSecrets, REPO_ROOT, sleep, waitFor, type Secrets } from './cluster-state.js';

// npm run cluster:drills: PostgreSQL failing while the cluster serves, seen from outside through
// HAProxy, with figures. The replica stopped: reports keep answering, from the primary, and go back
// to the replica when it returns. The primary restarted: requests in the gap answer 503 with
// Retry-After (never 500), the processes reconnect by themselves, and every write they acknowledged
// (sent again as the web outbox does, with its id) is in the database afterwards.

const { say, failures, expectThat } = createRun();
const REPORT = '/api/student-report/teacher/overviewTeacherAssignedAssessments';
/** The demo's first video: the student's progress on it is the write the drill makes. */
const CONTENT_ID = 100001;

type Timed = Answer & { at: number };

/**
 * A drill command of the cluster's (`npm run cluster -- stop-replica`), in a child process: this
 * process's requests go on being answered and timed while PostgreSQL stops or restarts.
 */
function drill(command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'cluster', '--', command], { cwd: REPO_ROOT, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cluster ${command} exited with ${code}`)),
    );
  });
}

/**
 * How many of a learner's progress posts the primary holds, by their ids (the server keeps each as
 * `<learner>:<id>`), read as the server's own role.
 */
async function storedPosts(secrets: Secrets, learner: string, ids: readonly string[]): Promise<number> {
  const client = new pg.Client({ connectionString: appUrl(secrets, 'primary') });
  await client.connect();
  try {
    const found = await client.query<{ n: string }>(
      'select count(*) as n from progress_events where client_event_id = any($1::text[])',
      [ids.map((id) => `${learner}:${id}`)],
    );
    return Number(found.rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** Lag-tolerant statements run so far, by side, over every process (their /metrics). */
async function statementsBySide(secrets: Secrets): Promise<{ replica: number; primary: number }> {
  const sides = { replica: 0, primary: 0 };
  for (let i = 0; i < readLayout()!.processes; i++) {
    const res = await fetch(`http://127.0.0.1:${PORTS.firstServer + i}/metrics`, {
      headers: { authorization: `Bearer ${secrets.metricsToken}` },
    }).catch(() => null);
    const text = res?.ok ? await res.text() : '';
    for (const side of ['replica', 'primary'] as const) {
      const found = new RegExp(`^esc_lag_tolerant_statements_total\\{served_by="${side}"\\} (\\d+)`, 'm').exec(text);
      sides[side] += Number(found?.[1] ?? 0);
    }
  }
  return sides;
}

/** Workers calling `work` until stopped; every answer kept with its moment. */
function keepCalling(workers: number, work: () => Promise<Answer[]>) {
  const answers: Timed[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) for (const answer of await work()) answers.push({ ...answer, at: Date.now() });
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const statuses = (list: Answer[]) =>
  Object.entries(
    list.reduce<Record<string, number>>(
      (counts, a) => ({ ...counts, [errorName(a)]: (counts[errorName(a)] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, n]) => `${status} x${n}`)
    .join(', ');

async function replicaStopped(secrets: Secrets, teacher: Record<string, string>): Promise<void> {
  say('drill 1: the replica stops while teachers read reports (4 at a time)');
  const reading = keepCalling(4, async () => [await call(REPORT, { headers: teacher })]);
  await sleep(1500);
  const before = await statementsBySide(secrets);
  const stoppedAt = Date.now();
  await drill('stop-replica');
  say(`replica stopped (${Date.now() - stoppedAt} ms); reading on for 5 s`);
  await sleep(5000);
  const during = await statementsBySide(secrets);
  const restartAt = Date.now();
  await drill('start-replica');
  await waitFor(
    'the replica to serve reports again',
    async () => (await statementsBySide(secrets)).replica > during.replica,
    30_000,
  );
  const back = Date.now() - restartAt;
  await reading.stop();
  const afterStop = reading.answers.filter((a) => a.at >= stoppedAt);
  say(`answers after the stop: ${afterStop.length} (${statuses(afterStop)})`);
  say(
    `statements while stopped: ${during.primary - before.primary} on the primary, ${during.replica - before.replica} on the replica`,
  );
  say(`the replica served reports again ${(back / 1000).toFixed(1)} s after it was started`);
  expectThat(
    bad(afterStop).length === 0 && afterStop.every((a) => a.status === 200),
    'every report answers 200 while the replica is stopped',
  );
  expectThat(during.primary > before.primary, 'the primary serves the reports while the replica is stopped');
}

/** A progress post sent again, with its id, as the web outbox does, until acknowledged or refused. */
async function postProgress(student: Record<string, string>, uuid: string, sent: Timed[]): Promise<string | null> {
  const id = randomUUID();
  const body = JSON.stringify({
    uuid,
    client_event_id: id,
    content_id: CONTENT_ID,
    total_consumption_time: 1,
    source: 1,
  });
  for (let attempt = 0; attempt < 12; attempt++) {
    const answer = await call('/api/mis/v2/addLearningProgress', {
      method: 'POST',
      headers: { ...student, 'content-type': 'application/json' },
      body,
    });
    sent.push({ ...answer, at: Date.now() });
    if (answer.status === 200) return id;
    if (answer.status !== 0 && answer.status < 500) return null;
    await sleep(Math.min(5000, Number(answer.retryAfter ?? 0) * 1000 || 1000 * 2 ** Math.min(attempt, 2)));
  }
  return null;
}

async function primaryRestarted(secrets: Secrets, student: { headers: Record<string, string>; uuid: string }) {
  say('drill 2: the primary restarts (fast: every connection ended) while learners post progress (4 at a time)');
  const sent: Timed[] = [];
  const acknowledged: string[] = [];
  const refused: number[] = [];
  const writing = keepCalling(4, async () => {
    const id = await postProgress(student.headers, student.uuid, sent);
    if (id) acknowledged.push(id);
    else refused.push(Date.now());
    return [];
  });
  // The processes' own view, ten times a second (a readiness check pings the database).
  const probing = keepCalling(1, async () => {
    await sleep(100);
    return [await call('/api/platform/ready')];
  });
  await sleep(1500);
  const restartAt = Date.now();
  await drill('restart-primary');
  const restartedIn = Date.now() - restartAt;
  say(`primary restarted in ${restartedIn} ms (pg_ctl restart -m fast); posting on for 8 s`);
  await sleep(8000);
  await Promise.all([writing.stop(), probing.stop()]);
  const probes = probing.answers.filter((a) => a.at >= restartAt);
  const lastDown = probes.filter((a) => a.status !== 200).at(-1);
  say(
    lastDown
      ? `readiness answered ${statuses(probes.filter((a) => a.status !== 200))} until ${lastDown.at - restartAt} ms after the restart began, then 200`
      : 'readiness answered 200 throughout',
  );
  const gap = sent.filter((a) => a.at >= restartAt && a.status !== 200);
  const firstBack = sent.find((a) => a.at >= restartAt + restartedIn && a.status === 200);
  say(`answers from the restart on: ${statuses(sent.filter((a) => a.at >= restartAt))}`);
  if (firstBack) {
    say(
      `first post acknowledged after the restart: ${firstBack.at - restartAt} ms after it began (posts wait out Retry-After)`,
    );
  }
  const stored = await storedPosts(secrets, student.uuid, acknowledged);
  say(`posts acknowledged: ${acknowledged.length}; stored: ${stored}; given up: ${refused.length}`);
  expectThat(
    sent.every((a) => a.status !== 500),
    'no request answers 500 during the restart',
  );
  expectThat(
    gap.filter((a) => a.status === 503).every((a) => a.retryAfter !== null),
    'every 503 of the gap says when to try again (Retry-After)',
  );
  expectThat(firstBack !== undefined, 'the processes reconnect by themselves and acknowledge posts again');
  expectThat(stored === acknowledged.length, 'every acknowledged post is stored');
  expectThat(refused.length === 0, 'no post is given up or refused');
}

const startedHere = ensureCluster(say);
try {
  const secrets = readSecrets()!;
  const teacher = await signIn('teacher@demo.school');
  const student = await signIn('student@demo.school');
  await replicaStopped(secrets, teacher.headers);
  await primaryRestarted(secrets, student);
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
  say(`FAILED: ${failures.at(-1)}`);
} finally {
  if (startedHere) stopCluster(say);
}
say(failures.length === 0 ? 'cluster drills passed' : `cluster drills FAILED: ${failures.length} problem(s)`);
process.exitCode = failures.length === 0 ? 0 : 1;
