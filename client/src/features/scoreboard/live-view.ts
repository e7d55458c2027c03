import { deriveView, type GameState, type GameView, initialGameState } from '@common/game-rules';
import type { PublicGameDto } from '@common/schemas/scoreboard';
import type { LiveGameBreak } from './select-game';

// The engine's state of a public game, for deriveView between answers (architecture rule 4).
// The same mapping as gameStateOfDto in common/schemas/games.ts (live-view.test.ts checks they agree);
// that module also holds the API's zod schemas, 30 kB gzipped the scoreboard's phones would download
// for nothing.
export function publicGameState(game: PublicGameDto): GameState {
  return {
    ...initialGameState(),
    gameFormat: game.gameFormat,
    totalPeriods: game.totalPeriods,
    periodDuration: game.periodDuration,
    timeoutsPerPeriod: game.timeoutsPerPeriod,
    timeoutType: game.timeoutType,
    blitzesPerPeriod: game.blitzesPerPeriod,
    autoTimeouts: game.autoTimeouts,
    timeoutDuration: game.timeoutDuration,
    halftimeDuration: game.halftimeDuration,
    status: game.status,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    currentPeriod: game.currentPeriod,
    currentDown: game.currentDown,
    homeTimeoutsUsed: game.homeTimeoutsUsed,
    awayTimeoutsUsed: game.awayTimeoutsUsed,
    homeBlitzesUsed: game.homeBlitzesUsed,
    awayBlitzesUsed: game.awayBlitzesUsed,
    timeoutTeam: game.timeoutTeam,
    ...game.clock,
  };
}

// Spec 4: the clock, timeout and halftime count down locally from the last answer. Never before the
// answer's own instant: a lagging estimate would run the clock backwards.
export function predictView(game: PublicGameDto, estimatedServerNow: number): GameView {
  return deriveView(publicGameState(game), Math.max(estimatedServerNow, game.serverNow));
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
