// GET /api/leagues/{slug}/seasons (issue 34): a league's seasons by start date, the current one
// marked; and the season a public read counts (the standings, a team's statistics, the Completed list).
import { currentSeason, seasonInstants, type SeasonSpan } from '../../../common/seasons/seasons';
import { leagueDateOf } from '../../../common/time';
import type { SeasonDto } from '../../../common/schemas/seasons';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { seasonsOfLeague, spanOf, type Season } from './store';
import { SEASON_TEXT } from './texts';

export type LeagueClock = { id: number; timezone: string };

// today: the league's calendar day now (the current season is the one holding it)
export function presentSeasons(rows: readonly Season[], today: string): SeasonDto[] {
  const spans = rows.map(spanOf);
  const current = currentSeason(spans, today);
  return spans.map((span) => ({ ...span, current: span.id === current?.id }));
}

export async function listSeasons(db: DbOrTx, league: LeagueClock, now: Date): Promise<SeasonDto[]> {
  return presentSeasons(await seasonsOfLeague(db, league.id), leagueDateOf(now, league.timezone));
}

// What a read counts: the season asked for (another league's is not found), else the current one;
// null when the league has no season (every game counts, as before seasons). The instants are the
// season's days in the league's zone, [from, to).
export type CountedSeason = { season: SeasonSpan; from: Date; to: Date } | null;

export function countedAmong(seasons: readonly SeasonSpan[], league: LeagueClock, seasonId: number | undefined, now: Date): CountedSeason {
  let season: SeasonSpan | null;
  if (seasonId !== undefined) {
    season = seasons.find((s) => s.id === seasonId) ?? null;
    if (!season) throw notFound(SEASON_TEXT.notFound);
  } else {
    season = currentSeason(seasons, leagueDateOf(now, league.timezone));
  }
  return season ? { season, ...seasonInstants(season, league.timezone) } : null;
}

export async function countedSeason(db: DbOrTx, league: LeagueClock, seasonId: number | undefined, now: Date): Promise<CountedSeason> {
  return countedAmong((await seasonsOfLeague(db, league.id)).map(spanOf), league, seasonId, now);
}
