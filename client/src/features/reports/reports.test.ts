import { describe, expect, it } from 'vitest';
import type { ReportListEntryDto } from '@common/schemas/crews';
import { incidentLine, noShowsLine, reportsPath } from './reports';

const entry = {
  game: { id: 4, scheduledDate: '2031-05-02T14:00:00.000Z', status: 'completed', field: 'North Field', homeTeam: 'Hawks', awayTeam: 'Bears', divisionId: null },
  report: {
    gameId: 4,
    authorId: 2,
    authorName: 'Ref One',
    sportsmanship: { home: 4, away: 2 },
    incidents: [],
    noShows: ['second', 'line'],
    fieldCondition: 'fair',
    state: 'submitted',
    submittedAt: '2031-05-02T16:00:00.000Z',
    updatedAt: '2031-05-02T16:00:00.000Z',
    editableUntil: null,
    reviewedByName: null,
    reviewedAt: null,
    returnReason: null,
  },
} satisfies ReportListEntryDto;

describe('the review list\'s reading of a report (issue 48)', () => {
  it('asks for one state, or every one', () => {
    expect(reportsPath('demo', 'submitted')).toBe('/api/leagues/demo/reports?state=submitted');
    expect(reportsPath('demo', '')).toBe('/api/leagues/demo/reports');
  });

  it('reads an incident with its team and jersey, and a game-wide one without', () => {
    expect(incidentLine(entry, { team: 'away', jersey: '7', kind: 'ejection', note: 'Punch' })).toBe('Ejection: Bears #7: Punch');
    expect(incidentLine(entry, { team: null, kind: 'injury', note: 'Ankle' })).toBe('Injury: Ankle');
  });

  it('names the no-shows by position', () => {
    expect(noShowsLine(entry)).toBe('Second official, Line judge');
    expect(noShowsLine({ ...entry, report: { ...entry.report, noShows: [] } })).toBe('None');
  });
});
