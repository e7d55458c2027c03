import { z } from 'zod';
import { LIMITS } from '../constants';
import { rowId } from './base/ids';
import { patchBody } from './base/patch';

const wholeAtLeastZero = z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(LIMITS.score.max, `must be at most ${LIMITS.score.max}`);

export const predictionBody = z
  .object({
    gameId: rowId,
    predictedWinnerId: rowId,
    confidence: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be between 1 and 100').max(100, 'must be between 1 and 100').default(50),
    predictedScore: z.object({ home: wholeAtLeastZero, away: wholeAtLeastZero }).strict(),
  })
  .strict();

const notificationPreferencesBody = z
  .object({ gameReminders: z.boolean(), scoreUpdates: z.boolean(), teamNews: z.boolean(), email: z.boolean(), push: z.boolean() })
  .partial()
  .strict();

const profileChanges = z
  .object({
    displayName: z.string().trim().min(1, 'cannot be blank').max(LIMITS.name.max, `must be at most ${LIMITS.name.max} characters`),
    favoriteTeamId: rowId.nullable(),
    notificationPreferences: notificationPreferencesBody,
  })
  .partial()
  .strict();
export const profileBody = patchBody(profileChanges);

export type NotificationPreferences = { gameReminders: boolean; scoreUpdates: boolean; teamNews: boolean; email: boolean; push: boolean };

export type FanProfileDto = {
  id: number;
  displayName: string;
  profileImageUrl: string | null;
  level: number;
  totalPoints: number;
  favoriteTeamId: number | null;
  favoriteTeam: { name: string } | null;
  notificationPreferences: NotificationPreferences;
  rank: number | null;
  predictionsMade: number;
  achievementsUnlocked: number;
};

export type PredictionDto = {
  id: number;
  gameId: number;
  predictedWinnerId: number;
  predictedWinner: { name: string };
  confidence: number;
  predictedScore: { home: number; away: number };
  isCorrect: boolean | null;
  points: number;
  game: { homeTeam: { name: string }; awayTeam: { name: string }; scheduledDate: string; status: string; homeScore: number; awayScore: number };
};

export type LeaderboardEntryDto = { rank: number; fanProfileId: number; displayName: string; level: number; totalPoints: number; predictionsMade: number; correctPredictions: number };

export type AchievementDto = { id: string; title: string; description: string; points: number; unlockedAt: string | null };
