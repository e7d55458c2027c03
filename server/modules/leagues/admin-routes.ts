import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FORMAT_PRESETS, GAME_DEFAULTS, DEFAULT_TIMEZONE, type LeagueStatus } from '../../../common/constants';
import { createLeagueBody, leagueStatusBody, updateLeagueBody } from '../../../common/schemas/league';
import { normalizeSlug, slugProblem, SLUG_PROBLEM_TEXT } from '../../../common/slug';
import { STANDINGS_DEFAULTS } from '../../../common/standings/rank';
import { SERVER_TEXT } from '../../../common/texts';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { requireCapability } from '../../plugins/authorize';
import { isUniqueViolation } from '../../db/errors';
import { publishLeagueChanged, publishLeagueSuspended } from '../../live/notify';
import { deleteSessionsOfLeague } from '../accounts/store';
import { recordAudit } from '../audit/store';
import { allLeagues, applyDefaultsToScheduledGames, deleteLeagueAndData, insertLeague, updateLeague } from './admin-store';
import { assertLeagueAccess, assertLeagueWritable, resolveLeague } from './context';
import { leagueById, presentLeague, type League } from './store';

export const LEAGUE_TEXT = {
  slugTaken: (slug: string) => `The league address "${slug}" is already taken`,
  superAdminFields: 'Only a super admin can rename a league or change its address',
} as const;

// Spec 5: the slug is lowercased and other characters become hyphens; then it must be usable.
export function checkedSlug(input: string): string {
  const slug = normalizeSlug(input);
  const problem = slugProblem(slug);
  if (problem) throw badRequest(SLUG_PROBLEM_TEXT[problem]);
  return slug;
}

function rethrowSlugTaken(slug: string) {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) throw conflict(LEAGUE_TEXT.slugTaken(slug));
    throw err;
  };
}

async function leagueOr404(deps: AppDeps, id: number): Promise<League> {
  const league = await leagueById(deps.db, id);
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  return league;
}

// A change to a league's row (name, slug, status, removal) in one transaction with its note, so
// every instance drops what it keeps of the league; this instance drops its slug lookups at once.
async function changeLeague<T>(deps: AppDeps, leagueId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const done = await work(tx);
    await publishLeagueChanged(tx, leagueId);
    return done;
  });
  deps.publicLeagues.forget();
  return result;
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

// A league's settings with the format's preset filling what the form left out.
function settingsFor(body: z.output<typeof createLeagueBody>) {
  const format = body.defaultGameFormat ?? GAME_DEFAULTS.gameFormat;
  return {
    defaultGameFormat: format,
    defaultPeriodDuration: body.defaultPeriodDuration ?? FORMAT_PRESETS[format].periodDuration,
    defaultTotalPeriods: body.defaultTotalPeriods ?? FORMAT_PRESETS[format].totalPeriods,
    defaultTimeoutsPerPeriod: body.defaultTimeoutsPerPeriod ?? GAME_DEFAULTS.timeoutsPerPeriod,
    defaultBlitzesPerPeriod: body.defaultBlitzesPerPeriod ?? GAME_DEFAULTS.blitzesPerPeriod,
    timeoutType: body.timeoutType ?? GAME_DEFAULTS.timeoutType,
    autoTimeouts: body.autoTimeouts ?? GAME_DEFAULTS.autoTimeouts,
    timeoutDuration: body.timeoutDuration ?? GAME_DEFAULTS.timeoutDuration,
    halftimeDuration: body.halftimeDuration ?? GAME_DEFAULTS.halftimeDuration,
    timezone: body.timezone ?? DEFAULT_TIMEZONE,
    standingsTiebreakers: body.standingsTiebreakers ?? STANDINGS_DEFAULTS.tiebreakers,
    pointDifferentialCap: body.pointDifferentialCap === undefined ? STANDINGS_DEFAULTS.pointDifferentialCap : body.pointDifferentialCap,
  };
}

export async function createLeague(deps: AppDeps, request: FastifyRequest, actor: { userId: number | null; apiKeyId?: string | null }, body: z.output<typeof createLeagueBody>, db: DbOrTx): Promise<League> {
  const slug = checkedSlug(body.slug?.trim() ? body.slug : body.name);
  const league = await insertLeague(db, { name: body.name, slug, ...settingsFor(body) }).catch(rethrowSlugTaken(slug));
  await recordAudit(db, { action: 'league.create', actorUserId: actor.userId, actorApiKeyId: actor.apiKeyId ?? null, leagueId: league.id, targetType: 'league', targetId: league.id, details: { slug }, ipAddress: request.ip });
  return league;
}

export function registerLeagueAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues', async (request) => {
    requireCapability(request, 'manage:all-leagues');
    return (await allLeagues(deps.db)).map(presentLeague);
  });

  app.post('/api/leagues', async (request, reply) => {
    const actor = requireCapability(request, 'manage:all-leagues');
    const body = parseInput(createLeagueBody, request.body);
    const league = await deps.db.transaction((tx) => createLeague(deps, request, { userId: actor.id }, body, tx));
    return reply.code(201).send(presentLeague(league));
  });

  // Super admins edit everything; a league's admin edits its game settings and time zone (League Settings).
  app.patch('/api/leagues/:id', async (request) => {
    const actor = requireCapability(request, 'manage:league');
    const body = parseInput(updateLeagueBody, request.body);
    const league = await leagueOr404(deps, idParam(request));
    assertLeagueAccess(actor, league);
    if (actor.role !== 'super_admin' && (body.name !== undefined || body.slug !== undefined)) throw forbidden(LEAGUE_TEXT.superAdminFields);
    assertLeagueWritable(league);
    const slug = body.slug === undefined ? undefined : checkedSlug(body.slug);
    const format = body.defaultGameFormat ?? league.defaultGameFormat;
    // a format change without a period count takes the format's preset count
    const totalPeriods = body.defaultTotalPeriods ?? (body.defaultGameFormat ? FORMAT_PRESETS[format].totalPeriods : undefined);
    if (totalPeriods !== undefined && FORMAT_PRESETS[format].totalPeriods !== totalPeriods) {
      throw badRequest('Default total periods must be 4 for quarters and 2 for halves');
    }
    const updated = await changeLeague(deps, league.id, async (tx) => {
      const row = await updateLeague(tx, league.id, { ...body, slug, defaultTotalPeriods: totalPeriods }).catch(rethrowSlugTaken(slug ?? ''));
      await recordAudit(tx, { action: 'league.update', actorUserId: actor.id, leagueId: league.id, targetType: 'league', targetId: league.id, details: { fields: Object.keys(body) }, ipAddress: request.ip });
      return row;
    });
    return presentLeague(updated);
  });

  app.patch('/api/leagues/:id/status', async (request) => {
    const actor = requireCapability(request, 'manage:all-leagues');
    const { status } = parseInput(leagueStatusBody, request.body);
    const league = await leagueOr404(deps, idParam(request));
    const updated = await changeLeague(deps, league.id, async (tx) => {
      const row = await updateLeague(tx, league.id, { status });
      const sessionsEnded = await endSessionsForStatus(tx, league, status);
      await recordAudit(tx, { action: 'league.status', actorUserId: actor.id, leagueId: league.id, targetType: 'league', targetId: league.id, details: { from: league.status, to: status, sessionsEnded }, ipAddress: request.ip });
      return row;
    });
    return presentLeague(updated);
  });

  app.delete('/api/leagues/:id', async (request, reply) => {
    const actor = requireCapability(request, 'manage:all-leagues');
    const league = await leagueOr404(deps, idParam(request));
    await changeLeague(deps, league.id, async (tx) => {
      await deleteLeagueAndData(tx, league.id);
      await recordAudit(tx, { action: 'league.delete', actorUserId: actor.id, leagueId: league.id, targetType: 'league', targetId: league.id, details: { name: league.name, slug: league.slug }, ipAddress: request.ip });
    });
    return reply.code(204).send();
  });

  app.post('/api/leagues/:slug/sync-game-settings', async (request) => {
    const actor = requireCapability(request, 'manage:league');
    const league = await resolveLeague(deps, request, slugParam(request));
    assertLeagueWritable(league);
    const gamesUpdated = await deps.db.transaction(async (tx) => {
      const count = await applyDefaultsToScheduledGames(tx, league);
      if (count > 0) await publishLeagueChanged(tx, league.id);
      await recordAudit(tx, { action: 'league.sync-game-settings', actorUserId: actor.id, leagueId: league.id, targetType: 'league', targetId: league.id, details: { gamesUpdated: count }, ipAddress: request.ip });
      return count;
    });
    return { gamesUpdated };
  });
}
