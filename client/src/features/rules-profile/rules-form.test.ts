import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, presetProfile } from '@common/game-rules/rules-profile';
import { RULES_TEXT } from '@common/schemas/rules';
import { divisionBody, leagueBody, rulesInput, withChange, withCrewSize, withOwn, withPreset } from './rules-form';
import { RULES_PROFILE_TEXT as TEXT } from './texts';

describe('the league rules form (issue 37)', () => {
  it('a rule book fills every field, and its name with every value is the body', () => {
    const input = withPreset(rulesInput(DEFAULT_RULES, null), 'adult-7v7', null);
    expect(input).toMatchObject({ preset: 'adult-7v7', mercyPoints: '19', mercyFrom: 'secondHalf', mercyAutoEnd: true, twoMinuteWarning: true, forfeitWinner: '21', forfeitLoser: '0', playClock: '30', rushes: '' });
    const { preset: _preset, ...values } = presetProfile('adult-7v7');
    expect(leagueBody(input)).toEqual({ body: { preset: 'adult-7v7', ...values } });
  });

  it('any change makes it custom; a blank optional number is none', () => {
    const input = withChange(withPreset(rulesInput(DEFAULT_RULES, null), 'nfl-flag', null), { playClock: ' ' });
    expect(input.preset).toBe('custom');
    expect(leagueBody(input).body).toMatchObject({ preset: 'custom', playClockSeconds: null, mercy: { points: 28 } });
  });

  it('refuses what the API refuses, naming the field beside it and in the toast', () => {
    const start = rulesInput(DEFAULT_RULES, null);
    expect(leagueBody(withChange(start, { mercyPoints: '6' })).refusal).toEqual({ input: 'mercyPoints', message: 'must be from 7 to 99', toast: `${TEXT.inputLabel.mercyPoints} must be from 7 to 99` });
    expect(leagueBody(withChange(start, { playClock: '61' })).refusal?.input).toBe('playClock');
    expect(leagueBody(withChange(start, { rushes: '2.5' })).refusal).toMatchObject({ input: 'rushes', message: 'must be a whole number' });
    expect(leagueBody(withChange(start, { forfeitLoser: '' })).refusal).toMatchObject({ input: 'forfeitLoser', message: 'must be a whole number' });
    expect(leagueBody(withChange(start, { forfeitWinner: '3', forfeitLoser: '3' })).refusal).toEqual({ input: 'forfeitWinner', message: RULES_TEXT.forfeitOrder, toast: RULES_TEXT.forfeitOrder });
  });
});

describe('a division’s rules form (issue 37)', () => {
  const league = presetProfile('nfl-flag');

  it('follows its league until it takes a field over; then sends that field alone', () => {
    const following = rulesInput(league, []);
    expect(following).toMatchObject({ preset: 'league', mercyPoints: '28' });
    expect(divisionBody(following, []).body).toEqual({ preset: null });
    const own = withChange(withOwn(following, 'mercy', true, league), { mercyPoints: '35' });
    expect(own.preset).toBe('custom');
    expect(divisionBody(own, []).body).toEqual({ mercy: { points: 35, from: 'start', autoEnd: false } });
  });

  it('a field given back to the league is sent as null and shows the league’s value; all given back: preset null', () => {
    const overriding = rulesInput({ ...league, preset: 'custom', twoMinuteWarning: true, playClockSeconds: 40 }, ['twoMinuteWarning', 'playClockSeconds']);
    const back = withOwn(overriding, 'playClockSeconds', false, league);
    expect(back.playClock).toBe('25');
    expect(divisionBody(back, ['twoMinuteWarning', 'playClockSeconds']).body).toEqual({ twoMinuteWarning: true, playClockSeconds: null });
    const none = withOwn(back, 'twoMinuteWarning', false, league);
    expect(none.preset).toBe('league');
    expect(divisionBody(none, ['twoMinuteWarning', 'playClockSeconds']).body).toEqual({ preset: null });
  });

  it('a rule book overrides every field; “As the league” gives them all back', () => {
    const picked = withPreset(rulesInput(league, []), 'ifaf-5v5', league);
    expect(Object.entries(picked.own).every(([field, own]) => own === (field !== 'crewSize'))).toBe(true);
    expect(divisionBody(picked, []).body).toMatchObject({ preset: 'ifaf-5v5', twoMinuteWarning: true, mercy: { points: null } });
    const back = withPreset(picked, 'league', league);
    expect(back).toEqual(rulesInput(league, []));
  });
});

describe('the crew size in the rules form (issue 48)', () => {
  const league = { ...presetProfile('nfl-flag'), crewSize: 2 };

  it('the league: a change keeps the preset, a preset keeps the size, the body carries it', () => {
    const input = withCrewSize(rulesInput(presetProfile('nfl-flag'), null), '3');
    expect(input).toMatchObject({ preset: 'nfl-flag', crewSize: '3' });
    expect(withPreset(input, 'adult-7v7', null)).toMatchObject({ preset: 'adult-7v7', crewSize: '3' });
    expect(leagueBody(input).body).toMatchObject({ preset: 'nfl-flag', crewSize: 3 });
    expect(leagueBody(withCrewSize(input, '4')).refusal).toMatchObject({ input: 'crewSize', message: 'must be from 1 to 3' });
  });

  it('a division: its own size alone is sent alone and keeps “As the league”; given back, null', () => {
    const following = rulesInput(league, []);
    expect(following).toMatchObject({ preset: 'league', crewSize: '2' });
    const own = withCrewSize(withOwn(following, 'crewSize', true, league), '3');
    expect(own.preset).toBe('league');
    expect(divisionBody(own, []).body).toEqual({ crewSize: 3 });
    const saved = rulesInput({ ...league, crewSize: 3 }, ['crewSize']);
    expect(saved).toMatchObject({ preset: 'league', crewSize: '3', own: { crewSize: true, mercy: false } });
    const back = withOwn(saved, 'crewSize', false, league);
    expect(back.crewSize).toBe('2');
    expect(divisionBody(back, ['crewSize']).body).toEqual({ preset: null });
    const mercyToo = withChange(withOwn(saved, 'mercy', true, league), { mercyPoints: '35' });
    expect(divisionBody(withOwn(mercyToo, 'crewSize', false, league), ['crewSize']).body).toEqual({ crewSize: null, mercy: { points: 35, from: 'start', autoEnd: false } });
  });

  it('a division’s rule book keeps its own size beside the preset', () => {
    const own = withCrewSize(withOwn(rulesInput(league, []), 'crewSize', true, league), '1');
    const picked = withPreset(own, 'ifaf-5v5', league);
    expect(picked).toMatchObject({ preset: 'ifaf-5v5', crewSize: '1', own: { crewSize: true, mercy: true } });
    expect(divisionBody(picked, []).body).toMatchObject({ preset: 'ifaf-5v5', crewSize: 1 });
    expect(withPreset(picked, 'league', league)).toMatchObject({ preset: 'league', crewSize: '1', own: { crewSize: true, mercy: false } });
  });
});
