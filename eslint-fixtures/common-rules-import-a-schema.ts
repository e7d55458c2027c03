// as: common/game-rules/to-response.ts
// expect: common/game-rules/ imports only rooms on its own floor or below
// Issue 46: the engine presented its state as the games API's answer, and the answer's types came
// from the engine: common/game-rules and common/schemas/games imported each other.
import type { GameDto } from '../schemas/games/dto';

export type GameStateFields = Omit<GameDto, 'id' | 'leagueId'>;
