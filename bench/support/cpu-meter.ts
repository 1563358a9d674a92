import { readFileSync, readdirSync } from 'node:fs';
import type { DatabaseHandle } from '../../apps/server/src/db/client';

// CPU time spent between two readings, in ms: this process's (every thread: the app, the
// embedded PGlite, the bench's own requests) and, on a PostgreSQL server on this machine, the
// server's (its postmaster and every process under it, read from /proc). On a machine shared with
// other work, CPU time per request moves far less than requests per second do.

/** Clock ticks per second of /proc's times (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcTimes {
  ppid: number;
  /** utime + stime (+ cutime + cstime: children that exited), in ticks. */
  own: number;
  children: number;
}

function procTimes(pid: number): ProcTimes | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state ppid … utime(14) stime(15) cutime(16) cstime(17), 1-based fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      children: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/** The CPU of a postmaster and its processes (live ones, and exited ones it has reaped), in ms. */
function serverTreeCpu(postmaster: number): number {
  const root = procTimes(postmaster);
  if (!root) return NaN;
  let ticks = root.own + root.children;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === postmaster) continue;
    const times = procTimes(pid);
    if (times?.ppid === postmaster) ticks += times.own;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The postmaster serving `database` when it runs on this machine (else null). */
async function postmasterOf(database: DatabaseHandle): Promise<number | null> {
  if (database.driver !== 'pg') return null;
  const client = (database.db as unknown as { $client: { query(text: string): Promise<unknown> } })
    .$client;
  const result = (await client.query('select pg_backend_pid() as pid')) as {
    rows: Array<{ pid: number }>;
  };
  const backend = procTimes(Number(result.rows[0]!.pid));
  return backend ? backend.ppid : null;
}

export interface CpuReading {
  /** This process, every thread. */
  node: number;
  /** The PostgreSQL server (null: PGlite, or a server not on this machine). */
  database: number | null;
}

export interface CpuMeter {
  read(): CpuReading;
}

export async function cpuMeter(database: DatabaseHandle): Promise<CpuMeter> {
  const postmaster = await postmasterOf(database);
  return {
    read: () => {
      const usage = process.cpuUsage();
      return {
        node: (usage.user + usage.system) / 1000,
        database: postmaster === null ? null : serverTreeCpu(postmaster),
      };
    },
  };
}

/** `after` − `before` (less `clientMs` of this process's, a client thread's), per `n`. */
export const cpuPer = (
  before: CpuReading,
  after: CpuReading,
  n: number,
  clientMs = 0,
): CpuReading => ({
  node: (after.node - before.node - clientMs) / n,
  database:
    before.database === null || after.database === null
      ? null
      : (after.database - before.database) / n,
});
