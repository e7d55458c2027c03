import { describe, expect, it } from 'vitest';
import { eachCase } from '@client/lib/each-case';
import { chooseGame, type GameSelection, type LiveGameBreak, parseStoredGameId, selectGame } from './select-game';

// Games by the letters of their state: p = in play, t = timeout, h = halftime. Ids 1, 2, 3...
function live(states: string): LiveGameBreak[] {
  return [...states].map((state, index) => ({ id: index + 1, timeoutActive: state === 't', halftimeActive: state === 'h' }));
}

const auto = (gameId: number | null): GameSelection => ({ gameId, manual: false });
const manual = (gameId: number): GameSelection => ({ gameId, manual: true });

describe('selectGame, first look (spec 4)', () => {
  it.each<[string, string, number | null, GameSelection]>([
    ['no live games', '', null, auto(null)],
    ['no live games, a stored id', '', 2, auto(null)],
    ['one game in play', 'p', null, auto(1)],
    ['the first live game when nothing else applies', 'ppp', null, auto(1)],
    ['a game in timeout before the first', 'pht', null, auto(3)],
    ['then a game in halftime', 'pph', null, auto(3)],
    ['the first of two timeouts', 'ptt', null, auto(2)],
    ['the stored game, still live, before a timeout elsewhere', 'ptp', 3, manual(3)],
    ['a stored id that is no longer live is ignored', 'ptp', 9, auto(2)],
    ['a stored id that is no longer live is ignored (plain play)', 'pp', 7, auto(1)],
  ])('%s', (_, states, storedId, expected) => {
    expect(selectGame({ live: live(states), storedId, previous: null })).toEqual(expected);
  });
});

describe('selectGame, later lists (spec 4)', () => {
  it.each<[string, string, GameSelection, GameSelection]>([
    ['stays on the shown game while nothing happens', 'ppp', auto(2), auto(2)],
    ['auto-switches to a game entering a timeout', 'ppt', auto(1), auto(3)],
    ['auto-switches to a game entering halftime', 'hpp', auto(2), auto(1)],
    ['a timeout outranks halftime', 'htp', auto(1), auto(2)],
    ['stays on a shown timeout when another starts', 'tt', auto(2), auto(2)],
    ['stays on a shown halftime when another starts', 'hh', auto(2), auto(2)],
    ['stays after the timeout ended', 'pp', auto(2), auto(2)],
    ['back to a halftime when the timeout that took it away ended', 'hp', auto(2), auto(1)],
    ['a manual choice stops auto-switching', 'ptp', manual(1), manual(1)],
    ['a manual choice survives halftime elsewhere', 'hp', manual(2), manual(2)],
    ['the chosen game ended: the automatic rule returns', 'pt', manual(5), auto(2)],
    ['the chosen game ended, nothing special: the first live game', 'pp', manual(5), auto(1)],
    ['the shown game ended: the first live game', 'pp', auto(9), auto(1)],
    ['the last live game ended', '', auto(1), auto(null)],
    ['a game went live after none', 'p', auto(null), auto(1)],
  ])('%s', (_, states, previous, expected) => {
    expect(selectGame({ live: live(states), storedId: null, previous })).toEqual(expected);
  });

  it('ignores the stored id after the first look (the previous selection already holds it)', () => {
    expect(selectGame({ live: live('ppt'), storedId: 1, previous: auto(2) })).toEqual(auto(3));
  });

  it('a choice is manual', () => {
    expect(chooseGame(4)).toEqual(manual(4));
  });
});

describe('parseStoredGameId', () => {
  eachCase<string | null, number | null>(parseStoredGameId, [
    [null, null],
    ['', null],
    ['12', 12],
    [' 7 ', 7],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['{"id":3}', null],
  ]);
});
