import { describe, expect, it } from 'vitest';
import type { AssignmentDto, CrewGameDto } from '@common/schemas/crews';
import { arrivalOpen, groupAssignments, reportDue } from './assignments';

const TZ = 'America/New_York';
// 10:00 in New York on 2030-05-04
const KICKOFF = '2030-05-04T14:00:00.000Z';
const HOUR = 60 * 60 * 1000;

function game(over: Partial<CrewGameDto> = {}): CrewGameDto {
  return { id: 1, scheduledDate: KICKOFF, status: 'scheduled', field: 'Field 3', homeTeam: 'Eagles', awayTeam: 'Hawks', divisionId: null, ...over };
}

function assignment(over: Partial<AssignmentDto> = {}): AssignmentDto {
  return { game: game(), position: 'referee', status: 'accepted', offeredAt: null, answeredAt: null, arrivedAt: null, reportState: null, ...over };
}

describe('the arrival window on the dashboard', () => {
  const kickoff = Date.parse(KICKOFF);
  it('opens 2 h before kickoff', () => {
    expect(arrivalOpen(game(), kickoff - 2 * HOUR - 1)).toBe(false);
    expect(arrivalOpen(game(), kickoff - 2 * HOUR)).toBe(true);
    expect(arrivalOpen(game(), kickoff + HOUR)).toBe(true);
  });
  it('stays open while the game is live, closes once it is over', () => {
    expect(arrivalOpen(game({ status: 'live' }), kickoff + 3 * HOUR)).toBe(true);
    expect(arrivalOpen(game({ status: 'completed' }), kickoff)).toBe(false);
    expect(arrivalOpen(game({ status: 'cancelled' }), kickoff)).toBe(false);
  });
});

describe('the dashboard groups his assignments', () => {
  const now = Date.parse('2030-05-04T12:00:00.000Z');
  it('offers: offered positions of games still to play', () => {
    const offered = assignment({ status: 'offered' });
    const { offers } = groupAssignments([offered, assignment(), assignment({ status: 'offered', game: game({ status: 'cancelled' }) })], now, TZ);
    expect(offers).toEqual([offered]);
  });

  it("game day: today's offered or accepted positions, by the league's calendar", () => {
    const today = assignment();
    const offeredToday = assignment({ status: 'offered', position: 'second' });
    // 23:30 in New York is tomorrow in UTC but today at the league
    const lateToday = assignment({ game: game({ id: 2, scheduledDate: '2030-05-05T03:30:00.000Z' }) });
    const tomorrow = assignment({ game: game({ id: 3, scheduledDate: '2030-05-05T14:00:00.000Z' }) });
    const declined = assignment({ status: 'declined' });
    const { gameDay } = groupAssignments([today, offeredToday, lateToday, tomorrow, declined], now, TZ);
    expect(gameDay).toEqual([today, offeredToday, lateToday]);
  });

  it('reports to file: his completed games as the referee with no report, or a returned one', () => {
    const done = game({ status: 'completed' });
    const none = assignment({ game: done });
    const returned = assignment({ game: done, reportState: 'returned' });
    expect(reportDue(none)).toBe(true);
    expect(reportDue(returned)).toBe(true);
    expect(reportDue(assignment({ game: done, reportState: 'submitted' }))).toBe(false);
    expect(reportDue(assignment({ game: done, position: 'second' }))).toBe(false);
    expect(reportDue(assignment({ game: done, status: 'declined' }))).toBe(false);
    // an offer he never answered: still the game's referee
    expect(reportDue(assignment({ game: done, status: 'offered' }))).toBe(true);
    expect(groupAssignments([none, assignment()], now, TZ).reportsDue).toEqual([none]);
  });
});
