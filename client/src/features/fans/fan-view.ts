import { z } from 'zod';
import { FAN } from '@common/constants';
import type { AchievementDto, FanProfileDto, LeaderboardEntryDto, NotificationPreferences, PredictionDto } from '@common/schemas/fans';
import type { PublicGameDto } from '@common/schemas/games/dto';
import { requireFilled } from '@client/lib/form-errors';
import { FAN_TEXT } from './texts';

// The Fan Dashboard's rules as plain functions and its forms' zod schemas (spec 2.11, 5, 9),
// unit-tested without a browser.

// spec 9: the Overview shows 3 games and 3 achievements; the Predictions tab lists 5.
export const OVERVIEW_GAMES = 3;
export const OVERVIEW_ACHIEVEMENTS = 3;
export const LATEST_PREDICTIONS = 5;

// The avatar's letters: the first and last word's initials, or one initial for a single word.
export function initialsOf(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0]!;
  return (words.length === 1 ? first : first + [...words.at(-1)!][0]!).toUpperCase();
}

// Games a fan can still predict: scheduled, kickoff ahead, soonest first.
export function predictableGames(games: readonly PublicGameDto[], nowMs: number): PublicGameDto[] {
  return games
    .filter((game) => game.status === 'scheduled' && Date.parse(game.scheduledDate) > nowMs)
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.id - b.id);
}

// spec 9: rank is the position in the leaderboard, which refetches every 30 s; the profile's own
// rank stands in until the leaderboard has loaded.
export function rankOf(profile: Pick<FanProfileDto, 'id' | 'rank'>, leaderboard: readonly LeaderboardEntryDto[] | undefined): number | null {
  const row = leaderboard?.find((entry) => entry.fanProfileId === profile.id);
  return row ? row.rank : profile.rank;
}

export type PredictionOutcome = 'pending' | 'correct' | 'incorrect';

// spec 4: isCorrect null is pending.
export function outcomeOf(prediction: Pick<PredictionDto, 'isCorrect'>): PredictionOutcome {
  if (prediction.isCorrect === null) return 'pending';
  return prediction.isCorrect ? 'correct' : 'incorrect';
}

export function outcomeText(prediction: Pick<PredictionDto, 'isCorrect' | 'points'>): string {
  const outcome = outcomeOf(prediction);
  if (outcome === 'pending') return FAN_TEXT.pending;
  return outcome === 'correct' ? FAN_TEXT.correct(prediction.points) : FAN_TEXT.incorrect;
}

// The unlocked achievements, latest first.
export function recentAchievements(achievements: readonly AchievementDto[], count: number): AchievementDto[] {
  return achievements
    .filter((a): a is AchievementDto & { unlockedAt: string } => a.unlockedAt !== null)
    .sort((a, b) => b.unlockedAt.localeCompare(a.unlockedAt))
    .slice(0, count);
}

// ---- The prediction form (spec 5) ----

export type PredictionFormValues = {
  gameId: string;
  winnerId: string;
  confidence: number;
  homeScore: string;
  awayScore: string;
};

export type PredictionRequest = {
  gameId: number;
  predictedWinnerId: number;
  confidence: number;
  predictedScore: { home: number; away: number };
};

// spec 5: scores are whole numbers; anything non-numeric becomes 0 (the server refuses the rest).
export function scoreFromInput(text: string): number {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed === '' || !Number.isFinite(value) ? 0 : value;
}

// A fresh form for a game, or the fan's earlier prediction on it (one per game, replaced by posting again).
export function predictionFormValues(gameId: number | null, existing?: Pick<PredictionDto, 'predictedWinnerId' | 'confidence' | 'predictedScore'>): PredictionFormValues {
  if (gameId !== null && existing) {
    return {
      gameId: String(gameId),
      winnerId: String(existing.predictedWinnerId),
      confidence: existing.confidence,
      homeScore: String(existing.predictedScore.home),
      awayScore: String(existing.predictedScore.away),
    };
  }
  return { gameId: gameId === null ? '' : String(gameId), winnerId: '', confidence: FAN.defaultConfidence, homeScore: '', awayScore: '' };
}

const chosenId = (value: string) => value !== '' && Number.isInteger(Number(value));

// spec 5: game and winner must be chosen; confidence 1-100. The scores go as typed (a number, else 0):
// the server refuses the rest with its own message.
export const predictionForm = z
  .object({ gameId: z.string(), winnerId: z.string(), confidence: z.number(), homeScore: z.string(), awayScore: z.string() })
  .superRefine((values, ctx) => {
    if (!chosenId(values.gameId) || !chosenId(values.winnerId)) ctx.addIssue({ code: 'custom', path: ['gameId'], message: FAN_TEXT.chooseGameAndWinner });
  })
  .transform(
    (values): PredictionRequest => ({
      gameId: Number(values.gameId),
      predictedWinnerId: Number(values.winnerId),
      confidence: Math.min(100, Math.max(1, Math.round(values.confidence))),
      predictedScore: { home: scoreFromInput(values.homeScore), away: scoreFromInput(values.awayScore) },
    }),
  );

// ---- The profile form (spec 2.11, 5) ----

export type ProfileFormValues = {
  displayName: string;
  favoriteTeamId: string; // '' is No preference
  notificationPreferences: NotificationPreferences;
};

export type ProfileRequest = {
  displayName: string;
  favoriteTeamId: number | null;
  notificationPreferences: NotificationPreferences;
};

export function profileFormValues(profile: FanProfileDto): ProfileFormValues {
  return {
    displayName: profile.displayName,
    favoriteTeamId: profile.favoriteTeamId === null ? '' : String(profile.favoriteTeamId),
    notificationPreferences: { ...profile.notificationPreferences },
  };
}

// spec 2.11: a display name is required (its input holds at most the server's length); 'No
// preference' sends null.
export const profileForm = z
  .object({ displayName: z.string(), favoriteTeamId: z.string(), notificationPreferences: z.custom<NotificationPreferences>() })
  .superRefine(requireFilled<ProfileFormValues>(FAN_TEXT.displayNameRequired, { text: ['displayName'] }))
  .transform(
    (values): ProfileRequest => ({
      displayName: values.displayName.trim(),
      favoriteTeamId: values.favoriteTeamId === '' ? null : Number(values.favoriteTeamId),
      notificationPreferences: { ...values.notificationPreferences },
    }),
  );
