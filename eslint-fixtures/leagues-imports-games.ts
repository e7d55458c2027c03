// as: server/modules/leagues/public-leagues.ts
// expect: leagues imports only modules on a floor below its own
import type { GameChanges } from '../games/live';

export type Changes = GameChanges;
