import { readFileSync } from 'node:fs';

/**
 * CPU time in milliseconds that this process, and the child processes it has waited for (ffmpeg),
 * have used so far. A speed budget in CPU time holds however busy the machine is; one in wall time
 * failed whenever other processes shared the cores.
 */
export function cpuMsSoFar(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + childrenCpuMs();
}

/** Linux counts the CPU of reaped children in /proc/self/stat (cutime, cstime, in 1/100 s). */
function childrenCpuMs(): number {
  let stat: string;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    // Elsewhere only the process's own time counts.
    return 0;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}
