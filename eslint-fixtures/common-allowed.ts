// as: common/schemas/games/dto.ts
// The games API's own files, the schemas' base, the brackets' and the engine's rules and the root's:
// each on a floor below (or the room itself), by a path of any depth: no error.
import type { BracketSideFeed } from '../../brackets/bracket';
import type { GameStatus } from '../../constants';
import type { Side } from '../../game-rules/state';
import { rowId } from '../base/ids';
import { GAMES_TEXT } from './texts';

export const used = [rowId, GAMES_TEXT];
export type Used = [BracketSideFeed, GameStatus, Side];
