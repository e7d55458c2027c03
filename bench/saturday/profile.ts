// Reads a V8 CPU profile (the .cpuprofile format of `node --cpu-prof`) into what the report shows:
// where the server process spent its time, by function and by package.
export type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
};

export type ProfileEntry = { name: string; where: string; ms: number; percent: number };
export type ProfileSummary = { file: string; ms: number; idlePercent: number; gcPercent: number; byPackage: ProfileEntry[]; byFunction: ProfileEntry[] };

// node_modules/<pkg> (or @scope/pkg), node's own code, the bundled server, or V8's pseudo-frames
function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('dist/server/main.js') || url.includes('dist/server/live/socket-process-entry.js')) return 'product server code';
  return url.split('/').slice(-2).join('/');
}

export function summarizeProfile(profile: Profile, file: string): ProfileSummary {
  const ms = (profile.endTime - profile.startTime) / 1000;
  const selfMs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((nodeId, i) => selfMs.set(nodeId, (selfMs.get(nodeId) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0) / 1000));
  const byFunction = new Map<string, ProfileEntry>();
  const byPackage = new Map<string, ProfileEntry>();
  const add = (map: Map<string, ProfileEntry>, key: string, name: string, where: string, time: number) => {
    const entry = map.get(key) ?? { name, where, ms: 0, percent: 0 };
    entry.ms += time;
    map.set(key, entry);
  };
  for (const node of profile.nodes) {
    const time = selfMs.get(node.id) ?? 0;
    if (time === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${lineNumber + 1}` : '';
    add(byFunction, `${name}@${where}`, name, where, time);
    const pkg = packageOf(url, name);
    add(byPackage, pkg, pkg, '', time);
  }
  const top = (map: Map<string, ProfileEntry>, n: number) =>
    [...map.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, n)
      .map((e) => ({ ...e, ms: Math.round(e.ms), percent: Math.round((e.ms / ms) * 1000) / 10 }));
  const share = (name: string) => Math.round(((byPackage.get(name)?.ms ?? 0) / ms) * 1000) / 10;
  return { file, ms: Math.round(ms), idlePercent: share('(idle)'), gcPercent: share('(garbage collector)'), byPackage: top(byPackage, 12), byFunction: top(byFunction, 20) };
}
