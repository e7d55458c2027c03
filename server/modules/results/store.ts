// The results module's reads (issue 49): a game's teams' coaches, each team's answer, the ruling.
// It writes only its own tables (game_result_answers, game_rulings); the game goes through the
// games' door.
import { and, eq, inArray } from 'drizzle-orm';
import type { ResultAnswers, Side } from '../../../common/rosters/result';
import type { DbOrTx } from '../../db/client';
import { gameResultAnswers, gameRulings, teamCoaches, users } from '../../db/schema';

export type TeamsOfGame = { homeTeamId: number | null; awayTeamId: number | null };

// The sides of the game whose team the user coaches (usually one).
export async function coachedSides(db: DbOrTx, game: TeamsOfGame, userId: number): Promise<Side[]> {
  const teamIds = [game.homeTeamId, game.awayTeamId].filter((id): id is number => id !== null);
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ teamId: teamCoaches.teamId })
    .from(teamCoaches)
    .where(and(eq(teamCoaches.userId, userId), inArray(teamCoaches.teamId, teamIds)));
  const coached = new Set(rows.map((row) => row.teamId));
  return (['home', 'away'] as const).filter((side) => {
    const id = side === 'home' ? game.homeTeamId : game.awayTeamId;
    return id !== null && coached.has(id);
  });
}

export type CoachOfGame = { userId: number; side: Side; email: string | null; leagueId: number | null };

// Every coach of the game's two teams, with his address.
export async function coachesOfGame(db: DbOrTx, game: TeamsOfGame): Promise<CoachOfGame[]> {
  const teamIds = [game.homeTeamId, game.awayTeamId].filter((id): id is number => id !== null);
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ userId: teamCoaches.userId, teamId: teamCoaches.teamId, email: users.email, leagueId: users.leagueId })
    .from(teamCoaches)
    .innerJoin(users, eq(users.id, teamCoaches.userId))
    .where(inArray(teamCoaches.teamId, teamIds));
  return rows.map((row) => ({ userId: row.userId, side: row.teamId === game.homeTeamId ? 'home' : 'away', email: row.email, leagueId: row.leagueId }));
}

export type AnswerRow = typeof gameResultAnswers.$inferSelect;

export async function answerRowsOf(db: DbOrTx, gameId: number): Promise<AnswerRow[]> {
  return db.select().from(gameResultAnswers).where(eq(gameResultAnswers.gameId, gameId));
}

export const answersOf = (rows: readonly AnswerRow[]): ResultAnswers => Object.fromEntries(rows.map((row) => [row.side, row.answer]));

export async function rulingOf(db: DbOrTx, gameId: number): Promise<typeof gameRulings.$inferSelect | null> {
  const [row] = await db.select().from(gameRulings).where(eq(gameRulings.gameId, gameId));
  return row ?? null;
}
