// as: server/modules/tournaments/create-tournament.ts
// expect: has no floor for this module
import { gamesOfLeague } from '../games/store';

export const games = gamesOfLeague;
