import { describe, expect, it } from 'vitest';
import { reportBody, type ReportDto } from '@common/schemas/crews';
import { bodyOf, draftOf, EMPTY_DRAFT, mayEdit, toggled } from './report-draft';

const REPORT: ReportDto = {
  gameId: 7,
  authorId: 3,
  authorName: 'Ref',
  sportsmanship: { home: 4, away: 2 },
  incidents: [{ team: 'away', jersey: '12', kind: 'ejection', note: 'Fight' }],
  noShows: ['line'],
  fieldCondition: 'fair',
  privateNote: 'Coach yelled',
  state: 'submitted',
  submittedAt: '2030-05-01T12:00:00.000Z',
  updatedAt: '2030-05-01T12:00:00.000Z',
  editableUntil: '2030-05-02T12:00:00.000Z',
  reviewedByName: null,
  reviewedAt: null,
  returnReason: null,
};

describe('the report form body', () => {
  it('needs one tap per team: the defaults leave only the two ratings', () => {
    expect(bodyOf(EMPTY_DRAFT)).toEqual({ body: null, unrated: ['home', 'away'] });
    expect(bodyOf({ ...EMPTY_DRAFT, home: 5 })).toEqual({ body: null, unrated: ['away'] });
    const { body } = bodyOf({ ...EMPTY_DRAFT, home: 5, away: 0 });
    expect(body).toEqual({ sportsmanship: { home: 5, away: 0 }, incidents: [], noShows: [], fieldCondition: 'good' });
    expect(reportBody.safeParse(body).success).toBe(true);
  });

  it('drops blank optional texts and trims the rest, and the server schema takes it', () => {
    const { body } = bodyOf({
      ...EMPTY_DRAFT,
      home: 3,
      away: 3,
      noShows: ['second', 'second'],
      incidents: [
        { team: null, jersey: '  ', kind: 'injury', note: '  twisted ankle ' },
        { team: 'home', jersey: ' 7 ', kind: 'other', note: '' },
      ],
      privateNote: '   ',
    });
    expect(body).toEqual({
      sportsmanship: { home: 3, away: 3 },
      incidents: [
        { team: null, kind: 'injury', note: 'twisted ankle' },
        { team: 'home', jersey: '7', kind: 'other', note: '' },
      ],
      noShows: ['second'],
      fieldCondition: 'good',
    });
    expect(reportBody.safeParse(body).success).toBe(true);
  });

  it('reads an existing report back into the form unchanged', () => {
    const { body } = bodyOf(draftOf(REPORT));
    expect(body).toEqual({ sportsmanship: { home: 4, away: 2 }, incidents: REPORT.incidents, noShows: ['line'], fieldCondition: 'fair', privateNote: 'Coach yelled' });
  });

  it('toggles a no-show', () => {
    expect(toggled(['second'], 'line')).toEqual(['second', 'line']);
    expect(toggled(['second', 'line'], 'second')).toEqual(['line']);
  });
});

describe('who may edit a filed report', () => {
  const before = Date.parse('2030-05-02T11:59:00.000Z');
  const after = Date.parse('2030-05-02T12:00:00.000Z');
  it('its author until editableUntil', () => {
    expect(mayEdit(REPORT, 3, before)).toBe(true);
    expect(mayEdit(REPORT, 3, after)).toBe(false);
    expect(mayEdit(REPORT, 4, before)).toBe(false);
    expect(mayEdit(REPORT, null, before)).toBe(false);
  });
  it('its author again once returned, never once approved', () => {
    expect(mayEdit({ ...REPORT, state: 'returned', editableUntil: null }, 3, after)).toBe(true);
    expect(mayEdit({ ...REPORT, state: 'approved', editableUntil: null }, 3, before)).toBe(false);
    expect(mayEdit({ ...REPORT, editableUntil: null }, 3, before)).toBe(false);
  });
});
