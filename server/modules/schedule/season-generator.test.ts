// Decision 041's worker: referenced while it computes a season (a caller awaiting it is not cut
// short), let go while idle (it never keeps a process alive). `npm run bench:schedule` wrote its
// report and then never exited: a 'message' listener added after unref() held the worker referenced.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const GENERATOR = new URL('./season-generator.ts', import.meta.url).href;

const SCRIPT = `
  const { generateSeason } = await import(${JSON.stringify(GENERATOR)});
  const plan = await generateSeason({ teamIds: [1, 2, 3, 4], rounds: 1, startDate: '2026-12-05', endDate: null, maxDays: 730,
    slots: [{ weekday: 6, time: '09:00', fieldId: 1, field: 'North' }], blackoutDates: [], teamBlackouts: [],
    timeZone: 'America/New_York', gameLengthMs: 3_600_000, existing: [], referees: null });
  console.log('games', plan.games.length);
`;

describe('the season generator worker', () => {
  it('answers a season awaited at the top of a script, and lets the script end once idle', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', SCRIPT], { encoding: 'utf8', timeout: 20_000 });
    expect(child.error).toBeUndefined();
    expect(child.stderr).not.toMatch(/Error/);
    // exit code 13 is Node's "unsettled top-level await": the worker was let go while it worked
    expect(child.status).toBe(0);
    expect(child.stdout.trim()).toBe('games 6');
  }, 30_000);
});
