import { useCallback, useEffect, useState } from 'react';
import { useExternalStore } from '@client/lib/external-store';
import { SCOREBOARD_SELECTED_GAME_KEY } from '@common/constants';
import type { PublicGameDto } from '@common/schemas/games/dto';
import { takeFirstRenderInstant } from '@client/lib/first-render';
import { serverClock } from '@client/lib/server-clock';
import { liveBreaks } from './live-view';
import { chooseGame, type GameSelection, parseStoredGameId, sameSelection, selectGame } from './select-game';

// Issue 38: a notification opens a game's board at /{slug}?game={id}; the address's game is taken
// as the viewer's choice (kept while that game is live), ahead of the one stored.
const GAME_PARAM = 'game';

// Local storage can be missing or refuse (private browsing, full): the choice then lasts the visit.
function readStoredGameId(): number | null {
  const asked = parseStoredGameId(new URLSearchParams(window.location.search).get(GAME_PARAM));
  if (asked !== null) return asked;
  try {
    return parseStoredGameId(window.localStorage.getItem(SCOREBOARD_SELECTED_GAME_KEY));
  } catch {
    return null;
  }
}

function storeGameId(gameId: number): void {
  // a game picked on the board replaces the one the address asked for (a reload keeps the pick)
  const url = new URL(window.location.href);
  if (url.searchParams.has(GAME_PARAM)) {
    url.searchParams.delete(GAME_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  try {
    window.localStorage.setItem(SCOREBOARD_SELECTED_GAME_KEY, String(gameId));
  } catch {
    // not saved; the choice still holds on this page
  }
}

// Local storage is read after the first render: the server, which cannot see it, rendered the
// automatic choice, and the hydration must draw the same (decision 027).
const noSubscription = () => () => {};

// Spec 4: the game on show, decided by select-game.ts every time the live games or their breaks
// change; choose() is the viewer's tap, saved in local storage.
export function useGameOnShow(live: readonly PublicGameDto[], liveLoaded: boolean, estimatedServerNow: number) {
  const storedId = useExternalStore(noSubscription, readStoredGameId, () => null);
  // the selection, and the stored choice it was made with: a stored choice read after the first
  // render is a first look again
  const [state, setState] = useState<{ selection: GameSelection | null; storedId: number | null }>({ selection: null, storedId });
  if (liveLoaded) {
    const previous = state.storedId === storedId ? state.selection : null;
    const next = selectGame({ live: liveBreaks(live, estimatedServerNow), storedId, previous });
    // Adjusting state while rendering (React's documented pattern) avoids painting the old game first.
    if (!sameSelection(next, state.selection) || state.storedId !== storedId) setState({ selection: next, storedId });
  }
  const choose = useCallback((gameId: number) => {
    storeGameId(gameId);
    setState((current) => ({ ...current, selection: chooseGame(gameId) }));
  }, []);
  return { selectedId: state.selection?.gameId ?? null, choose };
}

// The estimated server time (lib/server-clock.ts), looked at a few times a second while something
// counts down, so a second turns over within a quarter of a second of the true instant. The instant
// only moves on when what the board shows of it changes (shownAt: the clocks to the second, a break
// starting or ending): the board re-renders once a second, not at every look.
export function useEstimatedServerNow(ticking: boolean, shownAt: (instant: number) => string, tickMs = 250): number {
  // the first render of a server-rendered page draws the instant the server drew
  const [now, setNow] = useState(() => takeFirstRenderInstant() ?? serverClock.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => {
      const next = serverClock.now();
      setNow((shown) => (shownAt(shown) === shownAt(next) ? shown : next));
    }, tickMs);
    return () => clearInterval(timer);
  }, [ticking, shownAt, tickMs]);
  return now;
}
