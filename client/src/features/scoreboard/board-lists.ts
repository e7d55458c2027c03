import { OVERDUE_AFTER_MS } from '@common/constants';
import type { PublicGameDto } from '@common/schemas/games/dto';
import { utcToWallClock, wallClockToUtc } from '@common/time';
import { byKickoff } from './live-view';

// Issue 17: the lists under the board, in the order a parent looks for games. OTHER GAMES: the other
// live games, then the upcoming ones soonest first, first those of today and the next 7 days (at
// least a few, at most a screenful), the rest behind 'More games'. A scheduled game whose kickoff
// passed more than OVERDUE_AFTER_MS ago never started: it is not upcoming and not a result, so it is
// left out (the admin dashboard lists it). COMPLETED GAMES: the latest first, a page at a time.

export const LIST_PAGE = 10;
const UPCOMING_DAYS = 7;
const UPCOMING_AT_LEAST = 3;

export type ListPage = { shown: PublicGameDto[]; hidden: number };

// The first instant after the league's calendar day that is `days` days after today.
function endOfLeagueDay(now: number, days: number, timeZone: string): number {
  const today = utcToWallClock(new Date(now), timeZone);
  const noon = Date.UTC(today.year, today.month - 1, today.day + days + 1, 12);
  const next = new Date(noon);
  return wallClockToUtc({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 }, timeZone).getTime();
}

function isUpcoming(game: Pick<PublicGameDto, 'scheduledDate'>, now: number): boolean {
  return Date.parse(game.scheduledDate) > now - OVERDUE_AFTER_MS;
}

type OtherGamesInput = {
  live: readonly PublicGameDto[];
  scheduled: readonly PublicGameDto[];
  selectedId: number | null;
  now: number;
  timeZone: string;
  // how many 'More games' taps so far
  pagesOpened: number;
};

export function otherGamesPage({ live, scheduled, selectedId, now, timeZone, pagesOpened }: OtherGamesInput): ListPage {
  const otherLive = live.filter((game) => game.id !== selectedId).sort(byKickoff);
  const upcoming = scheduled.filter((game) => isUpcoming(game, now)).sort(byKickoff);
  const windowEnd = endOfLeagueDay(now, UPCOMING_DAYS, timeZone);
  const inWindow = upcoming.filter((game) => Date.parse(game.scheduledDate) < windowEnd).length;
  const first = Math.min(Math.max(inWindow, UPCOMING_AT_LEAST), LIST_PAGE);
  const count = Math.min(upcoming.length, first + pagesOpened * LIST_PAGE);
  return { shown: [...otherLive, ...upcoming.slice(0, count)], hidden: upcoming.length - count };
}

export function completedGamesPage(completed: readonly PublicGameDto[], pagesOpened: number): ListPage {
  const latestFirst = [...completed].sort((a, b) => byKickoff(b, a));
  const count = Math.min(latestFirst.length, (pagesOpened + 1) * LIST_PAGE);
  return { shown: latestFirst.slice(0, count), hidden: latestFirst.length - count };
}
