// Issue 37: presets, a PATCH of a league's profile and a division's overrides.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, effectiveRules, patchedOverrides, patchedProfile, presetProfile, storedRules } from './rules-profile';

describe('a league profile PATCH', () => {
  it('a preset fills every field with its values', () => {
    expect(patchedProfile(DEFAULT_RULES, { preset: 'adult-7v7' })).toEqual(presetProfile('adult-7v7'));
  });

  it('any other change makes it custom; a value equal to the preset keeps its name', () => {
    const nfl = presetProfile('nfl-flag');
    expect(patchedProfile(nfl, { playClockSeconds: 30 })).toMatchObject({ preset: 'custom', playClockSeconds: 30, mercy: nfl.mercy });
    expect(patchedProfile(nfl, { playClockSeconds: 25 })).toEqual(nfl);
    expect(patchedProfile(nfl, { mercy: { autoEnd: true } })).toMatchObject({ preset: 'custom', mercy: { points: 28, from: 'start', autoEnd: true } });
    expect(patchedProfile(DEFAULT_RULES, { preset: 'ifaf-5v5', twoMinuteWarning: false })).toMatchObject({ preset: 'custom', twoMinuteWarning: false, playClockSeconds: 25 });
  });

  it('custom alone keeps the values; a forfeit score without a winner is refused (null)', () => {
    expect(patchedProfile(presetProfile('nfl-flag'), { preset: 'custom' })).toEqual({ ...presetProfile('nfl-flag'), preset: 'custom' });
    expect(patchedProfile(DEFAULT_RULES, { forfeit: { winnerScore: 0 } })).toBeNull();
  });
});

describe('a division profile', () => {
  const league = presetProfile('nfl-flag');

  it('without overrides is its league’s', () => {
    expect(effectiveRules(league, null)).toEqual({ ...league, overrides: [] });
  });

  it('overrides field by field, and is custom then', () => {
    const { overrides, profile } = patchedOverrides(league, null, { mercy: { points: 35 } });
    expect(overrides).toEqual({ mercy: { points: 35, from: 'start', autoEnd: false } });
    expect(profile).toMatchObject({ preset: 'custom', mercy: { points: 35 } });
    expect(effectiveRules(league, overrides)).toMatchObject({ preset: 'custom', mercy: { points: 35 }, playClockSeconds: 25, overrides: ['mercy'] });
  });

  it('null removes an override; preset null removes them all', () => {
    const first = patchedOverrides(league, null, { mercy: { points: 35 }, twoMinuteWarning: true }).overrides;
    const fewer = patchedOverrides(league, first, { mercy: null }).overrides;
    expect(effectiveRules(league, fewer)).toMatchObject({ mercy: league.mercy, twoMinuteWarning: true, overrides: ['twoMinuteWarning'] });
    expect(patchedOverrides(league, first, { preset: null })).toEqual({ overrides: null, profile: league });
  });

  it('a preset overrides every field with its values', () => {
    const { overrides } = patchedOverrides(league, null, { preset: 'adult-7v7' });
    expect(effectiveRules(league, overrides)).toEqual({ ...presetProfile('adult-7v7'), overrides: ['mercy', 'twoMinuteWarning', 'forfeit', 'playClockSeconds', 'rushesPerSeries'] });
    // ...but not the crew size, which is no rule book's
    expect(overrides).not.toHaveProperty('crewSize');
  });

  it('a league change shows through the fields the division does not override', () => {
    const { overrides } = patchedOverrides(league, null, { twoMinuteWarning: true });
    expect(effectiveRules(presetProfile('adult-7v7'), overrides)).toMatchObject({ mercy: { points: 19 }, twoMinuteWarning: true });
  });
});

describe('the crew size (issue 48)', () => {
  const league = presetProfile('nfl-flag');

  it('a profile stored before it, or none, reads as 1', () => {
    const { crewSize: _size, ...old } = league;
    expect(storedRules(old)).toEqual(league);
    expect(storedRules(null)).toEqual(DEFAULT_RULES);
    expect(DEFAULT_RULES.crewSize).toBe(1);
    expect(effectiveRules(old as typeof league, null).crewSize).toBe(1);
    expect(patchedProfile(old as typeof league, { twoMinuteWarning: true })?.crewSize).toBe(1);
  });

  it('a preset read back with its keys in another order (jsonb) keeps its name', () => {
    const stored = { ...league, mercy: { autoEnd: false, from: 'start' as const, points: 28 }, forfeit: { loserScore: 0, winnerScore: 28 } };
    expect(patchedProfile(stored, { crewSize: 2 })?.preset).toBe('nfl-flag');
  });

  it('a league: changing it keeps the preset; a preset keeps it', () => {
    const two = patchedProfile(league, { crewSize: 2 })!;
    expect(two).toEqual({ ...league, crewSize: 2 });
    expect(patchedProfile(two, { preset: 'adult-7v7' })).toEqual(presetProfile('adult-7v7', 2));
    expect(patchedProfile(two, { preset: 'nfl-flag', crewSize: 3 })).toEqual({ ...league, crewSize: 3 });
    expect(patchedProfile(two, { mercy: { points: 35 } })).toMatchObject({ preset: 'custom', crewSize: 2 });
  });

  it('a division overrides it alone and keeps its league’s preset; null gives it back', () => {
    const { overrides, profile } = patchedOverrides(league, null, { crewSize: 3 });
    expect(overrides).toEqual({ crewSize: 3 });
    expect(profile).toEqual({ ...league, crewSize: 3 });
    expect(effectiveRules(league, overrides)).toEqual({ ...league, crewSize: 3, overrides: ['crewSize'] });
    expect(effectiveRules(presetProfile('ifaf-5v5'), overrides)).toMatchObject({ preset: 'ifaf-5v5', crewSize: 3 });
    expect(patchedOverrides(league, overrides, { crewSize: null }).overrides).toBeNull();
  });

  it('a division’s preset keeps its crew size; its fields given back leave the crew size and no preset', () => {
    const sized = patchedOverrides(league, null, { crewSize: 2 }).overrides;
    const picked = patchedOverrides(league, sized, { preset: 'adult-7v7' }).overrides;
    expect(effectiveRules(league, picked)).toMatchObject({ ...presetProfile('adult-7v7', 2) });
    const back = patchedOverrides(league, picked, { mercy: null, twoMinuteWarning: null, forfeit: null, playClockSeconds: null, rushesPerSeries: null }).overrides;
    expect(back).toEqual({ crewSize: 2 });
    expect(effectiveRules(league, back)).toEqual({ ...league, crewSize: 2, overrides: ['crewSize'] });
  });
});
