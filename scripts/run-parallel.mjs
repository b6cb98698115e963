// Runs independent commands side by side, as many at once as the machine has cores, in the order
// given (put the longest first). The linters and type checkers each use one core, so on two cores
// running them two at a time takes half as long as one after the other. Each command's output is
// printed whole when it ends, so outputs never interleave; the exit code is 1 if any command failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs "command one" "command two" ...');
  process.exit(2);
}
const slots = Math.max(1, Math.min(Number(process.env.PARALLEL ?? availableParallelism()), commands.length));

const running = new Set();
const failed = [];

function run(command) {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      if (code !== 0) failed.push(command);
      process.stdout.write(`\n--- ${command}: ${outcome} in ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve();
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

const queue = [...commands];
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) await run(command);
  }),
);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${commands.length} failed: ${failed.join('; ')}`);
  process.exit(1);
}
