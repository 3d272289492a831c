// Where a load's CPU went on this machine: the shop's instances (their render threads included),
// PostgreSQL, this load generator and everything else, in cores, from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { childPids, cpuTicks } from './processes';

/** Linux counts CPU time in USER_HZ ticks, 100 a second. */
const TICKS_PER_SECOND = 100;

interface CpuSnapshot {
  at: number;
  instances: number;
  /** Each PostgreSQL process's CPU so far: one that ends between two snapshots is not counted, one that starts counts whole. */
  postgres: Map<number, number>;
  generator: number;
  /** Every process's busy time, from /proc/stat. */
  machine: number;
}

const sum = (pids: readonly number[]) => pids.reduce((total, pid) => total + (cpuTicks(pid) ?? 0), 0);

function processesNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // Ended while listed.
    }
  }
  return pids;
}

/** Busy ticks of every core: user, nice, system, irq, softirq and steal of /proc/stat's first line. */
function machineTicks(): number {
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** The CPU used so far by the cluster `serverPid` leads (its workers too), PostgreSQL's processes and this one. */
export function cpuSnapshot(serverPid: number): CpuSnapshot {
  const { user, system } = process.cpuUsage();
  return {
    at: performance.now(),
    instances: sum([serverPid, ...childPids(serverPid)]),
    postgres: new Map(processesNamed('postgres').map((pid) => [pid, cpuTicks(pid) ?? 0])),
    generator: ((user + system) / 1e6) * TICKS_PER_SECOND,
    machine: machineTicks(),
  };
}

/** What each used between two snapshots, in cores of the machine's. */
export function cpuShares(from: CpuSnapshot, to: CpuSnapshot): string {
  const seconds = (to.at - from.at) / 1000;
  const cores = (ticks: number) => (ticks / TICKS_PER_SECOND / seconds).toFixed(2);
  const [instances, generator, machine] = (['instances', 'generator', 'machine'] as const).map((name) => to[name] - from[name]) as [number, number, number];
  let postgres = 0;
  for (const [pid, ticks] of to.postgres) postgres += ticks - (from.postgres.get(pid) ?? 0);
  return `instances ${cores(instances)}, PostgreSQL ${cores(postgres)}, load generator ${cores(generator)}, everything else ${cores(machine - instances - postgres - generator)} of ${cpus().length} cores`;
}
