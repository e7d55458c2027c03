// as: server/modules/games/create-game.ts
// expect: games imports only modules on a floor below its own
import { publishSeason } from '../schedule/season-service';

export const publish = publishSeason;
