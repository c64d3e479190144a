import { readFileSync } from 'node:fs';

// Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ) on every common build.
const TICKS_PER_SECOND = 100;

/** CPU seconds a process (all its threads) has used so far, from /proc; NaN where there is no /proc. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return (utime + stime) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** Runs `work` and returns its result with the CPU seconds the process used meanwhile. */
export async function withCpu<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; cpu: number }> {
  const before = cpuSeconds(pid);
  const result = await work();
  return { result, cpu: cpuSeconds(pid) - before };
}
