import { bad, call, createRun, ensureCluster, errorName, signIn, stopCluster, type Answer } from './cluster-client.js';
import { serverName } from './haproxy-config.js';
import { backendStates } from './haproxy-process.js';
import { killServer, startServer } from './server-processes.js';
import { readLayout, readSecrets, sleep, waitFor } from './cluster-state.js';

// npm run cluster:check: the cluster seen from outside, through HAProxy. A learner signs in and reads
// the dashboard, every process answers, one process is killed and the balancer routes around it, the
// process comes back and is used again. Each step prints its time; any failure ends with exit code 1.

const STUDENT = 'student@demo.school';
const { say, failures, expectThat } = createRun();

type Auth = Record<string, string>;

async function signInStudent(): Promise<Auth> {
  const student = await signIn(STUDENT);
  say(`signed in as ${STUDENT} in ${student.ms.toFixed(0)} ms (served by ${student.servedBy})`);
  return { ...student.headers, 'x-student-uuid': student.uuid };
}

/** The student dashboard's calls (features/dashboards): who I am, my detail, continue learning. */
function dashboardCalls(auth: Auth): Promise<Answer>[] {
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
function keepReading(auth: Auth) {
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

async function readDashboard(auth: Auth, label: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let round = 0; round < 10; round++) answers.push(...(await Promise.all(dashboardCalls(auth))));
  const statuses = [...new Set(answers.map((a) => a.status))].join(',');
  const served = [...new Set(answers.map((a) => a.servedBy))].join(', ');
  say(`${label} (${answers.length} calls): statuses ${statuses}; served by ${served}`);
  return answers;
}

/** Every process answers the dashboard, with its request id. */
async function everyProcessAnswers(auth: Auth, names: string[]): Promise<void> {
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
async function killOne(auth: Auth, name: string): Promise<void> {
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
async function bringBack(auth: Auth, name: string): Promise<void> {
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
  const auth = await signInStudent();
  const names = Array.from({ length: readLayout()!.processes }, (_, i) => serverName(i + 1));
  await everyProcessAnswers(auth, names);
  await killOne(auth, names[0]!);
  await bringBack(auth, names[0]!);
}

const startedHere = ensureCluster(say);
try {
  await check();
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
  say(`FAILED: ${failures.at(-1)}`);
} finally {
  if (startedHere) stopCluster(say);
}
say(failures.length === 0 ? 'cluster check passed' : `cluster check FAILED: ${failures.length} problem(s)`);
process.exitCode = failures.length === 0 ? 0 : 1;
