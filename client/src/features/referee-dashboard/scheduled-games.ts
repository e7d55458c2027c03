import type { GameDto } from '@common/schemas/games/dto';
import { utcToWallClock } from '@common/time';

export type ScheduledGroups = { own: GameDto[]; others: GameDto[] };

function leagueDay(iso: string | number, timeZone: string): string {
  const w = utcToWallClock(new Date(iso), timeZone);
  return `${w.year}-${w.month}-${w.day}`;
}

// Issue 16: a referee at the field looks for the game they were assigned today, not the league's
// whole season. Their own games come first, then the league's others. Within each group the games
// of today (the league's calendar day) lead, then all others by kickoff: an overdue game from last
// week must not push today's off the top of a phone screen.
export function groupScheduledGames(games: readonly GameDto[], refereeId: number | null, now: number, timeZone: string): ScheduledGroups {
  const today = leagueDay(now, timeZone);
  const order = (a: GameDto, b: GameDto) => {
    const aToday = leagueDay(a.scheduledDate, timeZone) === today;
    const bToday = leagueDay(b.scheduledDate, timeZone) === today;
    if (aToday !== bToday) return aToday ? -1 : 1;
    return Date.parse(a.scheduledDate) - Date.parse(b.scheduledDate) || a.id - b.id;
  };
  const own = refereeId === null ? [] : games.filter((game) => game.refereeId === refereeId);
  const others = refereeId === null ? [...games] : games.filter((game) => game.refereeId !== refereeId);
  return { own: own.sort(order), others: others.sort(order) };
}
