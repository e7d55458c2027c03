// Issue 48: the game_reports rows of a league (this module's own table) and what a report reads of
// the game's crew. Every read names the league (architecture rule 1).
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GameStatus } from '../../../common/constants';
import { holdsSlot } from '../../../common/crews/crew';
import type { ReportState } from '../../../common/crews/report';
import type { DbOrTx, Tx } from '../../db/client';
import { gameCrew, gameReports, games, teams, users } from '../../db/schema';

export type ReportRow = typeof gameReports.$inferSelect;

export async function reportOfGame(db: DbOrTx, leagueId: number, gameId: number): Promise<ReportRow | null> {
  const [row] = await db.select().from(gameReports).where(and(eq(gameReports.leagueId, leagueId), eq(gameReports.gameId, gameId))).limit(1);
  return row ?? null;
}

// Row lock for a write: the author's edit and the admin's review of one report queue here.
export async function lockReport(tx: Tx, leagueId: number, gameId: number): Promise<ReportRow | null> {
  const [row] = await tx
    .select()
    .from(gameReports)
    .where(and(eq(gameReports.leagueId, leagueId), eq(gameReports.gameId, gameId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertReport(tx: Tx, values: typeof gameReports.$inferInsert): Promise<ReportRow> {
  const [row] = await tx.insert(gameReports).values(values).returning();
  return row!;
}

export async function updateReport(tx: Tx, gameId: number, values: Partial<typeof gameReports.$inferInsert>): Promise<ReportRow> {
  const [row] = await tx.update(gameReports).set(values).where(eq(gameReports.gameId, gameId)).returning();
  return row!;
}

// The officials holding a position of the game (offered or accepted): its crew, beside games.referee_id.
export async function crewIdsOfGame(db: DbOrTx, leagueId: number, gameId: number): Promise<number[]> {
  const rows = await db
    .select({ refereeId: gameCrew.refereeId, status: gameCrew.status })
    .from(gameCrew)
    .where(and(eq(gameCrew.leagueId, leagueId), eq(gameCrew.gameId, gameId)));
  return rows.filter((row) => row.refereeId !== null && holdsSlot(row.status)).map((row) => row.refereeId!);
}

export async function emailOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

export type ListedReport = {
  report: ReportRow;
  game: { id: number; scheduledDate: Date; status: GameStatus; field: string | null; homeTeam: string | null; awayTeam: string | null; homeDivisionId: number | null; awayDivisionId: number | null };
};

// The league's reports in one state (or all), the last changed first.
export async function reportsOfLeague(db: DbOrTx, leagueId: number, state: ReportState | undefined): Promise<ListedReport[]> {
  return db
    .select({
      report: gameReports,
      game: {
        id: games.id,
        scheduledDate: games.scheduledDate,
        status: games.status,
        field: games.field,
        homeTeam: homeTeam.name,
        awayTeam: awayTeam.name,
        homeDivisionId: homeTeam.divisionId,
        awayDivisionId: awayTeam.divisionId,
      },
    })
    .from(gameReports)
    .innerJoin(games, and(eq(games.id, gameReports.gameId), eq(games.leagueId, leagueId)))
    .leftJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .where(and(eq(gameReports.leagueId, leagueId), state ? eq(gameReports.state, state) : undefined))
    .orderBy(desc(gameReports.updatedAt), desc(gameReports.gameId));
}
