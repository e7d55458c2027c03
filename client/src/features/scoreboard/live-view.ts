import { deriveView } from '@common/game-rules/clock';
import type { GameView } from '@common/game-rules/state';
import { gameStateOfDto } from '@common/game-rules/of-response';
import type { PublicGameDto } from '@common/schemas/games/dto';
import type { LiveGameBreak } from './select-game';

// Spec 4: the clock, timeout and halftime count down locally from the last answer. Never before the
// answer's own instant: a lagging estimate would run the clock backwards.
export function predictView(game: PublicGameDto, estimatedServerNow: number): GameView {
  return deriveView(gameStateOfDto(game), Math.max(estimatedServerNow, game.serverNow));
}

// What the selection rule of spec 4 needs of each live game at this instant.
export function liveBreaks(games: readonly PublicGameDto[], estimatedServerNow: number): LiveGameBreak[] {
  return games.map((game) => {
    const view = predictView(game, estimatedServerNow);
    return { id: game.id, timeoutActive: view.isTimeoutActive, halftimeActive: view.isHalftimeActive };
  });
}

// The live games in the order of the button row and of 'the first live game': by kick-off.
export function byKickoff(a: PublicGameDto, b: PublicGameDto): number {
  return a.scheduledDate.localeCompare(b.scheduledDate) || a.id - b.id;
}

// The league's live channel (spec 7); games.ts's leagueChannel, spelled here for the reason above.
export function scoreboardChannel(slug: string): string {
  return `league:${slug}`;
}
