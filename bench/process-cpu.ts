import { readdirSync, readFileSync } from 'node:fs';

/** One process as /proc describes it: its id, parent, command name and CPU time so far (ms). */
export interface ProcessCpu {
  pid: number;
  ppid: number;
  name: string;
  cpuMs: number;
}

/**
 * Every process's CPU time so far (user + system), read from /proc (Linux; empty elsewhere), so a
 * benchmark can say where a run's time went when the server, PostgreSQL, Redis and the load
 * generator share the same cores.
 */
export function processesCpu(): ProcessCpu[] {
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  const processes: ProcessCpu[] = [];
  for (const pid of entries) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime + stime, in 10 ms ticks
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
    processes.push({ pid: Number(pid), ppid: Number(fields[1]), name, cpuMs });
  }
  return processes;
}
