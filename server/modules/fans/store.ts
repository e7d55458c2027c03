import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { earnedAchievements, scorePrediction, totalPointsFor, type FanHistoryEntry } from '../../../common/fans/scoring';
import { FAN } from '../../../common/constants';
import type { DbOrTx } from '../../db/client';
import { inScope, type LeagueScope } from '../../auth/scope';
import { CAPABILITIES } from '../../../common/roles';
import { scoresArePublic } from '../../../common/rosters/public-scores';
import { achievements, divisions, fanProfiles, games, predictions, teams, users } from '../../db/schema';

export type FanProfile = typeof fanProfiles.$inferSelect;

async function profileOf(db: DbOrTx, leagueId: number, userId: number): Promise<FanProfile | null> {
  const [row] = await db.select().from(fanProfiles).where(and(eq(fanProfiles.leagueId, leagueId), eq(fanProfiles.userId, userId))).limit(1);
  return row ?? null;
}

// Created on first use; a second request racing the first finds the row it made.
export async function ensureProfile(db: DbOrTx, leagueId: number, userId: number, displayName: string): Promise<FanProfile> {
  await db
    .insert(fanProfiles)
    .values({ leagueId, userId, displayName, notificationPreferences: { ...FAN.defaultNotificationPreferences } })
    .onConflictDoNothing();
  return (await profileOf(db, leagueId, userId))!;
}

export async function updateProfile(db: DbOrTx, profile: FanProfile, values: Partial<Pick<FanProfile, 'displayName' | 'favoriteTeamId' | 'notificationPreferences'>>): Promise<void> {
  await db.update(fanProfiles).set({ ...values, updatedAt: sql`now()` }).where(and(eq(fanProfiles.id, profile.id), eq(fanProfiles.leagueId, profile.leagueId)));
}

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');
const winnerTeam = alias(teams, 'winner_team');

export async function predictionsOfFan(db: DbOrTx, profile: FanProfile, limit: number) {
  return db
    .select({
      id: predictions.id,
      gameId: predictions.gameId,
      predictedWinnerId: predictions.predictedWinnerId,
      winnerName: winnerTeam.name,
      confidence: predictions.confidence,
      predictedHome: predictions.predictedHomeScore,
      predictedAway: predictions.predictedAwayScore,
      isCorrect: predictions.isCorrect,
      points: predictions.points,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
      scheduledDate: games.scheduledDate,
      status: games.status,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
    })
    .from(predictions)
    .innerJoin(games, eq(predictions.gameId, games.id))
    .innerJoin(homeTeam, eq(games.homeTeamId, homeTeam.id))
    .innerJoin(awayTeam, eq(games.awayTeamId, awayTeam.id))
    .innerJoin(winnerTeam, eq(predictions.predictedWinnerId, winnerTeam.id))
    .where(and(eq(predictions.fanProfileId, profile.id), eq(predictions.leagueId, profile.leagueId)))
    .orderBy(desc(predictions.updatedAt), desc(predictions.id))
    .limit(limit);
}

// Tenant isolation in the query: a game of another league is not found.
export async function gameInScope(db: DbOrTx, scope: LeagueScope, gameId: number) {
  const [row] = await db.select().from(games).where(and(eq(games.id, gameId), inScope(games.leagueId, scope))).limit(1);
  return row ?? null;
}

// Issue 49 (decision 082): whether a game's scores are public: neither team's division instructional.
// A game that keeps none takes no prediction and scores none on the leaderboard.
export async function gameScoresPublic(db: DbOrTx, game: { homeTeamId: number | null; awayTeamId: number | null }): Promise<boolean> {
  const ids = [game.homeTeamId, game.awayTeamId].filter((id): id is number => id !== null);
  if (ids.length === 0) return true;
  const rows = await db.select({ instructional: divisions.instructional }).from(teams).innerJoin(divisions, eq(divisions.id, teams.divisionId)).where(inArray(teams.id, ids));
  return rows.every((division) => scoresArePublic(division));
}

export async function upsertPrediction(db: DbOrTx, values: typeof predictions.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(predictions)
    .values(values)
    .onConflictDoUpdate({
      target: [predictions.fanProfileId, predictions.gameId],
      set: { predictedWinnerId: values.predictedWinnerId, confidence: values.confidence, predictedHomeScore: values.predictedHomeScore, predictedAwayScore: values.predictedAwayScore, updatedAt: sql`now()` },
    })
    .returning({ id: predictions.id });
  return row!.id;
}

export async function unlockedAchievements(db: DbOrTx, profileId: number) {
  return db.select().from(achievements).where(eq(achievements.fanProfileId, profileId)).orderBy(desc(achievements.unlockedAt));
}

// Only fan accounts rank: a profile whose user became staff (or was made before staff were
// refused one) stays in the table but off the board.
export async function leaderboardRows(db: DbOrTx, leagueId: number) {
  return db
    .select({
      fanProfileId: fanProfiles.id,
      displayName: fanProfiles.displayName,
      totalPoints: fanProfiles.totalPoints,
      predictionsMade: sql<number>`count(${predictions.id})::int`,
      correctPredictions: sql<number>`count(*) filter (where ${predictions.isCorrect})::int`,
    })
    .from(fanProfiles)
    .innerJoin(users, and(eq(users.id, fanProfiles.userId), inArray(users.role, [...CAPABILITIES['use:fan-features'].any])))
    .leftJoin(predictions, eq(predictions.fanProfileId, fanProfiles.id))
    .where(eq(fanProfiles.leagueId, leagueId))
    .groupBy(fanProfiles.id)
    .orderBy(desc(fanProfiles.totalPoints), asc(fanProfiles.id));
}

// Recomputes one fan's points and achievements from their predictions (never accumulates).
export async function recomputeFan(db: DbOrTx, profileId: number, now: Date): Promise<void> {
  const rows = await db
    .select({ confidence: predictions.confidence, isCorrect: predictions.isCorrect, points: predictions.points, predictedHome: predictions.predictedHomeScore, predictedAway: predictions.predictedAwayScore, homeScore: games.homeScore, awayScore: games.awayScore })
    .from(predictions)
    .innerJoin(games, eq(predictions.gameId, games.id))
    .where(eq(predictions.fanProfileId, profileId))
    .orderBy(asc(games.scheduledDate), asc(games.id));
  const history: FanHistoryEntry[] = rows.map((r) => ({
    confidence: r.confidence,
    outcome: r.isCorrect === null ? null : { isCorrect: r.isCorrect, points: r.points, exactScore: r.isCorrect && r.predictedHome === r.homeScore && r.predictedAway === r.awayScore },
  }));
  const earned = earnedAchievements(history);
  const held = await db.select({ key: achievements.achievementKey }).from(achievements).where(eq(achievements.fanProfileId, profileId));
  const heldKeys = new Set(held.map((h) => h.key));
  const lost = [...heldKeys].filter((k) => !earned.has(k as never));
  const gained = [...earned].filter((k) => !heldKeys.has(k));
  if (lost.length > 0) await db.delete(achievements).where(and(eq(achievements.fanProfileId, profileId), inArray(achievements.achievementKey, lost)));
  if (gained.length > 0) await db.insert(achievements).values(gained.map((key) => ({ fanProfileId: profileId, achievementKey: key, unlockedAt: now }))).onConflictDoNothing();
  await db.update(fanProfiles).set({ totalPoints: totalPointsFor(history, earned) }).where(eq(fanProfiles.id, profileId));
}

// Called whenever a game's status or score may have changed: a completed game scores its
// predictions, any other status puts them back to pending; then each fan is recomputed.
export async function rescoreGame(db: DbOrTx, gameId: number, now: Date): Promise<void> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId)).limit(1);
  if (!game) return;
  const picks = await db.select().from(predictions).where(eq(predictions.gameId, gameId));
  if (picks.length === 0) return;
  // issue 49: an instructional game's predictions stay pending, off the leaderboard's counting
  const counts = await gameScoresPublic(db, game);
  for (const pick of picks) {
    const outcome =
      counts && game.status === 'completed' && game.homeTeamId !== null && game.awayTeamId !== null
        ? scorePrediction({ predictedWinnerId: pick.predictedWinnerId, confidence: pick.confidence, predictedHome: pick.predictedHomeScore, predictedAway: pick.predictedAwayScore }, { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, homeScore: game.homeScore, awayScore: game.awayScore })
        : null;
    await db.update(predictions).set({ isCorrect: outcome ? outcome.isCorrect : null, points: outcome?.points ?? 0 }).where(eq(predictions.id, pick.id));
  }
  for (const profileId of new Set(picks.map((p) => p.fanProfileId))) await recomputeFan(db, profileId, now);
}
