// A league's row after it exists (spec 5): settings, status, removal, and its defaults pushed to
// its scheduled games. Each change commits with its note, so every instance drops what it keeps
// of the league.
import type { z } from 'zod';
import { FORMAT_PRESETS, type LeagueStatus } from '../../../common/constants';
import type { updateLeagueBody } from '../../../common/schemas/league';
import { SERVER_TEXT } from '../../../common/texts';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertInLeague, assertLeagueWritable } from '../../auth/policy';
import { deleteSessionsOfLeague } from '../../auth/session-store';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { publishLeagueChanged, publishLeagueSuspended } from '../../live/notify';
import { applyDefaultsToScheduledGames, deleteLeagueAndData, updateLeague } from './admin-store';
import { checkedSlug, LEAGUE_TEXT, rethrowSlugTaken } from './create-league';
import { leagueById, type League } from './store';

async function leagueOr404(deps: AppDeps, id: number): Promise<League> {
  const league = await leagueById(deps.db, id);
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  return league;
}

// A change to a league's row in one transaction with its note; this instance drops its slug
// lookups at once.
async function changeLeague<T>(deps: AppDeps, leagueId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const done = await work(tx);
    await publishLeagueChanged(tx, leagueId);
    return done;
  });
  deps.publicLeagues.forget();
  return result;
}

// Super admins edit everything; a league's admin edits its game settings and time zone (League Settings).
export async function editLeague(deps: AppDeps, caller: Caller, id: number, body: z.output<typeof updateLeagueBody>): Promise<League> {
  const { actor } = caller;
  const league = await leagueOr404(deps, id);
  assertInLeague(actor, league);
  if (actor.role !== 'super_admin' && (body.name !== undefined || body.slug !== undefined)) throw forbidden(LEAGUE_TEXT.superAdminFields);
  assertLeagueWritable(league);
  const slug = body.slug === undefined ? undefined : checkedSlug(body.slug);
  const format = body.defaultGameFormat ?? league.defaultGameFormat;
  // a format change without a period count takes the format's preset count
  const totalPeriods = body.defaultTotalPeriods ?? (body.defaultGameFormat ? FORMAT_PRESETS[format].totalPeriods : undefined);
  if (totalPeriods !== undefined && FORMAT_PRESETS[format].totalPeriods !== totalPeriods) {
    throw badRequest('Default total periods must be 4 for quarters and 2 for halves');
  }
  return changeLeague(deps, league.id, async (tx) => {
    const row = await updateLeague(tx, league.id, { ...body, slug, defaultTotalPeriods: totalPeriods }).catch(rethrowSlugTaken(slug ?? ''));
    await audit(tx, caller, 'league.update', auditTarget.league(league), { fields: Object.keys(body) });
    return row;
  });
}

// Suspension ends the sessions of the league's users (super admins excepted; docs/decisions/018):
// at once their sockets close on every instance and the session check answers every request but a
// sign-out with 403 League Suspended; the rows go when the league leaves suspension, so nobody
// comes back signed in and the users sign in again.
async function endSessionsForStatus(tx: Tx, league: League, status: LeagueStatus): Promise<number> {
  if (status === league.status) return 0;
  if (status === 'suspended') {
    await publishLeagueSuspended(tx, league.id);
    return 0;
  }
  return league.status === 'suspended' ? deleteSessionsOfLeague(tx, league.id) : 0;
}

export async function setLeagueStatus(deps: AppDeps, caller: Caller, id: number, status: LeagueStatus): Promise<League> {
  const league = await leagueOr404(deps, id);
  return changeLeague(deps, league.id, async (tx) => {
    const row = await updateLeague(tx, league.id, { status });
    const sessionsEnded = await endSessionsForStatus(tx, league, status);
    await audit(tx, caller, 'league.status', auditTarget.league(league), { from: league.status, to: status, sessionsEnded });
    return row;
  });
}

export async function deleteLeague(deps: AppDeps, caller: Caller, id: number): Promise<void> {
  const league = await leagueOr404(deps, id);
  await changeLeague(deps, league.id, async (tx) => {
    await deleteLeagueAndData(tx, league.id);
    await audit(tx, caller, 'league.delete', auditTarget.league(league), { name: league.name, slug: league.slug });
  });
}

// The league's game defaults applied to its scheduled games.
export async function syncGameSettings(deps: AppDeps, caller: Caller, league: League): Promise<number> {
  assertLeagueWritable(league);
  return deps.db.transaction(async (tx) => {
    const count = await applyDefaultsToScheduledGames(tx, league);
    if (count > 0) await publishLeagueChanged(tx, league.id);
    await audit(tx, caller, 'league.sync-game-settings', auditTarget.league(league), { gamesUpdated: count });
    return count;
  });
}
