import { monitorEventLoopDelay } from 'node:perf_hooks';
import { existsSync, readFileSync } from 'node:fs';

// A process's CPU time and memory from /proc (Linux), for the benches that report what a server
// process cost: null where /proc or the process is not there.

/** Clock ticks a second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far (user + system), in seconds. */
export function cpuSeconds(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** A process's peak resident memory so far (VmHWM) and its resident memory now (VmRSS), in MiB. */
export function memoryMiB(pid: number | undefined): { peak: number; now: number } | null {
  const file = `/proc/${pid}/status`;
  if (pid === undefined || !existsSync(file)) return null;
  try {
    const status = readFileSync(file, 'utf8');
    const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { peak: kib('VmHWM') / 1024, now: kib('VmRSS') / 1024 };
  } catch {
    return null;
  }
}

/**
 * How late this process's own event loop ran, p99 in ms for each minute from now: a load generator
 * on the same cores as the servers measures its own lateness into every latency it records.
 */
export function ownLoopDelayByMinute(): { stop(): number[] } {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const minutes: number[] = [];
  const take = () => {
    minutes.push(delay.count > 0 ? delay.percentile(99) / 1e6 : 0);
    delay.reset();
  };
  delay.enable();
  const timer = setInterval(take, 60_000);
  return {
    stop() {
      clearInterval(timer);
      take();
      delay.disable();
      return minutes;
    },
  };
}
