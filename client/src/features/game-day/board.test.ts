import { describe, expect, it } from 'vitest';
import { boardsNeedReload, dateOfSearch, gameDayPath, memberBadge } from './board';

describe('the Game day board (issue 48)', () => {
  it('shows an arrival before the answer, else the position\'s status', () => {
    expect(memberBadge({ status: 'accepted', arrivedAt: '2031-06-07T12:40:00.000Z' })).toBe('arrived');
    expect(memberBadge({ status: 'offered', arrivedAt: '2031-06-07T12:40:00.000Z' })).toBe('arrived');
    expect(memberBadge({ status: 'accepted', arrivedAt: null })).toBe('accepted');
    expect(memberBadge({ status: 'declined', arrivedAt: null })).toBe('declined');
    expect(memberBadge({ status: 'open', arrivedAt: null })).toBe('open');
  });

  it('asks for the chosen date, or the league\'s today', () => {
    expect(gameDayPath('demo', '2031-06-07')).toBe('/api/leagues/demo/game-day?date=2031-06-07');
    expect(gameDayPath('demo', null)).toBe('/api/leagues/demo/game-day');
  });

  it('opens on the address\'s date (the alert mail\'s link) when it is one', () => {
    expect(dateOfSearch('?date=2031-06-07')).toBe('2031-06-07');
    expect(dateOfSearch('?date=tomorrow')).toBeNull();
    expect(dateOfSearch('')).toBeNull();
  });
});

describe('a pushed game on the Game day board (issue 48)', () => {
  const TZ = 'America/New_York';
  const entry = (id: number, status: 'scheduled' | 'live', scheduledDate: string) => ({
    game: { id, scheduledDate, status, field: 'North Field', homeTeam: 'Hawks', awayTeam: 'Bears', divisionId: null },
    crew: [],
    consoleStarted: status === 'live',
    alert: false,
  });
  const board = { date: '2031-06-07', games: [entry(1, 'scheduled', '2031-06-07T13:00:00.000Z'), entry(2, 'live', '2031-06-07T15:00:00.000Z')] };

  it('re-reads when a console starts, a game moves, or a game is new on its date', () => {
    expect(boardsNeedReload([board], { id: 1, status: 'live', scheduledDate: '2031-06-07T13:00:00.000Z', field: 'North Field' }, TZ)).toBe(true);
    expect(boardsNeedReload([board], { id: 1, status: 'scheduled', scheduledDate: '2031-06-07T14:00:00.000Z', field: 'North Field' }, TZ)).toBe(true);
    expect(boardsNeedReload([board], { id: 1, status: 'scheduled', scheduledDate: '2031-06-07T13:00:00.000Z', field: 'South Field' }, TZ)).toBe(true);
    // 11:30 PM in New York: the 7th, though the 8th in UTC
    expect(boardsNeedReload([board], { id: 3, status: 'scheduled', scheduledDate: '2031-06-08T03:30:00.000Z', field: null }, TZ)).toBe(true);
  });

  it('leaves it alone for a score of a game it holds as it is, or a game of another date', () => {
    expect(boardsNeedReload([board], { id: 2, status: 'live', scheduledDate: '2031-06-07T15:00:00.000Z', field: 'North Field' }, TZ)).toBe(false);
    expect(boardsNeedReload([board], { id: 3, status: 'live', scheduledDate: '2031-06-08T13:00:00.000Z', field: null }, TZ)).toBe(false);
    expect(boardsNeedReload([undefined], { id: 3, status: 'live', scheduledDate: '2031-06-07T13:00:00.000Z', field: null }, TZ)).toBe(false);
  });
});
