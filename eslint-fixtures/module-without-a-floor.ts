// as: server/modules/brackets/create-bracket.ts
// expect: has no floor for this module
import { gamesOfLeague } from '../games/store';

export const games = gamesOfLeague;
