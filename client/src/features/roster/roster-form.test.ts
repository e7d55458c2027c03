import { describe, expect, it } from 'vitest';
import { EMPTY_PLAYER, playerForm, valuesOf } from './roster-form';

describe("a player's form (issue 49)", () => {
  it('sends trimmed names, a number, and null for a blank number or birth date', () => {
    expect(playerForm.parse({ firstName: ' Isaac ', lastName: 'Lopez', jerseyNumber: ' 12 ', birthDate: '2015-04-03' })).toEqual({ firstName: 'Isaac', lastName: 'Lopez', jerseyNumber: 12, birthDate: '2015-04-03' });
    expect(playerForm.parse({ ...EMPTY_PLAYER, firstName: 'Mia', lastName: 'Stone' })).toEqual({ firstName: 'Mia', lastName: 'Stone', jerseyNumber: null, birthDate: null });
  });

  it('refuses blank names with the form\'s sentence and a number off 0-99 with the server\'s rule', () => {
    const blank = playerForm.safeParse(EMPTY_PLAYER);
    expect(blank.success).toBe(false);
    expect(blank.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['firstName', 'First and last name are required'],
      ['lastName', 'First and last name are required'],
    ]);
    for (const jerseyNumber of ['100', '-1', '1.5', 'ten']) {
      const res = playerForm.safeParse({ firstName: 'A', lastName: 'B', jerseyNumber, birthDate: '' });
      expect(res.success, jerseyNumber).toBe(false);
      expect(res.error!.issues[0]!.path).toEqual(['jerseyNumber']);
    }
  });

  it('fills the edit form from a player', () => {
    expect(valuesOf({ id: 1, teamId: 2, firstName: 'Isaac', lastName: 'Lopez', jerseyNumber: 0, birthDate: null, status: 'active' })).toEqual({ firstName: 'Isaac', lastName: 'Lopez', jerseyNumber: '0', birthDate: '' });
  });
});
