import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { gamesOfLeague, type GameRecord } from '../games/store';

export async function gamesOfTeam(db: DbOrTx, leagueId: number, teamId: number): Promise<GameRecord[]> {
  return (await gamesOfLeague(db, leagueId)).filter((game) => game.homeTeamId === teamId || game.awayTeamId === teamId);
}

export async function gamesOfReferee(db: DbOrTx, leagueId: number, refereeId: number): Promise<GameRecord[]> {
  return (await gamesOfLeague(db, leagueId)).filter((game) => game.refereeId === refereeId);
}

// 32 random bytes, URL-safe: the whole secret of a private feed URL.
export function newCalendarToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export async function calendarTokenOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ token: users.calendarToken }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.token ?? null;
}

export async function setCalendarToken(db: DbOrTx, userId: number, token: string): Promise<void> {
  await db.update(users).set({ calendarToken: token }).where(eq(users.id, userId));
}

export async function userOfCalendarToken(db: DbOrTx, token: string): Promise<{ id: number; leagueId: number | null; role: Role } | null> {
  const [row] = await db.select({ id: users.id, leagueId: users.leagueId, role: users.role }).from(users).where(eq(users.calendarToken, token)).limit(1);
  return row ?? null;
}
