import { and, eq, ne, sql } from 'drizzle-orm';
import { GAME_DEFAULTS } from '../../common/constants';
import { isReferee } from '../../common/policies/users';
import { utcToWallClock, wallClockToUtc } from '../../common/time';
import type { Db } from '../db/client';
import { fields, gameCrew, games, leagues, teams } from '../db/schema';
import { createGamesInTx, type NewGameRow } from '../modules/games/change-games';
import { who } from '../modules/games/history';
import { hashPassword } from '../modules/accounts/passwords';
import { insertUser } from '../modules/accounts/store';
import type { Role } from '../../common/roles';

// the reason in each demo game's timeline (issue 46)
const SEED_REASON = 'demo data';

export type DemoAccount = { role: Role; username: string; password: string };

const DEMO_TIMEZONE = 'America/New_York';

const DEMO_TEAMS = [
  ['Red Hawks', '#DC2626'],
  ['Blue Thunder', '#2563EB'],
  ['Green Vipers', '#16A34A'],
  ['Gold Rush', '#CA8A04'],
  ['Black Panthers', '#1F2937'],
  ['Silver Sharks', '#64748B'],
  ['Purple Reign', '#7C3AED'],
  ['Orange Crush', '#EA580C'],
] as const;

const DEMO_FIELDS = [
  ['Riverside Park - Field 1', '1200 River Rd, Springfield', 'Grass'],
  ['Riverside Park - Field 2', '1200 River Rd, Springfield', 'Turf'],
  ['Memorial Complex, Field A', '45 Memorial Dr, Springfield', 'Turf'],
  ['Lincoln Indoor Dome', '300 Lincoln Ave, Springfield', 'Indoor'],
] as const;

const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'admin', username: 'demo-admin', password: 'demo-admin-pass' },
  { role: 'referee', username: 'demo-ref1', password: 'demo-ref-pass' },
  { role: 'referee', username: 'demo-ref2', password: 'demo-ref-pass' },
  { role: 'fan', username: 'demo-fan', password: 'demo-fan-pass' },
];

const DEMO_NAMES: Record<string, [string, string, string]> = {
  'demo-admin': ['Dana', 'Admin', 'dana.admin@example.com'],
  'demo-ref1': ['Riley', 'Stripes', 'riley.ref@example.com'],
  'demo-ref2': ['Morgan', 'Whistle', 'morgan.ref@example.com'],
  'demo-fan': ['Pat', 'Parent', 'pat.parent@example.com'],
};

// Round-robin pairings by the circle method: every team meets every other once.
function roundRobin(teamCount: number): [number, number][][] {
  const ids = Array.from({ length: teamCount }, (_, i) => i);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < teamCount - 1; r++) {
    const round: [number, number][] = [];
    for (let i = 0; i < teamCount / 2; i++) {
      const a = ids[i]!;
      const b = ids[teamCount - 1 - i]!;
      round.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    ids.splice(1, 0, ids.pop()!);
  }
  return rounds;
}

const FLAG_SCORES = [0, 6, 7, 12, 13, 14, 18, 19, 20, 21, 24, 26, 27, 28, 33];

// A season of the demo league around today: three rounds played, one game live now, the rest ahead.
export async function seedDemoLeague(db: Db, now: Date): Promise<DemoAccount[]> {
  await db.transaction(async (tx) => {
    const [league] = await tx
      .insert(leagues)
      .values({ name: 'Demo League', slug: 'demo', timezone: DEMO_TIMEZONE })
      .returning();
    const leagueId = league!.id;
    const teamRows = await tx
      .insert(teams)
      .values(DEMO_TEAMS.map(([name, color]) => ({ leagueId, name, color })))
      .returning();
    await tx
      .insert(fields)
      .values(DEMO_FIELDS.map(([name, location, surface]) => ({ leagueId, name, location, surface })));

    const refereeIds: number[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const [firstName, lastName, email] = DEMO_NAMES[account.username]!;
      const user = await insertUser(tx, {
        username: account.username,
        passwordHash: await hashPassword(account.password),
        email,
        firstName,
        lastName,
        role: account.role,
        leagueId,
      });
      if (isReferee(account)) refereeIds.push(user.id);
    }

    const today = utcToWallClock(now, DEMO_TIMEZONE);
    const todayUtcMidnight = Date.UTC(today.year, today.month - 1, today.day);
    const weekday = new Date(todayUtcMidnight).getUTCDay();
    const lastSaturday = todayUtcMidnight - (((weekday + 1) % 7) || 7) * 86400_000;
    const kickoffs = [
      [9, 0],
      [10, 15],
      [11, 30],
      [12, 45],
    ] as const;
    const at = (dayUtcMidnight: number, slot: number) => {
      const day = new Date(dayUtcMidnight);
      const [hour, minute] = kickoffs[slot]!;
      return wallClockToUtc(
        { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute },
        DEMO_TIMEZONE,
      );
    };

    let seed = 7;
    const nextScore = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return FLAG_SCORES[seed % FLAG_SCORES.length]!;
    };

    const rows: NewGameRow[] = [];
    roundRobin(DEMO_TEAMS.length).forEach((round, r) => {
      // rounds 0-2 were played on the last three Saturdays; round 3 starts with today's live game
      const day = r < 3 ? lastSaturday - (2 - r) * 7 * 86400_000 : lastSaturday + (r - 2) * 7 * 86400_000;
      round.forEach(([home, away], slot) => {
        const base = {
          leagueId,
          homeTeamId: teamRows[home]!.id,
          awayTeamId: teamRows[away]!.id,
          refereeId: refereeIds[slot % refereeIds.length]!,
          field: DEMO_FIELDS[slot]![0],
          scheduledDate: at(day, slot),
          timeRemainingMs: GAME_DEFAULTS.periodDuration * 60_000,
          // every row sets the same columns (one insert of them all)
          status: 'scheduled' as const,
          homeScore: 0,
          awayScore: 0,
          currentPeriod: 1,
          currentDown: 1,
          homeTimeoutsUsed: 0,
          completedAt: null,
        };
        if (r < 3) {
          rows.push({ ...base, status: 'completed', homeScore: nextScore(), awayScore: nextScore(), currentPeriod: 4, timeRemainingMs: 0, completedAt: at(day, slot) });
        } else if (r === 3 && slot === 0) {
          rows.push({
            ...base,
            scheduledDate: new Date(now.getTime() - 25 * 60_000),
            status: 'live',
            homeScore: 13,
            awayScore: 7,
            currentPeriod: 2,
            timeRemainingMs: (8 * 60 + 25) * 1000,
            currentDown: 2,
            homeTimeoutsUsed: 1,
          });
        } else {
          rows.push(base);
        }
      });
    });
    // through the games' one door (issue 46): each demo game with its timeline's first entry
    await createGamesInTx(tx, leagueId, rows, { by: who.system(SEED_REASON), via: 'create' }, now.getTime());
    // issue 48: the door offered each game to its referee; the games already played or under way were
    // accepted, and today's live one's referee arrived before kickoff (the coming Saturdays' offers
    // wait on the referees' dashboards)
    await tx
      .update(gameCrew)
      .set({ status: 'accepted', answeredAt: sql`${gameCrew.offeredAt}`, arrivedAt: sql`case when ${games.status} = 'live' then ${games.scheduledDate} - interval '20 minutes' end` })
      .from(games)
      .where(and(eq(games.id, gameCrew.gameId), eq(gameCrew.leagueId, leagueId), ne(games.status, 'scheduled')));
  });
  return DEMO_ACCOUNTS;
}

// Extra leagues the browser tests rely on (SEED_E2E=1 only).
export async function seedE2eLeagues(db: Db): Promise<void> {
  await db.insert(leagues).values([
    { name: 'Suspended Demo', slug: 'suspended-demo', status: 'suspended' },
    { name: 'Other League', slug: 'other-league' },
  ]);
}
