// Issue 45, a rainout of playoff games: the reschedule keeps a bracket's order (a game starts once
// every game feeding it has ended, and ends before every game it feeds starts), says why when no slot
// does, and a cancelled game takes with it the games that wait on it.
import { describe, expect, it } from 'vitest';
import { leagueKickoffLabel } from './booking';
import { dependentsOf, rescheduleGames, type RescheduledGame, type RescheduleInput } from './reschedule';

const TZ = 'America/New_York';
const LENGTH = 65 * 60_000;
// New York is UTC-5 in December; 12 and 19 Dec 2026 are Saturdays
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00-05:00`);
const slots = (times: string[], fields = [1, 2]) => times.flatMap((time) => fields.map((fieldId) => ({ weekday: 6, time, fieldId, field: `Field ${fieldId}` })));
const game = (id: number, name: string, teams: [number, number] | null): RescheduledGame => ({ id, name, homeTeamId: teams?.[0] ?? null, awayTeamId: teams?.[1] ?? null, refereeId: null, lengthMs: LENGTH });

// Semifinal 1 (teams 1 and 4) and 2 (teams 2 and 3) feed the Final (teams unknown)
const semi1 = game(1, 'Semifinal 1 (#1)', [1, 4]);
const semi2 = game(2, 'Semifinal 2 (#2)', [2, 3]);
const final = game(3, 'Final (#3)', null);
const feeds = [
  { feeder: 1, fed: 3 },
  { feeder: 2, fed: 3 },
];

const input = (extra: Partial<RescheduleInput>): RescheduleInput => ({
  games: [semi1, semi2, final],
  startDate: '2026-12-12',
  endDate: '2026-12-19',
  maxDays: 366,
  slots: slots(['09:00', '10:15']),
  blackoutDates: [],
  teamBlackouts: [],
  timeZone: TZ,
  existing: [],
  referees: [],
  ...extra,
});

const startOf = (plan: ReturnType<typeof rescheduleGames>, id: number) => Date.parse(plan.placed.find((p) => p.id === id)!.scheduledDate);

describe('a rainout of playoff games keeps the bracket order', () => {
  it('a final is placed once both semifinals have ended, never before or with them, in whatever order the games are listed', () => {
    // team 1 is blacked out on the 12th: Semifinal 1 goes to the 19th, so the Final must too
    for (const games of [[semi1, semi2, final], [final, semi2, semi1]]) {
      const plan = rescheduleGames(input({ games, feeds, teamBlackouts: [{ teamId: 1, date: '2026-12-12' }] }));
      expect(plan.unscheduled).toEqual([]);
      expect(startOf(plan, 2)).toBe(at('2026-12-12', '09:00'));
      expect(startOf(plan, 1)).toBe(at('2026-12-19', '09:00'));
      // 9:00 + 65 min = 10:05: the first slot after is 10:15
      expect(startOf(plan, 3)).toBe(at('2026-12-19', '10:15'));
      for (const feeder of [1, 2]) expect(startOf(plan, 3)).toBeGreaterThanOrEqual(startOf(plan, feeder) + LENGTH);
    }
    // without the links the Final took the 12th at 9:00 beside Semifinal 2 (teams unknown clash with no one)
    const unlinked = rescheduleGames(input({ teamBlackouts: [{ teamId: 1, date: '2026-12-12' }] }));
    expect(startOf(unlinked, 3)).toBe(at('2026-12-12', '09:00'));
  });

  it('a game starts after a feeder that stays where it is has ended', () => {
    // Semifinal 1 stays on the 12th at 10:15 (until 11:20); only the Final moves
    const plan = rescheduleGames(input({ games: [final], feeds, slots: slots(['09:00', '10:15', '11:30']), staying: [{ id: 1, name: 'Semifinal 1 (#1)', start: at('2026-12-12', '10:15'), end: at('2026-12-12', '10:15') + LENGTH }] }));
    expect(startOf(plan, 3)).toBe(at('2026-12-12', '11:30'));
  });

  it('a feeder must end before a game it feeds that stays where it is; with no slot that does, it is unscheduled with the reason', () => {
    // the Final stays on the 12th at 10:15; one field: 9:00 fits one semifinal, 11:30 and the 19th are after the Final
    const staying = [{ id: 3, name: 'Final (#3)', start: at('2026-12-12', '10:15'), end: at('2026-12-12', '10:15') + LENGTH }];
    const plan = rescheduleGames(input({ games: [semi1, semi2], feeds, slots: slots(['09:00', '11:30'], [1]), staying }));
    expect(plan.placed).toEqual([{ id: 1, fieldId: 1, field: 'Field 1', scheduledDate: new Date(at('2026-12-12', '09:00')).toISOString() }]);
    expect(plan.unscheduled).toEqual([
      { id: 2, reason: `No slot keeps the playoff order: it must end before Final (#3) starts (${leagueKickoffLabel(at('2026-12-12', '10:15'), TZ)}). Add slots before it, or move Final (#3) first.` },
    ]);
    expect(plan.unscheduled[0]!.reason).toContain('(Sat, Dec 12, 2026, 10:15 AM)');
  });

  it('between a feeder that stays and a fed game that stays, only a slot in between will do', () => {
    // a quarterfinal (#4) ends at 10:05 on the 12th and the final (#3) starts at 11:30: 10:15 is the one slot between
    const quarter = { id: 4, name: 'Quarterfinal 1 (#4)', start: at('2026-12-12', '09:00'), end: at('2026-12-12', '09:00') + LENGTH };
    const finalStays = { id: 3, name: 'Final (#3)', start: at('2026-12-12', '11:30'), end: at('2026-12-12', '11:30') + LENGTH };
    const links = [{ feeder: 4, fed: 1 }, ...feeds];
    const fits = rescheduleGames(input({ games: [semi1], feeds: links, slots: slots(['09:00', '10:15', '11:30'], [1]), staying: [quarter, finalStays] }));
    expect(startOf(fits, 1)).toBe(at('2026-12-12', '10:15'));
    const none = rescheduleGames(input({ games: [semi1], feeds: links, slots: slots(['09:00', '11:30'], [1]), staying: [quarter, finalStays] }));
    expect(none.unscheduled).toEqual([
      {
        id: 1,
        reason: 'No slot keeps the playoff order: it must start after Quarterfinal 1 (#4) ends (Sat, Dec 12, 2026, 10:05 AM) and end before Final (#3) starts (Sat, Dec 12, 2026, 11:30 AM). Add slots between them, or move Final (#3) first.',
      },
    ]);
  });

  it('a game whose feeder found no slot waits for it, unscheduled with the reason', () => {
    // team 1 blacked out on both Saturdays: Semifinal 1 has no slot, so the Final has none
    const plan = rescheduleGames(input({ feeds, teamBlackouts: ['2026-12-12', '2026-12-19'].map((date) => ({ teamId: 1, date })) }));
    expect(plan.placed.map((p) => p.id)).toEqual([2]);
    expect(plan.unscheduled.map((u) => u.id)).toEqual([1, 3]);
    expect(plan.unscheduled[1]!.reason).toBe('It waits for Semifinal 1 (#1), which found no slot: it cannot be played before it. Add dates or slots for Semifinal 1 (#1).');
  });
});

describe('the games a cancelled game takes with it', () => {
  // single elimination of 8: quarterfinals 11-14 feed semifinals 15 and 16, which feed the final 17
  // and the third-place game 18 (their losers); 19 is a game of another bracket
  const links = [
    { feeder: 11, fed: 15 },
    { feeder: 12, fed: 15 },
    { feeder: 13, fed: 16 },
    { feeder: 14, fed: 16 },
    { feeder: 15, fed: 17 },
    { feeder: 16, fed: 17 },
    { feeder: 15, fed: 18 },
    { feeder: 16, fed: 18 },
  ];

  it('every game still to be played downstream, each with the game that brought it in', () => {
    expect(dependentsOf([11], links, new Set([15, 16, 17, 18, 19]))).toEqual([
      { id: 15, feeder: 11 },
      { id: 17, feeder: 15 },
      { id: 18, feeder: 15 },
    ]);
    // two cancelled quarterfinals bring each game in once
    expect(dependentsOf([11, 13], links, new Set([15, 16, 17, 18]))).toEqual([
      { id: 15, feeder: 11 },
      { id: 16, feeder: 13 },
      { id: 17, feeder: 15 },
      { id: 18, feeder: 15 },
    ]);
  });

  it('stops at a game that is not to be played (already cancelled, played, or among the cancelled themselves)', () => {
    // the semifinal 15 was played: nothing downstream of it is taken
    expect(dependentsOf([11], links, new Set([16, 17, 18]))).toEqual([]);
    expect(dependentsOf([11, 15], links, new Set([17, 18]))).toEqual([
      { id: 17, feeder: 15 },
      { id: 18, feeder: 15 },
    ]);
    expect(dependentsOf([], links, new Set([15, 16, 17, 18]))).toEqual([]);
  });
});
