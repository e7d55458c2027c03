// GET /api/leagues/{slug}/open-positions (issue 48): in a league that allows self-assignment, the
// positions of its scheduled games from now on that are open (or declined) and that the signed-in
// referee could claim: each claim's check is made here on the league's bookings read once.
import { firstClash } from '../../../common/schedule/booking';
import { leagueDateOf } from '../../../common/time';
import { mayClaimPosition } from '../../../common/policies/crews';
import type { OpenPositionDto, OpenPositionsDto } from '../../../common/schemas/crews';
import type { Actor } from '../../auth/actor';
import { assertLeagueOpen } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { bookingsBetween } from '../games/bookings';
import { gamesOfLeague } from '../games/store';
import { resolveLeague } from '../leagues/context';
import { claimRefusalText, endOf } from './checks';
import { effectiveRow, positionsOfGame, presentCrewGame } from './present';
import { crewRowsOfGames, slotsOf, unavailableDatesOf } from './store';
import { CREWS_TEXT } from './texts';

const MAX_LISTED = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function listOpenPositions(deps: AppDeps, actor: Actor, slug: string): Promise<OpenPositionsDto> {
  if (!mayClaimPosition(actor)) throw forbidden(CREWS_TEXT.claimForbidden);
  const league = await resolveLeague(deps, actor, slug);
  assertLeagueOpen(actor, league);
  if (!league.selfAssign) throw forbidden(CREWS_TEXT.selfAssignOff);
  const now = deps.now().getTime();
  const upcoming = (await gamesOfLeague(deps.db, league.id, 'scheduled')).filter((game) => game.scheduledDate.getTime() >= now);
  if (upcoming.length === 0) return { positions: [] };
  const last = Math.max(...upcoming.map(endOf));
  const [rowsByGame, dates, slots, bookings] = await Promise.all([
    crewRowsOfGames(deps.db, upcoming.map((game) => game.id)),
    unavailableDatesOf(deps.db, actor.id),
    slotsOf(deps.db, league.id, actor.id, now - 2 * DAY_MS, last + 2 * DAY_MS),
    bookingsBetween(deps.db, league.id, now - DAY_MS, last + DAY_MS),
  ]);
  const positions: OpenPositionDto[] = [];
  for (const game of upcoming) {
    if (positions.length >= MAX_LISTED) break;
    const rows = rowsByGame.get(game.id) ?? [];
    // already on this crew, a clash, an unavailable day, the day's games or the rest: nothing here for him
    const onCrew = game.refereeId === actor.id || rows.some((row) => row.refereeId === actor.id && (row.status === 'offered' || row.status === 'accepted'));
    if (onCrew) continue;
    if (firstClash({ id: game.id, start: game.scheduledDate.getTime(), end: endOf(game), field: null, homeTeamId: null, awayTeamId: null, refereeId: actor.id, crew: [] }, bookings)) continue;
    if (dates.has(leagueDateOf(game.scheduledDate, league.timezone))) continue;
    if (claimRefusalText(slots, game) !== null) continue;
    for (const position of positionsOfGame(game)) {
      const status = effectiveRow(game, rows, position).status;
      if (status === 'open' || status === 'declined') positions.push({ game: presentCrewGame(game), position });
    }
  }
  return { positions: positions.slice(0, MAX_LISTED) };
}
