// The bench's own arithmetic: percentiles of merged histograms and the profile summary.
import { describe, expect, it } from 'vitest';
import { Histogram } from './histogram';
import { summarizeProfile, type Profile } from './profile';

describe('Histogram', () => {
  it('gives percentiles to 0.1 ms, the exact max, and merges parts from several processes', () => {
    const a = new Histogram();
    const b = new Histogram();
    for (let ms = 1; ms <= 98; ms++) a.record(ms);
    b.record(99.04);
    b.record(250.37);
    b.record(-1); // a clock step backwards counts as 0
    const all = Histogram.of([a.data(), b.data()]);
    expect(all.count).toBe(101);
    expect(all.percentile(50)).toBe(50);
    expect(all.percentile(99)).toBe(99);
    expect(all.summary()).toMatchObject({ count: 101, p50: 50, p99: 99, max: 250.37 });
    expect(new Histogram().summary()).toEqual({ count: 0, p50: null, p99: null, max: null, mean: null });
  });
});

describe('summarizeProfile', () => {
  it('adds self time by function and by package, idle and garbage collection apart', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
    const profile: Profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', '') },
        { id: 2, callFrame: frame('(idle)', '') },
        { id: 3, callFrame: frame('sendFrame', 'file:///app/node_modules/ws/lib/sender.js') },
        { id: 4, callFrame: frame('broadcast', 'file:///app/dist/server/main.js') },
        { id: 5, callFrame: frame('(garbage collector)', '') },
      ],
      startTime: 0,
      endTime: 10_000,
      samples: [2, 3, 3, 4, 5],
      timeDeltas: [0, 2_000, 2_000, 2_000, 2_000],
    };
    const summary = summarizeProfile(profile, 'x.cpuprofile');
    expect(summary.ms).toBe(10);
    expect(summary.byPackage.find((e) => e.name === 'ws')).toMatchObject({ ms: 4, percent: 40 });
    expect(summary.byPackage.find((e) => e.name === 'product server code')).toMatchObject({ ms: 2, percent: 20 });
    expect(summary.idlePercent).toBe(20);
    expect(summary.gcPercent).toBe(20);
    expect(summary.byFunction[0]).toMatchObject({ name: 'sendFrame', where: 'ws/lib/sender.js:1' });
  });
});
