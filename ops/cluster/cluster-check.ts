import { spawnSync } from 'node:child_process';
import { serverName } from './haproxy-config.js';
import { backendStates, haproxyPid } from './haproxy-process.js';
import { killServer, serverPid, startServer } from './server-processes.js';
import { PORTS, readLayout, readSecrets, REPO_ROOT, sleep, waitFor } from './cluster-state.js';

// npm run cluster:check: the cluster seen from outside, through HAProxy. A learner signs in and reads
// the dashboard, every process answers, one process is killed and the balancer routes around it, the
// process comes back and is used again. Each step prints its time; any failure ends with exit code 1.

const BASE = `http://127.0.0.1:${PORTS.front}`;
const STUDENT = { username: 'student@demo.school', password: 'Demo@1234' };
const began = Date.now();
const failures: string[] = [];

function say(text: string): void {
  console.log(`[${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s] ${text}`);
}

function expectThat(ok: boolean, failure: string): void {
  if (!ok) {
    failures.push(failure);
    say(`FAILED: ${failure}`);
  }
}

interface Answer {
  status: number;
  servedBy: string | null;
  requestId: string | null;
  ms: number;
  /** Why no answer came (status 0). */
  reason?: string;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer & { body: unknown }> {
  const started = performance.now();
  try {
    const res = await fetch(`${BASE}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const [servedBy, requestId] = [res.headers.get('x-served-by'), res.headers.get('x-request-id')];
    return { status: res.status, servedBy, requestId, body, ms: performance.now() - started };
  } catch (err) {
    // No answer at all (the connection was cut): counted as an error the learner would see.
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? String(err);
    return { status: 0, servedBy: null, requestId: null, body: null, ms: performance.now() - started, reason };
  }
}

async function signIn(): Promise<Record<string, string>> {
  const res = await call('/api/cognito-login-service/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  const data = (res.body as { data?: { access_token?: string; uuid?: string } } | null)?.data;
  if (res.status !== 200 || !data?.access_token) throw new Error(`the demo student could not sign in (${res.status})`);
  say(`signed in as ${STUDENT.username} in ${res.ms.toFixed(0)} ms (served by ${res.servedBy})`);
  return { authorization: `Bearer ${data.access_token}`, 'x-student-uuid': data.uuid ?? '' };
}

/** The student dashboard's calls (features/dashboards): who I am, my detail, continue learning. */
function dashboardCalls(auth: Record<string, string>): Promise<Answer>[] {
  const headers = { authorization: auth.authorization! };
  return [
    call('/api/cognito-login-service/auth/me', { headers }),
    call('/api/cognito-login-service/auth/studentDetailUuid', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ uuid: auth['x-student-uuid'] }),
    }),
    call('/api/mis/recentContent.2.0', { headers }),
  ];
}

async function backendStatus(name: string): Promise<string> {
  const states = await backendStates().catch(() => []);
  return states.find((s) => s.server === name)?.status ?? 'unknown';
}

/** Dashboard reads, four at a time, until stopped; each answer kept with the moment it came. */
function keepReading(auth: Record<string, string>) {
  const answers: (Answer & { at: number })[] = [];
  let running = true;
  const worker = async () => {
    while (running)
      for (const answer of await Promise.all(dashboardCalls(auth))) answers.push({ ...answer, at: Date.now() });
  };
  const workers = Promise.all([worker(), worker(), worker(), worker()]);
  return {
    answers,
    stop: async () => {
      running = false;
      await workers;
    },
  };
}

async function ensureCluster(): Promise<boolean> {
  const layout = readLayout();
  const running = haproxyPid() !== null && layout !== null && layout.processes >= 2;
  if (running && Array.from({ length: layout.processes }, (_, i) => serverPid(i + 1)).every((pid) => pid !== null)) {
    say(`using the running cluster (${layout.processes} server processes)`);
    return false;
  }
  say('starting the cluster (npm run cluster -- start --processes 2)');
  const result = spawnSync('npm', ['run', '-s', 'cluster', '--', 'start', '--processes', '2'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the cluster did not start');
  say('cluster started');
  return true;
}

async function readDashboard(auth: Record<string, string>, label: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let round = 0; round < 10; round++) answers.push(...(await Promise.all(dashboardCalls(auth))));
  const statuses = [...new Set(answers.map((a) => a.status))].join(',');
  const served = [...new Set(answers.map((a) => a.servedBy))].join(', ');
  say(`${label} (${answers.length} calls): statuses ${statuses}; served by ${served}`);
  return answers;
}

const bad = <T extends Answer>(list: T[]) => list.filter((a) => a.status === 0 || a.status >= 500);
const errorName = (a: Answer) => (a.status ? String(a.status) : `cut (${a.reason})`);

/** Every process answers the dashboard, with its request id. */
async function everyProcessAnswers(auth: Record<string, string>, names: string[]): Promise<void> {
  const answers = await readDashboard(auth, 'dashboard read 10 times');
  const served = new Set(answers.map((a) => a.servedBy));
  expectThat(
    answers.every((a) => a.status === 200),
    'every dashboard call answers 200',
  );
  expectThat(
    answers.every((a) => a.requestId),
    'every answer names its request id',
  );
  expectThat(
    names.every((name) => served.has(name)),
    `every process answered (${names.join(', ')})`,
  );
  const mine = `check-${Date.now()}`;
  const echoed = await call('/api/platform/ready', { headers: { 'x-request-id': mine } });
  expectThat(echoed.requestId === mine, 'a well-formed request id sent by the client comes back unchanged');
}

/** Process 1 killed while reading: marked DOWN within about 3 s, and no error answered after that. */
async function killOne(auth: Record<string, string>, name: string): Promise<void> {
  const reading = keepReading(auth);
  await sleep(500);
  const killedAt = Date.now();
  const pid = killServer(1);
  say(`killed server process 1 (pid ${pid}) with SIGKILL while reading four at a time`);
  await waitFor(`HAProxy to mark ${name} DOWN`, async () => (await backendStatus(name)) === 'DOWN', 15_000);
  const downAt = Date.now();
  say(`HAProxy marked ${name} DOWN after ${((downAt - killedAt) / 1000).toFixed(1)} s`);
  expectThat(downAt - killedAt <= 3500, `${name} is marked DOWN within about 3 s`);
  await sleep(3000);
  await reading.stop();
  const during = reading.answers.filter((a) => a.at >= killedAt && a.at < downAt);
  const after = reading.answers.filter((a) => a.at >= downAt);
  const servedAfter = [...new Set(after.map((a) => a.servedBy))].join(', ');
  say(`between the kill and DOWN: ${during.length} answers, ${bad(during).length} errors`);
  for (const a of bad(during)) say(`  ${errorName(a)} at +${a.at - killedAt} ms`);
  say(`after DOWN: ${after.length} answers, ${bad(after).length} errors, served by ${servedAfter}`);
  const afterErrors = [...new Set(bad(after).map(errorName))];
  if (afterErrors.length > 0) say(`  errors after DOWN: ${afterErrors.join(', ')}`);
  expectThat(bad(after).length === 0, 'no 5xx and no cut connection after the process is marked DOWN');
  expectThat(after.length > 0, 'requests keep being answered after the kill');
}

/** Process 1 started again: HAProxy marks it UP and sends it requests. */
async function bringBack(auth: Record<string, string>, name: string): Promise<void> {
  const restartAt = Date.now();
  await startServer(1, readSecrets()!, readLayout()!);
  say(`server process 1 started again and ready in ${((Date.now() - restartAt) / 1000).toFixed(1)} s`);
  await waitFor(`HAProxy to mark ${name} UP`, async () => (await backendStatus(name)) === 'UP', 15_000);
  say(`HAProxy marked ${name} UP ${((Date.now() - restartAt) / 1000).toFixed(1)} s after the restart began`);
  const again = await readDashboard(auth, 'dashboard read 10 times again');
  expectThat(new Set(again.map((a) => a.servedBy)).has(name), `${name} answers again`);
  expectThat(
    again.every((a) => a.status === 200),
    'every call answers 200 after the restart',
  );
}

async function check(): Promise<void> {
  const auth = await signIn();
  const names = Array.from({ length: readLayout()!.processes }, (_, i) => serverName(i + 1));
  await everyProcessAnswers(auth, names);
  await killOne(auth, names[0]!);
  await bringBack(auth, names[0]!);
}

const startedHere = await ensureCluster();
try {
  await check();
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
  say(`FAILED: ${failures.at(-1)}`);
} finally {
  if (startedHere) {
    say('stopping the cluster this check started');
    spawnSync('npm', ['run', '-s', 'cluster', '--', 'stop'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
}
say(failures.length === 0 ? 'cluster check passed' : `cluster check FAILED: ${failures.length} problem(s)`);
process.exitCode = failures.length === 0 ? 0 : 1;
