// as: server/modules/games/create-game.ts
// expect: games imports only modules on a floor below its own
import { publishSeason } from '../schedule/publish-season';

export const publish = publishSeason;
