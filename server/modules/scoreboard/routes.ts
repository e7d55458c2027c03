import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GAME_STATUSES } from '../../../common/constants';
import { publicGameAnswer } from '../../../common/schemas/answers/games';
import { scoringPlayAnswer, standingsAnswer, teamRecordAnswer, teamStatsAnswer, upcomingGameAnswer } from '../../../common/schemas/answers/scoreboard';
import { rowIdText } from '../../../common/schemas/base/ids';
import { SERVER_NOW_HEADER } from '../../../common/schemas/scoreboard';
import { seasonQuery } from '../../../common/schemas/seasons';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { limitPublicAddress } from '../../http/public-limit';
import { idParam, slugParam } from '../../http/params';
import { documented, REFUSED, type RouteDoc } from '../../http/route-doc';
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

// What the document says of these routes (http/route-doc.ts): each handler reads its query through its
// own description.
const leagueRefusals = { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: REFUSED.noLeague, 429: REFUSED.tooMany };
const revalidated = { 304: { description: 'Unchanged since the ETag sent as If-None-Match' } };
const gamesDoc = {
  tag: 'games',
  auth: 'none',
  description:
    "The season's games (default: the current one), optionally of one status or division, each with its clock derived at serverNow. A page polls it with If-None-Match, or follows the league's live pushes; a gzip answer when asked (Accept-Encoding).",
  query: listQuery,
  answers: {
    200: { description: 'The games, live first, then scheduled by kickoff, then the rest', json: z.array(publicGameAnswer), headers: { etag: 'The list\'s version', [SERVER_NOW_HEADER]: "The server's clock (epoch ms) when answered" } },
    ...revalidated,
  },
  refusals: { ...leagueRefusals, 404: `${REFUSED.noLeague}, the season or the division is not the league's` },
} as const satisfies Omit<RouteDoc, 'summary'>;
const leagueGames = documented({ ...gamesDoc, summary: "A league's public games" });
const defaultLeagueGames = documented({ ...gamesDoc, summary: "The default league's public games" });
const standings = documented({
  summary: "A league's standings",
  description: 'The league table of the season asked for (default: the current one), a table per division, optionally one division only.',
  tag: 'standings',
  auth: 'none',
  query: standingsQuery,
  answers: { 200: { description: 'The table', json: standingsAnswer, headers: { etag: "The table's version" } }, ...revalidated },
  refusals: { ...leagueRefusals, 404: `${REFUSED.noLeague}, the season or the division is not the league's` },
});
const scoringPlays = documented({
  summary: "A game's scoring plays",
  description: 'Each score change of the game with the running score (none for a game of an instructional division).',
  tag: 'games',
  auth: 'none',
  answers: { 200: { description: 'The scoring plays, oldest first', json: z.array(scoringPlayAnswer), headers: { etag: "The list's version" } }, ...revalidated },
  refusals: { ...leagueRefusals, 404: `${REFUSED.noLeague}, or no such game in it` },
});
const teamRefusals = { ...leagueRefusals, 404: `${REFUSED.noLeague}, or no such team in it` };
const recordDoc = { tag: 'games', auth: 'none', answers: { 200: { description: "The team's record", json: teamRecordAnswer } }, refusals: teamRefusals } as const satisfies Omit<RouteDoc, 'summary'>;
const teamRecord = documented({ ...recordDoc, summary: "A team's record (by the team's own league)" });
const leagueTeamRecord = documented({ ...recordDoc, summary: "A team's record" });
const teamStats = documented({
  summary: "A team's statistics",
  tag: 'games',
  auth: 'none',
  query: seasonQuery,
  answers: { 200: { description: "The team's totals, playoff games and scorers in the season", json: teamStatsAnswer } },
  refusals: { ...teamRefusals, 404: `${REFUSED.noLeague}, no such team or season in it` },
});
const teamUpcoming = documented({
  summary: "A team's next games",
  tag: 'games',
  auth: 'none',
  answers: { 200: { description: "The team's scheduled games from now, soonest first", json: z.array(upcomingGameAnswer) } },
  refusals: teamRefusals,
});

// lists: the public lists, shared with the server-rendered scoreboard page (page/serve-page.ts)
export function registerScoreboardRoutes(app: FastifyInstance, deps: AppDeps, lists: SeasonLists): void {
  const limitAddress = (request: FastifyRequest) => limitPublicAddress(deps, request);

  function stampServerNow(reply: FastifyReply): void {
    reply.header(SERVER_NOW_HEADER, String(Date.now()));
  }

  async function serveGames(request: FastifyRequest, reply: FastifyReply, slug: string | null, route: Pick<typeof leagueGames, 'query'>) {
    limitAddress(request);
    const { status, divisionId, seasonId } = route.query(request);
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

  app.get('/api/leagues/:slug/public/games', leagueGames.options, (request, reply) => serveGames(request, reply, slugParam(request), leagueGames));
  // Issue 18: public like the scoreboard; a reload that finds nothing new costs a 304.
  app.get('/api/leagues/:slug/standings', standings.options, async (request, reply) => {
    limitAddress(request);
    const query = standings.query(request);
    const league = await resolvePublicLeague(deps, request.user, slugParam(request));
    const { body, etag } = await standingsOfLeague(deps.db, league, query, deps.now());
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
  app.get('/api/public/games', defaultLeagueGames.options, (request, reply) => serveGames(request, reply, null, defaultLeagueGames));
  // Issue 18: a game's scoring plays with the running score; another league's game is 404.
  app.get('/api/leagues/:slug/public/games/:id/scoring-plays', scoringPlays.options, async (request, reply) => {
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

  app.get('/api/teams/:id/record', teamRecord.options, async (request) => {
    const { league, teamId } = await publicTeam(request, null);
    return currentRecord(deps.db, league, teamId, deps.now());
  });
  app.get('/api/leagues/:slug/teams/:id/record', leagueTeamRecord.options, async (request) => {
    const { league, teamId } = await publicTeam(request, slugParam(request));
    return currentRecord(deps.db, league, teamId, deps.now());
  });
  app.get('/api/leagues/:slug/teams/:id/stats', teamStats.options, async (request) => {
    const { seasonId } = teamStats.query(request);
    const { league, team } = await publicTeam(request, slugParam(request));
    return teamStatsOfSeason(deps.db, team, await countedSeason(deps.db, league, seasonId, deps.now()));
  });
  app.get('/api/leagues/:slug/teams/:id/upcoming', teamUpcoming.options, async (request) => {
    const { league, teamId } = await publicTeam(request, slugParam(request));
    return upcomingGames(deps.db, league.id, teamId, deps.now());
  });
}
