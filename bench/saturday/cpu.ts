// How busy the machine's cores and the server's processes were over a window, from /proc (Linux):
// on two shared cores the server, its socket process and the load generator queue for the same
// CPUs, and a latency tail is read differently when the machine was saturated.
import fs from 'node:fs';

// USER_HZ: the unit of /proc's CPU times (100 on every Linux this bench runs on)
const TICKS_PER_SECOND = 100;

export type CpuSample = { at: number; machineBusy: number; machineTotal: number; processes: Map<number, number> };
export type CpuFigures = { cores: number; machineBusyPercent: number; processPercent: Record<string, number> };

// /proc/stat's first line: `cpu user nice system idle iowait irq softirq steal ...`, in ticks
export function machineTicks(procStat: string): { busy: number; total: number } {
  const fields = procStat.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
  const idle = fields[3]! + fields[4]!;
  return { busy: total - idle, total };
}

// /proc/<pid>/stat: user and system time (fields 14 and 15, counted after the command's closing
// parenthesis, which may itself hold spaces)
export function processTicks(pidStat: string): number {
  const after = pidStat.slice(pidStat.lastIndexOf(')') + 2).split(' ');
  return Number(after[11]) + Number(after[12]);
}

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

// a process and its children, grandchildren... (the server's socket process)
export function withDescendants(pid: number): number[] {
  const children = (read(`/proc/${pid}/task/${pid}/children`) ?? '').split(' ').filter(Boolean).map(Number);
  return [pid, ...children.flatMap(withDescendants)];
}

export function sampleCpu(pids: number[]): CpuSample | null {
  const stat = read('/proc/stat');
  if (stat === null) return null;
  const { busy, total } = machineTicks(stat);
  const processes = new Map<number, number>();
  for (const pid of pids) {
    const text = read(`/proc/${pid}/stat`);
    if (text !== null) processes.set(pid, processTicks(text));
  }
  return { at: Date.now(), machineBusy: busy, machineTotal: total, processes };
}

// groups: a name for each set of pids (a process that exited meanwhile counts for what it used
// until its last sample)
export function cpuFigures(before: CpuSample, after: CpuSample, groups: Record<string, number[]>, cores: number): CpuFigures {
  const seconds = (after.at - before.at) / 1000;
  const percentOf = (pids: number[]) =>
    Math.round((pids.reduce((sum, pid) => sum + Math.max(0, (after.processes.get(pid) ?? before.processes.get(pid) ?? 0) - (before.processes.get(pid) ?? 0)), 0) / TICKS_PER_SECOND / seconds) * 100);
  const total = after.machineTotal - before.machineTotal;
  return {
    cores,
    machineBusyPercent: total === 0 ? 0 : Math.round(((after.machineBusy - before.machineBusy) / total) * 100),
    processPercent: Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, percentOf(pids)])),
  };
}
