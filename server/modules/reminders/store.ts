// The reminders' reads and their one write (issue 47, decision 064): the leagues that may send, the
// day rows that say a league's evening was sent, the games of a league date, the mail followers who
// asked for reminders. Every query of league data names its league.
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { games, leagues, mailFollows, mailFollowTeams, mailReminderDays, teams } from '../../db/schema';

export type ReminderLeague = { id: number; name: string; slug: string; timezone: string };

export type ReminderGame = {
  id: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeName: string | null;
  awayName: string | null;
  scheduledDate: Date;
  field: string | null;
};

// the leagues that send (an archived or suspended league sends none)
export async function activeLeagues(db: DbOrTx): Promise<ReminderLeague[]> {
  return db.select({ id: leagues.id, name: leagues.name, slug: leagues.slug, timezone: leagues.timezone }).from(leagues).where(eq(leagues.status, 'active')).orderBy(asc(leagues.id));
}

// Which of these league days were claimed already (by any instance): "leagueId day" keys.
export async function claimedDays(db: DbOrTx, due: { leagueId: number; day: string }[]): Promise<Set<string>> {
  if (due.length === 0) return new Set();
  const rows = await db
    .select({ leagueId: mailReminderDays.leagueId, day: mailReminderDays.day })
    .from(mailReminderDays)
    .where(or(...due.map((d) => and(eq(mailReminderDays.leagueId, d.leagueId), eq(mailReminderDays.day, d.day)))));
  return new Set(rows.map((row) => `${row.leagueId} ${row.day}`));
}

// True for the one transaction that inserts the day's row: it, and only it, queues that day's
// reminders (a second instance's insert waits for the first's commit, then inserts nothing).
export async function claimDay(tx: Tx, leagueId: number, day: string): Promise<boolean> {
  const rows = await tx.insert(mailReminderDays).values({ leagueId, day }).onConflictDoNothing().returning({ leagueId: mailReminderDays.leagueId });
  return rows.length > 0;
}

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

// The league's scheduled games kicking off in [from, to), in kickoff order.
export async function scheduledGamesBetween(db: DbOrTx, leagueId: number, from: Date, to: Date): Promise<ReminderGame[]> {
  return db
    .select({
      id: games.id,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
      scheduledDate: games.scheduledDate,
      field: games.field,
    })
    .from(games)
    .leftJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .where(and(eq(games.leagueId, leagueId), eq(games.status, 'scheduled'), gte(games.scheduledDate, from), lt(games.scheduledDate, to)))
    .orderBy(asc(games.scheduledDate), asc(games.id));
}

// The confirmed mail follows of the league with 'reminder' among their kinds, and which of these
// teams each follows: one row per address and team, the address in lower case.
export async function reminderFollowers(db: DbOrTx, leagueId: number, teamIds: number[]): Promise<{ id: number; address: string; teamId: number }[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ id: mailFollows.id, address: mailFollows.address, teamId: mailFollowTeams.teamId })
    .from(mailFollows)
    .innerJoin(mailFollowTeams, eq(mailFollowTeams.followId, mailFollows.id))
    .where(and(eq(mailFollows.leagueId, leagueId), inArray(mailFollowTeams.teamId, teamIds), sql`${mailFollows.kinds} @> '["reminder"]'::jsonb`))
    .orderBy(asc(mailFollows.id), asc(mailFollowTeams.teamId));
  return rows.map((row) => ({ id: row.id, address: row.address, teamId: row.teamId }));
}
