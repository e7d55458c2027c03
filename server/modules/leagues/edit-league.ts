import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PayRate } from '../../../common/crews/crew';
import { divisions } from '../../db/schema';
import { FORMAT_PRESETS } from '../../../common/constants';
import { mayRenameLeague } from '../../../common/policies/leagues';
import type { updateLeagueBody } from '../../../common/schemas/league';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertInLeague, assertLeagueWritable } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden } from '../../http/errors';
import { updateLeague } from './admin-store';
import { checkedSlug, LEAGUE_TEXT, rethrowSlugTaken } from './create-league';
import type { League } from './store';
import { leagueOr404, changeLeague } from './change-league';

// Issue 48: a pay rate names one of the league's own divisions (null: the league's default rate).
async function assertRatesOfLeague(deps: AppDeps, leagueId: number, rates: readonly PayRate[]): Promise<void> {
  const named = [...new Set(rates.flatMap((rate) => (rate.divisionId === null ? [] : [rate.divisionId])))];
  if (named.length === 0) return;
  const found = new Set((await deps.db.select({ id: divisions.id }).from(divisions).where(and(eq(divisions.leagueId, leagueId), inArray(divisions.id, named)))).map((row) => row.id));
  const unknown = named.find((id) => !found.has(id));
  if (unknown !== undefined) throw badRequest(LEAGUE_TEXT.payRateDivision(unknown));
}

// Super admins edit everything; a league's admin edits its game settings and time zone (League Settings).
export async function editLeague(deps: AppDeps, caller: Caller, id: number, body: z.output<typeof updateLeagueBody>): Promise<League> {
  const { actor } = caller;
  const league = await leagueOr404(deps, id);
  assertInLeague(actor, league);
  if (!mayRenameLeague(actor) && (body.name !== undefined || body.slug !== undefined)) throw forbidden(LEAGUE_TEXT.superAdminFields);
  assertLeagueWritable(league);
  const slug = body.slug === undefined ? undefined : checkedSlug(body.slug);
  const format = body.defaultGameFormat ?? league.defaultGameFormat;
  // a format change without a period count takes the format's preset count
  const totalPeriods = body.defaultTotalPeriods ?? (body.defaultGameFormat ? FORMAT_PRESETS[format].totalPeriods : undefined);
  if (totalPeriods !== undefined && FORMAT_PRESETS[format].totalPeriods !== totalPeriods) {
    throw badRequest('Default total periods must be 4 for quarters and 2 for halves');
  }
  if (body.payRates) await assertRatesOfLeague(deps, league.id, body.payRates);
  return changeLeague(deps, league.id, async (tx) => {
    const row = await updateLeague(tx, league.id, { ...body, slug, defaultTotalPeriods: totalPeriods }).catch(rethrowSlugTaken(slug ?? ''));
    await audit(tx, caller, 'league.update', auditTarget.league(league), { fields: Object.keys(body) });
    return row;
  });
}
