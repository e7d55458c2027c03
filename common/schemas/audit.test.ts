import { describe, expect, it } from 'vitest';
import { auditBoundRange, auditListQuery, parseAuditBound } from './audit';

// Issue 46: the bounds of GET /api/leagues/{slug}/audit, read in the league's time zone.
const NY = 'America/New_York';
const range = (text: string, zone = NY) => {
  const bound = parseAuditBound(text);
  if (!bound) throw new Error(`not a bound: ${text}`);
  const { start, endBefore } = auditBoundRange(bound, zone);
  return [new Date(start).toISOString(), new Date(endBefore).toISOString()];
};

describe('the audit list\'s bounds', () => {
  it('reads a day as the league\'s whole day, daylight saving included', () => {
    expect(range('2026-05-02')).toEqual(['2026-05-02T04:00:00.000Z', '2026-05-03T04:00:00.000Z']);
    // 8 March 2026 in New York has 23 hours
    expect(range('2026-03-08')).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(range('2026-12-31', 'UTC')).toEqual(['2026-12-31T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });

  it('reads a time without a zone as the league\'s, and one with Z or an offset as that instant', () => {
    expect(range('2026-05-02T14:30')).toEqual(['2026-05-02T18:30:00.000Z', '2026-05-02T18:30:00.001Z']);
    expect(range('2026-05-02T14:30:15.5')).toEqual(['2026-05-02T18:30:15.500Z', '2026-05-02T18:30:15.501Z']);
    expect(range('2026-05-02T14:30:00Z')[0]).toBe('2026-05-02T14:30:00.000Z');
    expect(range('2026-05-02T14:30:00-05:30')[0]).toBe('2026-05-02T20:00:00.000Z');
    expect(range('2026-05-02T01:00+02:00')[0]).toBe('2026-05-01T23:00:00.000Z');
  });

  it('refuses what is not a date or a date and time', () => {
    for (const text of ['', 'yesterday', '2026-5-2', '2026-02-30', '2026-13-01', '2026-05-02T24:00', '2026-05-02T12:60', '2026-05-02T12:00:60', '2026-05-02T12:00+15:00', '2026-05-02 12:00', '1700000000000', '0099-01-01']) {
      expect(parseAuditBound(text), text).toBeNull();
    }
  });

  it('parses the query: every filter optional, each checked', () => {
    expect(auditListQuery.parse({})).toEqual({});
    expect(auditListQuery.parse({ actorId: '12', kind: 'league', before: '500' })).toEqual({ actorId: 12, kind: 'league', before: 500 });
    for (const query of [{ kind: 'leagues' }, { actorId: '0' }, { before: '-1' }, { from: 'soon' }, { other: '1' }]) expect(auditListQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
  });
});
