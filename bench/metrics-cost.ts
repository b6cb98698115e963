import { readFileSync } from 'node:fs';
import { cannon } from './load-generator.js';
import { freePort, startDemoServer } from './demo-server.js';

// What recording the metrics costs: the bare route (GET /api/platform/health) of a server that
// measures every request (METRICS_TOKEN set) against one that measures none (production without a
// token), each a process of its own with nothing seeded, taken in turns (off, on, on, off, ...) so
// that a busy moment of the machine falls on both. Server CPU per request is read from /proc.

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function measure(port: number, pid: number) {
  const url = `http://127.0.0.1:${port}/api/platform/health`;
  const before = cpuSeconds(pid);
  const result = await cannon({ url, connections, duration: seconds });
  const cpu = cpuSeconds(pid) - before;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    micros: (cpu * 1e6) / Math.max(1, result.requests.total),
  };
}

async function main(): Promise<void> {
  const base = { APP_MODE: 'production', SEED_DEMO: '0', LOG_LEVEL: 'warn' };
  const offPort = await freePort();
  const off = await startDemoServer(offPort, base);
  const onPort = await freePort();
  const on = await startDemoServer(onPort, { ...base, METRICS_TOKEN: 'bench-metrics-token-0123456789' });
  try {
    const rows: string[] = [];
    const sums = { off: { rps: 0, micros: 0 }, on: { rps: 0, micros: 0 } };
    // A warm-up of each, not counted.
    await measure(offPort, off.pid!);
    await measure(onPort, on.pid!);
    for (let round = 1; round <= rounds; round += 1) {
      const turns = [
        ['off', offPort, off.pid!],
        ['on', onPort, on.pid!],
      ] as const;
      // Each goes first in every other round: a server measured right after the other is not favoured.
      for (const [name, port, pid] of round % 2 === 1 ? turns : [...turns].reverse()) {
        const f = await measure(port, pid);
        sums[name].rps += f.rps;
        sums[name].micros += f.micros;
        rows.push(
          `| ${round} | metrics ${name} | ${f.rps.toFixed(0)} | ${f.p99} | ${f.micros.toFixed(0)} | ${f.errors} |`,
        );
      }
    }
    console.log(`\nbare route, autocannon ${connections} connections, ${seconds} s each, loopback\n`);
    console.log('| round | server | req/s | p99 ms | server µs/req | errors |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
    const ratio = sums.on.rps / sums.off.rps;
    console.log(
      `\nmean: off ${(sums.off.rps / rounds).toFixed(0)} req/s, ${(sums.off.micros / rounds).toFixed(0)} µs/req; ` +
        `on ${(sums.on.rps / rounds).toFixed(0)} req/s, ${(sums.on.micros / rounds).toFixed(0)} µs/req; ` +
        `on/off ${ratio.toFixed(3)}`,
    );
  } finally {
    off.kill();
    on.kill();
  }
}

await main();
