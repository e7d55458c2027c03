import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, earnedAchievements, levelFor, levelProgress, rankByPoints, scorePrediction, totalPointsFor, type FanHistoryEntry } from './scoring';

const result = { homeTeamId: 1, awayTeamId: 2, homeScore: 21, awayScore: 14 };

describe('scorePrediction', () => {
  it.each([
    ['right winner, 50 confidence', { predictedWinnerId: 1, confidence: 50, predictedHome: 14, predictedAway: 7 }, { isCorrect: true, points: 20, exactScore: false }],
    ['right winner, 100 confidence', { predictedWinnerId: 1, confidence: 100, predictedHome: 14, predictedAway: 7 }, { isCorrect: true, points: 30, exactScore: false }],
    ['right winner, 1 confidence', { predictedWinnerId: 1, confidence: 1, predictedHome: 14, predictedAway: 7 }, { isCorrect: true, points: 10, exactScore: false }],
    ['exact score', { predictedWinnerId: 1, confidence: 50, predictedHome: 21, predictedAway: 14 }, { isCorrect: true, points: 45, exactScore: true }],
    ['wrong winner, even with the exact margin reversed', { predictedWinnerId: 2, confidence: 100, predictedHome: 14, predictedAway: 21 }, { isCorrect: false, points: 0, exactScore: false }],
  ])('%s', (_name, pick, outcome) => expect(scorePrediction(pick, result)).toEqual(outcome));

  it('a tie is nobody’s win', () => {
    const tie = { ...result, homeScore: 14, awayScore: 14 };
    expect(scorePrediction({ predictedWinnerId: 1, confidence: 90, predictedHome: 14, predictedAway: 14 }, tie)).toEqual({ isCorrect: false, points: 0, exactScore: false });
    expect(scorePrediction({ predictedWinnerId: 2, confidence: 90, predictedHome: 7, predictedAway: 14 }, tie).isCorrect).toBe(false);
  });
});

describe('levels (spec 9: floor(total/100)+1)', () => {
  it.each([[0, 1], [99, 1], [100, 2], [250, 3], [999, 10]])('%i points -> level %i', (points, level) => expect(levelFor(points)).toBe(level));
  it('progress is points mod 100 out of 100', () => expect(levelProgress(250)).toEqual({ current: 50, needed: 100, nextLevel: 4 }));
});

describe('achievements', () => {
  const right = (confidence = 50, exactScore = false): FanHistoryEntry => ({ confidence, outcome: { isCorrect: true, points: exactScore ? 45 : 20, exactScore } });
  const wrong: FanHistoryEntry = { confidence: 50, outcome: { isCorrect: false, points: 0, exactScore: false } };
  const pending: FanHistoryEntry = { confidence: 50, outcome: null };

  it('has at least eight, each with a title, description and points', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(8);
    for (const a of ACHIEVEMENTS) expect(a.title && a.description && a.points > 0).toBeTruthy();
  });

  it.each([
    ['nothing yet', [], []],
    ['a pending prediction', [pending], ['first-prediction']],
    ['one right', [right()], ['first-prediction', 'first-correct']],
    ['an exact score at 95', [right(95, true)], ['first-prediction', 'first-correct', 'exact-score', 'bold-call']],
    ['three in a row broken', [right(), right(), wrong, right()], ['first-prediction', 'first-correct']],
    ['three in a row', [wrong, right(), right(), right()], ['first-prediction', 'first-correct', 'hot-streak']],
  ])('%s', (_name, history, keys) => expect([...earnedAchievements(history as FanHistoryEntry[])].sort()).toEqual([...keys].sort()));

  it('levels count prediction points only, and totals add achievement points', () => {
    const five = [right(), right(), right(), right(), right()];
    const earned = earnedAchievements(five);
    expect(earned.has('rising-fan')).toBe(true); // 100 prediction points
    expect(earned.has('sharp-eye')).toBe(true);
    expect(totalPointsFor(five, earned)).toBe(100 + 5 + 10 + 20 + 15 + 10);
  });
});

describe('rankByPoints', () => {
  it('shares ranks for ties and skips after them', () => {
    const ranked = rankByPoints([{ id: 'a', totalPoints: 10 }, { id: 'b', totalPoints: 30 }, { id: 'c', totalPoints: 30 }, { id: 'd', totalPoints: 5 }, { id: 'e', totalPoints: 5 }]);
    expect(ranked.map((f) => [f.id, f.rank])).toEqual([['b', 1], ['c', 1], ['a', 3], ['d', 4], ['e', 4]]);
  });
});
