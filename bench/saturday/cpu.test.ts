import { describe, expect, it } from 'vitest';
import { cpuFigures, machineTicks, processTicks, type CpuSample } from './cpu';

describe('the CPU over a window, from /proc', () => {
  it('reads the machine busy and total ticks from /proc/stat (idle and iowait are not busy)', () => {
    expect(machineTicks('cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 50 2 25 400 20 1 1 0 0 0\n')).toEqual({ busy: 160, total: 1000 });
  });

  it("reads a process's user and system ticks, whatever its command's name holds", () => {
    const fields = ['S', '1', '2', '3', '0', '-1', '4194560', '100', '0', '0', '0', '250', '40', '0', '0', '20', '0', '11'];
    expect(processTicks(`4242 (node main) ${fields.join(' ')}`)).toBe(290);
    expect(processTicks(`4243 (a) b (c) ${fields.join(' ')}`)).toBe(290);
  });

  it('gives the machine busy share and each group in percent of one core', () => {
    const before: CpuSample = { at: 0, machineBusy: 1_000, machineTotal: 10_000, processes: new Map([[1, 100], [2, 50], [3, 0]]) };
    const after: CpuSample = { at: 10_000, machineBusy: 2_500, machineTotal: 12_000, processes: new Map([[1, 900], [2, 250], [3, 100]]) };
    expect(cpuFigures(before, after, { server: [1], 'load generator': [2, 3] }, 2)).toEqual({ cores: 2, machineBusyPercent: 75, processPercent: { server: 80, 'load generator': 30 } });
  });
});
