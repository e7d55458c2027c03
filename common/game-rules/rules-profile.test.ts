// Issue 37: presets, a PATCH of a league's profile and a division's overrides.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, effectiveRules, patchedOverrides, patchedProfile, presetProfile } from './rules-profile';

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
  });

  it('a league change shows through the fields the division does not override', () => {
    const { overrides } = patchedOverrides(league, null, { twoMinuteWarning: true });
    expect(effectiveRules(presetProfile('adult-7v7'), overrides)).toMatchObject({ mercy: { points: 19 }, twoMinuteWarning: true });
  });
});
