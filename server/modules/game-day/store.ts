// The Game day board's reads and the alert's one write (issue 48, decision 072). The games, their
// teams and divisions, and the crew rows are read here through the schema (the crews module writes
// game_crew; the games module writes games): this floor only reads them. Every query names its league.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CrewPosition, CrewStatus } from '../../../common/crews/crew';
import type { RulesOverrides } from '../../../common/game-rules/rules-profile';
import type { GameStatus } from '../../../common/constants';
import type { DbOrTx, Tx } from '../../db/client';
import { divisions, gameCrew, gameDayAlerts, games, leagues, teams, users } from '../../db/schema';

export type DayGame = {
  id: number;
  scheduledDate: Date;
  status: GameStatus;
  field: string | null;
  homeName: string | null;
  awayName: string | null;
  // the home team's division (a game's division), and its rules overrides (the crew size)
  divisionId: number | null;
  rulesOverrides: RulesOverrides | null;
};

export type CrewRow = {
  gameId: number;
  position: CrewPosition;
  refereeId: number | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  status: CrewStatus;
  offeredAt: Date | null;
  answeredAt: Date | null;
  arrivedAt: Date | null;
  declineReason: string | null;
};

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

// The league's games kicking off in [from, to), every status, in kickoff order.
export async function gamesBetween(db: DbOrTx, leagueId: number, from: Date, to: Date): Promise<DayGame[]> {
  return db
    .select({
      id: games.id,
      scheduledDate: games.scheduledDate,
      status: games.status,
      field: games.field,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
      divisionId: homeTeam.divisionId,
      rulesOverrides: divisions.rulesOverrides,
    })
    .from(games)
    .leftJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .leftJoin(divisions, eq(divisions.id, homeTeam.divisionId))
    .where(and(eq(games.leagueId, leagueId), sql`${games.scheduledDate} >= ${from}`, sql`${games.scheduledDate} < ${to}`))
    .orderBy(asc(games.scheduledDate), asc(games.id));
}

// The crew rows of these games of the league, with each official's names.
export async function crewOf(db: DbOrTx, leagueId: number, gameIds: number[]): Promise<CrewRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .select({
      gameId: gameCrew.gameId,
      position: gameCrew.position,
      refereeId: gameCrew.refereeId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      status: gameCrew.status,
      offeredAt: gameCrew.offeredAt,
      answeredAt: gameCrew.answeredAt,
      arrivedAt: gameCrew.arrivedAt,
      declineReason: gameCrew.declineReason,
    })
    .from(gameCrew)
    .leftJoin(users, eq(users.id, gameCrew.refereeId))
    .where(and(eq(gameCrew.leagueId, leagueId), inArray(gameCrew.gameId, gameIds)));
}

export type AlertGame = {
  id: number;
  leagueId: number;
  leagueName: string;
  leagueSlug: string;
  timezone: string;
  scheduledDate: Date;
  field: string | null;
  homeName: string | null;
  awayName: string | null;
};

// The games of active leagues the alert is due for at `now`: scheduled (the console not started),
// kicking off in (`since`, `until`], with no arrived official at the `referee` position, and no
// alert sent yet.
export async function gamesToAlert(db: DbOrTx, since: Date, until: Date): Promise<AlertGame[]> {
  return db
    .select({
      id: games.id,
      leagueId: games.leagueId,
      leagueName: leagues.name,
      leagueSlug: leagues.slug,
      timezone: leagues.timezone,
      scheduledDate: games.scheduledDate,
      field: games.field,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
    })
    .from(games)
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .leftJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .leftJoin(gameCrew, and(eq(gameCrew.gameId, games.id), eq(gameCrew.position, 'referee')))
    .leftJoin(gameDayAlerts, eq(gameDayAlerts.gameId, games.id))
    .where(
      and(
        eq(leagues.status, 'active'),
        eq(games.status, 'scheduled'),
        gt(games.scheduledDate, since),
        lte(games.scheduledDate, until),
        isNull(gameCrew.arrivedAt),
        isNull(gameDayAlerts.gameId),
      ),
    )
    .orderBy(asc(games.scheduledDate), asc(games.id));
}

// True for the one transaction that inserts the game's alert row: it, and only it, mails the alert
// (another instance's insert waits for the first's commit, then inserts nothing).
export async function claimAlert(tx: Tx, game: { id: number; leagueId: number }, now: Date): Promise<boolean> {
  const rows = await tx.insert(gameDayAlerts).values({ gameId: game.id, leagueId: game.leagueId, sentAt: now }).onConflictDoNothing().returning({ gameId: gameDayAlerts.gameId });
  return rows.length > 0;
}

// The league's admins with an address (an admin account is an approved one: a waiting account is `pending`).
export async function leagueAdminAddresses(db: DbOrTx, leagueId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.leagueId, leagueId), eq(users.role, 'admin'), isNotNull(users.email)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email!.trim()).filter((email) => email !== '');
}
