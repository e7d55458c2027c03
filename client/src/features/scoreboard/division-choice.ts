// Issue 34: the scoreboard's division, chosen with the switcher, kept in the address
// (/{slug}?division={id}) and on the device (a cookie of the league's path, so the server that draws
// the first paint sees it too: decision 027). Pure, for the board, the server's render and the tests.

const DIVISION_PARAM = 'division';
export const DIVISION_COOKIE = 'ffl_division';
// a year: a family follows the same division season after season
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

// A division's id as the address or the cookie writes it: a positive whole number, else none.
export function divisionIdOf(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,12}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return id > 0 ? id : null;
}

// ?division=3 of a search string ('' or '?...' or without the '?').
export function divisionParamOf(search: string): number | null {
  return divisionIdOf(new URLSearchParams(search).get(DIVISION_PARAM));
}

// The remembered division in a Cookie header (or document.cookie); the cookie's path is the
// league's, so only that league's choice is ever sent.
export function divisionCookieOf(cookies: string | undefined): number | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() === DIVISION_COOKIE) return divisionIdOf(value);
  }
  return null;
}

// What document.cookie is set to for a choice: null (every division) forgets it.
export function divisionCookie(slug: string, divisionId: number | null): string {
  const attributes = `Path=/${slug}; SameSite=Lax`;
  return divisionId === null ? `${DIVISION_COOKIE}=; Max-Age=0; ${attributes}` : `${DIVISION_COOKIE}=${divisionId}; Max-Age=${REMEMBER_SECONDS}; ${attributes}`;
}

// The division the board shows: the address's, else the device's, when the league has it; null:
// every division (a league without divisions, or none chosen). While the league's divisions are not
// known yet, the asked one is shown (no flash of every division before the list arrives).
export function shownDivision(divisions: readonly { id: number }[] | undefined, fromUrl: number | null, remembered: number | null): number | null {
  if (divisions === undefined) return fromUrl ?? remembered;
  const known = (id: number | null) => id !== null && divisions.some((division) => division.id === id);
  if (known(fromUrl)) return fromUrl;
  if (known(remembered)) return remembered;
  return null;
}

// The games of a division (a crossover game, between two divisions, belongs to none): every game
// when no division is chosen.
export function inDivision<T extends { divisionId: number | null }>(games: readonly T[], divisionId: number | null): readonly T[] {
  return divisionId === null ? games : games.filter((game) => game.divisionId === divisionId);
}

// The address of the board of a division, on the same page (/{slug} or /{slug}/parent).
export function divisionHref(pathname: string, divisionId: number | null): string {
  return divisionId === null ? pathname : `${pathname}?${DIVISION_PARAM}=${divisionId}`;
}
