import { describe, expect, it } from 'vitest';
import { buildLeagueRequest, buildLeagueSettingsRequest, leagueSettingsValues, leagueValues, slugAsTyped } from './league-form';

describe('league forms (spec 5)', () => {
  it('normalises the slug as typed: lowercase, other characters become hyphens', () => {
    expect(slugAsTyped('Spring League 2026!')).toBe('spring-league-2026-');
    expect(slugAsTyped('my ')).toBe('my-');
    expect(slugAsTyped('Ünïcode_x')).toBe('-n-code-x');
  });

  it('lets blank numeric settings fall back to 0, then holds them to the limits', () => {
    const base = leagueSettingsValues(null);
    const blanks = buildLeagueSettingsRequest({ ...base, defaultTimeoutsPerPeriod: '', defaultBlitzesPerPeriod: ' ' });
    expect(blanks.ok && blanks.value).toMatchObject({ defaultTimeoutsPerPeriod: 0, defaultBlitzesPerPeriod: 0 });
    expect(buildLeagueSettingsRequest({ ...base, defaultPeriodDuration: '' })).toEqual({ ok: false, message: 'Period duration must be a whole number from 1 to 30' });
    expect(buildLeagueSettingsRequest({ ...base, defaultTimeoutsPerPeriod: '11' }).ok).toBe(false);
    expect(buildLeagueSettingsRequest({ ...base, defaultBlitzesPerPeriod: '10' }).ok).toBe(true);
    expect(buildLeagueSettingsRequest({ ...base, timeoutDuration: '' })).toEqual({ ok: false, message: 'Auto timeout duration must be a whole number from 30 to 300' });
    expect(buildLeagueSettingsRequest({ ...base, halftimeDuration: '59' }).ok).toBe(false);
  });

  it('sends the format preset period count', () => {
    const halves = buildLeagueSettingsRequest({ ...leagueSettingsValues(null), defaultGameFormat: 'halves', defaultPeriodDuration: '25' });
    expect(halves.ok && halves.value).toMatchObject({ defaultGameFormat: 'halves', defaultTotalPeriods: 2, defaultPeriodDuration: 25 });
  });

  it('requires a league name; a blank slug is left for the server to derive', () => {
    expect(buildLeagueRequest({ ...leagueValues(null), name: '  ' })).toEqual({ ok: false, message: 'Please enter a league name' });
    const created = buildLeagueRequest({ ...leagueValues(null), name: ' Fall League ' });
    expect(created.ok && created.value.name).toBe('Fall League');
    expect(created.ok && 'slug' in created.value).toBe(false);
    const withSlug = buildLeagueRequest({ ...leagueValues(null), name: 'Fall', slug: 'Fall League ' });
    expect(withSlug.ok && withSlug.value.slug).toBe('fall-league');
  });
});

describe('standings settings (issue 18)', () => {
  it('the chosen steps in order, blanks skipped; a blank cap is no cap; a step twice or a cap out of 1-100 is refused', () => {
    const base = leagueSettingsValues(null);
    expect(base.tiebreakers).toEqual(['headToHead', 'pointDifferential', 'pointsAllowed', '']);
    expect(base.pointDifferentialCap).toBe('14');
    const built = buildLeagueSettingsRequest({ ...base, tiebreakers: ['', 'pointsFor', '', 'headToHead'], pointDifferentialCap: ' ' });
    expect(built).toMatchObject({ ok: true, value: { standingsTiebreakers: ['pointsFor', 'headToHead'], pointDifferentialCap: null } });
    expect(buildLeagueSettingsRequest({ ...base, tiebreakers: ['pointsFor', 'pointsFor', '', ''] })).toEqual({ ok: false, message: 'Each tiebreaker can be chosen only once' });
    expect(buildLeagueSettingsRequest({ ...base, pointDifferentialCap: '0' }).ok).toBe(false);
    expect(buildLeagueSettingsRequest({ ...base, pointDifferentialCap: '101' }).ok).toBe(false);
    expect(buildLeagueSettingsRequest({ ...base, pointDifferentialCap: '10' })).toMatchObject({ ok: true, value: { pointDifferentialCap: 10 } });
  });
});
