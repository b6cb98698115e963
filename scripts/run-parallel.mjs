// Runs independent commands side by side, as many at once as the machine has cores, in the order
// given (put the longest first). The linters and type checkers each use one core, so on two cores
// running them two at a time takes half as long as one after the other. Each command's output is
// printed whole when it ends, so outputs never interleave; a failed command's output is held back and
// printed after everything else, so the end of a long log (all a CI summary keeps) shows the failure.
// The exit code is 1 if any command failed.
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
const heldBack = [];

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
      const text = `\n--- ${command}: ${outcome} in ${seconds} s\n${Buffer.concat(output).toString()}`;
      if (code !== 0) {
        failed.push(command);
        heldBack.push(text);
      } else process.stdout.write(text);
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
for (const text of heldBack) process.stdout.write(text);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${commands.length} failed: ${failed.join('; ')}`);
  process.exit(1);
}
