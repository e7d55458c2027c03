import { useCallback, useEffect, useState } from 'react';
import { SCOREBOARD_SELECTED_GAME_KEY } from '@common/constants';
import type { PublicGameDto } from '@common/schemas/scoreboard';
import { serverClock } from '@client/lib/server-clock';
import { liveBreaks } from './live-view';
import { chooseGame, type GameSelection, parseStoredGameId, sameSelection, selectGame } from './select-game';

// Local storage can be missing or refuse (private browsing, full): the choice then lasts the visit.
function readStoredGameId(): number | null {
  try {
    return parseStoredGameId(window.localStorage.getItem(SCOREBOARD_SELECTED_GAME_KEY));
  } catch {
    return null;
  }
}

function storeGameId(gameId: number): void {
  try {
    window.localStorage.setItem(SCOREBOARD_SELECTED_GAME_KEY, String(gameId));
  } catch {
    // not saved; the choice still holds on this page
  }
}

// Spec 4: the game on show, decided by select-game.ts every time the live games or their breaks
// change; choose() is the viewer's tap, saved in local storage.
export function useGameSelection(live: readonly PublicGameDto[], liveLoaded: boolean, estimatedServerNow: number) {
  const [storedId] = useState(readStoredGameId);
  const [selection, setSelection] = useState<GameSelection | null>(null);
  if (liveLoaded) {
    const next = selectGame({ live: liveBreaks(live, estimatedServerNow), storedId, previous: selection });
    // Adjusting state while rendering (React's documented pattern) avoids painting the old game first.
    if (!sameSelection(next, selection)) setSelection(next);
  }
  const choose = useCallback((gameId: number) => {
    setSelection(chooseGame(gameId));
    storeGameId(gameId);
  }, []);
  return { selectedId: selection?.gameId ?? null, choose };
}

// The estimated server time (lib/server-clock.ts), refreshed a few times a second while something
// counts down, so a second turns over within a quarter of a second of the true instant.
export function useEstimatedServerNow(ticking: boolean, tickMs = 250): number {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(serverClock.now()), tickMs);
    return () => clearInterval(timer);
  }, [ticking, tickMs]);
  return now;
}
