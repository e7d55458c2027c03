import { describe, expect, it } from 'vitest';
import type { BracketViewDto } from '@common/schemas/brackets';
import { gameDtoFixture } from '@client/lib/game-dto.fixture';
import { applyPushToBracket } from './use-bracket';

const place = { key: 'W2-1', round: 2, roundName: 'Final', homeSeed: 1, awaySeed: null, fieldId: 4 };
const waiting = gameDtoFixture({ id: 12, version: 3, awayTeamId: null, awayTeam: null, awayFrom: { key: 'W1-1', outcome: 'winner', label: 'Winner of Semifinal 1' } });
const bracket: BracketViewDto = { bracket: { id: 1, name: 'Cup', format: 'single', divisionId: null, seasonId: null }, games: [{ ...waiting, ...place }], byes: [] };

describe('a push applied to the bracket page', () => {
  it('moves the winner into the waiting side and keeps the game\'s place in the bracket', () => {
    const pushed = { ...waiting, version: 4, awayTeamId: 77, awayTeam: { name: 'River Otters', color: '#000000' } };
    const after = applyPushToBracket(bracket, pushed);
    expect(after.games[0]).toMatchObject({ ...place, awayTeamId: 77, awayTeam: { name: 'River Otters' }, version: 4 });
  });

  it('ignores an older version and a game of no bracket on screen', () => {
    expect(applyPushToBracket(bracket, { ...waiting, version: 2, awayTeamId: 77 })).toBe(bracket);
    expect(applyPushToBracket(bracket, { ...waiting, id: 13, version: 9 })).toBe(bracket);
  });
});
