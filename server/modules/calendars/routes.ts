import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { can } from '../../../common/roles';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { limitPublicAddress } from '../../http/public-limit';
import { idParam, slugParam } from '../../http/params';
import { documented, REFUSED, type RouteDoc } from '../../http/route-doc';
import { actorWhoCan } from '../../auth/policy';
import { resolvePublicLeague } from '../leagues/context';
import { assertLeagueOpen } from '../../auth/policy';
import { leagueById, type League } from '../leagues/store';
import { divisionOfLeagueOrRefuse } from '../divisions/access';
import { teamInScope } from '../teams/store';
import { gamesOfLeague, type GameRecord } from '../games/store';
import { calendarFeed, type Feed } from './feed';
import { calendarTokenOf, gamesOfReferee, gamesOfTeam, newCalendarToken, setCalendarToken, userOfCalendarToken } from './store';

// Issue 18 (decision 029): iCalendar feeds of a league, a team and a referee's own games.
const CALENDAR_TEXT = {
  teamNotFound: 'Team not found',
  feedNotFound: 'Calendar not found',
  leagueCalendar: (league: string) => `${league} games`,
  teamCalendar: (team: string, league: string) => `${team} (${league})`,
  divisionCalendar: (division: string, league: string) => `${division} games (${league})`,
  refereeCalendar: (league: string) => `My games to referee (${league})`,
} as const;

const REFEREE_FEED = /^([A-Za-z0-9_-]{43})\.ics$/;

// What the document says of the feeds (http/route-doc.ts).
const feedAnswers = {
  200: { description: 'The iCalendar feed (RFC 5545): each game an event with its teams, field and score', content: 'text/calendar', headers: { etag: "The feed's version" } },
  304: { description: 'Unchanged since the ETag sent as If-None-Match' },
} as const;
const feedDoc = { tag: 'calendars', auth: 'none', answers: feedAnswers } as const satisfies Omit<RouteDoc, 'summary' | 'refusals'>;
const leagueRefusals = { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: REFUSED.noLeague, 429: REFUSED.tooMany };
const leagueFeed = documented({ ...feedDoc, summary: "A league's games as a calendar", refusals: leagueRefusals });
const teamFeed = documented({ ...feedDoc, summary: "A team's games as a calendar", refusals: { ...leagueRefusals, 404: `${REFUSED.noLeague}, or no such team in it` } });
const divisionFeed = documented({
  ...feedDoc,
  summary: "A division's games as a calendar",
  description: 'The games between two teams of the division (a crossover game is in no division\'s feed).',
  refusals: { ...leagueRefusals, 404: `${REFUSED.noLeague}, or no such division in it` },
});
const refereeFeed = documented({
  ...feedDoc,
  summary: "A referee's own games as a calendar",
  description: "The private address a referee copies from his screen: the token in it is the credential, and a new one (or the referee's removal, role or password change) ends the old.",
  params: z.object({ file: z.string().regex(REFEREE_FEED).describe('The referee\'s calendar token and ".ics"') }),
  refusals: { 403: REFUSED.suspended, 404: 'No calendar has this address (any more)', 429: REFUSED.tooMany },
});

export function registerCalendarRoutes(app: FastifyInstance, deps: AppDeps): void {
  const site = new URL(deps.config.publicUrl);
  const link = (league: League) => (game: GameRecord) => `${deps.config.publicUrl}/${league.slug}?game=${game.id}`;
  const feedOf = (name: string, league: League, games: readonly GameRecord[]) => calendarFeed(name, games, { host: site.host, link: link(league) });
  const refereeUrl = (token: string) => `${deps.config.publicUrl}/api/calendar/referee/${token}.ics`;

  function send(reply: FastifyReply, ifNoneMatch: string | undefined, feed: Feed) {
    reply.header('etag', feed.etag).header('cache-control', 'no-cache');
    if (ifNoneMatch === feed.etag) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(feed.body);
  }

  app.get('/api/leagues/:slug/calendar.ics', leagueFeed.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    const league = await resolvePublicLeague(deps, request.user, slugParam(request));
    return send(reply, request.headers['if-none-match'], feedOf(CALENDAR_TEXT.leagueCalendar(league.name), league, await gamesOfLeague(deps.db, league.id)));
  });

  app.get('/api/leagues/:slug/teams/:id/calendar.ics', teamFeed.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    const league = await resolvePublicLeague(deps, request.user, slugParam(request));
    const team = await teamInScope(deps.db, { kind: 'league', leagueId: league.id }, idParam(request));
    if (!team) throw notFound(CALENDAR_TEXT.teamNotFound);
    return send(reply, request.headers['if-none-match'], feedOf(CALENDAR_TEXT.teamCalendar(team.name, league.name), league, await gamesOfTeam(deps.db, league.id, team.id)));
  });

  // Issue 34: the games between two teams of the division (crossovers are in no division's feed).
  app.get('/api/leagues/:slug/divisions/:id/calendar.ics', divisionFeed.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    const league = await resolvePublicLeague(deps, request.user, slugParam(request));
    const division = await divisionOfLeagueOrRefuse(deps.db, league.id, idParam(request));
    return send(reply, request.headers['if-none-match'], feedOf(CALENDAR_TEXT.divisionCalendar(division.name, league.name), league, await gamesOfLeague(deps.db, league.id, undefined, division.id)));
  });

  // The referee's private feed URL; made on first ask. POST makes a new one: the old URL is dead at once.
  app.get('/api/referees/me/calendar-link', async (request) => {
    const actor = actorWhoCan(request.user, 'use:referee-screens');
    let token = await calendarTokenOf(deps.db, actor.id);
    if (!token) {
      token = newCalendarToken();
      await setCalendarToken(deps.db, actor.id, token);
    }
    return { url: refereeUrl(token) };
  });

  app.post('/api/referees/me/calendar-link', async (request) => {
    const actor = actorWhoCan(request.user, 'use:referee-screens');
    const token = newCalendarToken();
    await setCalendarToken(deps.db, actor.id, token);
    return { url: refereeUrl(token) };
  });

  app.get('/api/calendar/referee/:file', refereeFeed.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    // an address that is no token is answered as an unknown one
    const match = REFEREE_FEED.exec(refereeFeed.paramsOrNull(request)?.file ?? '');
    // a token is cleared when its referee is removed, changes role or password (users/store.ts); one
    // kept from before that rule, of a user no longer on the referee screens, is refused all the same
    const found = match ? await userOfCalendarToken(deps.db, match[1]!) : null;
    const user = found && can(found.role, 'use:referee-screens') ? found : null;
    const league = user?.leagueId ? await leagueById(deps.db, user.leagueId) : null;
    if (!user || !league) throw notFound(CALENDAR_TEXT.feedNotFound);
    assertLeagueOpen(null, league);
    return send(reply, request.headers['if-none-match'], feedOf(CALENDAR_TEXT.refereeCalendar(league.name), league, await gamesOfReferee(deps.db, league.id, user.id)));
  });
}
