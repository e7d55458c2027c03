// as: common/schemas/games/dto.ts
// expect: common/schemas/games/ imports only rooms on its own floor or below
// Issue 46: the games API's answer took a bracket's part from common/schemas/brackets.ts, which
// carries the games API's answers: the schemas and the games API imported each other.
import type { GameBracketDto } from '../brackets';

export type GameDto = { id: number; bracket: GameBracketDto | null };
