// Issue 36: what a game's side is called wherever a game is named (screens, calendars, CSV, the
// double-booking message): its team, or while a bracket game waits on an earlier one, "Winner of
// Semifinal 1". Takes a game DTO or the server's game record alike.
import type { Side } from '../game-rules/state';
import { BRACKETS_TEXT } from './texts';

type Named = { name: string } | null;
type Fed = { label: string } | null;
export type GameSides = { homeTeam: Named; awayTeam: Named; homeFrom?: Fed; awayFrom?: Fed };

export function sideName(game: GameSides, side: Side): string {
  const team = side === 'home' ? game.homeTeam : game.awayTeam;
  const from = side === 'home' ? game.homeFrom : game.awayFrom;
  return team?.name ?? from?.label ?? BRACKETS_TEXT.unknownSide;
}

// an unknown side's colour: slate, neither team's
const UNKNOWN_SIDE_COLOR = '#94A3B8';

export function sideColor(game: { homeTeam: { color: string } | null; awayTeam: { color: string } | null }, side: Side): string {
  return (side === 'home' ? game.homeTeam : game.awayTeam)?.color ?? UNKNOWN_SIDE_COLOR;
}
