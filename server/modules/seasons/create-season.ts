// POST /api/leagues/{slug}/seasons (issue 34): the league's admin or a super admin adds a season.
// Seasons of one league never overlap: the check runs under the league's season lock.
import { overlappingSeason } from '../../../common/seasons/seasons';
import { leagueDateOf } from '../../../common/time';
import type { CreateSeasonBody, SeasonDto } from '../../../common/schemas/seasons';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { requireLeagueBySlug } from '../leagues/context';
import { presentSeasons } from './list-seasons';
import { insertSeason, lockLeagueSeasons, seasonsOfLeague, type Season } from './store';
import { SEASON_TEXT } from './texts';

type Candidate = { id: number | null; startDate: string; endDate: string };

export function assertDatesOrdered(candidate: Candidate): void {
  if (candidate.startDate > candidate.endDate) throw badRequest(SEASON_TEXT.datesOrdered);
}

// The league's seasons read under its season lock, held to the end of the transaction.
export async function seasonsUnderLock(tx: Tx, leagueId: number): Promise<Season[]> {
  await lockLeagueSeasons(tx, leagueId);
  return seasonsOfLeague(tx, leagueId);
}

// 409 naming the other season when the candidate's dates share a day with it.
export function assertNoOverlap(seasons: readonly Season[], candidate: Candidate): void {
  const other = overlappingSeason(seasons, candidate);
  if (other) throw conflict(SEASON_TEXT.overlaps(other));
}

// The season as the list shows it, `current` judged among the league's seasons after the write.
export function presentWritten(row: Season, seasons: readonly Season[], league: { timezone: string }, now: Date): SeasonDto {
  const all = [...seasons.filter((s) => s.id !== row.id), row].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  return presentSeasons(all, leagueDateOf(now, league.timezone)).find((s) => s.id === row.id)!;
}

export async function createSeason(deps: AppDeps, caller: Caller, slug: string, body: CreateSeasonBody): Promise<SeasonDto> {
  const league = await requireLeagueBySlug(deps, slug);
  assertMayWrite(caller.actor, league);
  const candidate = { id: null, startDate: body.startDate, endDate: body.endDate };
  assertDatesOrdered(candidate);
  return deps.db.transaction(async (tx) => {
    const seasons = await seasonsUnderLock(tx, league.id);
    assertNoOverlap(seasons, candidate);
    const row = await insertSeason(tx, { leagueId: league.id, name: body.name, startDate: body.startDate, endDate: body.endDate });
    await audit(tx, caller, 'season.create', auditTarget.row('season', row), { name: row.name, startDate: row.startDate, endDate: row.endDate });
    // the Completed list's default season may have changed
    await publishLeagueChanged(tx, league.id);
    return presentWritten(row, seasons, league, deps.now());
  });
}
