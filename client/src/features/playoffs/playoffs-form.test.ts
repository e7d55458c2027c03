import { describe, expect, it } from 'vitest';
import { checkPlayoffs, nextSaturday, nextSlot, playoffsDefaults } from './playoffs-form';

const defaults = () => playoffsDefaults({ now: new Date('2026-11-27T12:00:00Z'), timeZone: 'America/New_York', fieldId: 3, divisionId: null, seasonId: 9, seedTeamIds: [11, 12, 13, 14, 15, 16] });

describe('Start playoffs', () => {
  it('sends the top n, the season the page shows and the slots as the body', () => {
    const checked = checkPlayoffs({ ...defaults(), name: ' Spring playoffs ', teams: '6' });
    expect(checked).toMatchObject({
      ok: true,
      request: { name: 'Spring playoffs', format: 'single', seasonId: 9, teams: 6, thirdPlace: false, minRestMinutes: 0, slots: [{ date: '2026-11-28', time: '09:00', fieldId: 3 }, { time: '10:15' }, { time: '11:30' }, { time: '12:45' }, { time: '14:00' }, { time: '15:15' }] },
    });
    expect(checked.ok && checked.request.seedTeamIds).toBeUndefined();
  });

  it('sends picked seeds in order, and no third place in double elimination', () => {
    const checked = checkPlayoffs({ ...defaults(), name: 'Cup', format: 'double', thirdPlace: true, seeding: 'pick', seedTeamIds: ['14', '11', '12', '13'] });
    expect(checked).toMatchObject({ ok: true, request: { seedTeamIds: [14, 11, 12, 13], thirdPlace: false } });
  });

  it('says at each field what is wrong, by the server\'s rules', () => {
    const checked = checkPlayoffs({ ...defaults(), name: '', teams: '40', seeding: 'top', slots: [{ date: '2026-11-28', time: '9am', fieldId: '' }], minRestMinutes: '-5' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.name).toBe('Name is required');
    expect(checked.errors.teams).toBe('Number of teams must be a whole number from 2 to 32');
    expect(checked.errors.slots).toBe('Slots 1: Choose a field');
    expect(checked.errors.minRestMinutes).toMatch(/^Minimum rest between games \(minutes\) must be a whole number from 0/);
    expect(checked.first).toBe('Name is required');
  });

  it('refuses a seed picked twice or left empty, and a third place under 4 teams', () => {
    const twice = checkPlayoffs({ ...defaults(), name: 'Cup', seeding: 'pick', seedTeamIds: ['11', '11', '12'] });
    expect(twice.ok === false && twice.errors.seedTeamIds).toBe('Team 11 is seeded twice');
    const empty = checkPlayoffs({ ...defaults(), name: 'Cup', seeding: 'pick', seedTeamIds: ['11', ''] });
    expect(empty.ok === false && empty.errors.seedTeamIds).toBe('Choose a team');
    const third = checkPlayoffs({ ...defaults(), name: 'Cup', teams: '3', thirdPlace: true });
    expect(third.ok === false && third.errors.thirdPlace).toBe('A third-place game needs at least 4 teams (two semifinals)');
  });

  it('offers the next Saturday and adds each slot 75 minutes after the last', () => {
    expect(nextSaturday(new Date('2026-11-28T15:00:00Z'), 'America/New_York')).toBe('2026-12-05');
    expect(nextSaturday(new Date('2026-11-27T15:00:00Z'), 'America/New_York')).toBe('2026-11-28');
    expect(nextSlot({ date: '2026-11-28', time: '15:15', fieldId: '3' }, { date: '', time: '', fieldId: '' })).toEqual({ date: '2026-11-28', time: '16:30', fieldId: '3' });
    expect(nextSlot(undefined, { date: 'd', time: '09:00', fieldId: '' })).toEqual({ date: 'd', time: '09:00', fieldId: '' });
  });
});
