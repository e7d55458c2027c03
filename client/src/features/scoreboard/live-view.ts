import { deriveView } from '@common/game-rules/clock';
import type { GameView } from '@common/game-rules/state';
import { gameStateOfDto } from '@common/schemas/games/of-response';
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

// What the board shows of the live games at this instant: every figure of their views to the whole
// second (the clocks read m:ss), and the minute the lists are ordered by. Two instants with the same
// answer draw the same board. serverNow is the instant itself, not something shown.
export function shownAt(games: readonly PublicGameDto[], estimatedServerNow: number): string {
  const views = games.map((game) => predictView(game, estimatedServerNow));
  const minute = Math.floor(estimatedServerNow / 60_000);
  return JSON.stringify([minute, views], (key, value: unknown) => (key === 'serverNow' ? undefined : typeof value === 'number' ? Math.floor(value) : value));
}

// The live games in the order of the button row and of 'the first live game': by kick-off. The
// instants are ISO strings in UTC, which sort as text; a plain comparison, since localeCompare's
// first call starts up the locale's collator, a noticeable share of the board's first render.
export function byKickoff(a: PublicGameDto, b: PublicGameDto): number {
  const order = a.scheduledDate < b.scheduledDate ? -1 : a.scheduledDate > b.scheduledDate ? 1 : 0;
  return order || a.id - b.id;
}

// The league's live channel (spec 7); games.ts's leagueChannel, spelled here for the reason above.
export function scoreboardChannel(slug: string): string {
  return `league:${slug}`;
}
