// Seasons (issue 34, decision 039): a season is a span of the league's own calendar days. A game's
// season is derived from its kickoff's date in league time, never stored, so a game moved into the
// spring is a spring game. Pure: the date edges are tested on hand-made leagues.
import { datesInstants } from '../schedule/dates';
import { leagueDateOf } from '../time';

// startDate and endDate: YYYY-MM-DD, both days included
export type SeasonSpan = { id: number; name: string; startDate: string; endDate: string };

// YYYY-MM-DD strings order as their dates do.
function holdsDate(season: Pick<SeasonSpan, 'startDate' | 'endDate'>, date: string): boolean {
  return season.startDate <= date && date <= season.endDate;
}

// The season whose days hold the date, or null (no season, or a gap between two).
export function seasonOfDate<S extends SeasonSpan>(seasons: readonly S[], date: string): S | null {
  return seasons.find((season) => holdsDate(season, date)) ?? null;
}

export function seasonOfKickoff<S extends SeasonSpan>(seasons: readonly S[], kickoff: Date | number, timeZone: string): S | null {
  return seasonOfDate(seasons, leagueDateOf(kickoff, timeZone));
}

// The current season: the one holding today (league time); else the next to start; else the last
// to end. null only when the league has no season.
export function currentSeason<S extends SeasonSpan>(seasons: readonly S[], today: string): S | null {
  const holding = seasonOfDate(seasons, today);
  if (holding) return holding;
  const next = seasons.filter((s) => s.startDate > today).sort((a, b) => (a.startDate < b.startDate ? -1 : 1))[0];
  if (next) return next;
  return [...seasons].sort((a, b) => (a.endDate > b.endDate ? -1 : 1))[0] ?? null;
}

// Another season sharing a day with the candidate (seasons of one league never overlap), or null.
export function overlappingSeason<S extends SeasonSpan>(seasons: readonly S[], candidate: { id: number | null; startDate: string; endDate: string }): S | null {
  return seasons.find((s) => s.id !== candidate.id && s.startDate <= candidate.endDate && candidate.startDate <= s.endDate) ?? null;
}

// The instants a season's days cover in the league's zone, [from, to): from its first day's first
// instant to the next day's after its last. A day that starts at 01:00 (a spring-forward at
// midnight) starts at its first real instant; a season's 23-hour or 25-hour days are counted whole.
export function seasonInstants(season: Pick<SeasonSpan, 'startDate' | 'endDate'>, timeZone: string): { from: Date; to: Date } {
  return datesInstants(season.startDate, season.endDate, timeZone);
}
