import { sideName } from '@common/brackets/sides';
import { applyAction, type ActionResult, type GameAction, type GameActionType, type UndoableEvent } from '@common/game-rules';
import type { GameDto } from '@common/schemas/games/dto';
import { gameStateOfDto } from '@common/schemas/games/of-response';
import { gameStateFields } from '@common/schemas/games/to-response';
import type { JournalEntry } from './action-journal';

// The game as the referee sees it: the server's last game with the taps still waiting applied by
// the same engine the server runs (architecture rule 4), each at its tapped instant.

// Actions that set a value outright. Sent with If-Match on the version they were tapped on: after
// a change by another device they are refused (409) and the referee decides again (decision 023).
// Relative ones (+6, Call Timeout, Start Clock…) apply whatever happened meanwhile.
const ABSOLUTE: ReadonlySet<GameActionType> = new Set(['setScore', 'setDown', 'setTimeRemaining', 'setPeriod', 'setStatus', 'setTimeoutsUsed', 'setBlitzesUsed']);

export function isAbsolute(action: GameAction): boolean {
  return ABSOLUTE.has(action.type);
}

const namesOf = (game: GameDto) => ({ teamNames: { home: sideName(game, 'home'), away: sideName(game, 'away') } });

// The engine's verdict on one more tap at `at` on the game shown.
export function tryAction(shown: GameDto, action: GameAction, at: number): ActionResult {
  return applyAction(gameStateOfDto(shown), action, Math.max(at, shown.serverNow), namesOf(shown));
}

// An entry the engine refuses here (the server will refuse it too) changes nothing on screen; its
// refusal comes with the server's answer. The game's events (as this phone last had them) let the
// engine undo a recorded tap offline as the server will (issue 37).
export function projectGame(base: GameDto, entries: readonly JournalEntry[], events: readonly UndoableEvent[] = []): GameDto {
  if (entries.length === 0) return base;
  let state = gameStateOfDto(base);
  let at = base.serverNow;
  for (const entry of entries) {
    at = Math.max(at, entry.tappedAt);
    const result = applyAction(state, entry.action, at, { ...namesOf(base), events });
    if (result.ok) state = result.state;
  }
  return { ...base, ...gameStateFields(state, at) };
}

// One control, one tap: the same action again within this window is the same tap (a finger that
// bounced, a double tap); a deliberate second +6 a moment later counts. An action confirmed in a
// dialog (Start Game, Reset Clock, Next Period) cannot bounce, the dialog closed on the first tap:
// two of them are two decisions however close (Next Period confirmed twice within 400 ms, the
// second was dropped: the browser suite saw 2nd Quarter where the referee had asked for the 3rd).
const DOUBLE_TAP_MS = 400;

export function createTapFilter(windowMs = DOUBLE_TAP_MS): (action: GameAction, now: number, confirmed?: boolean) => boolean {
  let last: { key: string; at: number } | null = null;
  return (action, now, confirmed = false) => {
    if (confirmed) {
      last = null;
      return true;
    }
    const key = JSON.stringify(action);
    if (last && last.key === key && now - last.at < windowMs) return false;
    last = { key, at: now };
    return true;
  };
}
