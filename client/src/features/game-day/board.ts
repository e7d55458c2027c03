// The Game day board's reading, pure (issue 48, decision 072): the badge of each position (an
// arrival first, whatever the answer), the request of a date, its query key.
import type { CrewMemberDto, GameDayDto } from '@common/schemas/crews';
import { leagueDateOf } from '@common/time';

export type MemberBadge = 'arrived' | CrewMemberDto['status'];

export function memberBadge(member: Pick<CrewMemberDto, 'status' | 'arrivedAt'>): MemberBadge {
  return member.arrivedAt !== null ? 'arrived' : member.status;
}

// every date's board of the league starts with this key (a push reloads them all)
export const gameDayKey = (slug: string) => ['/api/leagues', slug, 'game-day'] as const;

// null: the league's today (the server's clock decides it)
export const gameDayPath = (slug: string, date: string | null) => `/api/leagues/${slug}/game-day${date ? `?date=${date}` : ''}`;

// The date a page opens on: the address's ?date= when it is one (the alert mail's link), else today.
export function dateOfSearch(search: string): string | null {
  const date = new URLSearchParams(search).get('date');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

// The board re-reads every 30 s while its pushes come (the alert turns on by the clock, not by a
// push), and every 6 s while they do not (live-poll.ts stretches this base 5 times when fresh).
export const GAME_DAY_POLL_BASE_MS = 6_000;

type PushedGame = { id: number; status: string; scheduledDate: string; field: string | null };

// Whether a pushed game changes a board held: its console started or ended, it moved, or it is new
// on a board's date. A score or a clock of a game the board holds as it is changes nothing there
// (a Saturday's taps do not re-read the board each).
export function boardsNeedReload(boards: readonly (GameDayDto | undefined)[], pushed: PushedGame, timeZone: string): boolean {
  const day = leagueDateOf(new Date(pushed.scheduledDate), timeZone);
  return boards.some((board) => {
    if (!board) return false;
    const held = board.games.find((entry) => entry.game.id === pushed.id)?.game;
    if (!held) return board.date === day;
    return held.status !== pushed.status || Date.parse(held.scheduledDate) !== Date.parse(pushed.scheduledDate) || held.field !== pushed.field;
  });
}
