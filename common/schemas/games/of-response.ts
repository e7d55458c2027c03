import { initialGameState, settingsOf, type GameState } from '../../game-rules/state';
import type { PublicGameDto } from './dto';

// The engine's state from a game response (full or public), for counting down between pushes.
// Only a type comes from the schemas (dto.ts), so pages that use this do not download zod.
export function gameStateOfDto(game: PublicGameDto): GameState {
  return {
    ...initialGameState(),
    ...settingsOf(game),
    rules: game.rules,
    status: game.status,
    endReason: game.endReason,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    currentPeriod: game.currentPeriod,
    currentDown: game.currentDown,
    homeTimeoutsUsed: game.homeTimeoutsUsed,
    awayTimeoutsUsed: game.awayTimeoutsUsed,
    homeBlitzesUsed: game.homeBlitzesUsed,
    awayBlitzesUsed: game.awayBlitzesUsed,
    timeoutTeam: game.timeoutTeam,
    twoMinuteWarningHalf: game.twoMinuteWarning.half,
    playoff: game.bracket !== null,
    overtime: game.overtime,
    ...game.clock,
  };
}
