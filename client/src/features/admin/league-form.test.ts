import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstFieldError } from '@client/lib/form-errors';
import { LEAGUE_FIELD_LABELS, leagueForm, leagueSettingsForm, leagueSettingsValues, leagueValues, slugAsTyped, type LeagueValues } from './league-form';

// What the form's schema says: the request it sends, or each field's error.
function outcome(schema: z.ZodType, values: unknown) {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: result.error.issues.map((issue) => [issue.path.join('.'), issue.message]) };
}
const settings = (overrides: Partial<LeagueValues> = {}) => outcome(leagueSettingsForm, { ...leagueValues(null), ...overrides });
const league = (overrides: Partial<LeagueValues> = {}) => outcome(leagueForm, { ...leagueValues(null), ...overrides });

describe('league forms (spec 5)', () => {
  it('normalises the slug as typed: lowercase, other characters become hyphens', () => {
    expect(slugAsTyped('Spring League 2026!')).toBe('spring-league-2026-');
    expect(slugAsTyped('my ')).toBe('my-');
    expect(slugAsTyped('Ünïcode_x')).toBe('-n-code-x');
  });

  it('lets blank numeric settings fall back to 0, then holds them to the limits, each error at its field', () => {
    expect(settings({ defaultTimeoutsPerPeriod: '', defaultBlitzesPerPeriod: ' ' })).toMatchObject({ ok: true, value: { defaultTimeoutsPerPeriod: 0, defaultBlitzesPerPeriod: 0 } });
    expect(settings({ defaultPeriodDuration: '' })).toEqual({ ok: false, errors: [['defaultPeriodDuration', 'must be between 1 and 30']] });
    expect(settings({ defaultTimeoutsPerPeriod: '11' }).ok).toBe(false);
    expect(settings({ defaultBlitzesPerPeriod: '10' }).ok).toBe(true);
    expect(settings({ timeoutDuration: '' })).toEqual({ ok: false, errors: [['timeoutDuration', 'must be between 30 and 300']] });
    expect(settings({ halftimeDuration: '59' }).ok).toBe(false);
    expect(settings({ halftimeDuration: '90.5' })).toEqual({ ok: false, errors: [['halftimeDuration', 'must be a whole number']] });
    expect(settings({ defaultPeriodDuration: 'ten' })).toEqual({ ok: false, errors: [['defaultPeriodDuration', 'must be a number']] });
  });

  it("the toast says the first field's error after its label", () => {
    const result = leagueSettingsForm.safeParse({ ...leagueValues(null), halftimeDuration: '59' });
    const errors = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), { type: 'custom', message: issue.message }]));
    expect(firstFieldError(errors, LEAGUE_FIELD_LABELS)).toBe('Halftime Duration (seconds) must be between 60 and 1800');
  });

  it('sends the format preset period count', () => {
    expect(settings({ defaultGameFormat: 'halves', defaultPeriodDuration: '25' })).toMatchObject({ ok: true, value: { defaultGameFormat: 'halves', defaultTotalPeriods: 2, defaultPeriodDuration: 25 } });
  });

  it('League Settings sends no name or address', () => {
    const result = settings({ name: 'Other', slug: 'other' });
    expect(result.ok && 'name' in (result.value as object)).toBe(false);
    expect(result.ok && 'slug' in (result.value as object)).toBe(false);
  });

  it('requires a league name; a blank slug is left for the server to derive', () => {
    expect(league({ name: '  ' })).toEqual({ ok: false, errors: [['name', 'Please enter a league name']] });
    expect(league({ name: ' Fall League ' })).toMatchObject({ ok: true, value: { name: 'Fall League' } });
    const created = league({ name: 'Fall' });
    expect(created.ok && 'slug' in (created.value as object)).toBe(false);
    expect(league({ name: 'Fall', slug: 'Fall League ' })).toMatchObject({ ok: true, value: { slug: 'fall-league' } });
  });
});

describe('standings settings (issue 18)', () => {
  it('the chosen steps in order, blanks skipped; a blank cap is no cap; a step twice or a cap out of 1-100 is refused', () => {
    const base = leagueSettingsValues(null);
    // one select per step (issue 48 added sportsmanship: a fifth)
    expect(base.tiebreakers).toEqual(['headToHead', 'pointDifferential', 'pointsAllowed', '', '']);
    expect(base.pointDifferentialCap).toBe('14');
    expect(settings({ tiebreakers: ['', 'pointsFor', '', 'headToHead', ''], pointDifferentialCap: ' ' })).toMatchObject({ ok: true, value: { standingsTiebreakers: ['pointsFor', 'headToHead'], pointDifferentialCap: null } });
    expect(settings({ tiebreakers: ['pointsFor', 'pointsFor', '', '', ''] })).toEqual({ ok: false, errors: [['tiebreakers', 'Each tiebreaker can be chosen only once']] });
    expect(settings({ pointDifferentialCap: '0' }).ok).toBe(false);
    expect(settings({ pointDifferentialCap: '101' }).ok).toBe(false);
    expect(settings({ pointDifferentialCap: '10' })).toMatchObject({ ok: true, value: { pointDifferentialCap: 10 } });
  });
});

describe('the referees’ settings (issue 48)', () => {
  it('start from the league’s (or the defaults) and are sent by League Settings alone, the currency upper-cased', () => {
    expect(leagueSettingsValues(null)).toMatchObject({ selfAssign: false, maxGamesPerDay: '4', restMinutes: '0', autoDeclineHours: '72', currency: 'USD' });
    expect(settings({ selfAssign: true, maxGamesPerDay: '3', restMinutes: '30', autoDeclineHours: '48', currency: ' eur ' })).toMatchObject({
      ok: true,
      value: { selfAssign: true, maxGamesPerDay: 3, restMinutes: 30, autoDeclineHours: 48, currency: 'EUR' },
    });
    const created = league({ name: 'Fall', selfAssign: true });
    expect(created.ok && 'selfAssign' in (created.value as object)).toBe(false);
    const sent = settings();
    expect(sent.ok && 'payRates' in (sent.value as object)).toBe(false);
  });

  it('holds each to its limits, the error at its field and after its label in the toast', () => {
    expect(settings({ maxGamesPerDay: '' })).toEqual({ ok: false, errors: [['maxGamesPerDay', 'must be between 1 and 20']] });
    expect(settings({ restMinutes: '241' })).toEqual({ ok: false, errors: [['restMinutes', 'must be between 0 and 240']] });
    expect(settings({ autoDeclineHours: '12' })).toEqual({ ok: false, errors: [['autoDeclineHours', 'must be between 24 and 720']] });
    expect(settings({ currency: 'XYZ' })).toEqual({ ok: false, errors: [['currency', 'must be an ISO 4217 currency code, such as USD']] });
    const result = leagueSettingsForm.safeParse({ ...leagueValues(null), currency: 'dollars' });
    const errors = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), { type: 'custom', message: issue.message }]));
    expect(firstFieldError(errors, LEAGUE_FIELD_LABELS)).toBe('Currency must be an ISO 4217 currency code, such as USD');
  });
});

describe('the sites that may show the embeds (issue 50)', () => {
  it('a line per site, sent by League Settings alone as origins', () => {
    expect(leagueSettingsValues(null).embedOrigins).toBe('');
    expect(settings()).toMatchObject({ ok: true, value: { embedOrigins: [] } });
    expect(settings({ embedOrigins: 'https://Club.example/\n\n  https://www.club.example:8443  ' })).toMatchObject({ ok: true, value: { embedOrigins: ['https://club.example', 'https://www.club.example:8443'] } });
    const created = league({ name: 'Fall', embedOrigins: 'https://club.example' });
    expect(created.ok && 'embedOrigins' in (created.value as object)).toBe(false);
  });

  it('names each refused line at the field', () => {
    const refused = settings({ embedOrigins: 'https://club.example\nclub.example/page' });
    expect(refused).toEqual({ ok: false, errors: [['embedOrigins', `Line 2: "club.example/page" is not a site's address: give its origin only, such as https://www.example.org`]] });
  });
});
