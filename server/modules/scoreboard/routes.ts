import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GAME_STATUSES } from '../../../common/constants';
import { rowIdText } from '../../../common/schemas/base/ids';
import { SERVER_NOW_HEADER } from '../../../common/schemas/scoreboard';
import { seasonQuery } from '../../../common/schemas/seasons';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { limitPublicAddress } from '../../http/public-limit';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { DIVISION_TEXT } from '../divisions/texts';
import { resolvePublicLeague } from '../leagues/context';
import { countedSeason } from '../seasons/list-seasons';
import { assertLeagueOpen } from '../../auth/policy';
import { leagueById, type League } from '../leagues/store';
import { teamInScope, type Team } from '../teams/store';
import type { SeasonLists } from './season-lists';
import { scoringPlaysAnswer, scoringPlaysOfGame } from './scoring-plays';
import { standingsOfLeague } from './standings';
import { currentRecord, teamStatsOfSeason, upcomingGames } from './stats-store';

const listQuery = seasonQuery
  .extend({
    status: z.enum(GAME_STATUSES, { error: 'must be live, scheduled, completed or cancelled' }).optional(),
    // issue 34: the games between two teams of this division
    divisionId: rowIdText.optional(),
  })
  .strip();
const standingsQuery = seasonQuery.extend({ divisionId: rowIdText.optional() });
const TEAM_NOT_FOUND = 'Team not found';
const GAME_NOT_FOUND = 'Game not found';

// lists: the public lists, shared with the server-rendered scoreboard page (page/serve-page.ts)
export function registerScoreboardRoutes(app: FastifyInstance, deps: AppDeps, lists: SeasonLists): void {
  const limitAddress = (request: FastifyRequest) => limitPublicAddress(deps, request);

  function stampServerNow(reply: FastifyReply): void {
    reply.header(SERVER_NOW_HEADER, String(Date.now()));
  }

  async function serveGames(request: FastifyRequest, reply: FastifyReply, slug: string | null) {
    limitAddress(request);
    const { status, divisionId, seasonId } = parseInput(listQuery, request.query);
    const league = await resolvePublicLeague(deps, request.user, slug);
    if (divisionId && !(await lists.snapshots.isDivisionOf(league.id, divisionId))) throw notFound(DIVISION_TEXT.notInLeague);
    const snapshot = await lists.get(league, { status: status ?? null, divisionId: divisionId ?? null }, seasonId);
    stampServerNow(reply);
    reply.header('etag', snapshot.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === snapshot.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(snapshot.gzipped);
    return reply.send(snapshot.body);
  }

  app.get('/api/leagues/:slug/public/games', (request, reply) => serveGames(request, reply, slugParam(request)));
  // Issue 18: public like the scoreboard; a reload that finds nothing new costs a 304.
  app.get('/api/leagues/:slug/standings', async (request, reply) => {
    limitAddress(request);
    const query = parseInput(standingsQuery, request.query);
    const league = await resolvePublicLeague(deps, request.user, slugParam(request));
    const { body, etag } = await standingsOfLeague(deps.db, league, query, deps.now());
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
  app.get('/api/public/games', (request, reply) => serveGames(request, reply, null));
  // Issue 18: a game's scoring plays with the running score; another league's game is 404.
  app.get('/api/leagues/:slug/public/games/:id/scoring-plays', async (request, reply) => {
    limitAddress(request);
    const league = await resolvePublicLeague(deps, request.user, slugParam(request));
    const plays = await scoringPlaysOfGame(deps.db, league, idParam(request));
    if (!plays) throw notFound(GAME_NOT_FOUND);
    const { body, etag } = scoringPlaysAnswer(plays);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // The team of a public league, by slug or by the team's own league; another league's team is 404.
  async function publicTeam(request: FastifyRequest, slug: string | null): Promise<{ league: League; teamId: number; team: Team }> {
    limitAddress(request);
    const teamId = idParam(request);
    if (slug) {
      const league = await resolvePublicLeague(deps, request.user, slug);
      const team = await teamInScope(deps.db, { kind: 'league', leagueId: league.id }, teamId);
      if (!team) throw notFound(TEAM_NOT_FOUND);
      return { league, teamId, team };
    }
    const team = await teamInScope(deps.db, { kind: 'all' }, teamId);
    const league = team ? await leagueById(deps.db, team.leagueId) : null;
    if (!team || !league) throw notFound(TEAM_NOT_FOUND);
    assertLeagueOpen(request.user, league);
    return { league, teamId, team };
  }

  app.get('/api/teams/:id/record', async (request) => {
    const { league, teamId } = await publicTeam(request, null);
    return currentRecord(deps.db, league, teamId, deps.now());
  });
  app.get('/api/leagues/:slug/teams/:id/record', async (request) => {
    const { league, teamId } = await publicTeam(request, slugParam(request));
    return currentRecord(deps.db, league, teamId, deps.now());
  });
  app.get('/api/leagues/:slug/teams/:id/stats', async (request) => {
    const { seasonId } = parseInput(seasonQuery, request.query);
    const { league, team } = await publicTeam(request, slugParam(request));
    return teamStatsOfSeason(deps.db, team, await countedSeason(deps.db, league, seasonId, deps.now()));
  });
  app.get('/api/leagues/:slug/teams/:id/upcoming', async (request) => {
    const { league, teamId } = await publicTeam(request, slugParam(request));
    return upcomingGames(deps.db, league.id, teamId, deps.now());
  });
}
