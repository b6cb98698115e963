import { freePort, startDemoServer } from './demo-server.js';
import { memoryMiB } from './process-stats.js';

// How many sign-ins a second the real server takes at the password cost it runs with (PASSWORD_SCRYPT_N,
// 2^17 unless set), and what a crowd of them costs it in memory: a school's morning of 500 first
// sign-ins from one address, sent 16 at a time. Prints the rate, the wait people saw, how many were
// told to try again (503, the hashing queue full) and the server's peak memory.
//   npm run bench:sign-in            (SIGN_INS=500 CONCURRENCY=16 PASSWORD_SCRYPT_N=131072 by default)

const SIGN_INS = Number(process.env.SIGN_INS ?? 500);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const scryptN = process.env.PASSWORD_SCRYPT_N ?? String(2 ** 17);

const port = await freePort();
const server = await startDemoServer(port, { PASSWORD_SCRYPT_N: scryptN });
const url = `http://127.0.0.1:${port}/api/cognito-login-service/auth/login`;
const body = JSON.stringify({ username: 'student@demo.school', password: 'Demo@1234' });

const peakMemoryMiB = () => memoryMiB(server.pid)?.peak ?? 0;

try {
  const before = peakMemoryMiB();
  const waits: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SIGN_INS) {
        next += 1;
        const sent = performance.now();
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await res.arrayBuffer();
        waits.push(performance.now() - sent);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  waits.sort((a, b) => a - b);
  const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))]!.toFixed(0);
  const ok = statuses.get(200) ?? 0;
  console.log(`scrypt N=${scryptN}: ${SIGN_INS} sign-ins, ${CONCURRENCY} at a time`);
  console.log(`  ${seconds.toFixed(1)} s, ${(ok / seconds).toFixed(2)} sign-ins a second`);
  console.log(`  wait: median ${at(0.5)} ms, 95th percentile ${at(0.95)} ms`);
  console.log(`  answers: ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
  console.log(`  server memory: ${before.toFixed(0)} MiB before, ${peakMemoryMiB().toFixed(0)} MiB at the peak`);
} finally {
  server.kill();
}
