import { describe, expect, it } from 'vitest';
import { eachCase } from '@client/lib/each-case';
import type { z } from 'zod';
import type { AchievementDto, FanProfileDto } from '@common/schemas/fans';
import type { PublicGameDto } from '@common/schemas/games/dto';
import {
  initialsOf,
  outcomeText,
  predictableGames,
  predictionFormValues,
  predictionForm,
  profileForm,
  profileFormValues,
  rankOf,
  recentAchievements,
  scoreFromInput,
} from './fan-view';

const game = (id: number, scheduledDate: string, status: PublicGameDto['status'] = 'scheduled') => ({ id, scheduledDate, status }) as PublicGameDto;

const profile: FanProfileDto = {
  id: 4,
  displayName: 'Pat Parent',
  profileImageUrl: null,
  level: 1,
  totalPoints: 40,
  favoriteTeamId: null,
  favoriteTeam: null,
  notificationPreferences: { gameReminders: true, scoreUpdates: true, teamNews: true, email: true, push: false },
  rank: 3,
  predictionsMade: 2,
  achievementsUnlocked: 1,
};

describe('fan header and lists (spec 2.11, 9)', () => {
  eachCase(initialsOf, [
    ['Pat Parent', 'PP'],
    ['  ana  maria  lopez ', 'AL'],
    ['superfan', 'S'],
    ['émile zola', 'ÉZ'],
    ['', '?'],
  ], 'initials of %j are %s');

  it('offers only scheduled games whose kickoff is ahead, soonest first', () => {
    const now = Date.parse('2026-10-01T12:00:00Z');
    const games = [
      game(1, '2026-10-03T09:00:00.000Z'),
      game(2, '2026-10-01T11:59:00.000Z'), // kicked off a minute ago, still marked scheduled
      game(3, '2026-10-02T09:00:00.000Z'),
      game(4, '2026-10-02T09:00:00.000Z', 'live'),
      game(5, '2026-10-02T09:00:00.000Z'),
    ];
    expect(predictableGames(games, now).map((g) => g.id)).toEqual([3, 5, 1]);
  });

  it('takes the rank from the leaderboard, the profile until it has loaded', () => {
    const row = { rank: 1, fanProfileId: 4, displayName: 'Pat', level: 2, totalPoints: 120, predictionsMade: 3, correctPredictions: 2 };
    expect(rankOf(profile, [row])).toBe(1);
    expect(rankOf(profile, undefined)).toBe(3);
    expect(rankOf({ ...profile, rank: null }, [])).toBeNull();
  });

  it('reads a prediction as Pending, Correct with its points, or Incorrect (spec 4)', () => {
    expect(outcomeText({ isCorrect: null, points: 0 })).toBe('Pending');
    expect(outcomeText({ isCorrect: true, points: 54 })).toBe('Correct (+54)');
    expect(outcomeText({ isCorrect: false, points: 0 })).toBe('Incorrect');
  });

  it('shows the latest unlocked achievements first', () => {
    const a = (id: string, unlockedAt: string | null) => ({ id, title: id, description: '', points: 5, unlockedAt }) as AchievementDto;
    const list = [a('one', '2026-10-01T10:00:00Z'), a('locked', null), a('three', '2026-10-03T10:00:00Z'), a('two', '2026-10-02T10:00:00Z'), a('four', '2026-09-01T10:00:00Z')];
    expect(recentAchievements(list, 3).map((x) => x.id)).toEqual(['three', 'two', 'one']);
  });
});

// what a form's schema makes of its values: the request, or the message its refusal toasts
function checked(schema: z.ZodType, values: unknown) {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

describe('prediction form (spec 5)', () => {
  it.each([
    ['21', 21],
    [' 7 ', 7],
    ['', 0],
    ['abc', 0],
    ['-3', -3], // numeric: sent as is, the server refuses it with its own message
    ['2.5', 2.5],
  ])('score %j is sent as %d', (text, value) => {
    expect(scoreFromInput(text)).toBe(value);
  });

  it('starts at confidence 50 with nothing chosen, or from the earlier prediction on the game', () => {
    expect(predictionFormValues(null)).toEqual({ gameId: '', winnerId: '', confidence: 50, homeScore: '', awayScore: '' });
    expect(predictionFormValues(9)).toMatchObject({ gameId: '9', winnerId: '', confidence: 50 });
    expect(predictionFormValues(9, { predictedWinnerId: 3, confidence: 80, predictedScore: { home: 14, away: 7 } })).toEqual({
      gameId: '9',
      winnerId: '3',
      confidence: 80,
      homeScore: '14',
      awayScore: '7',
    });
  });

  it('needs a game and a winner, and turns blank scores into 0', () => {
    const filled = { gameId: '9', winnerId: '3', confidence: 50, homeScore: '', awayScore: 'x' };
    expect(checked(predictionForm, { ...filled, gameId: '' })).toEqual({ ok: false, message: 'Choose a game and a winner' });
    expect(checked(predictionForm, { ...filled, winnerId: '' })).toEqual({ ok: false, message: 'Choose a game and a winner' });
    expect(checked(predictionForm, filled)).toEqual({ ok: true, value: { gameId: 9, predictedWinnerId: 3, confidence: 50, predictedScore: { home: 0, away: 0 } } });
  });

  it('keeps confidence within 1-100', () => {
    const filled = { gameId: '9', winnerId: '3', homeScore: '1', awayScore: '0' };
    expect(checked(predictionForm, { ...filled, confidence: 0 })).toMatchObject({ value: { confidence: 1 } });
    expect(checked(predictionForm, { ...filled, confidence: 140 })).toMatchObject({ value: { confidence: 100 } });
  });
});

describe('profile form (spec 2.11)', () => {
  it("sends null for 'No preference' and the team id otherwise", () => {
    const values = profileFormValues(profile);
    expect(values.favoriteTeamId).toBe('');
    expect(checked(profileForm, values)).toEqual({ ok: true, value: { displayName: 'Pat Parent', favoriteTeamId: null, notificationPreferences: profile.notificationPreferences } });
    expect(checked(profileForm, { ...values, favoriteTeamId: '12', displayName: '  Pat  ' })).toMatchObject({ value: { displayName: 'Pat', favoriteTeamId: 12 } });
    expect(profileFormValues({ ...profile, favoriteTeamId: 12 }).favoriteTeamId).toBe('12');
  });

  it('refuses a blank display name', () => {
    expect(checked(profileForm, { ...profileFormValues(profile), displayName: '   ' })).toEqual({ ok: false, message: 'Display name cannot be blank' });
  });
});
