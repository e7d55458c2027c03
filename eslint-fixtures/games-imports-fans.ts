// as: server/modules/games/change-game.ts
// expect: games imports only modules on a floor below its own
// Fan scoring hears deps.gameResultChanged instead.
import { rescoreGame } from '../fans/store';

export const rescore = rescoreGame;
