// Spec 4 'Scoreboard game selection', as a pure function of the live games at an instant.

// What the rule needs to know of a live game; the list is in display order (the first is 'first').
export type LiveGameBreak = { id: number; timeoutActive: boolean; halftimeActive: boolean };

// manual: the viewer picked this game (now or in an earlier visit, through local storage), which
// stops automatic switching for as long as that game stays live.
export type GameSelection = { gameId: number | null; manual: boolean };

export type SelectGameInput = {
  live: readonly LiveGameBreak[];
  // The id kept in local storage by a manual choice; null when none or unreadable.
  storedId: number | null;
  // The selection shown so far; null before the first list of live games arrived.
  previous: GameSelection | null;
};

// A timeout outranks halftime, which outranks ordinary play (spec 4: 'a game with an active
// timeout, else one in halftime').
function breakRank(game: LiveGameBreak): number {
  if (game.timeoutActive) return 2;
  if (game.halftimeActive) return 1;
  return 0;
}

function automaticPick(live: readonly LiveGameBreak[], current: number | null): number | null {
  if (live.length === 0) return null;
  const top = Math.max(...live.map(breakRank));
  const shown = live.find((game) => game.id === current);
  // Staying put when the shown game is as eventful as any other: two timeouts at once do not flip.
  if (shown && breakRank(shown) === top) return shown.id;
  return live.find((game) => breakRank(game) === top)!.id;
}

export function selectGame({ live, storedId, previous }: SelectGameInput): GameSelection {
  const isLive = (id: number | null) => id !== null && live.some((game) => game.id === id);
  if (previous === null) {
    // First look: the stored manual choice if that game is still live (a stale id is ignored).
    if (isLive(storedId)) return { gameId: storedId, manual: true };
    return { gameId: automaticPick(live, null), manual: false };
  }
  if (previous.manual && isLive(previous.gameId)) return previous;
  // Not chosen by hand, or the chosen game is over: the automatic rule decides.
  return { gameId: automaticPick(live, previous.gameId), manual: false };
}

// The viewer tapped a game in the SELECT GAME TO WATCH row.
export function chooseGame(gameId: number): GameSelection {
  return { gameId, manual: true };
}

export function sameSelection(a: GameSelection | null, b: GameSelection | null): boolean {
  return a?.gameId === b?.gameId && a?.manual === b?.manual;
}

// The stored value of SCOREBOARD_SELECTED_GAME_KEY read back: a positive whole number or nothing.
export function parseStoredGameId(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}
