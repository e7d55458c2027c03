// Issue 36: the preview/publish body's refusals, each naming what to change.
import { describe, expect, it } from 'vitest';
import { bracketBody } from './brackets';

const slot = { date: '2026-11-07', time: '09:00', fieldId: 1 };
const base = { name: ' Fall playoffs ', format: 'single', teams: 6, slots: [slot] };
const messages = (body: unknown) => {
  const result = bracketBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('bracketBody', () => {
  it('takes the issue\'s body with its defaults', () => {
    expect(bracketBody.parse(base)).toEqual({ name: 'Fall playoffs', format: 'single', teams: 6, slots: [slot], thirdPlace: false, minRestMinutes: 0 });
    expect(bracketBody.parse({ ...base, teams: undefined, seedTeamIds: [4, 2, 9], format: 'double', divisionId: 3, seasonId: 2, minRestMinutes: 30 })).toMatchObject({ seedTeamIds: [4, 2, 9], minRestMinutes: 30 });
  });

  it('refuses what cannot make a bracket', () => {
    expect(messages({ ...base, teams: 33 })).toEqual(['teams: must be a whole number from 2 to 32']);
    expect(messages({ ...base, teams: undefined })).toEqual([': Give either "teams" (the top n of the standings) or "seedTeamIds" (the seeds in order), not both']);
    expect(messages({ ...base, seedTeamIds: [1, 2] })).toHaveLength(1);
    expect(messages({ ...base, teams: undefined, seedTeamIds: [1, 2, 1] })).toEqual(['seedTeamIds: Team 1 is seeded twice']);
    expect(messages({ ...base, slots: [slot, slot] })).toEqual(['slots: The slot (2026-11-07 09:00, field 1) is listed twice']);
    expect(messages({ ...base, format: 'double', thirdPlace: true })).toEqual(["thirdPlace: A third-place game is for single elimination only: in double elimination the losers' bracket decides third place"]);
    expect(messages({ ...base, teams: 3, thirdPlace: true })).toEqual(['thirdPlace: A third-place game needs at least 4 teams (two semifinals)']);
    expect(messages({ ...base, format: 'triple' })).toEqual(['format: must be "single" or "double"']);
    expect(messages({ ...base, slots: [{ ...slot, time: '24:00' }] })).toEqual(['slots.0.time: must be a time written HH:MM (00:00 to 23:59)']);
    expect(messages({ ...base, minRestMinutes: 1441 })).toEqual(['minRestMinutes: must be a whole number from 0 to 1440']);
    expect(messages({ ...base, slots: [] })).toEqual(['slots: needs at least one field and time']);
  });
});
