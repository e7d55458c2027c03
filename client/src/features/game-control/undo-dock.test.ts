import { describe, expect, it } from 'vitest';
import { GAME_STATUSES } from '@common/constants';
import { undoDockShown } from './undo-dock';

describe('undoDockShown', () => {
  it('stands under a game not started or live, for whom may undo', () => {
    expect(undoDockShown('scheduled', true)).toBe(true);
    expect(undoDockShown('live', true)).toBe(true);
  });

  it('is not there once the game is over', () => {
    expect(undoDockShown('completed', true)).toBe(false);
    expect(undoDockShown('cancelled', true)).toBe(false);
  });

  it('is not there for whom the server refuses an undo, whatever the game', () => {
    for (const status of GAME_STATUSES) expect(undoDockShown(status, false)).toBe(false);
  });
});
